// Delete on All Homework, under the rule that nothing a teacher did is lost by one click: the question
// (which card), the delete, and the notice after it with its Undo, which stays until closed or until
// another delete; a restore from Recently deleted says so in the same place.
import { useEffect, useState } from 'react';
import { isCancelled } from '@homework/platform/api';
import type { HomeworkListItem } from '@homework/contracts';
import { useHomeworkMessages } from '../../../messages';
import { useDeleteHomework, useRestoreDeleted } from '../api/delete-homework';

export type DeleteNotice =
  | { kind: 'deleted'; id: string; title: string }
  | { kind: 'restored'; title: string }
  | { kind: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `signal` ends a delete when the page is left; `failed` shows a refused delete in the page's banner. */
export function useHomeworkDelete(signal: () => AbortSignal, failed: (message: string) => void, done: () => void) {
  const t = useHomeworkMessages();
  const [asking, setAsking] = useState<HomeworkListItem | null>(null);
  // The card's Delete button, which has the focus back when the question is cancelled.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  // Given back once the question has gone: while it is open, its focus trap keeps the focus inside,
  // and a focus given before it closes is lost with it (WCAG 2.4.3).
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (asking || !returnFocus) return;
    returnFocus.focus();
    setReturnFocus(null);
  }, [asking, returnFocus]);
  const [notice, setNotice] = useState<DeleteNotice | null>(null);
  const removing = useDeleteHomework();
  const restoring = useRestoreDeleted();

  const confirm = async () => {
    const item = asking;
    setAsking(null);
    if (!item) return;
    try {
      await removing.mutateAsync({ id: item.Id, signal: signal() });
      done();
      setNotice({ kind: 'deleted', id: item.Id, title: item.Title });
    } catch (failure) {
      if (!isCancelled(failure)) failed(messageOf(failure));
    }
  };

  const restore = (id: string) =>
    restoring.mutate(id, {
      onSuccess: (answer) => setNotice({ kind: 'restored', title: answer.Title }),
      onError: (error) => setNotice({ kind: 'failed', message: t('d.restoreFailed', { message: messageOf(error) }) }),
    });

  return {
    asking,
    ask: (item: HomeworkListItem) => {
      setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setAsking(item);
    },
    cancel: () => {
      setAsking(null);
      setReturnFocus(opener);
    },
    confirm,
    notice,
    restoring: restoring.isPending,
    undo: () => {
      if (notice?.kind === 'deleted' && !restoring.isPending) restore(notice.id);
    },
    restore,
    dismiss: () => setNotice(null),
  };
}
