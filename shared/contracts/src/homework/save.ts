// Homework saves (01 §3, §7): the Create and Edit bodies, the version an edit names, and the texts
// of a stale or missing homework. The bodies are written here, not from their schemas: those are
// deliberately lenient (anything may arrive), so that validateHomework answers in the spec's words.
import type { HOMEWORK_SOURCE } from '../constants';
import type { HomeworkAttachment } from './attachments';

/** Body of Create. CreatedById/CreatedBy are ignored by the server: the creator is the signed-in user. */
export interface HomeworkSaveRequest {
  Title: string;
  /** HTML from the editor; the server stores it sanitised. */
  Description: string;
  SubjectId: string;
  Subject?: string;
  CreatedById?: string;
  CreatedBy?: string;
  SetById: string;
  SetBy?: string;
  Source?: typeof HOMEWORK_SOURCE;
  /** Student ids chosen individually. */
  Students: string[];
  /** Group ids; resolved to their members when saved. */
  Groups: string[];
  Attachments: HomeworkAttachment[];
  /** ISO date or instant; stored as the start of that day in the school's time zone. */
  StartDate: string;
  DueDate: string;
  AllowStudentAttachments: boolean;
  /**
   * Release marks together (decision 0037): grades and comments held as drafts until Release marks.
   * Off when left out of Create; left as it is when left out of Edit.
   */
  ReleaseMarksTogether?: boolean;
}

/**
 * Body of Edit: the create body plus Id (01 §7). Version is optional: our client sends the version it
 * read both as Version and as `If-Match` (a stale one answers 409 or 412); a spec-shaped body saves.
 */
export interface HomeworkEditRequest extends Omit<HomeworkSaveRequest, 'CreatedById' | 'CreatedBy'> {
  Id: string;
  Version?: number;
}

/** GetHomework's `ETag` for a saved version; Edit's `If-Match` must name it. */
export const homeworkETag = (version: number): string => `"${version}"`;

/** Whether an `If-Match` header value names the current version (`*` names any existing one; RFC 9110 §13.1.1). */
export function ifMatchAccepts(header: string, version: number): boolean {
  const current = homeworkETag(version);
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === current);
}

export const STALE_EDIT_MESSAGE =
  'This homework has been changed by someone else since you opened it. Reload it to see their changes, then save yours again.';
/**
 * What a save refused as stale (409 for a stale Version, 412 for a stale If-Match) carries beside its
 * message, which is in the caller's language: the form knows the refusal by it, never by its words.
 */
export const STALE_EDIT_DETAIL = { refused: 'stale-edit' } as const;
/** Whether a refusal's body is that of a stale save. */
export const isStaleEditRefusal = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { refused?: unknown }).refused === STALE_EDIT_DETAIL.refused;
export const HOMEWORK_NOT_FOUND_MESSAGE = 'Homework not found.';
/**
 * Said beside Edit's question (whose words are the spec's): who an edit tells and who it does not.
 * An edit mails no one about changed dates or details; only students it adds get the homework-set
 * mail, and that only where the school sends homework mail (docs/teacher-week.md, week 2 item 10).
 */
export const SAVE_CONFIRM_WHO_IS_TOLD =
  'No email tells students or parents about changed dates or details: they see the change here. Only students you have added are emailed the homework, where your school sends homework emails.';

/** The homework form's draft (decision 0018): what was typed and not saved, offered back when the form opens again. */
export const formDraftTexts = {
  offered: (when: string) => `You have changes to this homework from ${when} that were not saved.`,
  offeredDetail: 'They were kept in this browser. Restore them to carry on, or discard them.',
  restore: 'Restore my changes',
  discard: 'Discard them',
} as const;

/**
 * Edit refused because someone else saved the homework since it was read (409/412): the page's
 * words, which keep the teacher's changes either way, instead of the service's advice to reload.
 */
export const staleEditTexts = {
  title: 'Someone else has saved this homework since you opened it.',
  choose: 'Your changes are still here. Save yours over theirs, or load theirs and keep yours beside the form to copy from.',
  saveMine: 'Save mine over theirs',
  useTheirs: 'Use theirs, keep mine beside',
  mineBeside: 'Your changes, not saved',
  mineBesideHint: 'The form now shows the saved homework. Copy what you need from your changes below, then Save.',
  putMineBack: 'Put mine back in the form',
  closeMine: 'Close',
} as const;
