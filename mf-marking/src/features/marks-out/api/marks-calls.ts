// Marks out's calls (decision 0036) through the shared API client: what the dialog offers, read when
// it opens, and the two exports, each a file saved as the browser's download.
import { getSuite, queryKeys } from '@homework/platform/api';
import { MARKS_OUT, type MarksFormat } from '@homework/contracts/marks-out';
import { saveFile } from '@homework/ui';

const api = () => getSuite().api;

// Under the homework's key, so a Refresh of the marking view (which invalidates it) reads it again;
// made here, not in the platform's factory, which every first screen carries (decision 0036).
export const marksExportChoicesQuery = (homeworkId: string) => ({
  queryKey: [...queryKeys.homework(homeworkId), 'marks-export'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => api().call(MARKS_OUT.choices, { homeworkId }, { signal }),
});

export type MarksExportChoice = { what: 'homework'; homeworkId: string } | { what: 'class'; groupId: string; termId: string };

/** Asks for the file and saves it under the name given. */
export async function exportMarks(choice: MarksExportChoice, format: MarksFormat, fileName: string): Promise<void> {
  const file =
    choice.what === 'homework'
      ? await api().call(MARKS_OUT.homework, { homeworkId: choice.homeworkId, query: { format } })
      : await api().call(MARKS_OUT.group, { groupId: choice.groupId, termId: choice.termId, query: { format } });
  saveFile(file, fileName);
}
