// What a clear took (hand-ins, or a grade and comment), with its Undo (issue 18). The Undo takes the focus as it appears, so the
// keyboard finds it at once; it stays until closed, so no one has to be quick.
import { Alert, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { clearMarkTexts, clearTexts, markingMessages } from '@homework/contracts';
import type { ClearUndo } from '../state/use-clear-undo';

export function ClearedNotice({ notice, busy, undo, dismiss }: ClearUndo) {
  const undoButton = useRef<HTMLButtonElement>(null);
  const clearanceId = notice?.kind === 'cleared' ? notice.clearanceId : null;
  useEffect(() => {
    if (clearanceId) undoButton.current?.focus();
  }, [clearanceId]);

  if (!notice) return null;
  if (notice.kind === 'failed')
    return <Alert type="error" showIcon role="alert" closable title={notice.message} onClose={dismiss} />;
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      closable
      onClose={dismiss}
      title={
        notice.what === 'mark' ? (
          <span>{notice.kind === 'cleared' ? clearMarkTexts.cleared : clearMarkTexts.restored}</span>
        ) : (
          <>
            <span>{markingMessages.handedInUpdated}</span>{' '}
            <span>{notice.kind === 'cleared' ? clearTexts.cleared(notice.counts) : clearTexts.restored(notice.counts)}</span>
          </>
        )
      }
      action={
        notice.kind === 'cleared' && (
          <Button ref={undoButton} size="small" loading={busy} onClick={undo}>
            {clearTexts.undo}
          </Button>
        )
      }
    />
  );
}
