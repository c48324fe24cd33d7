// What a mail says, as pure functions: the homework-set and homework-marked texts, and one
// recipient's mail from a message (merge tags replaced, HTML with a plain-text part, the headers).
import { RECIPIENT_PERSON_TYPE, replaceMergeTags, type MergeTagValues } from '@homework/contracts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The plain-text part: blocks on their own lines, list items with a dash, links as "text (address)". */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_all, href: string, text: string) => {
      const label = text.replace(/<[^>]*>/g, '').trim();
      return label && label !== href ? `${label} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|pre|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_all, name: string) => ENTITIES[name])
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A day as a teacher writes it, in the school's zone: 'Monday 30 November 2026'. */
export const schoolDay = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date).replace(',', '');

export interface HomeworkMailInput {
  title: string;
  /** Sanitised HTML. */
  description: string;
  subject: string;
  setBy: string;
  startDate: string;
  dueDate: string;
}

/** The homework-set mail; {{RecipientName}} is replaced per student when it is sent. */
export function homeworkSetMail(h: HomeworkMailInput): { subject: string; bodyHtml: string } {
  const lines = [
    '<p>Dear {{RecipientName}},</p>',
    `<p>${escapeHtml(h.setBy || 'Your teacher')} has set new ${h.subject ? `${escapeHtml(h.subject)} ` : ''}homework: <strong>${escapeHtml(h.title)}</strong>.</p>`,
    `<p>Available from ${escapeHtml(h.startDate)}. Due ${escapeHtml(h.dueDate)}.</p>`,
    h.description,
    '<p>{{SchoolName}}</p>',
  ];
  return { subject: `New homework: ${h.title}`, bodyHtml: lines.filter(Boolean).join('\n') };
}

export interface FeedbackMailInput {
  title: string;
  subject: string;
  setBy: string;
  grade: string | null;
  comment: string | null;
}

const paragraphs = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** The homework-marked mail: the grade and the comment as the teacher wrote them. */
export function feedbackMail(f: FeedbackMailInput): { subject: string; bodyHtml: string } {
  const lines = [
    '<p>Dear {{RecipientName}},</p>',
    `<p>${escapeHtml(f.setBy || 'Your teacher')} has marked your ${f.subject ? `${escapeHtml(f.subject)} ` : ''}homework <strong>${escapeHtml(f.title)}</strong>.</p>`,
    f.grade ? `<p>Grade: <strong>${paragraphs(f.grade)}</strong></p>` : '',
    f.comment ? `<p>Comment:<br>${paragraphs(f.comment)}</p>` : '',
    '<p>{{SchoolName}}</p>',
  ];
  return { subject: `Homework marked: ${f.title}`, bodyHtml: lines.filter(Boolean).join('\n') };
}

export interface MailRecipient {
  id: string;
  personType: number;
  name: string;
  studentName: string;
  email: string;
}

export interface MailMessage {
  senderName: string;
  senderEmail: string | null;
  schoolName: string;
  subject: string;
  bodyHtml: string;
}

export interface MailSettings {
  /** The sending address; the school's name is its display name. */
  from: string;
}

/** One recipient's mail, as nodemailer takes it (attachments are added by the worker). */
export interface RenderedMail {
  from: { name: string; address: string };
  to: { name: string; address: string };
  replyTo?: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

const domainOf = (address: string) => address.split('@').pop() || 'homework.invalid';
/** The recipient row's id is its idempotency key: the same mail sent again keeps its Message-ID. */
export const messageIdOf = (recipientId: string, from: string) => `<${recipientId}@${domainOf(from)}>`;

/** Header values hold no line breaks, whatever a name contains. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export function renderMail(recipient: MailRecipient, message: MailMessage, settings: MailSettings): RenderedMail {
  const values: MergeTagValues = {
    RecipientName: recipient.name,
    StudentName: recipient.studentName,
    SchoolName: message.schoolName,
    SenderName: message.senderName,
  };
  const html = replaceMergeTags(message.bodyHtml, values, escapeHtml);
  const headers: Record<string, string> = {};
  // Parents have no opt-out in the spec: an unsubscribe request by mail reaches the sending address.
  if (recipient.personType === RECIPIENT_PERSON_TYPE.parent) {
    headers['List-Unsubscribe'] = `<mailto:${settings.from}?subject=${encodeURIComponent(`Unsubscribe ${recipient.id}`)}>`;
  }
  return {
    from: { name: oneLine(message.schoolName), address: settings.from },
    to: { name: oneLine(recipient.name), address: recipient.email },
    ...(message.senderEmail ? { replyTo: { name: oneLine(message.senderName), address: message.senderEmail } } : {}),
    subject: oneLine(replaceMergeTags(message.subject, values)),
    html: `<!doctype html>\n<html><head><meta charset="utf-8"></head><body>\n${html}\n</body></html>`,
    text: htmlToText(html),
    messageId: messageIdOf(recipient.id, settings.from),
    headers,
  };
}
