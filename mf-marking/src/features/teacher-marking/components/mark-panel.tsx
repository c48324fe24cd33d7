// The grade and comment panel (02 §2.2, §5): Save and Next only with a grade or a comment. Each field
// counts its characters; over its limit it says so and Save and Next waits (decision 0021): pasted text
// is kept whole, never cut at the limit without a word.
import type { ReactNode, Ref } from 'react';
import { Button, Checkbox, Input, Space, Typography } from 'antd';
import type { GetRef, InputRef } from 'antd';
import { MAX_MARK_COMMENTS_LENGTH, MAX_MARK_RESULT_LENGTH, isMarkSavable, markLengthErrors } from '@homework/contracts';
import { useOwnTextLang } from '@homework/platform/messages';
import { useMarkingMessages } from '../../../messages';

export type TextAreaRef = GetRef<typeof Input.TextArea>;

export interface MarkValues {
  result: string;
  comments: string;
}

export interface MarkPanelProps {
  values: MarkValues;
  gradeRef: Ref<InputRef>;
  commentRef: Ref<TextAreaRef>;
  onChange(field: keyof MarkValues, text: string): void;
  onSaveAndNext(): void;
  /** Whether Save and Next keeps this panel open for the next student (the spec hides it). */
  keepOpen: boolean;
  onKeepOpenChange(keep: boolean): void;
  /** Below the panel's buttons: the comment bank's tools (decision 0035). */
  commentTools?: ReactNode;
  /** Above the grade: the levels of the homework's mark scheme (decision 0039). */
  schemeTools?: ReactNode;
}

const ERROR_IDS = { result: 'marking-grade-error', comments: 'marking-comment-error' } as const;
const ERROR_KEYS = { result: 'panel.gradeTooLong', comments: 'panel.commentTooLong' } as const;

export function MarkPanel({ values, gradeRef, commentRef, onChange, onSaveAndNext, keepOpen, onKeepOpenChange, commentTools, schemeTools }: MarkPanelProps) {
  const t = useMarkingMessages();
  // The grade and comment are the teacher's own words, in the school's language.
  const ownLang = useOwnTextLang();
  const errors = markLengthErrors(values);
  const invalid = (field: keyof MarkValues) =>
    errors[field] ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': ERROR_IDS[field] } : {};
  const message = (field: keyof MarkValues) =>
    errors[field] && (
      <Typography.Text type="danger" id={ERROR_IDS[field]}>
        {t(ERROR_KEYS[field])}
      </Typography.Text>
    );
  return (
    <section aria-labelledby="marking-mark-heading" style={{ display: 'grid', gap: 8, maxWidth: 640, margin: '12px 0' }}>
      <h3 id="marking-mark-heading">{t('mark.panel')}</h3>
      {schemeTools}
      <label htmlFor="marking-grade">{t('panel.grade')}</label>
      <Input
        id="marking-grade"
        ref={gradeRef}
        value={values.result}
        lang={ownLang}
        count={{ show: true, max: MAX_MARK_RESULT_LENGTH }}
        {...invalid('result')}
        onChange={(event) => onChange('result', event.target.value)}
      />
      {message('result')}
      <label htmlFor="marking-comment">{t('panel.comment')}</label>
      <Input.TextArea
        id="marking-comment"
        ref={commentRef}
        rows={4}
        value={values.comments}
        lang={ownLang}
        count={{ show: true, max: MAX_MARK_COMMENTS_LENGTH }}
        {...invalid('comments')}
        onChange={(event) => onChange('comments', event.target.value)}
      />
      {message('comments')}
      <Space wrap>
        <Button type="primary" disabled={!isMarkSavable(values)} onClick={onSaveAndNext}>
          {t('panel.saveAndNext')}
        </Button>
        <Checkbox checked={keepOpen} onChange={(event) => onKeepOpenChange(event.target.checked)}>
          {t('panel.keepOpen')}
        </Checkbox>
      </Space>
      {/* After Save and Next, so Tab from the comment still reaches Save and Next first. */}
      {commentTools}
    </section>
  );
}
