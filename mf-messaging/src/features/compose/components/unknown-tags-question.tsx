// Send asks first when the subject or message holds a tag the server will not replace (decision 0024: a
// mistyped {{StudentsName}} reached 40 parents as typed). The question names each such tag, where it
// is and what it may have meant. Focus starts on Go back, so Enter keeps the message; Go back puts
// the cursor in the field with the first tag selected, to be typed over.
import { Modal } from 'antd';
import { useRef, type ReactElement } from 'react';
import { unknownMergeTags, type UnknownMergeTag } from '@homework/contracts';
import { useMessagingMessages, type MessagingKey } from '../../../messages';
import type { TextField } from '../state/use-tag-insertion';

const FIELD_NAMES: Record<TextField, MessagingKey> = {
  subject: 'unknown.subject',
  message: 'unknown.message',
  subjectCy: 'unknown.subjectCy',
  messageCy: 'unknown.messageCy',
};
/** The fields asked about, Welsh first as it is written and sent. */
const FIELDS: readonly TextField[] = ['subjectCy', 'messageCy', 'subject', 'message'];

export interface UnknownTagsQuestion {
  /** The question's place in the tree. */
  holder: ReactElement;
  /**
   * Runs `send` at once when every tag is known, else once the teacher chooses to send as typed. A
   * field not given (the Welsh ones of a message in one language) is not asked about.
   */
  askFirst(values: Partial<Record<TextField, string>>, send: () => void): void;
}

export function useUnknownTagsQuestion(select: (field: TextField, start: number, end: number) => void): UnknownTagsQuestion {
  const [modal, holder] = Modal.useModal();
  const asking = useRef(false);
  const t = useMessagingMessages();
  const line = ({ field, unknown }: { field: TextField; unknown: UnknownMergeTag }) =>
    unknown.suggestion
      ? t('unknown.meant', { tag: unknown.tag, field: t(FIELD_NAMES[field]), suggestion: unknown.suggestion })
      : t('unknown.notTag', { tag: unknown.tag, field: t(FIELD_NAMES[field]) });

  const askFirst = (values: Partial<Record<TextField, string>>, send: () => void) => {
    const found = FIELDS.flatMap((field) => unknownMergeTags(values[field] ?? '').map((unknown) => ({ field, unknown })));
    if (found.length === 0) return send();
    if (asking.current) return;
    asking.current = true;
    const first: { field: TextField; unknown: UnknownMergeTag } = found[0];
    let sending = false;
    void modal.confirm({
      title: t('unknown.title'),
      content: (
        <>
          <p id="unknown-tags-intro">{t('unknown.intro')}</p>
          <ul aria-labelledby="unknown-tags-intro">
            {found.map((each) => (
              <li key={`${each.field}:${each.unknown.index}`}>{line(each)}</li>
            ))}
          </ul>
        </>
      ),
      okText: t('unknown.ok'),
      cancelText: t('unknown.cancel'),
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => {
        sending = true;
        send();
      },
      // After the dialog has given the focus back (to Send), so that the field keeps it.
      afterClose: () => {
        asking.current = false;
        if (!sending) select(first.field, first.unknown.index, first.unknown.index + first.unknown.tag.length);
      },
    });
  };

  return { holder, askFirst };
}
