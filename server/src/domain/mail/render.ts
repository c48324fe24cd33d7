// What a mail says, as pure functions: the homework-set and homework-marked texts, and one
// recipient's mail from a message (merge tags replaced, HTML with a plain-text part, the headers).
import { LANGUAGES, RECIPIENT_PERSON_TYPE, replaceMergeTags, type Language, type MailLanguage, type MergeTagValues } from '@homework/contracts';
import { mailText } from './mail-messages';

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

/** A day as a teacher writes it, in the school's zone: 'Monday 30 November 2026' ('Dydd Llun 30 Tachwedd 2026'). */
export const schoolDay = (date: Date, timeZone: string, language: Language = 'en') =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date).replace(',', '');

/** The day as each language writes it, for a mail in the school's mail languages. */
export const schoolDays = (date: Date, timeZone: string): Record<Language, string> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, schoolDay(date, timeZone, language)])) as Record<Language, string>;

/** A text given once for every language (as a caller of NotifyHomework sends it), or in each. */
export type InEachLanguage = string | Readonly<Record<Language, string>>;
const inLanguage = (text: InEachLanguage, language: Language) => (typeof text === 'string' ? text : text[language]);

/** The languages a mail is written in, in order: the school's mail language, both being Welsh first. */
export const mailLanguages = (mailLanguage: MailLanguage): Language[] => (mailLanguage === 'both' ? ['cy', 'en'] : [mailLanguage]);

/**
 * One mail in the school's mail languages: in one, its subject and body as that language writes them
 * (English exactly as before); in both, the subjects joined by " / " and the bodies one after the
 * other, each marked with its language for screen readers, Welsh first.
 */
function inMailLanguages(mailLanguage: MailLanguage, write: (language: Language) => { subject: string; bodyHtml: string }) {
  const written = mailLanguages(mailLanguage).map((language) => ({ language, ...write(language) }));
  if (written.length === 1) return { subject: written[0]!.subject, bodyHtml: written[0]!.bodyHtml };
  return {
    subject: written.map((w) => w.subject).join(' / '),
    bodyHtml: written.map((w) => `<div lang="${w.language}">\n${w.bodyHtml}\n</div>`).join('\n<hr>\n'),
  };
}

const lines = (subject: string, parts: string[]) => ({ subject, bodyHtml: parts.filter(Boolean).join('\n') });

/**
 * A teacher's message written in both languages, as the school's mail language sends it: its Welsh,
 * its English, or both as the homework mails are (Welsh first). Its merge tags, in either part, are
 * replaced per recipient when it is sent, like those of a message in one language.
 */
export function bilingualMessage(
  written: Readonly<Record<Language, { subject: string; bodyHtml: string }>>,
  mailLanguage: MailLanguage,
): { subject: string; bodyHtml: string } {
  return inMailLanguages(mailLanguage, (language) => written[language]);
}

export interface HomeworkMailInput {
  title: string;
  /** Sanitised HTML. */
  description: string;
  subject: string;
  setBy: string;
  startDate: InEachLanguage;
  dueDate: InEachLanguage;
}

/** The homework-set mail; {{RecipientName}} is replaced per student when it is sent. */
export function homeworkSetMail(h: HomeworkMailInput, mailLanguage: MailLanguage = 'en'): { subject: string; bodyHtml: string } {
  return inMailLanguages(mailLanguage, (language) =>
    lines(mailText(language, 'setSubject', { title: h.title }), [
      `<p>${mailText(language, 'dear')}</p>`,
      `<p>${mailText(language, 'setIntro', { setBy: escapeHtml(h.setBy || mailText(language, 'yourTeacher')), subject: h.subject ? `${escapeHtml(h.subject)} ` : '', title: escapeHtml(h.title) })}</p>`,
      `<p>${mailText(language, 'setDates', { start: escapeHtml(inLanguage(h.startDate, language)), due: escapeHtml(inLanguage(h.dueDate, language)) })}</p>`,
      h.description,
      '<p>{{SchoolName}}</p>',
    ]),
  );
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
export function feedbackMail(f: FeedbackMailInput, mailLanguage: MailLanguage = 'en'): { subject: string; bodyHtml: string } {
  return inMailLanguages(mailLanguage, (language) =>
    lines(mailText(language, 'markedSubject', { title: f.title }), [
      `<p>${mailText(language, 'dear')}</p>`,
      `<p>${mailText(language, 'markedIntro', { setBy: escapeHtml(f.setBy || mailText(language, 'yourTeacher')), subject: f.subject ? `${escapeHtml(f.subject)} ` : '', title: escapeHtml(f.title) })}</p>`,
      f.grade ? `<p>${mailText(language, 'grade')} <strong>${paragraphs(f.grade)}</strong></p>` : '',
      f.comment ? `<p>${mailText(language, 'comment')}<br>${paragraphs(f.comment)}</p>` : '',
      '<p>{{SchoolName}}</p>',
    ]),
  );
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
