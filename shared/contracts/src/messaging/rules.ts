// The messaging service's calls, rules and texts (02 §2.6, §3–§5, §7, §8), defined once for the
// composer and the server. Isomorphic: no DOM, no Node.
import {
  ATTACHMENT_DESCRIPTION_MAX_LENGTH,
  MAX_MESSAGE_ATTACHMENT_BYTES,
  MAX_MESSAGE_ATTACHMENTS,
} from '../constants';
import { isAllowedFileType } from '../homework/attachments';
import { MESSAGES, fileNotSupported, messageAttachmentTooLarge, someMessagesSent } from '../messages';
import type { Parent } from '../people';
import { NOTIFY_STATUS, RECIPIENT_PERSON_TYPE, type NotifyStatus, type RecipientPersonType } from './codes';
// Type-only: the answer types come from the server's schemas, and typebox stays out of the pages.
import type { Static } from 'typebox';
import type {
  MessageAttachmentRefSchema,
  MessageUploadAnswerSchema,
  NotificationResultSchema,
  NotifyFeedbackSchema,
  NotifyHomeworkSchema,
  NotifyResultSchema,
  NotifySchema,
  RetryFailedAnswerSchema,
  SentMessageDetailSchema,
  SentMessageSummarySchema,
  SentRecipientSchema,
} from './schemas';

/** The limits of 02 §5/§9, named here for the composer; the values live in constants.ts. */
export const MESSAGE_ATTACHMENT_LIMITS = {
  count: MAX_MESSAGE_ATTACHMENTS,
  bytes: MAX_MESSAGE_ATTACHMENT_BYTES,
  descriptionLength: ATTACHMENT_DESCRIPTION_MAX_LENGTH,
} as const;

/** GetValidAttachmentFileTypes answers these for messages: lower-case extensions with the dot. */
export const MESSAGE_ATTACHMENT_FILE_TYPES = [
  '.pdf', '.doc', '.docx', '.rtf', '.txt', '.odt',
  '.xls', '.xlsx', '.csv', '.ods',
  '.ppt', '.pptx', '.odp',
  '.png', '.jpg', '.jpeg', '.gif',
] as const;

// ---------------------------------------------------------------------------------------------
// Recipients (02 §3, §5).

export type SendTo = 'students' | 'parents' | 'both';
export const DEFAULT_SEND_TO: SendTo = 'parents';

export interface MessageRecipient {
  recipientId: string;
  personType: RecipientPersonType;
  studentId: string;
}

const sendsToStudents = (sendTo: SendTo) => sendTo !== 'parents';
const sendsToParents = (sendTo: SendTo) => sendTo !== 'students';
const idKey = (id: string) => id.toLowerCase();

type ParentLink = Pick<Parent, 'Id' | 'Children'>;

/** Parents by child id, each parent once per child. */
export function parentsByChild<P extends ParentLink>(parents: readonly P[]): Map<string, P[]> {
  const byChild = new Map<string, P[]>();
  for (const parent of parents) {
    for (const child of new Set(parent.Children.map(idKey))) {
      const list = byChild.get(child);
      if (list) list.push(parent);
      else byChild.set(child, [parent]);
    }
  }
  return byChild;
}

/**
 * 02 §5: for students or students-and-parents every selected student is a recipient; for parents or
 * students-and-parents each parent of a selected student is a recipient once per selected child.
 * Students come first, then parents, both in the order of the students given. Used by the composer
 * and, for a selection it receives, by the server.
 */
export function messageRecipients(studentIds: readonly string[], parents: readonly ParentLink[], sendTo: SendTo): MessageRecipient[] {
  const seen = new Set<string>();
  const students = studentIds.filter((id) => !seen.has(idKey(id)) && !!seen.add(idKey(id)));
  const recipients: MessageRecipient[] = [];
  if (sendsToStudents(sendTo)) {
    for (const id of students) recipients.push({ recipientId: id, personType: RECIPIENT_PERSON_TYPE.student, studentId: id });
  }
  if (sendsToParents(sendTo)) {
    const byChild = parentsByChild(parents);
    for (const id of students) {
      for (const parent of byChild.get(idKey(id)) ?? []) {
        recipients.push({ recipientId: parent.Id, personType: RECIPIENT_PERSON_TYPE.parent, studentId: id });
      }
    }
  }
  return recipients;
}

/** The same recipient twice (same person for the same student) is one recipient. */
export const recipientKey = (recipient: MessageRecipient) =>
  `${recipient.personType}:${idKey(recipient.recipientId)}:${idKey(recipient.studentId)}`;

// ---------------------------------------------------------------------------------------------
// Merge tags: written in a subject or body, replaced per recipient by the server when it sends.

export const MERGE_TAGS = [
  { tag: '{{RecipientName}}', label: "Recipient's name", description: 'The name of the student or parent the mail goes to' },
  { tag: '{{StudentName}}', label: "Student's name", description: 'The student the mail is about (for a parent, their child)' },
  { tag: '{{SchoolName}}', label: 'School', description: 'The name of the school' },
  { tag: '{{SenderName}}', label: 'Sender', description: 'The name of the teacher who sent the message' },
] as const;

export type MergeTagName = 'RecipientName' | 'StudentName' | 'SchoolName' | 'SenderName';
export type MergeTagValues = Record<MergeTagName, string>;

const MERGE_TAG_PATTERN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
const TAG_NAMES = new Map(MERGE_TAGS.map(({ tag }) => [tag.slice(2, -2).toLowerCase(), tag.slice(2, -2) as MergeTagName]));

/**
 * A text cut at its known tags, in order, so that a page can show it as written with each tag marked
 * (the Sent view's subjects): text parts have no tag, tag parts hold the tag as written and its name.
 */
export function mergeTagParts(text: string): { text: string; tag?: MergeTagName }[] {
  const parts: { text: string; tag?: MergeTagName }[] = [];
  let from = 0;
  for (const match of text.matchAll(MERGE_TAG_PATTERN)) {
    const known = TAG_NAMES.get(match[1].toLowerCase());
    if (!known) continue;
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: match[0], tag: known });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/**
 * Replaces every known tag (any case, spaces allowed inside the braces); unknown tags stay as
 * written. `encode` escapes a value for where it lands (HTML for the body), never the text around it.
 */
export function replaceMergeTags(text: string, values: MergeTagValues, encode: (value: string) => string = (value) => value): string {
  return text.replace(MERGE_TAG_PATTERN, (whole, name: string) => {
    const known = TAG_NAMES.get(name.toLowerCase());
    return known ? encode(values[known]) : whole;
  });
}

/** A tag-like text that is not a merge tag: sent as typed, braces and all (decision 0024). */
export interface UnknownMergeTag {
  /** As written, e.g. '{{StudentsName}}'. */
  tag: string;
  /** Where it starts in the text. */
  index: number;
  /** The merge tag it most likely meant, when one is close. */
  suggestion?: string;
}

// Any run of braces around text without braces: '{{StudentName}}', '{{Student Name}}', '{StudentName}'.
const TAG_LIKE_PATTERN = /\{+([^{}]*)\}+/g;
/** Letters only, lower case: 'Student Name' and 'student_name' compare as 'studentname'. */
const tagLetters = (name: string) => name.replace(/[^A-Za-z]/g, '').toLowerCase();
/** Edits (Levenshtein distance) at most this many make a suggestion: 'StudentsName' -> 'StudentName'. */
const SUGGESTION_DISTANCE = 2;

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) row.push(Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = row;
  }
  return previous[b.length];
}

function closestMergeTag(name: string): string | undefined {
  const letters = tagLetters(name);
  if (!letters) return undefined;
  const ranked = MERGE_TAGS.map(({ tag }) => ({ tag, distance: editDistance(letters, tagLetters(tag)) })).sort((a, b) => a.distance - b.distance);
  return ranked[0].distance <= SUGGESTION_DISTANCE ? ranked[0].tag : undefined;
}

/**
 * The tags in a text that the server will not replace, in order: every `{{...}}` that is not a merge
 * tag, and a single or unbalanced brace around a merge tag's name ('{StudentName}}'). A single brace
 * around other words ('{x, y}' in a maths message) is the teacher's own text, not a tag.
 */
export function unknownMergeTags(text: string): UnknownMergeTag[] {
  const unknown: UnknownMergeTag[] = [];
  for (const match of text.matchAll(TAG_LIKE_PATTERN)) {
    const whole = match[0];
    const doubled = whole.startsWith('{{') && whole.endsWith('}}') && !whole.startsWith('{{{') && !whole.endsWith('}}}');
    if (doubled && TAG_NAMES.has(match[1].trim().toLowerCase()) && /^\s*[A-Za-z]+\s*$/.test(match[1])) continue;
    const suggestion = closestMergeTag(match[1]);
    if (!doubled && !suggestion) continue;
    unknown.push({ tag: whole, index: match.index, ...(suggestion ? { suggestion } : {}) });
  }
  return unknown;
}

/** The question Send asks when a subject or message holds an unknown tag (decision 0024). */
export const UNKNOWN_MERGE_TAG_QUESTION = {
  title: 'Send with a tag that is not a merge tag?',
  intro: 'Every recipient would get these as typed, braces and all:',
  okText: 'Send as typed',
  cancelText: 'Go back and correct',
} as const;

/** One line of that question: where the tag is, and the merge tag it may have meant. */
export const unknownMergeTagLine = (unknown: UnknownMergeTag, field: 'Subject' | 'Message') =>
  `${unknown.tag} in the ${field}: ${unknown.suggestion ? `did you mean ${unknown.suggestion}?` : 'not a merge tag.'}`;

// ---------------------------------------------------------------------------------------------
// Validation of a draft (02 §5). Each error has the field's id, so that editing it clears it.

/** subjectCy and messageCy: the Welsh part of a message written in both languages. */
export type MessageField = 'recipients' | 'subject' | 'message' | 'attachments' | 'subjectCy' | 'messageCy';
export interface MessageValidationError {
  id: MessageField;
  errorMessage: string;
}

export interface MessageDraftInput {
  /** Groups and students chosen in the selector. */
  chosenCount: number;
  /** Distinct students the chosen groups and students expand to. */
  studentCount: number;
  subject: string;
  message: string;
  /** The final recipient list (messageRecipients). */
  recipientCount: number;
  /** The Welsh subject and message of a message written in both languages; absent, it is in one. */
  welsh?: { subject: string; message: string };
}

/** What a message written in both languages lacks, in a teacher's words (the composer's tick box named). */
export const WELSH_PART_MESSAGES = {
  subjectEmpty: 'Write the subject in Welsh too, or untick Write it in Welsh and English.',
  messageEmpty: 'Write the message in Welsh too, or untick Write it in Welsh and English.',
} as const;

/** The rich-text body is blank when it has no text once tags and spaces are taken away. */
const isBlankBody = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim() === '';

export function validateMessageDraft(draft: MessageDraftInput): MessageValidationError[] {
  const errors: MessageValidationError[] = [];
  if (draft.chosenCount === 0 || draft.studentCount === 0) errors.push({ id: 'recipients', errorMessage: MESSAGES.noRecipientsSelected });
  else if (draft.recipientCount === 0) errors.push({ id: 'recipients', errorMessage: MESSAGES.pleaseSelectRecipients });
  if (draft.subject.trim() === '') errors.push({ id: 'subject', errorMessage: MESSAGES.subjectEmpty });
  if (isBlankBody(draft.message)) errors.push({ id: 'message', errorMessage: MESSAGES.messageBodyEmpty });
  if (draft.welsh) {
    if (draft.welsh.subject.trim() === '') errors.push({ id: 'subjectCy', errorMessage: WELSH_PART_MESSAGES.subjectEmpty });
    if (isBlankBody(draft.welsh.message)) errors.push({ id: 'messageCy', errorMessage: WELSH_PART_MESSAGES.messageEmpty });
  }
  return errors;
}

export interface MessageAttachmentCandidate {
  name: string;
  size: number;
}

/** Why one file cannot be attached, or null: unsupported extension first, then size. */
export function messageAttachmentError(file: MessageAttachmentCandidate, allowedTypes: readonly string[]): string | null {
  if (!isAllowedFileType(file.name, allowedTypes)) return fileNotSupported(file.name);
  if (file.size > MAX_MESSAGE_ATTACHMENT_BYTES) return messageAttachmentTooLarge(file.name);
  return null;
}

/**
 * Files added to those already attached: duplicates by name are ignored; past the third the whole
 * addition is refused with the count message; each other file is accepted or gets its error.
 */
export function addMessageAttachments(
  existingNames: readonly string[],
  files: readonly MessageAttachmentCandidate[],
  allowedTypes: readonly string[],
): { accepted: MessageAttachmentCandidate[]; errors: string[] } {
  const names = new Set(existingNames.map((name) => name.toLowerCase()));
  const fresh = files.filter((file) => !names.has(file.name.toLowerCase()) && !!names.add(file.name.toLowerCase()));
  if (existingNames.length + fresh.length > MAX_MESSAGE_ATTACHMENTS) return { accepted: [], errors: [MESSAGES.tooManyMessageAttachments] };
  const errors = fresh.flatMap((file) => messageAttachmentError(file, allowedTypes) ?? []);
  return { accepted: fresh.filter((file) => messageAttachmentError(file, allowedTypes) === null), errors };
}

// ---------------------------------------------------------------------------------------------
// Notify: request, answer and the result texts (02 §7, §8).

export type MessageAttachmentRef = Static<typeof MessageAttachmentRefSchema>;
/** UploadAttachment's answer: the reference Notify names the file by. */
export type MessageUploadAnswer = Static<typeof MessageUploadAnswerSchema>;
/** Recipients (02 §7), or beyond the spec a Selection that the server expands by messageRecipients. */
export type NotifyRequest = Static<typeof NotifySchema>;

export const NOTIFY_REFUSAL_REASONS: Record<Exclude<NotifyStatus, 0>, string> = {
  [NOTIFY_STATUS.notInSchool]: 'This person is not in your school.',
  [NOTIFY_STATUS.noAddress]: 'This person has no e-mail address.',
  [NOTIFY_STATUS.notParentOfStudent]: 'This parent is not a parent of the student.',
};

/** One per recipient: Status, why it was not queued (null when 0), and the recorded message's id (null when none was queued). */
export type NotifyResult = Static<typeof NotifyResultSchema>;

export type DraftStatus = 'None' | 'Sending' | 'Info' | 'Success' | 'Error';

/** 02 §8's success text for a send's results, and the draft status it leaves. */
export function sentSummary(results: readonly { Status: number }[]): { status: DraftStatus; text: string } {
  const sent = results.filter((result) => result.Status === 0).length;
  if (results.length > 0 && sent === results.length) {
    return { status: 'Success', text: results.length === 1 ? MESSAGES.messageSent : MESSAGES.allMessagesSent };
  }
  return { status: sent === 0 ? 'Error' : 'Info', text: someMessagesSent(sent, results.length) };
}

// ---------------------------------------------------------------------------------------------
// Homework and feedback notifications (02 §7), called by the homework and marking saves too.

export type HomeworkNotificationRequest = Static<typeof NotifyHomeworkSchema>;
export type FeedbackNotificationRequest = Static<typeof NotifyFeedbackSchema>;
/** HomeworkStudentLinkSummary: one row per recipient student. */
export type NotificationResult = Static<typeof NotificationResultSchema>;

// ---------------------------------------------------------------------------------------------
// The Sent view (beyond the spec: the outbox behind Notify; its codes in codes.ts).

export type SentMessageSummary = Static<typeof SentMessageSummarySchema>;

/** Why a scheduled homework-set mail was not sent (the Reason of a cancelled recipient). */
export const SCHEDULED_MAIL_CANCELLED = {
  homeworkDeleted: 'The homework was deleted before it became available.',
  studentRemoved: 'The student was taken off the homework before it became available.',
  /** A homework-marked mail not yet sent when the mark was changed again (decision 0020): the later mark's mail goes instead. */
  markReplaced: 'The grade and comment were changed again before this mail was sent.',
} as const;
/**
 * Why a delivery failed, in a teacher's words (decision 0023): the outbox worker records one of these
 * as the Reason, and logs the mail server's own answer for the operator, whose words a teacher cannot
 * act on ("connect ECONNREFUSED 127.0.0.1:4801"). Each says what to do next.
 */
export const MAIL_FAILURE_REASONS = {
  unreachable: "The school's mail server could not be reached. Retry later; if it fails again, tell your school's administrator.",
  signIn: "The suite could not sign in to the school's mail server. Tell your school's administrator.",
  noMailbox: "This e-mail address does not exist, says the recipient's mail server. Check the address in the school's records.",
  mailboxFull: "The recipient's mailbox is full, or the message is too large for it. Retry later, or send it without its attachments.",
  busy: 'The mail server was busy and did not take the message. Retry later.',
  refused: "The mail server refused the message. If Retry does not help, tell your school's administrator.",
  attachmentUnreadable: 'An attached file could not be read, so the message was not sent. Send it again with the file attached.',
  other: "The message could not be delivered. If Retry does not help, tell your school's administrator, who can see why in the suite's log.",
} as const;
/** Reason: why the recipient was not sent to (refused, cancelled), or why the last delivery failed (MAIL_FAILURE_REASONS). */
export type SentRecipient = Static<typeof SentRecipientSchema>;
export type SentMessageDetail = Static<typeof SentMessageDetailSchema>;
export type RetryFailedAnswer = Static<typeof RetryFailedAnswerSchema>;
