// The comment bank's rules (decision 0035), pure so the server and the marking view use the same ones:
// who may use and change each bank, the order the bank is offered in, its search, and a comment put in
// at the cursor with its merge tags (messaging's, decision 0035) filled in for the student.
import { replaceMergeTags, type MergeTagValues } from '../messaging/rules';
import type { CommentBankKind } from './codes';
// Type-only: the answer types come from the server's schemas, and typebox stays out of the pages.
import type { Static } from 'typebox';
import type {
  AddBankCommentSchema,
  BankCommentIdSchema,
  BankCommentSchema,
  CommentBankAnswerSchema,
  CommentBankRequestSchema,
  DeletedBankCommentSchema,
  EditBankCommentSchema,
  UsedBankCommentSchema,
} from './schemas';

export type CommentBankRequest = Static<typeof CommentBankRequestSchema>;
export type BankComment = Static<typeof BankCommentSchema>;
export type CommentBankAnswer = Static<typeof CommentBankAnswerSchema>;
export type AddBankCommentRequest = Static<typeof AddBankCommentSchema>;
export type EditBankCommentRequest = Static<typeof EditBankCommentSchema>;
export type BankCommentIdRequest = Static<typeof BankCommentIdSchema>;
export type DeletedBankComment = Static<typeof DeletedBankCommentSchema>;
export type UsedBankComment = Static<typeof UsedBankCommentSchema>;

// ---------------------------------------------------------------------------------------------
// Who may use and change a bank.

/** The caller as the bank's rules see them. */
export interface BankCaller {
  userId: string;
  /** Holds the school admin role (role 1 or 3): edits every shared bank. */
  isSchoolAdmin: boolean;
  /**
   * The subjects the caller teaches. The data has no link of teacher to subject, so a teacher teaches
   * the subjects of the homework they set or created (decision 0035).
   */
  subjectIds: readonly string[];
}

/** Where a comment sits: whose bank, and the subject it is for. */
export interface BankPlace {
  bank: CommentBankKind;
  /** The teacher whose own bank it is (own only). */
  ownerId: string | null;
  /** A department's subject; for one's own or the school's, the subject it is kept for, if any. */
  subjectId: string | null;
}

const sameId = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
const teaches = (caller: BankCaller, subjectId: string | null) => caller.subjectIds.some((id) => sameId(id, subjectId));

/** Whether the caller sees a comment: their own bank's, a department's they teach (every one for a school admin), the school's. */
export function canSeeBankComment(caller: BankCaller, place: BankPlace): boolean {
  switch (place.bank) {
    case 'own':
      return sameId(place.ownerId, caller.userId);
    case 'subject':
      return caller.isSchoolAdmin || teaches(caller, place.subjectId);
    case 'school':
      return true;
  }
}

/** Whether the caller may add, edit and delete there: their own bank; a department's its teachers and school admins; the school's school admins. */
export function canChangeBank(caller: BankCaller, place: BankPlace): boolean {
  switch (place.bank) {
    case 'own':
      return sameId(place.ownerId, caller.userId);
    case 'subject':
      return !!place.subjectId && (caller.isSchoolAdmin || teaches(caller, place.subjectId));
    case 'school':
      return caller.isSchoolAdmin;
  }
}

/** A comment is offered for a homework's subject when it is for that subject or for none. */
export const isForSubject = (place: Pick<BankPlace, 'subjectId'>, subjectId: string | null | undefined) =>
  !subjectId || place.subjectId === null || sameId(place.subjectId, subjectId);

// ---------------------------------------------------------------------------------------------
// The order the bank is offered in, and its search.

const BANK_ORDER: Record<CommentBankKind, number> = { own: 0, subject: 1, school: 2 };

/** The most used first (by the caller), then the most lately used, then the teacher's own bank before the shared ones, then A to Z. */
export function rankBankComments<C extends Pick<BankComment, 'Bank' | 'Text' | 'Uses' | 'LastUsedAt'>>(comments: readonly C[]): C[] {
  return [...comments].sort(
    (a, b) =>
      b.Uses - a.Uses ||
      (b.LastUsedAt ?? '').localeCompare(a.LastUsedAt ?? '') ||
      BANK_ORDER[a.Bank] - BANK_ORDER[b.Bank] ||
      a.Text.localeCompare(b.Text, 'en-GB'),
  );
}

/** Lower case, accents and punctuation as spaces: 'Café, très bien!' is 'cafe tres bien'. */
export function searchableText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A bank ready to search: each comment with its searchable text, made once when the bank is read. */
export interface BankSearchIndex<C> {
  entries: readonly { comment: C; text: string }[];
}

export function bankSearchIndex<C extends Pick<BankComment, 'Text'>>(ranked: readonly C[]): BankSearchIndex<C> {
  return { entries: ranked.map((comment) => ({ comment, text: ` ${searchableText(comment.Text)}` })) };
}

/**
 * The comments holding every word of the search, each word at the start of a word of the comment
 * ('encour' finds 'Encouraging'), in the bank's order; an empty search is the whole bank.
 */
export function searchBank<C>(index: BankSearchIndex<C>, search: string): C[] {
  const words = searchableText(search).split(' ').filter(Boolean).map((word) => ` ${word}`);
  if (words.length === 0) return index.entries.map((entry) => entry.comment);
  const found: C[] = [];
  for (const entry of index.entries) {
    if (words.every((word) => entry.text.includes(word))) found.push(entry.comment);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Inserting a comment.

/** Who a marking comment is for and from: the merge tags' values (messaging's tag names). */
export interface CommentTagSource {
  /** The student's first name as the school shows it (DisplayForename). */
  studentForename: string;
  schoolName: string;
  /** The teacher marking, as the suite names them. */
  teacherName: string;
}

/**
 * A marking comment is written to the student, who is its recipient: {{RecipientName}} and
 * {{StudentName}} both put in their first name, as a teacher writes it (decision 0035).
 */
export const commentTagValues = (source: CommentTagSource): MergeTagValues => ({
  RecipientName: source.studentForename,
  StudentName: source.studentForename,
  SchoolName: source.schoolName,
  SenderName: source.teacherName,
});

/** A banked comment with its merge tags replaced, by messaging's one replacement. */
export const fillBankComment = (text: string, source: CommentTagSource) => replaceMergeTags(text, commentTagValues(source));

/** Where the cursor is in a text field: the selection's start and end (equal when nothing is selected). */
export interface FieldSelection {
  start: number;
  end: number;
}

/**
 * The field's value with `insert` in place of the selection, and where the cursor goes after it. A
 * space is put between the insert and a word it would otherwise run into on either side.
 */
export function insertAtCursor(value: string, selection: FieldSelection, insert: string): { value: string; cursor: number } {
  const start = Math.max(0, Math.min(selection.start, value.length));
  const end = Math.max(start, Math.min(selection.end, value.length));
  const before = value.slice(0, start);
  const after = value.slice(end);
  const text = insert.trim();
  const spaceBefore = before !== '' && !/\s$/.test(before) ? ' ' : '';
  const spaceAfter = after !== '' && !/^\s/.test(after) ? ' ' : '';
  const inserted = `${spaceBefore}${text}${spaceAfter}`;
  return { value: `${before}${inserted}${after}`, cursor: before.length + spaceBefore.length + text.length };
}

/** The comment as Add to my bank keeps it: trimmed, or null when there is nothing to keep. */
export function commentToBank(comment: string): string | null {
  const text = comment.trim();
  return text === '' ? null : text;
}
