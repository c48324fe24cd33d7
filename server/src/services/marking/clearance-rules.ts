// When a cleared hand-in may be put back (decision 0016): one rule for the restore itself and for the
// History's offer of it, so the button is shown exactly when the restore would be made.
import { CLEARED_HAND_INS_KEPT_DAYS } from '@homework/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Clears made before this instant are past keeping: refused, and purged. */
export const keptSince = (now: Date) => new Date(now.getTime() - CLEARED_HAND_INS_KEPT_DAYS * DAY_MS);

/**
 * Why a cleared hand-in (or mark) cannot be put back, in the order a teacher would want to hear it.
 * A mark goes back only onto the hand-in it was on, and never over a mark made since.
 */
export type RestoreBar = 'expired' | 'restored' | 'notOnHomework' | 'handedInAgain' | 'notHandedIn' | 'markedAgain';

export interface ClearedHandIn {
  /** What the clear took; a clear of hand-ins when left out. */
  kind?: 'hand-ins' | 'mark';
  clearedAt: Date;
  restoredAt: Date | null;
  /** The same hand-in row was cleared again by a later clear (so it was handed in again since). */
  clearedAgain: boolean;
}

/**
 * Null when the hand-in (or mark) may be restored. `link` is the student's row on the homework now
 * (undefined once they are taken off it). A hand-in made since the clear is never overwritten: the row
 * has a hand-in now, or had one that a later clear took; likewise a mark made since a mark's clear.
 */
export function restoreBar(
  cleared: ClearedHandIn,
  link: { handedInDate: Date | null; marked?: boolean } | undefined,
  now: Date,
): RestoreBar | null {
  if (cleared.clearedAt.getTime() < keptSince(now).getTime()) return 'expired';
  if (cleared.restoredAt) return 'restored';
  if (!link) return 'notOnHomework';
  if (cleared.kind === 'mark') {
    if (!link.handedInDate) return 'notHandedIn';
    if (link.marked || cleared.clearedAgain) return 'markedAgain';
    return null;
  }
  if (link.handedInDate || cleared.clearedAgain) return 'handedInAgain';
  return null;
}

/** The rule's view of a cleared row and of the student's row now, as the queries read them. */
export const clearedOf = (c: { kind: 'hand-ins' | 'mark'; cleared_at: Date; restored_at: Date | null; cleared_again: boolean }): ClearedHandIn => ({
  kind: c.kind,
  clearedAt: c.cleared_at,
  restoredAt: c.restored_at,
  clearedAgain: c.cleared_again,
});
export const linkNow = (link: { handed_in_date: Date | null; result: string | null; comments: string | null }) => ({
  handedInDate: link.handed_in_date,
  marked: link.result !== null || link.comments !== null,
});
