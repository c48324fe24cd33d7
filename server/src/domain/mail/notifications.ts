// Putting mail in the outbox: who may receive it (02 §5 and the school's own records), and one
// message with one outbox row per recipient, written inside the caller's transaction. The messaging
// routes and the homework and marking saves all come here, so every mail follows the same rules.
import { randomUUID } from 'node:crypto';
import {
  FEATURE_FLAGS,
  HOMEWORK_SOURCE,
  NOTIFY_REFUSAL_REASONS,
  NOTIFY_STATUS,
  RECIPIENT_PERSON_TYPE,
  SCHEDULED_MAIL_CANCELLED,
  messageRecipients,
  recipientKey,
  type FeedbackNotificationRequest,
  type HomeworkNotificationRequest,
  type MessageRecipient,
  type NotificationResult,
  type NotifyStatus,
  type SendTo,
} from '@homework/contracts';
import { isFeatureEnabled } from '@homework/contracts/access';
import { isMarkHeld } from '@homework/contracts/held-marks';
import type { Queryable } from '../../db';
import { sanitiseRichText } from '../rich-text';
import {
  cancelFeedbackMail,
  cancelHomeworkSetMail,
  findHomeworkForMail,
  findHomeworkStudentIds,
  findMark,
  findMarks,
  findParents,
  findParentsOfStudents,
  findSenderContext,
  findStudents,
  insertMessage,
  insertMessages,
  insertOutboxRows,
  insertRecipientRows,
  linkMessageAttachments,
  takeScheduledHomeworkSetMail,
  uncancelHomeworkSetMail,
  type MessageRow,
  type OutboxRow,
  type SenderContext,
} from './outbox-queries';
import { feedbackMail, homeworkSetMail, schoolDay, schoolDays, type InEachLanguage } from './render';

export interface Sender {
  schoolId: string;
  userId: string;
}

/** One asked-for recipient and what became of it, named as the school knows them (null when not known). */
export interface RecipientOutcome extends MessageRecipient {
  Status: NotifyStatus;
  Reason: string | null;
  Name: string | null;
  StudentName: string | null;
}

const idKey = (id: string) => id.toLowerCase();

/**
 * Checks each recipient against the school's records: the student is the school's; a parent is the
 * school's and a parent of that student; and the person has an address. The same recipient listed
 * twice is one mail. Answers an outcome per recipient asked for, the rows to queue, and the rows of
 * the school's people it would not send to (kept as refused, so the Sent view names who was missed).
 */
export async function resolveRecipients(
  q: Queryable,
  schoolId: string,
  recipients: readonly MessageRecipient[],
): Promise<{ outcomes: RecipientOutcome[]; rows: OutboxRow[]; refused: OutboxRow[] }> {
  const studentIds = [...new Set(recipients.map((r) => idKey(r.studentId)))];
  const parentIds = [...new Set(recipients.filter((r) => r.personType === RECIPIENT_PERSON_TYPE.parent).map((r) => idKey(r.recipientId)))];
  const students = new Map((await findStudents(q, schoolId, studentIds)).map((s) => [idKey(s.id), s]));
  const parents = new Map((await findParents(q, schoolId, parentIds)).map((p) => [idKey(p.id), p]));

  const outcomes: RecipientOutcome[] = [];
  const rows = new Map<string, OutboxRow>();
  const refused = new Map<string, OutboxRow>();
  for (const recipient of recipients) {
    const student = students.get(idKey(recipient.studentId));
    const isStudent = recipient.personType === RECIPIENT_PERSON_TYPE.student;
    const parent = isStudent ? undefined : parents.get(idKey(recipient.recipientId));
    const person = isStudent ? student : parent;
    const named = { Name: person?.name ?? null, StudentName: student?.name ?? null };
    if (!student || !person || (isStudent && idKey(recipient.recipientId) !== idKey(recipient.studentId))) {
      outcomes.push({ ...recipient, ...named, Status: NOTIFY_STATUS.notInSchool, Reason: NOTIFY_REFUSAL_REASONS[NOTIFY_STATUS.notInSchool] });
      continue;
    }
    const status: NotifyStatus =
      parent && !parent.children.some((child) => idKey(child) === idKey(student.id))
        ? NOTIFY_STATUS.notParentOfStudent
        : !person.email
          ? NOTIFY_STATUS.noAddress
          : NOTIFY_STATUS.queued;
    const reason = status === NOTIFY_STATUS.queued ? null : NOTIFY_REFUSAL_REASONS[status];
    outcomes.push({ ...recipient, ...named, Status: status, Reason: reason });
    const into = reason ? refused : rows;
    const key = recipientKey(recipient);
    if (!into.has(key)) {
      into.set(key, {
        id: randomUUID(),
        recipientId: person.id,
        personType: recipient.personType,
        studentId: student.id,
        name: person.name,
        studentName: student.name,
        email: reason ? null : person.email,
        refusal: reason,
      });
    }
  }
  return { outcomes, rows: [...rows.values()], refused: [...refused.values()] };
}

/** A selection (students and who to send to) expanded by 02 §5's rule against the school's parents. */
export async function expandSelection(q: Queryable, schoolId: string, studentIds: readonly string[], sendTo: SendTo): Promise<MessageRecipient[]> {
  const parents = sendTo === 'students' ? [] : await findParentsOfStudents(q, schoolId, studentIds);
  return messageRecipients(studentIds, parents.map((p) => ({ Id: p.id, Children: p.children })), sendTo);
}

export async function senderContext(q: Queryable, sender: Sender): Promise<SenderContext> {
  const context = await findSenderContext(q, sender.schoolId, sender.userId);
  if (!context) throw new Error(`school ${sender.schoolId} not found`);
  return context;
}

export const homeworkMailOn = (context: SenderContext) => isFeatureEnabled({ Features: context.features }, FEATURE_FLAGS.enableSendEmailHomework);

export interface QueuedMessage {
  messageId: string;
  queued: number;
}

/** The message and its outbox rows (queued and refused), in the caller's transaction. Attachment ids must be the school's finished uploads. */
export async function queueMessage(
  tx: Queryable,
  sender: Sender,
  context: SenderContext,
  content: Pick<MessageRow, 'kind' | 'subject' | 'bodyHtml' | 'homeworkId'> & { sendAt?: Date | null },
  rows: readonly OutboxRow[],
  attachments: readonly { uploadId: string; description: string }[] = [],
): Promise<QueuedMessage & { linkedAttachments: string[] }> {
  const messageId = randomUUID();
  await insertMessage(tx, sender.schoolId, {
    id: messageId,
    senderId: sender.userId,
    senderName: context.senderName,
    senderEmail: context.senderEmail,
    schoolName: context.schoolName,
    ...content,
    sendAt: content.sendAt ?? null,
  });
  const linkedAttachments = await linkMessageAttachments(tx, sender.schoolId, messageId, attachments);
  await insertOutboxRows(tx, sender.schoolId, messageId, rows, content.sendAt ?? null);
  return { messageId, queued: rows.filter((row) => !row.refusal).length, linkedAttachments };
}

/** Students named by a notification's recipient list, as outcomes per student. */
async function studentRecipients(q: Queryable, schoolId: string, ids: readonly string[]) {
  return resolveRecipients(
    q,
    schoolId,
    ids.map((id) => ({ recipientId: id, personType: RECIPIENT_PERSON_TYPE.student, studentId: id })),
  );
}

const asNotificationResults = (outcomes: readonly RecipientOutcome[]): NotificationResult[] =>
  outcomes.map((o) => ({ StudentId: o.studentId, Status: o.Status, Reason: o.Reason }));

/**
 * NotifyHomework (02 §7): the homework-set mail to each listed student. The addresses are the
 * school's own records, not the ones given; the body's description is sanitised like a homework's.
 */
export async function notifyHomework(
  tx: Queryable,
  sender: Sender,
  request: HomeworkNotificationRequest,
  /** When the homework becomes available, if later than now: the mail waits until then. */
  sendAt: Date | null = null,
  /** The days in each language, when the server wrote them (the request's are the caller's words). */
  dates?: { start: InEachLanguage; due: InEachLanguage },
): Promise<NotificationResult[]> {
  const context = await senderContext(tx, sender);
  const { outcomes, rows, refused } = await studentRecipients(tx, sender.schoolId, request.RecipientInfo.map((r) => r.recipientId));
  const detail = request.HomeworkNotification.HomeworkDetail;
  const mail = homeworkSetMail({
    title: detail.Title,
    description: sanitiseRichText(detail.Description),
    subject: detail.Subject,
    setBy: detail.SetBy,
    startDate: dates?.start ?? detail.StartDate,
    dueDate: dates?.due ?? detail.DueDate,
  }, context.mailLanguage);
  if (rows.length) await queueMessage(tx, sender, context, { kind: 'homework', homeworkId: detail.Id, sendAt, ...mail }, [...rows, ...refused]);
  return asNotificationResults(outcomes);
}

/**
 * NotifyFeedback (02 §7): the homework-marked mail to each listed student; `homeworkId` (the mark
 * save's) lets a later mark of the same homework cancel this mail if it has not gone yet.
 */
export async function notifyFeedback(tx: Queryable, sender: Sender, request: FeedbackNotificationRequest, homeworkId: string | null = null): Promise<NotificationResult[]> {
  const context = await senderContext(tx, sender);
  const { outcomes, rows, refused } = await studentRecipients(tx, sender.schoolId, request.RecipientsInfo.map((r) => r.recipientId));
  const detail = request.FeedbackNotification.feedbackDetail;
  const mail = feedbackMail({ title: detail.title, subject: detail.subject, setBy: detail.setBy, grade: detail.grade, comment: detail.comment }, context.mailLanguage);
  if (rows.length) await queueMessage(tx, sender, context, { kind: 'feedback', homeworkId, ...mail }, [...rows, ...refused]);
  return asNotificationResults(outcomes);
}

/**
 * Called by the homework save, in its transaction: when the school has enable-send-email-homework
 * on, the homework-set mail to `studentIds` (all its students when omitted), sent when the homework
 * becomes available (its Available-from day; at once when that has come). Null when the flag is off.
 */
export async function homeworkSetHook(
  tx: Queryable,
  sender: Sender,
  homeworkId: string,
  studentIds?: readonly string[],
): Promise<NotificationResult[] | null> {
  const context = await senderContext(tx, sender);
  if (!homeworkMailOn(context)) return null;
  const homework = await findHomeworkForMail(tx, sender.schoolId, homeworkId);
  if (!homework) return [];
  const ids = studentIds ?? (await findHomeworkStudentIds(tx, sender.schoolId, homeworkId));
  if (ids.length === 0) return [];
  const students = await findStudents(tx, sender.schoolId, ids);
  // Students are not told of homework they cannot see yet (decision 0022).
  const sendAt = homework.startDate.getTime() > Date.now() ? homework.startDate : null;
  return notifyHomework(
    tx,
    sender,
    {
    HomeworkNotification: {
      HomeworkDetail: {
        Id: homework.id,
        Title: homework.title,
        Description: homework.description,
        StartDate: schoolDay(homework.startDate, context.timeZone),
        DueDate: schoolDay(homework.dueDate, context.timeZone),
        Subject: homework.subject,
        SetBy: homework.setBy,
      },
      SchoolName: context.schoolName,
    },
    RecipientInfo: students.map((s) => ({ recipientId: s.id, recipientEmail: s.email ?? '', recipientName: s.name })),
    },
    sendAt,
    { start: schoolDays(homework.startDate, context.timeZone), due: schoolDays(homework.dueDate, context.timeZone) },
  );
}

/** The students of a homework now, so that an edit can mail only those it adds. */
export const homeworkStudentIds = (q: Queryable, schoolId: string, homeworkId: string) => findHomeworkStudentIds(q, schoolId, homeworkId);

/**
 * Called by the mark save and by Release marks: when the flag is on, the homework-marked mail to the
 * student, with the grade and comment as saved; none while the mark is held (decision 0037). Null
 * when the flag is off.
 */
export async function markSavedHook(tx: Queryable, sender: Sender, homeworkId: string, studentId: string): Promise<NotificationResult[] | null> {
  const context = await senderContext(tx, sender);
  if (!homeworkMailOn(context)) return null;
  const homework = await findHomeworkForMail(tx, sender.schoolId, homeworkId);
  const mark = homework && (await findMark(tx, sender.schoolId, homeworkId, studentId));
  if (!homework || !mark) return [];
  // A held mark tells nobody: its mail goes when Release marks releases it (decision 0037).
  if (isMarkHeld(mark)) return [];
  const [student] = await findStudents(tx, sender.schoolId, [studentId]);
  // The mark this one replaces is not mailed if its mail has not gone yet (decision 0020).
  await cancelFeedbackMail(tx, sender.schoolId, homeworkId, studentId, SCHEDULED_MAIL_CANCELLED.markReplaced);
  return notifyFeedback(tx, sender, {
    FeedbackNotification: {
      feedbackDetail: {
        schoolGuid: sender.schoolId,
        subjectGuid: homework.subjectId,
        subject: homework.subject,
        createdByGuid: homework.createdById,
        createdBy: homework.createdBy,
        title: homework.title,
        description: homework.description,
        source: HOMEWORK_SOURCE,
        setByGuid: homework.setById,
        setBy: homework.setBy,
        grade: mark.result,
        comment: mark.comments,
        homeworkStudentLinkGuid: mark.linkId,
      },
      schoolName: context.schoolName,
    },
    RecipientsInfo: student ? [{ recipientId: student.id, recipientEmail: student.email ?? '', recipientName: student.name }] : [],
  }, homeworkId);
}

/**
 * Called by Release marks (decision 0037), in its transaction, for the students it released: each
 * gets the homework-marked mail markSavedHook would have sent for their mark, written for the whole
 * class in a few statements (a year group's release was 50 s one student at a time). Answers how many
 * were queued; null when the school's flag is off.
 */
export async function marksReleasedHook(tx: Queryable, sender: Sender, homeworkId: string, studentIds: readonly string[]): Promise<number | null> {
  const context = await senderContext(tx, sender);
  if (!homeworkMailOn(context)) return null;
  const homework = await findHomeworkForMail(tx, sender.schoolId, homeworkId);
  if (!homework || studentIds.length === 0) return 0;
  const marks = new Map((await findMarks(tx, sender.schoolId, homeworkId, studentIds)).filter((mark) => !isMarkHeld(mark)).map((mark) => [idKey(mark.studentId), mark]));
  await cancelFeedbackMail(tx, sender.schoolId, homeworkId, [...marks.keys()], SCHEDULED_MAIL_CANCELLED.markReplaced);
  const { rows } = await studentRecipients(tx, sender.schoolId, [...marks.keys()]);
  // As notifyFeedback: a student with no address gets no message.
  const messages = rows.map((row) => {
    const mark = marks.get(idKey(row.studentId))!;
    const mail = feedbackMail({ title: homework.title, subject: homework.subject, setBy: homework.setBy, grade: mark.result, comment: mark.comments }, context.mailLanguage);
    return {
      row,
      message: {
        id: randomUUID(),
        kind: 'feedback' as const,
        senderId: sender.userId,
        senderName: context.senderName,
        senderEmail: context.senderEmail,
        schoolName: context.schoolName,
        homeworkId,
        sendAt: null,
        ...mail,
      },
    };
  });
  await insertMessages(tx, sender.schoolId, messages.map((m) => m.message));
  await insertRecipientRows(tx, sender.schoolId, messages.map((m) => ({ ...m.row, messageId: m.message.id })), null);
  return messages.length;
}

/**
 * Called by the homework edit, in its transaction. Students the edit took off lose the set mail still
 * waiting for them; with the school's flag on, the mail still waiting for its day is written again
 * from the homework as edited (its title, dates), and the students the edit added get it too.
 */
export async function homeworkEditedHook(
  tx: Queryable,
  sender: Sender,
  homeworkId: string,
  before: readonly string[],
): Promise<NotificationResult[] | null> {
  const now = await findHomeworkStudentIds(tx, sender.schoolId, homeworkId);
  const kept = new Set(now.map(idKey));
  const removed = before.filter((id) => !kept.has(idKey(id)));
  if (removed.length) await cancelHomeworkSetMail(tx, sender.schoolId, homeworkId, SCHEDULED_MAIL_CANCELLED.studentRemoved, removed);
  if (!homeworkMailOn(await senderContext(tx, sender))) return null;
  const had = new Set(before.map(idKey));
  const waiting = new Set((await takeScheduledHomeworkSetMail(tx, sender.schoolId, homeworkId)).map(idKey));
  const mailed = now.filter((id) => !had.has(idKey(id)) || waiting.has(idKey(id)));
  return mailed.length ? homeworkSetHook(tx, sender, homeworkId, mailed) : [];
}

/** Called by the homework delete, in its transaction: the set mail not yet sent is cancelled. */
export const homeworkDeletedHook = (tx: Queryable, schoolId: string, homeworkId: string) =>
  cancelHomeworkSetMail(tx, schoolId, homeworkId, SCHEDULED_MAIL_CANCELLED.homeworkDeleted, null);

/** Called by the restore of a deleted homework: the set mail its delete cancelled is due again. */
export const homeworkRestoredHook = (tx: Queryable, schoolId: string, homeworkId: string) =>
  uncancelHomeworkSetMail(tx, schoolId, homeworkId, SCHEDULED_MAIL_CANCELLED.homeworkDeleted);
