// What a delete took, with its Undo. The Undo takes the focus as it appears, so the keyboard finds it
// at once; it stays until closed, so no one has to be quick.
import { Alert, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { deleteTexts } from '@homework/contracts';
import type { DeleteNotice } from '../state/use-homework-delete';

export interface DeletedNoticeProps {
  notice: DeleteNotice | null;
  busy: boolean;
  undo(): void;
  dismiss(): void;
}

export function DeletedNotice({ notice, busy, undo, dismiss }: DeletedNoticeProps) {
  const undoButton = useRef<HTMLButtonElement>(null);
  const deletedId = notice?.kind === 'deleted' ? notice.id : null;
  useEffect(() => {
    if (deletedId) undoButton.current?.focus();
  }, [deletedId]);

  if (!notice) return null;
  if (notice.kind === 'failed') return <Alert type="error" showIcon role="alert" closable title={notice.message} onClose={dismiss} />;
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      closable
      onClose={dismiss}
      title={notice.kind === 'deleted' ? deleteTexts.deleted(notice.title) : deleteTexts.restored(notice.title)}
      action={
        notice.kind === 'deleted' && (
          <Button ref={undoButton} size="small" loading={busy} onClick={undo}>
            {deleteTexts.undo}
          </Button>
        )
      }
    />
  );
}
