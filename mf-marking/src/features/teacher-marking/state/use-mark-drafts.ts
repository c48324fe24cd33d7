// What the teacher typed for the active student, kept as a draft on every keystroke (02 §5), and the
// kept draft offered back until they type, restore or discard it.
import { useRef, useState } from 'react';
import { draftToOffer, forgetDraft, keepDraft, type DraftOwner, type DraftStorage, type MarkDraft } from '../utils/drafts';
import type { MarkingRow } from '../utils/marking-rows';
import type { MarkValues } from '../components/mark-panel';

/** The saved mark, as the page read it. */
export interface ReadMark {
  result: string | null;
  comments: string | null;
}

/** What the teacher typed, for one student, and the saved mark it was typed over. */
interface TypedMark extends MarkValues {
  studentId: string;
  /**
   * The mark as it was when the teacher began typing (decision 0020): a save is refused when the mark
   * has changed since, even when the page has read the newer one meanwhile (a refetch behind the
   * fields).
   */
  read: ReadMark;
}

const draftStorage = (): DraftStorage => window.localStorage;

export function useMarkDrafts(homeworkId: string, userId: string | null, activeRow: MarkingRow | null, handedIn: boolean) {
  const activeId = activeRow?.studentId ?? null;
  const [typed, setTypedState] = useState<TypedMark | null>(null);
  // What was typed, as of the last keystroke: a key pressed straight after typing (Ctrl+Enter) may
  // come before React has rendered that keystroke, and must still save it.
  const typedNow = useRef<TypedMark | null>(null);
  const setTyped = (mark: TypedMark | null) => {
    typedNow.current = mark;
    setTypedState(mark);
  };

  const saved = { result: activeRow?.result ?? null, comments: activeRow?.comments ?? null };
  const values: MarkValues =
    typed && typed.studentId === activeId ? typed : { result: saved.result ?? '', comments: saved.comments ?? '' };
  const owner = (studentId: string): DraftOwner | null => (userId ? { userId, homeworkId, studentId } : null);
  const activeOwner = activeId ? owner(activeId) : null;
  // A kept draft is offered until the teacher types, restores or discards for this student.
  const offered: MarkDraft | null =
    activeOwner && handedIn && typed?.studentId !== activeId ? draftToOffer(draftStorage(), activeOwner, saved) : null;

  /** The active student's values as of the last keystroke. */
  const current = (): MarkValues => (typedNow.current?.studentId === activeId ? typedNow.current : values);
  /** The saved mark the active student's values were typed over. */
  const read = (): ReadMark => (typedNow.current?.studentId === activeId ? typedNow.current.read : saved);
  const type = (field: keyof MarkValues, text: string) => {
    if (!activeId) return;
    const next = { ...current(), [field]: text };
    setTyped({ studentId: activeId, result: next.result, comments: next.comments, read: read() });
    if (activeOwner) keepDraft(draftStorage(), activeOwner, { result: next.result, comments: next.comments, savedAt: new Date().toISOString() }, saved);
  };
  const restore = (draft: MarkDraft) => {
    if (activeId) setTyped({ studentId: activeId, result: draft.result, comments: draft.comments, read: saved });
  };
  const discard = () => {
    if (!activeId || !activeOwner) return;
    forgetDraft(draftStorage(), activeOwner);
    setTyped({ studentId: activeId, result: saved.result ?? '', comments: saved.comments ?? '', read: saved });
  };
  /** Forgets a student's kept draft, once what it held is saved or cleared. */
  const forget = (studentId: string) => {
    const studentOwner = owner(studentId);
    if (studentOwner) forgetDraft(draftStorage(), studentOwner);
  };
  /** Forgets what was typed (the mark is being cleared, or the teacher kept another's). */
  const clearTyped = () => setTyped(null);
  /** The student whose fields hold what the teacher typed (the active one), or null. */
  const typedFor = typed?.studentId === activeId ? activeId : null;
  return { values, offered, typedFor, current, read, type, restore, discard, forget, clearTyped };
}
