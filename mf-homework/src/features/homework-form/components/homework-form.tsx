// The fields of the create and edit forms (01 §2), in the order the checks run: Title, Subject,
// Set by, Assigned to (with 'Preview Selection'), Available from, Due date, Submission Type,
// Attachments, Description. Each field's message shows under it.
import { Button, Checkbox, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DESCRIPTION_MAX_LENGTH,
  HOMEWORK_PAGES,
  MAX_HOMEWORK_ATTACHMENT_BYTES,
  TITLE_MAX_LENGTH,
  descriptionText,
  type HomeworkAttachment,
  type HomeworkField,
} from '@homework/contracts';
import { AssignedToSelector, AttachmentsField, RecipientPreview, RichTextEditor, SchoolDatePicker } from '@homework/ui';
import { matchesLabel, type Choice } from '../../../lib/lookups';
import { useOwnTextLang } from '@homework/platform/messages';
import { VISUALLY_HIDDEN } from '@homework/platform/remote';
import { RouteButton } from '../../../lib/route-button';
import { checkText, formMessages, useFormMessages } from '../messages';
import { loadValidAttachmentTypes, uploadAttachment } from '../api/homework-api';
import {
  FIELD_IDS,
  SUBMISSION_TYPES,
  allowsStudentAttachments,
  submissionTypeOf,
  type FormErrors,
  type FormField,
  type HomeworkFormValues,
  type SubmissionType,
} from '../state/form-values';

export interface HomeworkFormProps {
  values: HomeworkFormValues;
  errors: FormErrors;
  teachers: Choice[];
  subjects: Choice[];
  onChange<F extends FormField>(field: F, value: HomeworkFormValues[F]): void;
  onSubmit(): void;
  submitLabel: string;
  saving: boolean;
  /** Edit: opens an attachment the homework has saved; the others (uploads not saved yet) cannot be. */
  openAttachment?(attachment: HomeworkAttachment): Promise<void>;
  savedAttachmentIds?: string[];
  /** Leaving by Cancel: runs `leave` once the teacher agrees to lose unsaved changes. */
  confirmLeave?(leave: () => void): void;
  /** After Submission Type: the homework's mark scheme (decision 0039). */
  markScheme?: ReactNode;
}

const LIST_PATH = HOMEWORK_PAGES.allHomework.href();
const RELEASE_TOGETHER_ID = 'homework-release-marks-together';

const errorId = (field: HomeworkField) => `${FIELD_IDS[field]}-error`;
const FORM_FIELDS = Object.keys(FIELD_IDS) as HomeworkField[];
/** Before the summary's messages (in English, as tests read it). */
export const ERROR_SUMMARY_PREFIX = formMessages.format('field.errors', undefined, 'en');

/**
 * Ties each field's message to its control (aria-invalid, aria-describedby). The shared widgets put
 * the field's id on their focusable element but take no aria props, so it is done on that element,
 * adding and removing only the message's id among any ids it describes itself with.
 */
function useInvalidFieldsDescribed(errors: FormErrors) {
  useEffect(() => {
    for (const field of FORM_FIELDS) {
      const control = document.getElementById(FIELD_IDS[field]);
      if (!control) continue;
      const ids = new Set((control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
      ids.delete(errorId(field));
      if (errors[field]) {
        ids.add(errorId(field));
        control.setAttribute('aria-invalid', 'true');
      } else control.removeAttribute('aria-invalid');
      if (ids.size) control.setAttribute('aria-describedby', [...ids].join(' '));
      else control.removeAttribute('aria-describedby');
    }
  });
}

/**
 * Whether Enter here would submit the form by itself (the browser's implicit submission): from a
 * one-line field, it would publish the homework and mail the class when the teacher only meant to
 * confirm a typed date (docs/teacher-week.md, week 2 item 7). Buttons, text areas and the editor keep
 * their own Enter.
 */
const enterSubmitsFrom = (target: EventTarget): boolean =>
  target instanceof HTMLInputElement && !['button', 'submit', 'reset', 'image', 'file'].includes(target.type);

export function HomeworkForm(props: HomeworkFormProps) {
  const { values, errors, teachers, subjects, onChange, saving } = props;
  const t = useFormMessages();
  // The title is the teacher's own words, in the school's language.
  const ownLang = useOwnTextLang();
  const navigate = useNavigate();
  useInvalidFieldsDescribed(errors);
  // Save waits for uploads in progress: an attachment still uploading has no blob reference yet.
  const [uploading, setUploading] = useState(false);
  const status = (field: HomeworkField) => (errors[field] ? ('error' as const) : undefined);
  const item = (field: HomeworkField, label: string, control: ReactNode, options: { required?: boolean; labelFor?: boolean } = {}) => (
    <div id={`${FIELD_IDS[field]}-field`}>
      <Form.Item
        label={label}
        htmlFor={options.labelFor === false ? undefined : FIELD_IDS[field]}
        required={options.required ?? true}
        validateStatus={status(field)}
        // The message has an id for its field's aria-describedby; the summary below announces them together.
        help={errors[field] && <span id={errorId(field)}>{checkText(t, errors[field])}</span>}
      >
        {control}
      </Form.Item>
    </div>
  );

  const messages = FORM_FIELDS.flatMap((field) => errors[field] ?? []).map((message) => checkText(t, message));
  return (
    <Form
      layout="vertical"
      component="form"
      onFinish={props.onSubmit}
      // Only the Create/Save button submits; Enter in a field is left to the field (a date picker confirms the typed date first).
      onKeyDown={(event) => {
        if (event.key === 'Enter' && enterSubmitsFrom(event.target)) event.preventDefault();
      }}
      style={{ maxWidth: 820 }}
      aria-label={t('form.label')}
    >
      {item(
        'Title',
        t('field.title'),
        <Input
          id={FIELD_IDS.Title}
          value={values.title}
          lang={ownLang}
          status={status('Title')}
          // A counter, not a cut-off: a longer title is refused with the spec's message.
          count={{ show: true, max: TITLE_MAX_LENGTH }}
          onChange={(e) => onChange('title', e.target.value)}
        />,
      )}
      {item(
        'SubjectId',
        t('field.subject'),
        <Select
          id={FIELD_IDS.SubjectId}
          placeholder={t('field.chooseSubject')}
          showSearch={{ filterOption: matchesLabel }}
          options={subjects}
          status={status('SubjectId')}
          value={values.subjectId ?? undefined}
          onChange={(value: string) => onChange('subjectId', value ?? null)}
        />,
      )}
      {item(
        'SetById',
        t('field.setBy'),
        <Select
          id={FIELD_IDS.SetById}
          placeholder={t('field.chooseTeacher')}
          showSearch={{ filterOption: matchesLabel }}
          options={teachers}
          status={status('SetById')}
          value={values.setById ?? undefined}
          onChange={(value: string) => onChange('setById', value ?? null)}
        />,
      )}
      {item(
        'AssignedTo',
        t('field.assignedTo'),
        <Flex vertical gap={4} align="flex-start">
          <AssignedToSelector
            id={FIELD_IDS.AssignedTo}
            value={values.assignedTo}
            status={status('AssignedTo')}
            onChange={(value) => onChange('assignedTo', value)}
          />
          <RecipientPreview value={values.assignedTo} sendTo="both" />
        </Flex>,
      )}
      <Flex gap="large" wrap>
        {item(
          'StartDate',
          t('field.from'),
          <SchoolDatePicker
            id={FIELD_IDS.StartDate}
            ariaLabel={t('field.from')}
            value={values.startDate}
            status={status('StartDate')}
            onChange={(value) => onChange('startDate', value)}
          />,
        )}
        {item(
          'DueDate',
          t('field.due'),
          <SchoolDatePicker
            id={FIELD_IDS.DueDate}
            ariaLabel={t('field.due')}
            value={values.dueDate}
            status={status('DueDate')}
            onChange={(value) => onChange('dueDate', value)}
          />,
        )}
      </Flex>
      <Form.Item label={t('field.submissionType')} required>
        <Radio.Group
          name="homework-submission-type"
          aria-label={t('field.submissionType')}
          options={SUBMISSION_TYPES.map(({ value }) => ({ value, label: t(value === 'online' ? 'field.online' : 'field.inPerson') }))}
          value={submissionTypeOf(values.allowStudentAttachments)}
          onChange={(e) => onChange('allowStudentAttachments', allowsStudentAttachments(e.target.value as SubmissionType))}
        />
      </Form.Item>
      {props.markScheme}
      {/* Beside the spec's fields (decision 0037): off, every mark is seen and mailed as it is saved. */}
      <Form.Item>
        <Checkbox
          id={RELEASE_TOGETHER_ID}
          checked={values.releaseMarksTogether}
          aria-describedby={`${RELEASE_TOGETHER_ID}-help`}
          onChange={(e) => onChange('releaseMarksTogether', e.target.checked)}
        >
          {t('held.choice')}
        </Checkbox>
        <Typography.Text type="secondary" id={`${RELEASE_TOGETHER_ID}-help`} style={{ display: 'block' }}>
          {t('held.choiceHelp')}
        </Typography.Text>
      </Form.Item>
      {item(
        'Attachments',
        t('field.attachments'),
        <AttachmentsField
          id={FIELD_IDS.Attachments}
          value={values.attachments}
          onChange={(value) => onChange('attachments', value)}
          loadValidTypes={loadValidAttachmentTypes}
          upload={uploadAttachment}
          maxBytes={MAX_HOMEWORK_ATTACHMENT_BYTES}
          tooLargeMessage={(file) => t('field.tooLarge', { file })}
          onUploadingChange={setUploading}
          disabled={saving}
          onOpen={props.openAttachment}
          canOpen={(attachment) => !!props.savedAttachmentIds?.includes(attachment.Id)}
        />,
        { required: false, labelFor: false },
      )}
      {item(
        'Description',
        t('field.description'),
        <>
          <RichTextEditor
            id={FIELD_IDS.Description}
            ariaLabel={t('field.description')}
            value={values.description}
            status={status('Description')}
            onChange={(html) => onChange('description', html)}
          />
          <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'end' }}>
            {descriptionText(values.description).length} / {DESCRIPTION_MAX_LENGTH}
          </Typography.Text>
        </>,
        { labelFor: false },
      )}
      {/* One announcement for a failed check, present before it fills so that it is read. */}
      <div aria-live="assertive" aria-atomic="true" data-testid="form-error-summary" style={VISUALLY_HIDDEN}>
        {messages.length ? `${t('field.errors')} ${messages.join(' ')}` : ''}
      </div>
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving || uploading}>
          {props.submitLabel}
        </Button>
        <RouteButton
          to={LIST_PATH}
          onClick={(event) => {
            // A plain click asks first when there is unsaved work; a click for a new tab leaves nothing behind.
            if (!props.confirmLeave || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            props.confirmLeave(() => navigate(LIST_PATH));
          }}
        >
          {t('form.cancel')}
        </RouteButton>
      </Flex>
    </Form>
  );
}
