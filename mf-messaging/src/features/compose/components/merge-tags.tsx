// The merge-tag chips (02 §2.6): each puts its tag at the cursor of the subject or message; the
// server replaces it for each recipient. The tags are the contracts'; their names the catalogue's.
import { Button, Flex, Typography } from 'antd';
import { MERGE_TAGS } from '@homework/contracts';
import { useMessagingMessages } from '../../../messages';
import { MERGE_TAG_TEXTS } from '../../../messages/merge-tag-texts';

export const MERGE_TAGS_HINT_ID = 'message-merge-tags-hint';

export function MergeTags({ onInsert, disabled }: { onInsert(tag: string): void; disabled?: boolean }) {
  const t = useMessagingMessages();
  return (
    <div role="group" aria-labelledby="message-merge-tags-label" aria-describedby={MERGE_TAGS_HINT_ID}>
      <Typography.Text id="message-merge-tags-label" strong>
        {t('tags.title')}
      </Typography.Text>{' '}
      <Typography.Text id={MERGE_TAGS_HINT_ID} type="secondary">
        {t('tags.hint')}
      </Typography.Text>
      <Flex wrap gap={8} style={{ marginTop: 4 }}>
        {MERGE_TAGS.map(({ tag }) => (
          <Button
            key={tag}
            size="small"
            shape="round"
            // A long name wraps inside its chip, not past the page's edge (a phone, a longer language).
            style={{ whiteSpace: 'normal', height: 'auto', maxWidth: '100%' }}
            title={t(MERGE_TAG_TEXTS[tag].description)}
            disabled={disabled}
            onClick={() => onInsert(tag)}
          >
            {t(MERGE_TAG_TEXTS[tag].label)} <Typography.Text type="secondary" code style={{ marginInlineStart: 4 }}>{tag}</Typography.Text>
          </Button>
        ))}
      </Flex>
    </div>
  );
}
