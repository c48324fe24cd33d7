// The message composer's fields (02 §2.6), in order: the students selector (with pre-admission
// students) and Preview Selection, Send to, Subject, Attachments (when the toggle is on), the
// message with its link toolbar (also toggle-dependent), the merge tags, and Send, which asks first
// about a tag that is not a merge tag. Each field's message shows under it and names the field
// (aria-describedby).
import { Button, Flex, Form, Input, Radio } from 'antd';
import type { ReactNode } from 'react';
import {
  MAX_MESSAGE_ATTACHMENTS,
  MAX_MESSAGE_ATTACHMENT_BYTES,
  MESSAGES,
  messageAttachmentTooLarge,
  type MessageField,
  type SendTo,
} from '@homework/contracts';
import { AssignedToSelector, AttachmentsField, RecipientPreview } from '@homework/ui';
import { loadMessageAttachmentTypes, uploadMessageAttachment } from '../api/messaging-api';
import type { Compose } from '../state/use-compose';
import { useTagInsertion } from '../state/use-tag-insertion';
import { LinkToolbar } from './link-toolbar';
import { MergeTags } from './merge-tags';
import { useUnknownTagsQuestion } from './unknown-tags-question';

export const FIELD_IDS: Record<MessageField, string> = {
  recipients: 'message-recipients',
  subject: 'message-subject',
  message: 'message-body',
  attachments: 'message-attachments',
};

export const SEND_TO_OPTIONS: { value: SendTo; label: string }[] = [
  { value: 'students', label: 'Students' },
  { value: 'parents', label: 'Parents' },
  { value: 'both', label: 'Students and Parents' },
];

/** 02 §2.6: the message box is ten rows high. */
const MESSAGE_ROWS = 10;

const errorId = (field: MessageField) => `${FIELD_IDS[field]}-error`;

export interface ComposeFormProps {
  compose: Compose;
  /** show-message-attachment, once known: attachments and the link toolbar. */
  attachmentsEnabled: boolean;
}

export function ComposeForm({ compose, attachmentsEnabled }: ComposeFormProps) {
  const { values, errors, change, sending, uploading } = compose;
  const tags = useTagInsertion(values, change);
  const unknownTags = useUnknownTagsQuestion(tags.select);
  const described = (field: MessageField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};

  const item = (field: MessageField, label: string, control: ReactNode, options: { labelFor?: boolean; required?: boolean } = {}) => (
    <Form.Item
      label={label}
      htmlFor={options.labelFor === false ? undefined : FIELD_IDS[field]}
      required={options.required ?? true}
      validateStatus={errors[field] ? 'error' : undefined}
      help={errors[field] && <span id={errorId(field)}>{errors[field]}</span>}
    >
      {control}
    </Form.Item>
  );

  return (
    <Form layout="vertical" component="form" onFinish={() => unknownTags.askFirst(values, () => void compose.send())} style={{ maxWidth: 820 }} aria-label="New message">
      {item(
        'recipients',
        'Students',
        <Flex vertical gap={4} align="flex-start">
          <AssignedToSelector
            id={FIELD_IDS.recipients}
            title="Students"
            value={values.assignedTo}
            includePreAdmission
            status={errors.recipients ? 'error' : undefined}
            disabled={sending}
            onChange={(value) => change('assignedTo', value)}
          />
          <RecipientPreview value={values.assignedTo} sendTo={values.sendTo} includePreAdmission countMessages />
        </Flex>,
      )}
      <Form.Item label="Send to" required>
        <Radio.Group
          name="message-send-to"
          aria-label="Send to"
          options={SEND_TO_OPTIONS}
          value={values.sendTo}
          disabled={sending}
          onChange={(event) => change('sendTo', event.target.value as SendTo)}
        />
      </Form.Item>
      {item(
        'subject',
        'Subject',
        <Input
          id={FIELD_IDS.subject}
          ref={(input) => tags.register('subject')(input?.input ?? null)}
          value={values.subject}
          status={errors.subject ? 'error' : undefined}
          disabled={sending}
          onChange={(event) => change('subject', event.target.value)}
          {...tags.track('subject')}
          {...described('subject')}
        />,
      )}
      {attachmentsEnabled &&
        item(
          'attachments',
          'Attachments',
          <AttachmentsField
            key={compose.generation}
            id={FIELD_IDS.attachments}
            value={values.attachments}
            onChange={(value) => change('attachments', value)}
            loadValidTypes={loadMessageAttachmentTypes}
            upload={uploadMessageAttachment}
            maxBytes={MAX_MESSAGE_ATTACHMENT_BYTES}
            tooLargeMessage={messageAttachmentTooLarge}
            maxCount={MAX_MESSAGE_ATTACHMENTS}
            maxCountMessage={MESSAGES.tooManyMessageAttachments}
            onUploadingChange={compose.setUploading}
            disabled={sending}
          />,
          { labelFor: false, required: false },
        )}
      {item(
        'message',
        'Message',
        // A div, not a fragment: under a fragment Form.Item made a new textarea at the first keystroke
        // and the rest of the typing was lost.
        <div>
          {attachmentsEnabled && (
            <LinkToolbar
              disabled={sending}
              selectedText={() => tags.selectedText('message')}
              onInsert={(markup) => tags.insert(markup, 'message')}
              onCancel={() => tags.refocus('message')}
            />
          )}
          <Input.TextArea
            id={FIELD_IDS.message}
            ref={(area) => tags.register('message')(area?.resizableTextArea?.textArea ?? null)}
            rows={MESSAGE_ROWS}
            value={values.message}
            status={errors.message ? 'error' : undefined}
            disabled={sending}
            onChange={(event) => change('message', event.target.value)}
            {...tags.track('message')}
            {...described('message')}
          />
        </div>,
      )}
      <Form.Item>
        <MergeTags disabled={sending} onInsert={(tag) => tags.insert(tag)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={sending || uploading}>
        {sending ? 'Sending' : 'Send'}
      </Button>
      {unknownTags.holder}
    </Form>
  );
}
