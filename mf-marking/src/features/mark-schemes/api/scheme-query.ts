// The homework's mark scheme and every student's levels (decision 0039): one read with the homework,
// under its key (so the page's Refresh and a write to the homework read it again), never per student.
// Its call is the mark schemes' contracts entry, which comes with this read, not with the page's code.
import { getSuite, queryKeys } from '@homework/platform/api';
import type { HomeworkMarkScheme } from '@homework/contracts';

export const homeworkSchemeQuery = (homeworkId: string) => ({
  queryKey: [...queryKeys.homework(homeworkId), 'mark-scheme'],
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<HomeworkMarkScheme> => {
    const { MARK_SCHEMES } = await import('@homework/contracts/mark-schemes');
    return getSuite().api.call(MARK_SCHEMES.ofHomework, { homeworkId }, { signal });
  },
});
