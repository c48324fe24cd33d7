// Send asks first when the subject or message holds a tag the server will not replace (decision 0024: a
// mistyped {{StudentsName}} reached 40 parents as typed). The question names each such tag, where it
// is and what it may have meant. Focus starts on Go back, so Enter keeps the message; Go back puts
// the cursor in the field with the first tag selected, to be typed over.
import { Modal } from 'antd';
import { useRef, type ReactElement } from 'react';
import { UNKNOWN_MERGE_TAG_QUESTION, unknownMergeTagLine, unknownMergeTags, type UnknownMergeTag } from '@homework/contracts';
import type { TextField } from '../state/use-tag-insertion';

const FIELD_NAMES: Record<TextField, 'Subject' | 'Message'> = { subject: 'Subject', message: 'Message' };

export interface UnknownTagsQuestion {
  /** The question's place in the tree. */
  holder: ReactElement;
  /** Runs `send` at once when every tag is known, else once the teacher chooses to send as typed. */
  askFirst(values: Record<TextField, string>, send: () => void): void;
}

export function useUnknownTagsQuestion(select: (field: TextField, start: number, end: number) => void): UnknownTagsQuestion {
  const [modal, holder] = Modal.useModal();
  const asking = useRef(false);

  const askFirst = (values: Record<TextField, string>, send: () => void) => {
    const found = (['subject', 'message'] as const).flatMap((field) => unknownMergeTags(values[field]).map((unknown) => ({ field, unknown })));
    if (found.length === 0) return send();
    if (asking.current) return;
    asking.current = true;
    const first: { field: TextField; unknown: UnknownMergeTag } = found[0];
    let sending = false;
    void modal.confirm({
      title: UNKNOWN_MERGE_TAG_QUESTION.title,
      content: (
        <>
          <p id="unknown-tags-intro">{UNKNOWN_MERGE_TAG_QUESTION.intro}</p>
          <ul aria-labelledby="unknown-tags-intro">
            {found.map(({ field, unknown }) => (
              <li key={`${field}:${unknown.index}`}>{unknownMergeTagLine(unknown, FIELD_NAMES[field])}</li>
            ))}
          </ul>
        </>
      ),
      okText: UNKNOWN_MERGE_TAG_QUESTION.okText,
      cancelText: UNKNOWN_MERGE_TAG_QUESTION.cancelText,
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
