// A sent message's subject as the teacher wrote it, each merge tag marked as a tag
// (docs/teacher-week.md, week 1 item 3): the tag is replaced in each mail, so the list shows which part
// differs from mail to mail.
import { Tag } from 'antd';
import { MERGE_TAGS, mergeTagParts } from '@homework/contracts';
import { useActiveLanguage, useOwnTextLang } from '@homework/platform/messages';
import { VISUALLY_HIDDEN } from '@homework/platform/remote';
import { useMessagingMessages } from '../../../messages';
import { MERGE_TAG_TEXTS } from '../../../messages/merge-tag-texts';

const LABELS = new Map(MERGE_TAGS.map(({ tag }) => [tag.slice(2, -2), MERGE_TAG_TEXTS[tag].label]));

export function MessageSubject({ subject }: { subject: string }) {
  const t = useMessagingMessages();
  // The teacher's words, in the school's language; the tags' names are the page's.
  const lang = useOwnTextLang();
  const page = useActiveLanguage();
  const pageLang = lang && (page === 'en' ? 'en-GB' : page);
  return (
    <span lang={lang}>
      {mergeTagParts(subject).map((part, index) =>
        part.tag ? (
          <Tag key={index} style={{ marginInline: 2 }}>
            {part.text}
            <span style={VISUALLY_HIDDEN} lang={pageLang}>{t('tags.marked', { label: t(LABELS.get(part.tag)!) })}</span>
          </Tag>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
