// What the marking view says of its kept changes (decision 0032): offline at once, how many wait and
// that they are being sent, that all have been saved, and each change the server refused, with its
// reason and a Discard that asks first and can be undone.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Space } from 'antd';
import { waitingChangeTexts } from '@homework/contracts/waiting-changes';
import { AskFirstButton } from '../../clear-hand-ins';
import type { KeptChange, WaitingChanges } from '../state/use-waiting-changes';

export interface WaitingNoticeProps {
  waiting: WaitingChanges;
  /** A student's name as the list shows it. */
  nameOf(studentId: string): string | null;
}

const studentOf = (change: KeptChange) => change.request.body.StudentId;

export function WaitingNotice({ waiting, nameOf }: WaitingNoticeProps) {
  const [discarded, setDiscarded] = useState<KeptChange | null>(null);
  const [allSentSeen, setAllSentSeen] = useState(0);
  // The discarded change's Alert leaves the page: the focus goes to the Undo that took its place.
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (discarded) undo.current?.focus();
  }, [discarded]);
  const refused = waiting.changes.filter((change) => change.refused !== undefined);
  const name = (change: KeptChange) => nameOf(studentOf(change)) ?? '';
  const line =
    waiting.offline ? { type: 'warning' as const, text: waitingChangeTexts.offline(waiting.waiting) }
    : waiting.waiting > 0 ? { type: 'info' as const, text: waitingChangeTexts.sending(waiting.waiting) }
    : waiting.sentCount > allSentSeen ? { type: 'success' as const, text: waitingChangeTexts.allSent(waiting.sentCount) }
    : null;
  return (
    <>
      {/* Always in the page, so a screen reader hears the change of state as it comes. */}
      <div role="status" aria-live="polite">
        {line && <Alert type={line.type} role="none" showIcon title={line.text} closable={line.type === 'success'} onClose={() => setAllSentSeen(waiting.sentCount)} />}
      </div>
      {refused.map((change) => (
        <Alert
          key={change.seq}
          type="error"
          showIcon
          role="alert"
          title={waitingChangeTexts.refused(name(change), change.request.kind, change.refused ?? '')}
          action={
            <AskFirstButton
              label={waitingChangeTexts.discard}
              danger
              ask={() => (answers) => (
                <Modal
                  open
                  title={waitingChangeTexts.discardQuestion(name(change), change.request.kind)}
                  okText={waitingChangeTexts.discard}
                  cancelText={waitingChangeTexts.cancel}
                  okButtonProps={{ danger: true }}
                  onOk={answers.onConfirm}
                  onCancel={answers.onCancel}
                  // The page places the focus itself: on the Undo once discarded, back on Discard otherwise.
                  focusable={{ focusTriggerAfterClose: false }}
                >
                  {waitingChangeTexts.discardExplained}
                </Modal>
              )}
              onConfirm={() => void waiting.discard(change).then(() => setDiscarded(change))}
            />
          }
        />
      ))}
      {discarded && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={
            <Space>
              {waitingChangeTexts.discarded(name(discarded))}
              <Button
                ref={undo}
                size="small"
                onClick={async () => {
                  await waiting.restore(discarded);
                  setDiscarded(null);
                }}
              >
                {waitingChangeTexts.undo}
              </Button>
            </Space>
          }
        />
      )}
    </>
  );
}
