// A half-written message (decision 0018): kept per teacher and school under the suite's one key scheme
// (@homework/platform/drafts, so Sign Out counts and clears it), so that a reload, a sleep or a
// sign-in round trip never throws it away; offered back as marking's drafts are. Pure rules here.
// Attachments are not kept: an upload is the server's for this composer's life only.
import { inSchoolZone, type HomeworkAttachment, type SendTo } from '@homework/contracts';
import type { AssignedTo } from '@homework/ui';

/** What the composer holds (02 §3 "Message draft state"): the selection, Send to, subject, message and attachments. */
export interface ComposeValues {
  assignedTo: AssignedTo;
  sendTo: SendTo;
  subject: string;
  message: string;
  attachments: HomeworkAttachment[];
}

export interface KeptMessage {
  assignedTo: AssignedTo;
  sendTo: SendTo;
  subject: string;
  message: string;
  /** When the teacher last typed, ISO instant. */
  savedAt: string;
}

/** What a teacher would be sorry to lose: words typed, recipients chosen or files attached. */
export function hasUnsentWork(values: Pick<KeptMessage, 'assignedTo' | 'subject' | 'message'> & { attachments: readonly unknown[] }): boolean {
  return (
    values.subject.trim() !== '' ||
    values.message.trim() !== '' ||
    values.assignedTo.groups.length + values.assignedTo.students.length > 0 ||
    values.attachments.length > 0
  );
}

const SEND_TO: readonly SendTo[] = ['students', 'parents', 'both'];
const isList = (value: unknown) => Array.isArray(value);

/** A kept draft read back; anything unreadable (hand-edited, another version) counts as none. */
export function parseKeptMessage(value: unknown): KeptMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { assignedTo, sendTo, subject, message, savedAt } = value as Record<string, unknown>;
  if (typeof subject !== 'string' || typeof message !== 'string' || typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
  if (!SEND_TO.includes(sendTo as SendTo)) return null;
  const chosen = assignedTo as Partial<AssignedTo> | null;
  if (typeof chosen !== 'object' || chosen === null || !isList(chosen.groups) || !isList(chosen.students)) return null;
  return { assignedTo: { groups: chosen.groups!, students: chosen.students! }, sendTo: sendTo as SendTo, subject, message, savedAt };
}

/** The note offering a kept message back; its date is the school's day, DD/MM/YYYY as the house writes dates. */
export function keptMessageNote(draft: Pick<KeptMessage, 'savedAt'>, timeZone: string): string {
  const when = inSchoolZone(draft.savedAt, timeZone)?.format('DD/MM/YYYY') ?? 'earlier';
  return `You have an unsent message from ${when}.`;
}
