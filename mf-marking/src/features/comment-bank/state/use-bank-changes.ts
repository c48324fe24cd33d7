// Edit and delete of a banked comment, each asked first by the dialog, then offered back by the one
// Undo notice (@homework/ui): an edit's Undo writes the text it replaced, a delete's puts it back.
import { useState } from 'react';
import { queryKeys, useMutation, useQueryClient } from '@homework/platform/api';
import { excerptOf, type BankComment } from '@homework/contracts';
import { useBankDialogMessages } from '../components/messages';
import type { UndoNoticeState } from '@homework/ui';
import { deleteBankComment, editBankComment, restoreBankComment } from '../api/bank-calls';

type Change = { kind: 'edit'; comment: BankComment; text: string } | { kind: 'delete'; comment: BankComment };
/** What the notice's Undo puts back. */
type Undoable = { kind: 'edit'; id: string; before: string; version: number } | { kind: 'delete'; id: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface BankChanges {
  notice: UndoNoticeState | null;
  busy: boolean;
  make(change: Change): Promise<boolean>;
  undo(): void;
  dismiss(): void;
}

export function useBankChanges(onUndone: () => void): BankChanges {
  const t = useBankDialogMessages();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<UndoNoticeState | null>(null);
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  const readAgain = () => queryClient.invalidateQueries({ queryKey: queryKeys.commentBanks() });

  const change = useMutation({
    mutationFn: async (wanted: Change) =>
      wanted.kind === 'edit'
        ? { wanted, answer: await editBankComment({ Id: wanted.comment.Id, Text: wanted.text, Version: wanted.comment.Version }) }
        : { wanted, answer: await deleteBankComment({ Id: wanted.comment.Id }) },
    onSuccess: ({ wanted, answer }) => {
      if (wanted.kind === 'edit') {
        const edited = answer as BankComment;
        setUndoable({ kind: 'edit', id: edited.Id, before: wanted.comment.Text, version: edited.Version });
        setNotice({ kind: 'done', undoOf: `edit-${edited.Id}-${edited.Version}`, title: t('bank.edited', { excerpt: excerptOf(edited.Text) }) });
      } else {
        setUndoable({ kind: 'delete', id: wanted.comment.Id });
        setNotice({ kind: 'done', undoOf: `delete-${wanted.comment.Id}-${wanted.comment.Version}`, title: t('bank.deleted', { excerpt: excerptOf(wanted.comment.Text) }) });
      }
    },
    onError: (error) => setNotice({ kind: 'failed', message: t('bank.changeFailed', { reason: messageOf(error) }) }),
    onSettled: readAgain,
  });

  const undo = useMutation({
    mutationFn: (what: Undoable) =>
      what.kind === 'edit' ? editBankComment({ Id: what.id, Text: what.before, Version: what.version }) : restoreBankComment({ Id: what.id }),
    onSuccess: (_, what) => {
      setUndoable(null);
      setNotice({ kind: 'undone', title: t(what.kind === 'edit' ? 'bank.editUndone' : 'bank.deleteUndone') });
      onUndone();
    },
    onError: (error) => setNotice({ kind: 'failed', message: t('bank.changeFailed', { reason: messageOf(error) }) }),
    onSettled: readAgain,
  });

  return {
    notice,
    busy: change.isPending || undo.isPending,
    make: (wanted) =>
      change.mutateAsync(wanted).then(
        () => true,
        () => false,
      ),
    undo: () => {
      if (undoable && !undo.isPending) undo.mutate(undoable);
    },
    dismiss: () => setNotice(null),
  };
}
