// What the marking view says of its kept changes (decision 0032): offline at once, how many wait and
// that they are being sent, that all have been saved, and each change the server refused, with its
// reason and a Discard that asks first and can be undone.
import { useState } from 'react';
import { Alert, Button, Popconfirm, Space } from 'antd';
import { waitingChangeTexts } from '@homework/contracts/waiting-changes';
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
            <Popconfirm
              title={waitingChangeTexts.discardQuestion(name(change), change.request.kind)}
              okText={waitingChangeTexts.discard}
              okButtonProps={{ danger: true }}
              cancelText={waitingChangeTexts.cancel}
              onConfirm={async () => {
                await waiting.discard(change);
                setDiscarded(change);
              }}
            >
              <Button size="small" danger>
                {waitingChangeTexts.discard}
              </Button>
            </Popconfirm>
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
