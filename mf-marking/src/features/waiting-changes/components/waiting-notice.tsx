// What the marking view says of its kept changes (decision 0032): offline at once, how many wait and
// that they are being sent, that all have been saved, and each change the server refused, with its
// reason and a Discard that asks first and can be undone.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Space } from 'antd';
import { useMarkingMessages } from '../../../messages';
import { AskFirstButton } from '../../clear-hand-ins';
import type { KeptChange, WaitingChanges } from '../state/use-waiting-changes';

export interface WaitingNoticeProps {
  waiting: WaitingChanges;
  /** A student's name as the list shows it. */
  nameOf(studentId: string): string | null;
}

const studentOf = (change: KeptChange) => change.request.body.StudentId;

export function WaitingNotice({ waiting, nameOf }: WaitingNoticeProps) {
  const t = useMarkingMessages();
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
    waiting.offline ? { type: 'warning' as const, text: t('wait.offline', { count: waiting.waiting }) }
    : waiting.waiting > 0 ? { type: 'info' as const, text: t('wait.sending', { count: waiting.waiting }) }
    : waiting.sentCount > allSentSeen ? { type: 'success' as const, text: t('wait.allSent', { count: waiting.sentCount }) }
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
          title={t('wait.refused', { name: name(change), kind: change.request.kind, reason: change.refused ?? '' })}
          action={
            <AskFirstButton
              label={t('wait.discard')}
              danger
              ask={() => (answers) => (
                <Modal
                  open
                  title={t('wait.discardQuestion', { name: name(change), kind: change.request.kind })}
                  okText={t('wait.discard')}
                  cancelText={t('wait.cancel')}
                  okButtonProps={{ danger: true }}
                  onOk={answers.onConfirm}
                  onCancel={answers.onCancel}
                  // The page places the focus itself: on the Undo once discarded, back on Discard otherwise.
                  focusable={{ focusTriggerAfterClose: false }}
                >
                  {t('wait.discardExplained')}
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
              {t('wait.discarded', { name: name(discarded) })}
              <Button
                ref={undo}
                size="small"
                onClick={async () => {
                  await waiting.restore(discarded);
                  setDiscarded(null);
                }}
              >
                {t('wait.undo')}
              </Button>
            </Space>
          }
        />
      )}
    </>
  );
}
