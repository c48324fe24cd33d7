// The homework form's draft (decision 0018, drafts per user and school): what a teacher typed in Create
// or Edit and has not saved, kept in this browser per user, school and homework (the suite's one draft
// key scheme, so Sign Out counts and clears it), so a reload, a sleep or a sign-in round trip never
// throws it away. It is offered back when the form opens again; saving, or changing everything back,
// forgets it.
import { useCallback, useEffect, useState } from 'react';
import { browserDraftStorage, draftKey, forgetDraft, keepDraft, readDraft } from '@homework/platform/drafts';
import type { HomeworkFormValues } from './form-values';

export interface FormDraft {
  values: HomeworkFormValues;
  /** When the teacher last typed, ISO instant. */
  savedAt: string;
}

/** The draft's key: Create's is 'new', Edit's the homework's id. */
export const formDraftKey = (userId: string, schoolId: string, homeworkId: string | null) =>
  draftKey('homework-form', userId, schoolId, homeworkId ?? 'new');

/**
 * A kept draft, read back against the form as loaded: one with other fields (another version of the
 * form) or unreadable counts as none, and so does one the same as the form (nothing to restore).
 */
export function parseFormDraft(kept: unknown, loaded: HomeworkFormValues): FormDraft | null {
  if (typeof kept !== 'object' || kept === null) return null;
  const { values, savedAt } = kept as Record<string, unknown>;
  if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
  if (typeof values !== 'object' || values === null) return null;
  const fields = (value: object) => Object.keys(value).sort().join();
  if (fields(values) !== fields(loaded)) return null;
  const draft = values as HomeworkFormValues;
  if (typeof draft.title !== 'string' || typeof draft.description !== 'string' || !Array.isArray(draft.attachments)) return null;
  if (JSON.stringify(draft) === JSON.stringify(loaded)) return null;
  return { values: draft, savedAt };
}

interface DraftedForm {
  values: HomeworkFormValues | null;
  unsaved: boolean;
  restore(values: HomeworkFormValues): void;
}

/**
 * Keeps the form's unsaved values under `key` (null while the user and school are not known) and
 * offers a kept draft once the form has loaded. While the offer stands nothing is written over it.
 */
export function useFormDraft(key: string | null, form: DraftedForm) {
  // undefined: not read yet; null: none, or answered.
  const [offer, setOffer] = useState<FormDraft | null | undefined>(undefined);
  const loaded = !!form.values;
  const { values, unsaved } = form;

  useEffect(() => {
    if (!key || !loaded || offer !== undefined) return;
    const storage = browserDraftStorage();
    setOffer(storage && values ? parseFormDraft(readDraft(storage, key), values) : null);
  }, [key, loaded, offer, values]);

  useEffect(() => {
    const storage = browserDraftStorage();
    if (!key || !storage || offer !== null) return;
    if (unsaved && values) keepDraft(storage, key, { values, savedAt: new Date().toISOString() } satisfies FormDraft);
    else forgetDraft(storage, key);
  }, [key, offer, unsaved, values]);

  const { restore } = form;
  const restoreDraft = useCallback(() => {
    if (offer) restore(offer.values);
    setOffer(null);
  }, [offer, restore]);
  /** Forgets the draft: the teacher discarded it, or the homework was saved. */
  const discard = useCallback(() => {
    const storage = browserDraftStorage();
    if (key && storage) forgetDraft(storage, key);
    setOffer(null);
  }, [key]);

  return { offer: offer ?? null, restore: restoreDraft, discard };
}
