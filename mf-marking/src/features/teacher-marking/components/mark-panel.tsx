// The grade and comment panel (02 §2.2, §5): Save and Next only with a grade or a comment.
import type { Ref } from 'react';
import { Button, Input, Space } from 'antd';
import type { GetRef, InputRef } from 'antd';
import { MAX_MARK_COMMENTS_LENGTH, MAX_MARK_RESULT_LENGTH, canSaveMark } from '@homework/contracts';

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
}

export function MarkPanel({ values, gradeRef, commentRef, onChange, onSaveAndNext }: MarkPanelProps) {
  return (
    <section aria-labelledby="marking-mark-heading" style={{ display: 'grid', gap: 8, maxWidth: 640, margin: '12px 0' }}>
      <h3 id="marking-mark-heading">Grade and Comment</h3>
      <label htmlFor="marking-grade">Grade</label>
      <Input
        id="marking-grade"
        ref={gradeRef}
        value={values.result}
        maxLength={MAX_MARK_RESULT_LENGTH}
        onChange={(event) => onChange('result', event.target.value)}
      />
      <label htmlFor="marking-comment">Comment</label>
      <Input.TextArea
        id="marking-comment"
        ref={commentRef}
        rows={4}
        value={values.comments}
        maxLength={MAX_MARK_COMMENTS_LENGTH}
        onChange={(event) => onChange('comments', event.target.value)}
      />
      <Space>
        <Button type="primary" disabled={!canSaveMark(values.result, values.comments)} onClick={onSaveAndNext}>
          Save and Next
        </Button>
      </Space>
    </section>
  );
}
