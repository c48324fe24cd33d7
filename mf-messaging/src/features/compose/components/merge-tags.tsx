// The merge-tag chips (02 §2.6): each puts its tag at the cursor of the subject or message; the
// server replaces it for each recipient. The tags and their names are the contracts'.
import { Button, Flex, Typography } from 'antd';
import { MERGE_TAGS } from '@homework/contracts';

export const MERGE_TAGS_HINT_ID = 'message-merge-tags-hint';

export function MergeTags({ onInsert, disabled }: { onInsert(tag: string): void; disabled?: boolean }) {
  return (
    <div role="group" aria-labelledby="message-merge-tags-label" aria-describedby={MERGE_TAGS_HINT_ID}>
      <Typography.Text id="message-merge-tags-label" strong>
        Merge tags
      </Typography.Text>{' '}
      <Typography.Text id={MERGE_TAGS_HINT_ID} type="secondary">
        Put in at the cursor of the subject or message, and replaced for each recipient.
      </Typography.Text>
      <Flex wrap gap={8} style={{ marginTop: 4 }}>
        {MERGE_TAGS.map(({ tag, label, description }) => (
          <Button
            key={tag}
            size="small"
            shape="round"
            // A long name wraps inside its chip, not past the page's edge (a phone, a longer language).
            style={{ whiteSpace: 'normal', height: 'auto', maxWidth: '100%' }}
            title={description}
            disabled={disabled}
            onClick={() => onInsert(tag)}
          >
            {label} <Typography.Text type="secondary" code style={{ marginInlineStart: 4 }}>{tag}</Typography.Text>
          </Button>
        ))}
      </Flex>
    </div>
  );
}
