// The message composer's fields (02 §2.6), in order: the students selector (with pre-admission
// students) and Preview Selection, Send to, Subject, Attachments (when the toggle is on), the
// message with its link toolbar (also toggle-dependent), the merge tags, and Send, which asks first
// about a tag that is not a merge tag. Each field's message shows under it and names the field
// (aria-describedby). Beyond the spec, a tick box writes the message in Welsh and English side by
// side, Welsh first as the mail puts it; the tick box is always offered, because a teacher's sign-in
// cannot read the school's mail language (its administrator's setting), which picks what is sent.
import { Button, Checkbox, Flex, Form, Input, Radio, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  MAX_MESSAGE_ATTACHMENTS,
  MAX_MESSAGE_ATTACHMENT_BYTES,
  type MessageField,
  type SendTo,
} from '@homework/contracts';
import { useOwnTextLang } from '@homework/platform/messages';
import { AssignedToSelector, AttachmentsField, RecipientPreview } from '@homework/ui';
import { useMessagingMessages, type MessagingKey } from '../../../messages';
import { loadMessageAttachmentTypes, uploadMessageAttachment } from '../api/messaging-api';
import type { Compose } from '../state/use-compose';
import { useTagInsertion } from '../state/use-tag-insertion';
import { useErrorText } from './error-text';
import { LinkToolbar } from './link-toolbar';
import { MergeTags } from './merge-tags';
import { useUnknownTagsQuestion } from './unknown-tags-question';

export const FIELD_IDS: Record<MessageField, string> = {
  recipients: 'message-recipients',
  subject: 'message-subject',
  message: 'message-body',
  attachments: 'message-attachments',
  subjectCy: 'message-subject-cy',
  messageCy: 'message-body-cy',
};
const BILINGUAL_HINT_ID = 'message-bilingual-hint';
/** The language each text field is written in, when the message is written in both. */
const WRITTEN_IN: Record<'subject' | 'message' | 'subjectCy' | 'messageCy', string> = { subject: 'en-GB', message: 'en-GB', subjectCy: 'cy', messageCy: 'cy' };

export const SEND_TO_OPTIONS: { value: SendTo; label: MessagingKey }[] = [
  { value: 'students', label: 'form.toStudents' },
  { value: 'parents', label: 'form.toParents' },
  { value: 'both', label: 'form.toBoth' },
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
  const t = useMessagingMessages();
  const errorText = useErrorText();
  // The teacher's own words are marked with their language, so a screen reader speaks them so: the
  // school's, or in a message written in both, each field's own.
  const ownLang = useOwnTextLang();
  const langOf = (field: keyof typeof WRITTEN_IN) => (values.bilingual ? WRITTEN_IN[field] : ownLang);
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
      help={errors[field] && <span id={errorId(field)}>{errorText(errors[field])}</span>}
    >
      {control}
    </Form.Item>
  );

  const subjectField = (field: 'subject' | 'subjectCy', label: string) =>
    item(
      field,
      label,
      <Input
        id={FIELD_IDS[field]}
        lang={langOf(field)}
        ref={(input) => tags.register(field)(input?.input ?? null)}
        value={values[field]}
        status={errors[field] ? 'error' : undefined}
        disabled={sending}
        onChange={(event) => change(field, event.target.value)}
        {...tags.track(field)}
        {...described(field)}
      />,
    );
  const messageField = (field: 'message' | 'messageCy', label: string) =>
    item(
      field,
      label,
      // A div, not a fragment: under a fragment Form.Item made a new textarea at the first keystroke
      // and the rest of the typing was lost.
      <div>
        {attachmentsEnabled && (
          <LinkToolbar
            disabled={sending}
            selectedText={() => tags.selectedText(field)}
            onInsert={(markup) => tags.insert(markup, field)}
            onCancel={() => tags.refocus(field)}
          />
        )}
        <Input.TextArea
          id={FIELD_IDS[field]}
          lang={langOf(field)}
          ref={(area) => tags.register(field)(area?.resizableTextArea?.textArea ?? null)}
          rows={MESSAGE_ROWS}
          value={values[field]}
          status={errors[field] ? 'error' : undefined}
          disabled={sending}
          onChange={(event) => change(field, event.target.value)}
          {...tags.track(field)}
          {...described(field)}
        />
      </div>,
    );
  const attachments =
    attachmentsEnabled &&
    item(
      'attachments',
      t('form.attachments'),
      <AttachmentsField
        key={compose.generation}
        id={FIELD_IDS.attachments}
        value={values.attachments}
        onChange={(value) => change('attachments', value)}
        loadValidTypes={loadMessageAttachmentTypes}
        upload={uploadMessageAttachment}
        maxBytes={MAX_MESSAGE_ATTACHMENT_BYTES}
        tooLargeMessage={(file) => t('err.tooLarge', { file })}
        maxCount={MAX_MESSAGE_ATTACHMENTS}
        maxCountMessage={t('err.tooMany')}
        onUploadingChange={compose.setUploading}
        disabled={sending}
      />,
      { labelFor: false, required: false },
    );

  return (
    <Form
      layout="vertical"
      component="form"
      onFinish={() => unknownTags.askFirst(values.bilingual ? values : { subject: values.subject, message: values.message }, () => void compose.send())}
      style={{ maxWidth: values.bilingual ? 1280 : 820 }}
      aria-label={t('form.name')}
    >
      {item(
        'recipients',
        t('form.students'),
        <Flex vertical gap={4} align="flex-start">
          <AssignedToSelector
            id={FIELD_IDS.recipients}
            title={t('form.students')}
            value={values.assignedTo}
            includePreAdmission
            status={errors.recipients ? 'error' : undefined}
            disabled={sending}
            onChange={(value) => change('assignedTo', value)}
          />
          <RecipientPreview value={values.assignedTo} sendTo={values.sendTo} includePreAdmission countMessages />
        </Flex>,
      )}
      <Form.Item label={t('form.sendTo')} required>
        <Radio.Group
          name="message-send-to"
          aria-label={t('form.sendTo')}
          options={SEND_TO_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
          value={values.sendTo}
          disabled={sending}
          onChange={(event) => change('sendTo', event.target.value as SendTo)}
        />
      </Form.Item>
      <Form.Item>
        <Checkbox
          checked={values.bilingual}
          disabled={sending}
          aria-describedby={BILINGUAL_HINT_ID}
          onChange={(event) => change('bilingual', event.target.checked)}
        >
          {t('bi.choice')}
        </Checkbox>
        <Typography.Paragraph id={BILINGUAL_HINT_ID} type="secondary" style={{ margin: '4px 0 0' }}>
          {t('bi.hint')}
        </Typography.Paragraph>
      </Form.Item>
      {values.bilingual ? (
        <>
          <Flex wrap gap={24}>
            <div style={{ flex: '1 1 320px', minWidth: 0 }}>
              {subjectField('subjectCy', t('bi.subjectCy'))}
              {messageField('messageCy', t('bi.messageCy'))}
            </div>
            <div style={{ flex: '1 1 320px', minWidth: 0 }}>
              {subjectField('subject', t('form.subject'))}
              {messageField('message', t('form.message'))}
            </div>
          </Flex>
          {attachments}
        </>
      ) : (
        <>
          {subjectField('subject', t('form.subject'))}
          {attachments}
          {messageField('message', t('form.message'))}
        </>
      )}
      <Form.Item>
        <MergeTags disabled={sending} onInsert={(tag) => tags.insert(tag)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={sending || uploading}>
        {sending ? t('form.sending') : t('form.send')}
      </Button>
      {unknownTags.holder}
    </Form>
  );
}
