// The messaging routes (02 §7): Notify, NotifyHomework, NotifyFeedback, the message attachments, and
// (beyond the spec) the Sent view with a retry of failed recipients. Mail is written to the outbox in
// the request's transaction and sent by the worker; no route waits for SMTP.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  CACHE_MINUTES,
  MAX_MESSAGE_ATTACHMENTS,
  MAX_MESSAGE_ATTACHMENT_BYTES,
  MESSAGES,
  MESSAGE_ATTACHMENT_FILE_TYPES,
  MESSAGING,
  messageAttachmentTooLarge,
  validateMessageDraft,
  type MessageRecipient,
  type NotifyRequest,
  type NotifyResult,
} from '@homework/contracts';
import {
  AttachmentFileTypesSchema,
  MessageUploadAnswerSchema,
  NotificationAnswerSchema,
  NotifyAnswerSchema,
  NotifyFeedbackSchema,
  NotifyHomeworkSchema,
  NotifySchema,
  RetryFailedAnswerSchema,
  SentListSchema,
  SentMessageDetailSchema,
  SentParams,
  SentQuerySchema,
  answers,
} from '@homework/contracts/schemas';
import { httpErrors, isUuid, routesOn, scopeOf, type ServiceApp } from '../../kit';
import { contentTypeOf, receiveUpload } from '../../kit/upload';
import type { Database } from '../../db';
import {
  expandSelection,
  homeworkMailOn,
  notifyFeedback,
  notifyHomework,
  queueMessage,
  resolveRecipients,
  senderContext,
  type Sender,
} from '../../domain/mail/notifications';
import { deleteMessageUpload, insertMessageUpload, markMessageUploaded } from '../../domain/mail/outbox-queries';
import { bilingualMessage } from '../../domain/mail/render';
import { sanitiseRichText } from '../../domain/rich-text';
import { findSentMessage, findSentMessages, findSentRecipients, requeueFailed } from './queries';

/** Keys of message files in the storage: messages/{schoolId}/{uploadId}. */
export const MESSAGE_STORAGE_PREFIX = 'messages/';

export const MESSAGING_TEXTS = {
  homeworkMailOff: 'Homework e-mails are turned off for your school.',
  attachmentNotFound: (file: string) => `Attachment "${file}" was not found. Please upload it again.`,
  messageNotFound: 'That message was not found among the messages you sent.',
  notStaff: 'Your sign-in is not linked to a member of staff of your school.',
};

/** A message written in both languages has a Welsh part, even an empty one (which is then refused). */
const inBothLanguages = (message: NotifyRequest['Message']) => message.subjectCy !== undefined || message.messageBodyCy !== undefined;

function senderOf(request: FastifyRequest): Sender {
  const { schoolId, userId } = scopeOf(request);
  if (!userId) throw httpErrors.forbidden(MESSAGING_TEXTS.notStaff);
  return { schoolId, userId };
}

export function registerMessagingRoutes(app: ServiceApp): void {
  const route = routesOn(app);
  const { db, storage } = app;
  const uploadIdleMs = app.config.uploadIdleSeconds * 1000;
  route(
    MESSAGING.notify,
    {
      access: 'messages',
      schema: {
        summary: 'Sends a message to students and parents: recorded with one outbox row per recipient, answered before any mail is sent',
        description:
          'Recipients as the composer lists them (a parent once per selected child, 02 §5), or a Selection the server expands by the same rule. ' +
          'Each recipient gets a result: Status 0 queued; 1 not in your school; 2 no e-mail address; 3 not a parent of that student.',
        body: NotifySchema,
        response: answers(NotifyAnswerSchema, 400),
      },
    },
    async (request): Promise<NotifyResult[]> => {
      const sender = senderOf(request);
      const { Recipients, Selection, Message } = request.body;
      const attachments = Message.attachments ?? [];
      const recipients: MessageRecipient[] = Recipients ?? (Selection ? await expandSelection(db, sender.schoolId, Selection.studentIds, Selection.sendTo) : []);
      const chosen = Recipients?.length ?? Selection?.studentIds.length ?? 0;
      const errors = validateMessageDraft({
        chosenCount: chosen,
        studentCount: chosen,
        subject: Message.subject,
        message: Message.messageBody,
        recipientCount: recipients.length,
        ...(inBothLanguages(Message) ? { welsh: { subject: Message.subjectCy ?? '', message: Message.messageBodyCy ?? '' } } : {}),
      });
      if (attachments.length > MAX_MESSAGE_ATTACHMENTS) errors.push({ id: 'attachments', errorMessage: MESSAGES.tooManyMessageAttachments });
      if (errors.length) throw httpErrors.invalidFields(errors.map((e) => ({ field: e.id, message: e.errorMessage })));
      const bad = attachments.find((a) => !isUuid(a.BlobReference));
      if (bad) throw httpErrors.badRequest(MESSAGING_TEXTS.attachmentNotFound(bad.FileName));

      const { outcomes, messageId } = await db.transaction(async (tx) => {
        const context = await senderContext(tx, sender);
        const { outcomes, rows, refused } = await resolveRecipients(tx, sender.schoolId, recipients);
        // Nothing sent, nothing recorded: the composer names who was missed and keeps the draft.
        if (rows.length === 0) return { outcomes, messageId: null };
        const english = { subject: Message.subject.trim(), bodyHtml: sanitiseRichText(Message.messageBody) };
        const written = inBothLanguages(Message)
          ? bilingualMessage({ en: english, cy: { subject: (Message.subjectCy ?? '').trim(), bodyHtml: sanitiseRichText(Message.messageBodyCy ?? '') } }, context.mailLanguage)
          : english;
        const queued = await queueMessage(
          tx,
          sender,
          context,
          { kind: 'message', ...written, homeworkId: null },
          [...rows, ...refused],
          attachments.map((a) => ({ uploadId: a.BlobReference, description: a.Description ?? '' })),
        );
        const missing = attachments.find((a) => !queued.linkedAttachments.includes(a.BlobReference.toLowerCase()));
        if (missing) throw httpErrors.badRequest(MESSAGING_TEXTS.attachmentNotFound(missing.FileName));
        return { outcomes, messageId: queued.messageId };
      });
      if (messageId) app.outbox.wake();
      return outcomes.map((o) => ({ ...o, MessageId: messageId }));
    },
  );

  /** NotifyHomework and NotifyFeedback: refused when the school has homework e-mails off. */
  async function whenHomeworkMailOn<T>(sender: Sender, send: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      if (!homeworkMailOn(await senderContext(tx, sender))) throw httpErrors.forbidden(MESSAGING_TEXTS.homeworkMailOff);
      return send(tx);
    });
    app.outbox.wake();
    return result;
  }

  route(
    MESSAGING.notifyHomework,
    {
      access: 'homework',
      schema: {
        summary: 'The homework-set e-mail to each listed student (enable-send-email-homework); addresses are the school records',
        body: NotifyHomeworkSchema,
        response: answers(NotificationAnswerSchema, 400),
      },
    },
    async (request) => {
      const sender = senderOf(request);
      return whenHomeworkMailOn(sender, (tx) => notifyHomework(tx, sender, request.body));
    },
  );

  route(
    MESSAGING.notifyFeedback,
    {
      access: 'homework',
      schema: {
        summary: 'The homework-marked e-mail (grade and comment) to each listed student (enable-send-email-homework)',
        body: NotifyFeedbackSchema,
        response: answers(NotificationAnswerSchema, 400),
      },
    },
    async (request) => {
      const sender = senderOf(request);
      return whenHomeworkMailOn(sender, (tx) => notifyFeedback(tx, sender, request.body));
    },
  );

  route(
    MESSAGING.validAttachmentFileTypes,
    {
      access: 'messages',
      schema: {
        summary: 'File types a message attachment may have: lower-case extensions with the dot',
        response: { 200: AttachmentFileTypesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `private, max-age=${CACHE_MINUTES.attachmentTypes * 60}`);
      return [...MESSAGE_ATTACHMENT_FILE_TYPES];
    },
  );

  route(
    MESSAGING.uploadAttachment,
    {
      access: 'messages',
      schema: {
        summary: 'Uploads one message attachment (multipart, field "file", at most 5 MB); list its BlobReference in Notify',
        consumes: ['multipart/form-data'],
        response: answers(MessageUploadAnswerSchema, 400),
      },
    },
    async (request, reply) => {
      const sender = senderOf(request);
      return receiveUpload(request, reply, {
        storage,
        maxBytes: MAX_MESSAGE_ATTACHMENT_BYTES,
        idleMs: uploadIdleMs,
        allowedTypes: MESSAGE_ATTACHMENT_FILE_TYPES,
        tooLarge: messageAttachmentTooLarge,
        begin: async (fileName) => {
          const id = randomUUID();
          const key = `${MESSAGE_STORAGE_PREFIX}${sender.schoolId}/${id}`;
          await insertMessageUpload(db, sender.schoolId, { id, uploadedById: sender.userId, fileName, contentType: contentTypeOf(fileName), storageKey: key });
          return {
            key,
            finish: async (size) => {
              await markMessageUploaded(db, sender.schoolId, id, size);
              return { FileName: fileName, BlobReference: id, FileSize: size };
            },
            abandon: () => deleteMessageUpload(db, sender.schoolId, id),
          };
        },
      });
    },
  );

  route(
    MESSAGING.sent,
    {
      access: 'messages',
      schema: {
        summary: "The signed-in user's sent messages, newest first (of one kind when asked), with how many recipients are queued, sent, failed, cancelled and not sent to",
        querystring: SentQuerySchema,
        response: answers(SentListSchema, 400),
      },
    },
    async (request) => {
      const sender = senderOf(request);
      const { page = 1, pageSize = 20, kind = null } = request.query;
      return findSentMessages(db, sender.schoolId, sender.userId, page, pageSize, kind);
    },
  );

  route(
    MESSAGING.sentMessage,
    {
      access: 'messages',
      schema: {
        summary: 'One sent message with every recipient: queued, sent, or failed with the reason',
        params: SentParams,
        response: answers(SentMessageDetailSchema, 400, 404),
      },
    },
    async (request) => {
      const sender = senderOf(request);
      const summary = await findSentMessage(db, sender.schoolId, sender.userId, request.params.messageId);
      if (!summary) throw httpErrors.notFound(MESSAGING_TEXTS.messageNotFound);
      return { ...summary, Recipients: await findSentRecipients(db, sender.schoolId, summary.Id) };
    },
  );

  route(
    MESSAGING.retryFailed,
    {
      access: 'messages',
      schema: {
        summary: "Puts a sent message's failed recipients back in the queue",
        params: SentParams,
        response: answers(RetryFailedAnswerSchema, 400, 404),
      },
    },
    async (request) => {
      const sender = senderOf(request);
      const { messageId } = request.params;
      if (!(await findSentMessage(db, sender.schoolId, sender.userId, messageId))) throw httpErrors.notFound(MESSAGING_TEXTS.messageNotFound);
      const requeued = await requeueFailed(db, sender.schoolId, sender.userId, messageId);
      if (requeued) app.outbox.wake();
      return { Requeued: requeued };
    },
  );
}
