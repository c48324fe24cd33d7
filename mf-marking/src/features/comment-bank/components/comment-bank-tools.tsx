// Beside the marking comment: Comment bank (also Ctrl+/ or b) opens the bank, whose choice goes in at
// the comment's cursor with its merge tags filled for the student; Add to my bank keeps the comment
// as written, for this homework's subject (decision 0035).
import { useEffect, useRef, useState } from 'react';
import { Button, Space } from 'antd';
import { calls, queryKeys, useMutation, useQuery, useQueryClient } from '@homework/platform/api';
import { useLoadedModule } from '@homework/platform/remote';
import { COMMENT_BANK_SHORTCUT, excerptOf, type BankComment, type CommentTagSource, type FieldSelection } from '@homework/contracts';
import { commentToBank, fillBankComment, insertAtCursor } from '@homework/contracts/comment-bank';
import { useMarkingMessages } from '../../../messages';
import { addBankComment, countBankCommentUse } from '../api/bank-calls';
import { bankDialogLoader } from './dialog-loader';

export interface CommentBankToolsProps {
  /** The homework's subject: the bank offers comments for it, and Add to my bank keeps them for it. */
  subjectId: string | null;
  /** The comment field's id and its value as typed. */
  fieldId: string;
  comment: string;
  onComment(text: string): void;
  /** The student the comment is for, by first name (the merge tags). */
  studentForename: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

type Said = { type: 'success' | 'error' | 'info'; text: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function CommentBankTools({ subjectId, fieldId, comment, onComment, studentForename, open, onOpenChange }: CommentBankToolsProps) {
  const t = useMarkingMessages();
  const queryClient = useQueryClient();
  // The school's and the teacher's names for the tags: the signed-in user's record, which the shell has read already.
  const user = useQuery(calls.currentUser());
  const tagSource: CommentTagSource | null = user.data ? { studentForename, schoolName: user.data.schoolName, teacherName: user.data.simsName } : null;
  // Each opening starts afresh: an empty search, the most used comment chosen.
  const [session, setSession] = useState(0);
  const dialog = useLoadedModule(bankDialogLoader, open);
  const field = () => document.getElementById(fieldId) as HTMLTextAreaElement | null;
  // Where the cursor was when the bank opened: the insert goes there.
  const selection = useRef<FieldSelection>({ start: comment.length, end: comment.length });
  const [cursorAfter, setCursorAfter] = useState<number | null>(null);
  const [said, setSaid] = useState<Said | null>(null);

  useEffect(() => {
    if (!open) return;
    const element = field();
    selection.current = element ? { start: element.selectionStart, end: element.selectionEnd } : { start: comment.length, end: comment.length };
    setSaid(null);
    setSession((n) => n + 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once as the bank opens
  }, [open]);

  const insert = (chosen: BankComment) => {
    const text = tagSource ? fillBankComment(chosen.Text, tagSource) : chosen.Text;
    const next = insertAtCursor(comment, selection.current, text);
    onComment(next.value);
    setCursorAfter(next.cursor);
    onOpenChange(false);
    // Counted for the most used; a failure to count loses no comment, so it is not said.
    void countBankCommentUse({ Id: chosen.Id }).then(
      () => queryClient.invalidateQueries({ queryKey: queryKeys.commentBanks() }),
      () => undefined,
    );
  };
  const afterClose = () => {
    const element = field();
    if (!element) return;
    element.focus();
    if (cursorAfter !== null) element.setSelectionRange(cursorAfter, cursorAfter);
    setCursorAfter(null);
  };

  const add = useMutation({
    mutationFn: (text: string) => addBankComment({ Bank: 'own', SubjectId: subjectId, Text: text }),
    onSuccess: (added) => {
      setSaid({ type: 'success', text: t('bank.added', { excerpt: excerptOf(added.Text) }) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.commentBanks() });
    },
    onError: (error) => setSaid({ type: 'error', text: t('bank.addFailed', { reason: messageOf(error) }) }),
  });
  const addToMine = () => {
    const text = commentToBank(comment);
    if (text === null) return setSaid({ type: 'info', text: t('bank.nothingToAdd') });
    add.mutate(text);
  };

  return (
    <>
      <Space wrap>
        <Button aria-haspopup="dialog" aria-keyshortcuts={COMMENT_BANK_SHORTCUT.aria} onClick={() => onOpenChange(true)}>
          {t('bank.open')}
        </Button>
        <Button loading={add.isPending} onClick={addToMine}>
          {t('bank.addToMine')}
        </Button>
      </Space>
      <p role={said?.type === 'error' ? 'alert' : 'status'} style={{ margin: 0, minHeight: '1.5em', color: said?.type === 'error' ? '#a8071a' : undefined }}>
        {said?.text}
      </p>
      {dialog && session > 0 && (
        <dialog.CommentBankDialog key={session} open={open} subjectId={subjectId} onInsert={insert} onClose={() => onOpenChange(false)} afterClose={afterClose} />
      )}
    </>
  );
}
