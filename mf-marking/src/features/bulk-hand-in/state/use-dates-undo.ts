// The Undo offered after Record as Handed In changed dates a teacher had recorded before
// (docs/teacher-week.md, week 1 item 9): one request puts every chosen student back on their earlier
// day, or not handed in.
import { useRef, useState } from 'react';
import { useMutation } from '@homework/platform/api';
import type { UpdateHomeworkStudentsRequest } from '@homework/contracts';
import type { UndoNoticeState } from '@homework/ui';
import { updateHomeworkStudents } from '../api/recorder-data';
import { useMarkingMessages } from '../../../messages';

export interface DatesUndo {
  notice: UndoNoticeState | null;
  busy: boolean;
  /** After a record that changed `count` dates: offers the request that puts them back. */
  offer(count: number, restore: UpdateHomeworkStudentsRequest): void;
  undo(): void;
  dismiss(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useDatesUndo(onRestored: () => void): DatesUndo {
  // Each offer's own name, so the Undo takes the focus again after another record.
  const offers = useRef(0);
  const [offered, setOffered] = useState<{ notice: UndoNoticeState; restore?: UpdateHomeworkStudentsRequest } | null>(null);
  const t = useMarkingMessages();
  const restore = useMutation({
    mutationFn: (body: UpdateHomeworkStudentsRequest) => updateHomeworkStudents(body),
    onSuccess: () => setOffered({ notice: { kind: 'undone', title: t('bulk.datesPutBack') } }),
    onError: (error) => setOffered({ notice: { kind: 'failed', message: t('bulk.undoFailed', { reason: messageOf(error) }) } }),
    onSettled: onRestored,
  });
  return {
    notice: offered?.notice ?? null,
    busy: restore.isPending,
    offer: (count, body) => setOffered({ notice: { kind: 'done', undoOf: String(++offers.current), title: t('bulk.datesChanged', { count }) }, restore: body }),
    undo: () => {
      if (offered?.restore && !restore.isPending) restore.mutate(offered.restore);
    },
    dismiss: () => setOffered(null),
  };
}
