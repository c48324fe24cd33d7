// Every word the comment bank says, the marking view's and the server's, in one place (UK English).
import { excerptOf } from '../marking/rules';
import { DELETED_BANK_COMMENT_KEPT_DAYS, type CommentBankKind } from './codes';

/** What each bank is called where a comment is listed, and in its questions. */
export const BANK_NAMES: Record<CommentBankKind, string> = {
  own: 'My bank',
  subject: 'Department bank',
  school: 'School bank',
};

export const commentBankTexts = {
  open: 'Comment bank',
  title: 'Comment bank',
  searchLabel: 'Search the comment bank',
  searchHint: 'Up and Down choose a comment, Enter puts it in the comment at the cursor. Tags such as {{StudentName}} become this student’s details.',
  listLabel: 'Comments',
  loading: 'Loading the comment bank …',
  loadFailed: (message: string) => `The comment bank could not be loaded: ${message}`,
  empty: 'There are no comments in your banks for this subject yet. Write a comment and choose Add to my bank.',
  noMatch: (search: string) => `No comment matches “${search.trim()}”.`,
  found: (count: number, shown: number) =>
    count === 1 ? '1 comment' : count > shown ? `${count} comments: the first ${shown} are listed, type more to narrow them` : `${count} comments`,
  usedTimes: (uses: number) => (uses === 0 ? 'not used yet' : uses === 1 ? 'used once' : `used ${uses} times`),
  insert: 'Insert',
  edit: 'Edit',
  delete: 'Delete',
  close: 'Close',
  editLabel: 'Comment text',
  saveEdit: 'Save change',
  cancelEdit: 'Cancel',
  addToMine: 'Add to my bank',
  nothingToAdd: 'Write a comment first: Add to my bank keeps the comment as written.',
  added: (excerpt: string) => `Added to My bank: “${excerpt}”.`,
  addFailed: (message: string) => `The comment was not added: ${message}`,
  undo: 'Undo',
  // Edit asks first, naming the text that goes and the text that comes.
  editQuestion: {
    title: 'Change this comment?',
    intro: 'This replaces:',
    lines: ({ before, after }: { before: string; after: string }) => [`“${excerptOf(before)}”`, `with “${excerptOf(after)}”`],
    kept: 'You can undo the change straight away.',
    shared: (bank: CommentBankKind) => (bank === 'own' ? null : `Everyone who uses the ${BANK_NAMES[bank]} sees the change.`),
    confirm: 'Save change',
    cancel: 'Keep as it was',
  },
  // Delete asks first, naming the comment that goes.
  deleteQuestion: {
    title: 'Delete this comment?',
    intro: 'This deletes:',
    lines: ({ text, bank }: { text: string; bank: CommentBankKind }) => [`“${excerptOf(text)}” from the ${BANK_NAMES[bank]}`],
    kept: `A deleted comment is kept for ${DELETED_BANK_COMMENT_KEPT_DAYS} days: you can undo the delete straight away.`,
    shared: (bank: CommentBankKind) => (bank === 'own' ? null : `It goes for everyone who uses the ${BANK_NAMES[bank]}.`),
    confirm: 'Delete',
    cancel: 'Keep',
  },
  edited: (excerpt: string) => `Comment changed to “${excerpt}”.`,
  editUndone: 'Change undone: the comment is as it was.',
  deleted: (excerpt: string) => `Comment deleted: “${excerpt}”.`,
  deleteUndone: 'Comment put back.',
  changeFailed: (message: string) => `The comment bank was not changed: ${message}`,
} as const;

/** The server's refusals, in the teacher's words. */
export const commentBankRefusals = {
  notFound: 'Comment not found.',
  ownOnly: 'Only you can change your own bank.',
  subjectNeeded: "A department's comment needs its subject.",
  subjectNotFound: 'Subject not found.',
  notSubjectTeacher: "Only the subject's teachers and the school's administrators may change a department's bank.",
  notSchoolAdmin: "Only the school's administrators may change the school's bank.",
  changedSince: 'Someone changed this comment since you opened the bank. Open it again to see their version.',
  blank: 'A comment cannot be empty.',
  notDeleted: 'This comment is not deleted.',
  keptTooLong: `This comment was deleted more than ${DELETED_BANK_COMMENT_KEPT_DAYS} days ago and cannot be put back.`,
} as const;
