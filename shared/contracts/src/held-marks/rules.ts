// Marks held, then released together (decision 0037): whether a student's mark is held, and what
// anyone but the homework's teachers reads of it. Pure, so the server's readers and the marking view
// apply one rule.
import type { Static } from 'typebox';
import type { HeldMarksRequestSchema, HeldMarksSchema, ReleaseMarksAnswerSchema } from './schemas';

export type HeldMarksRequest = Static<typeof HeldMarksRequestSchema>;
export type HeldMarks = Static<typeof HeldMarksSchema>;
export type ReleaseMarksAnswer = Static<typeof ReleaseMarksAnswerSchema>;

/** A student's row as the rule needs it: its homework's choice, whether the row was released, its mark. */
export interface MarkState {
  releaseMarksTogether: boolean;
  /** The row's marks have been released (by Release marks, or given before the choice was turned on). */
  released: boolean;
  result: string | null;
  comments: string | null;
}

/** Held: the homework releases marks together, this student's have not been released, and there is a mark. */
export const isMarkHeld = (state: MarkState): boolean =>
  state.releaseMarksTogether && !state.released && (state.result !== null || state.comments !== null);

/** The grade and comment a student, a parent, a student overview or a mail may read: none while held. */
export function releasedMark(state: MarkState): { result: string | null; comments: string | null } {
  return isMarkHeld(state) ? { result: null, comments: null } : { result: state.result, comments: state.comments };
}
