// Offers a kept grade and comment back (issue 8, "nothing typed is lost") until restored or discarded.
import { Alert, Button, Space } from 'antd';
import { draftNote, type MarkDraft } from '../utils/drafts';

export interface DraftNoticeProps {
  draft: MarkDraft;
  timeZone: string;
  onRestore(draft: MarkDraft): void;
  onDiscard(): void;
}

export function DraftNotice({ draft, timeZone, onRestore, onDiscard }: DraftNoticeProps) {
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={draftNote(draft, timeZone)}
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
