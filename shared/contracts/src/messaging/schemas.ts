// Schemas of the messaging routes (02 §7 and the Sent view). The request and answer types of
// ../messaging.ts come from these (Static<>), so a field is written once.
import { ATTACHMENT_DESCRIPTION_MAX_LENGTH } from '../constants';
import { DELIVERY_STATES, NOTIFY_STATUS, RECIPIENT_PERSON_TYPE, SENT_MESSAGE_KINDS } from './codes';
import { Answer, ListOf, Nullable, OneOf, Type, Uuid } from '../schema-builders';

/** Far above any school: a whole school's parents is a few thousand recipients. */
export const MAX_NOTIFY_RECIPIENTS = 20_000;

const PERSON_TYPES = [RECIPIENT_PERSON_TYPE.student, RECIPIENT_PERSON_TYPE.parent] as const;
const STATUSES = Object.values(NOTIFY_STATUS);

export const MessageRecipientSchema = Type.Object({
  recipientId: Uuid('recipient id'),
  /** 1 a student, 4 a parent. */
  personType: OneOf(PERSON_TYPES, { description: 'person type' }),
  studentId: Uuid('student id'),
});

export const MessageAttachmentRefSchema = Type.Object({
  FileName: Type.String({ minLength: 1, maxLength: 255, description: 'attachment file name' }),
  BlobReference: Type.String({ minLength: 1, maxLength: 200, description: 'attachment reference' }),
  Description: Type.Optional(Type.String({ maxLength: ATTACHMENT_DESCRIPTION_MAX_LENGTH, description: 'attachment description' })),
});

/**
 * Recipients as the composer lists them (02 §7); or, beyond the spec, a Selection the server
 * expands by the same rule (messageRecipients).
 */
export const NotifySchema = Type.Object({
  Recipients: Type.Optional(ListOf(MessageRecipientSchema, 'list of recipients')),
  Selection: Type.Optional(
    Type.Object({
      studentIds: Type.Array(Uuid('student id'), { maxItems: MAX_NOTIFY_RECIPIENTS, description: 'list of students' }),
      sendTo: OneOf(['students', 'parents', 'both'] as const, { description: 'send to' }),
    }),
  ),
  Message: Type.Object({
    subject: Type.String({ maxLength: 998, description: 'subject' }),
    messageBody: Type.String({ maxLength: 100_000, description: 'message' }),
    // Beyond the spec: the Welsh part of a message written in both languages (subject and messageBody
    // are then its English), with the same limits; each recipient gets the school's mail language.
    subjectCy: Type.Optional(Type.String({ maxLength: 998, description: 'subject in Welsh' })),
    messageBodyCy: Type.Optional(Type.String({ maxLength: 100_000, description: 'message in Welsh' })),
    // The count (at most three) is checked by the handler, so that it answers in the spec's words.
    attachments: Type.Optional(Type.Array(MessageAttachmentRefSchema, { maxItems: 50, description: 'attachments' })),
  }),
});

export const NotifyResultSchema = Answer({
  recipientId: Type.String(),
  personType: Type.Integer(),
  studentId: Type.String(),
  Status: OneOf(STATUSES),
  Reason: Nullable(Type.String()),
  /** Who the recipient is, and the student the message is about, as the school knows them (null when not known). */
  Name: Nullable(Type.String()),
  StudentName: Nullable(Type.String()),
  /** The recorded message (the Sent view's id); null when no recipient could be sent to. */
  MessageId: Nullable(Type.String()),
});
export const NotifyAnswerSchema = ListOf(NotifyResultSchema);

const RecipientInfoSchema = Type.Object({
  recipientId: Uuid('recipient id'),
  recipientEmail: Type.String({ maxLength: 320, description: 'recipient e-mail' }),
  recipientName: Type.String({ maxLength: 300, description: 'recipient name' }),
});
const recipientInfoList = () => Type.Array(RecipientInfoSchema, { maxItems: MAX_NOTIFY_RECIPIENTS, description: 'list of recipients' });

export const NotifyHomeworkSchema = Type.Object({
  HomeworkNotification: Type.Object({
    HomeworkDetail: Type.Object({
      Id: Uuid('homework id'),
      Title: Type.String({ maxLength: 300, description: 'title' }),
      Description: Type.String({ maxLength: 100_000, description: 'description' }),
      StartDate: Type.String({ description: 'start date' }),
      DueDate: Type.String({ description: 'due date' }),
      Subject: Type.String({ maxLength: 300, description: 'subject' }),
      SetBy: Type.String({ maxLength: 300, description: 'set by' }),
    }),
    SchoolName: Type.String({ maxLength: 300, description: 'school name' }),
  }),
  RecipientInfo: recipientInfoList(),
});

const text = (description: string) => Type.String({ maxLength: 100_000, description });
export const NotifyFeedbackSchema = Type.Object({
  FeedbackNotification: Type.Object({
    feedbackDetail: Type.Object({
      schoolGuid: Uuid('school id'),
      subjectGuid: Uuid('subject id'),
      subject: text('subject'),
      createdByGuid: Uuid('created-by id'),
      createdBy: text('created by'),
      title: text('title'),
      description: text('description'),
      source: text('source'),
      setByGuid: Uuid('set-by id'),
      setBy: text('set by'),
      grade: Nullable(text('grade')),
      comment: Nullable(text('comment')),
      homeworkStudentLinkGuid: Uuid('homework-student link id'),
    }),
    schoolName: text('school name'),
  }),
  RecipientsInfo: recipientInfoList(),
});

export const NotificationResultSchema = Answer({ StudentId: Type.String(), Status: OneOf(STATUSES), Reason: Nullable(Type.String()) });
export const NotificationAnswerSchema = ListOf(NotificationResultSchema);

export const AttachmentFileTypesSchema = ListOf(Type.String());
export const MessageUploadAnswerSchema = Answer({ FileName: Type.String(), BlobReference: Type.String(), FileSize: Type.Integer() });

const summary = {
  Id: Type.String(),
  Kind: OneOf(SENT_MESSAGE_KINDS),
  Subject: Type.String(),
  CreatedAt: Type.String(),
  AttachmentCount: Type.Integer(),
  Queued: Type.Integer(),
  Sent: Type.Integer(),
  Failed: Type.Integer(),
  Cancelled: Type.Integer(),
  /** Recipients never sent to: no e-mail address, or not a parent of that student. */
  Refused: Type.Integer(),
  /** When a scheduled mail (a homework's set mail, sent on its Available-from day) goes; null: at once. */
  SendAt: Nullable(Type.String()),
};
export const SentMessageSummarySchema = Answer(summary);
export const SentListSchema = ListOf(SentMessageSummarySchema);
export const SentQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: 'page' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size' })),
  kind: Type.Optional(OneOf(SENT_MESSAGE_KINDS, { description: 'kind of message' })),
});
export const SentParams = Type.Object({ messageId: Uuid('message id') });

export const SentRecipientSchema = Answer({
  RecipientId: Type.String(),
  PersonType: Type.Integer(),
  StudentId: Type.String(),
  Name: Type.String(),
  /** The student the message is about (for a parent, their child). */
  StudentName: Type.String(),
  Email: Nullable(Type.String()),
  State: OneOf(DELIVERY_STATES),
  Reason: Nullable(Type.String()),
  Attempts: Type.Integer(),
  SentAt: Nullable(Type.String()),
});
export const SentMessageDetailSchema = Answer({ ...summary, Recipients: ListOf(SentRecipientSchema) });
export const RetryFailedAnswerSchema = Answer({ Requeued: Type.Integer({ description: 'failed recipients put back in the queue' }) });
