// Offers a kept message back (issue 39), as marking offers a kept grade and comment, until the
// teacher restores it, discards it or starts another.
import { Alert, Button, Space } from 'antd';
import { keptMessageNote, type KeptMessage } from '../utils/message-draft';

export interface KeptMessageNoticeProps {
  draft: KeptMessage;
  timeZone: string;
  onRestore(draft: KeptMessage): void;
  onDiscard(): void;
}

export function KeptMessageNotice({ draft, timeZone, onRestore, onDiscard }: KeptMessageNoticeProps) {
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16, maxWidth: 820 }}
      title={keptMessageNote(draft, timeZone)}
      description={draft.subject.trim() ? `Subject: ${draft.subject}` : undefined}
      action={
        <Space>
          <Button size="small" type="primary" onClick={() => onRestore(draft)}>
            Restore
          </Button>
          <Button size="small" onClick={onDiscard}>
            Discard
          </Button>
        </Space>
      }
    />
  );
}
