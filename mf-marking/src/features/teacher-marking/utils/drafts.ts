/**
 * Unsaved grades and comments (decision 0018, "nothing typed is lost"): kept per teacher, homework and
 * student so a reload, a failed save or moving to another student never throws them away. Pure
 * rules here; the storage itself is passed in so the rules are tested without a browser.
 */
import { inSchoolZone, type Language } from '@homework/contracts';
import { draftKey as suiteDraftKey } from '@homework/platform/drafts';
import { markingText } from '../../../messages';

export interface MarkDraft {
  result: string;
  comments: string;
  /** When the teacher last typed, ISO instant. */
  savedAt: string;
}

export interface DraftOwner {
  userId: string;
  homeworkId: string;
  studentId: string;
}

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The suite's one key scheme for drafts, so Sign Out can count and clear these with the others. */
export const draftKey = ({ userId, homeworkId, studentId }: DraftOwner) => suiteDraftKey('marking', userId, homeworkId, studentId);

/** A draft is worth keeping only when it differs from what the server already holds. */
export function isDraftWorthKeeping(
  draft: Pick<MarkDraft, 'result' | 'comments'>,
  saved: { result: string | null; comments: string | null },
): boolean {
  return draft.result !== (saved.result ?? '') || draft.comments !== (saved.comments ?? '');
}

/** Reads a draft back; anything unreadable (hand-edited, another version) counts as no draft. */
export function parseDraft(text: string | null): MarkDraft | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { result, comments, savedAt } = value as Record<string, unknown>;
    if (typeof result !== 'string' || typeof comments !== 'string' || typeof savedAt !== 'string') return null;
    if (Number.isNaN(Date.parse(savedAt))) return null;
    return { result, comments, savedAt };
  } catch {
    return null;
  }
}

/** The draft to offer back: only one that still differs from the saved mark. */
export function draftToOffer(
  storage: DraftStorage,
  owner: DraftOwner,
  saved: { result: string | null; comments: string | null },
): MarkDraft | null {
  const draft = parseDraft(storage.getItem(draftKey(owner)));
  return draft && isDraftWorthKeeping(draft, saved) ? draft : null;
}

/** Keeps what the teacher typed, or forgets it when it matches the saved mark again. */
export function keepDraft(
  storage: DraftStorage,
  owner: DraftOwner,
  draft: MarkDraft,
  saved: { result: string | null; comments: string | null },
): void {
  if (isDraftWorthKeeping(draft, saved)) storage.setItem(draftKey(owner), JSON.stringify(draft));
  else storage.removeItem(draftKey(owner));
}

/** Called after a successful save or when the teacher chooses Discard. */
export const forgetDraft = (storage: DraftStorage, owner: DraftOwner) => storage.removeItem(draftKey(owner));

/** The note offering a draft back; its date is the school's day, DD/MM/YYYY as the house writes dates. */
export function draftNote(draft: Pick<MarkDraft, 'savedAt'>, timeZone: string, language: Language = 'en'): string {
  const when = inSchoolZone(draft.savedAt, timeZone)?.format('DD/MM/YYYY') ?? markingText.format('mark.draftEarlier', undefined, language);
  return markingText.format('mark.draftNote', { when }, language);
}
