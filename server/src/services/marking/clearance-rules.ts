// When a cleared hand-in may be put back (issue 18): one rule for the restore itself and for the
// History's offer of it, so the button is shown exactly when the restore would be made.
import { CLEARED_HAND_INS_KEPT_DAYS } from '@homework/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Clears made before this instant are past keeping: refused, and purged. */
export const keptSince = (now: Date) => new Date(now.getTime() - CLEARED_HAND_INS_KEPT_DAYS * DAY_MS);

/** Why a cleared hand-in cannot be put back, in the order a teacher would want to hear it. */
export type RestoreBar = 'expired' | 'restored' | 'notOnHomework' | 'handedInAgain';

export interface ClearedHandIn {
  clearedAt: Date;
  restoredAt: Date | null;
  /** The same hand-in row was cleared again by a later clear (so it was handed in again since). */
  clearedAgain: boolean;
}

/**
 * Null when the hand-in may be restored. `link` is the student's row on the homework now (undefined
 * once they are taken off it). A hand-in made since the clear is never overwritten: the row has a
 * hand-in now, or had one that a later clear took.
 */
export function restoreBar(cleared: ClearedHandIn, link: { handedInDate: Date | null } | undefined, now: Date): RestoreBar | null {
  if (cleared.clearedAt.getTime() < keptSince(now).getTime()) return 'expired';
  if (cleared.restoredAt) return 'restored';
  if (!link) return 'notOnHomework';
  if (link.handedInDate || cleared.clearedAgain) return 'handedInAgain';
  return null;
}
