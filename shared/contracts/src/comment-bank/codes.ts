// The comment bank's codes and limits, apart so that its rules (rules.ts) and schemas (schemas.ts)
// are built from one set of values without importing each other.
import { MAX_MARK_COMMENTS_LENGTH } from '../marking/codes';

/** Whose a comment is: a teacher's own, a subject department's (its teachers'), or the whole school's. */
export const COMMENT_BANKS = ['own', 'subject', 'school'] as const;
export type CommentBankKind = (typeof COMMENT_BANKS)[number];

/** A banked comment is inserted into a marking comment, so it is never longer than one. */
export const MAX_BANK_COMMENT_LENGTH = MAX_MARK_COMMENTS_LENGTH;

/** A deleted comment is kept this long for its Undo, then purged. */
export const DELETED_BANK_COMMENT_KEPT_DAYS = 30;

/** The shortcut that opens the bank, also from inside the comment (ARIA's aria-keyshortcuts form, and as the help lists it). */
export const COMMENT_BANK_SHORTCUT = { aria: 'Control+/ b', help: ['Ctrl+/', 'b'] } as const;
