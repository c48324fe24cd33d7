// A half-written message (decision 0018): kept per teacher and school under the suite's one key scheme
// (@homework/platform/drafts, so Sign Out counts and clears it), so that a reload, a sleep or a
// sign-in round trip never throws it away; offered back as marking's drafts are. Pure rules here.
// Attachments are not kept: an upload is the server's for this composer's life only.
import { inSchoolZone, type HomeworkAttachment, type Language, type SendTo } from '@homework/contracts';
import type { AssignedTo } from '@homework/ui';
import { messagingMessages } from '../../../messages';

/** What the composer holds (02 §3 "Message draft state"): the selection, Send to, subject, message and attachments. */
export interface ComposeValues {
  assignedTo: AssignedTo;
  sendTo: SendTo;
  subject: string;
  message: string;
  attachments: HomeworkAttachment[];
  /** Written in Welsh and English: subject and message are then the English part. */
  bilingual: boolean;
  subjectCy: string;
  messageCy: string;
}

/** The Welsh part of a message written in both languages, kept with it. */
export interface KeptWelsh {
  subject: string;
  message: string;
}

export interface KeptMessage {
  assignedTo: AssignedTo;
  sendTo: SendTo;
  subject: string;
  message: string;
  /** When the teacher last typed, ISO instant. */
  savedAt: string;
  /** Only for a message written in both languages. */
  welsh?: KeptWelsh;
}

/** What a teacher would be sorry to lose: words typed, recipients chosen or files attached. */
export function hasUnsentWork(
  values: Pick<KeptMessage, 'assignedTo' | 'subject' | 'message'> & { attachments: readonly unknown[]; subjectCy?: string; messageCy?: string },
): boolean {
  return (
    values.subject.trim() !== '' ||
    values.message.trim() !== '' ||
    (values.subjectCy ?? '').trim() !== '' ||
    (values.messageCy ?? '').trim() !== '' ||
    values.assignedTo.groups.length + values.assignedTo.students.length > 0 ||
    values.attachments.length > 0
  );
}

const SEND_TO: readonly SendTo[] = ['students', 'parents', 'both'];
const isList = (value: unknown) => Array.isArray(value);

/** A kept draft read back; anything unreadable (hand-edited, another version) counts as none. */
export function parseKeptMessage(value: unknown): KeptMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { assignedTo, sendTo, subject, message, savedAt, welsh } = value as Record<string, unknown>;
  if (typeof subject !== 'string' || typeof message !== 'string' || typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
  if (!SEND_TO.includes(sendTo as SendTo)) return null;
  const chosen = assignedTo as Partial<AssignedTo> | null;
  if (typeof chosen !== 'object' || chosen === null || !isList(chosen.groups) || !isList(chosen.students)) return null;
  const kept: KeptMessage = { assignedTo: { groups: chosen.groups!, students: chosen.students! }, sendTo: sendTo as SendTo, subject, message, savedAt };
  const both = welsh as Partial<KeptWelsh> | null | undefined;
  if (typeof both?.subject === 'string' && typeof both.message === 'string') kept.welsh = { subject: both.subject, message: both.message };
  return kept;
}

/** The note offering a kept message back; its date is the school's day, DD/MM/YYYY as the house writes dates. */
export function keptMessageNote(draft: Pick<KeptMessage, 'savedAt'>, timeZone: string, language: Language = 'en'): string {
  const when = inSchoolZone(draft.savedAt, timeZone)?.format('DD/MM/YYYY') ?? messagingMessages.format('form.keptEarlier', undefined, language);
  return messagingMessages.format('form.kept', { when }, language);
}
