// The one notice after something that can be undone (a delete, a clear): what it took, said as a
// success, with its Undo; what the undo put back; or what failed. The Undo takes the focus as it
// appears, so the keyboard finds it at once; the notice stays until closed, so no one has to be quick.
import { Alert, Button } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';

export type UndoNoticeState =
  /** Done and can be undone; `undoOf` names the change, so the focus moves to Undo for each new one. */
  | { kind: 'done'; undoOf: string; title: ReactNode }
  /** Put back by its Undo (or a restore): no Undo any more. */
  | { kind: 'undone'; title: ReactNode }
  | { kind: 'failed'; message: string };

export interface UndoNoticeProps {
  notice: UndoNoticeState | null;
  undoLabel: string;
  /** The undo is under way. */
  busy: boolean;
  undo(): void;
  dismiss(): void;
}

export function UndoNotice({ notice, undoLabel, busy, undo, dismiss }: UndoNoticeProps) {
  const undoButton = useRef<HTMLButtonElement>(null);
  const undoOf = notice?.kind === 'done' ? notice.undoOf : null;
  useEffect(() => {
    if (undoOf) undoButton.current?.focus();
  }, [undoOf]);

  if (!notice) return null;
  if (notice.kind === 'failed') return <Alert type="error" showIcon role="alert" closable title={notice.message} onClose={dismiss} />;
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      closable
      onClose={dismiss}
      title={notice.title}
      action={
        notice.kind === 'done' && (
          <Button ref={undoButton} size="small" loading={busy} onClick={undo}>
            {undoLabel}
          </Button>
        )
      }
    />
  );
}
