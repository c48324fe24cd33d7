// Delete that can be undone (01 §2's Delete; the rule that nothing a teacher did is lost by one click).
// Type-only: the answer types come from the server's schemas, and typebox stays out of the pages.
import type { Static } from 'typebox';
import type { DeleteCountsSchema, DeletedHomeworkSchema, RestoreDeletedAnswerSchema } from './schemas';

/**
 * How long a deleted homework can be restored, with everything under it (who it is set for, hand-ins,
 * marks, history, attachments and submitted files); then the server purges it for good (at start and
 * hourly). The same period as a clear of hand-ins (CLEARED_HAND_INS_KEPT_DAYS).
 */
export const DELETED_HOMEWORK_KEPT_DAYS = 30;

/** What a delete takes, or took: students it is set for, their hand-ins and marks, and files (the homework's attachments and the students' submitted files). */
export type DeleteCounts = Static<typeof DeleteCountsSchema>;

/** One homework of Recently deleted. KeptUntil: after this instant it can no longer be restored. */
export type DeletedHomework = Static<typeof DeletedHomeworkSchema>;

/** POST RestoreDeletedHomework/{id}'s answer. */
export type RestoreDeletedAnswer = Static<typeof RestoreDeletedAnswerSchema>;

const countOf = (count: number, one: string, many: string) => `${count === 0 ? 'no' : count} ${count === 1 ? one : many}`;

/** The delete question's words below the spec's (MESSAGES.deleteConfirmTitle and deleteConfirmBody), and its Undo and Restore. */
export const deleteTexts = {
  counting: 'Counting what this deletes ...',
  intro: 'This deletes:',
  /** Exactly what goes, every kind named even when there is none. */
  lines: (counts: DeleteCounts) => [
    `the homework, set for ${countOf(counts.Students, 'student', 'students')}`,
    countOf(counts.HandIns, 'hand-in', 'hand-ins'),
    countOf(counts.Marks, 'mark (grade and comment)', 'marks (grades and comments)'),
    countOf(counts.Files, 'file (attachments and submitted files)', 'files (attachments and submitted files)'),
  ],
  kept: `A deleted homework is kept for ${DELETED_HOMEWORK_KEPT_DAYS} days: you can undo it straight away, or restore it from Recently deleted on All Homework.`,
  /** The count failed: said, and the teacher may go on, as a delete can be undone. */
  countFailed: (serverMessage: string) =>
    `What this deletes could not be counted. ${serverMessage} You can still delete it: it is kept for ${DELETED_HOMEWORK_KEPT_DAYS} days, to undo straight away or restore from Recently deleted.`,
  deleted: (title: string) => `“${title}” deleted.`,
  undo: 'Undo',
  restore: 'Restore',
  restored: (title: string) => `“${title}” restored.`,
  restoreFailed: (serverMessage: string) => `Not restored. ${serverMessage}`,
  recentlyDeleted: 'Recently deleted',
  recentlyDeletedIntro: `Homework deleted in the last ${DELETED_HOMEWORK_KEPT_DAYS} days can be restored with everything under it.`,
  noneDeleted: `No homework has been deleted in the last ${DELETED_HOMEWORK_KEPT_DAYS} days.`,
  done: 'Done',
  /** A homework deleted elsewhere, opened from a link or a page left open: said, with where to get it back. */
  goneTitle: 'This homework has been deleted.',
  gone: (by: string | null, when: string) =>
    `It was deleted${by ? ` by ${by}` : ''} on ${when}. It can be restored, with everything under it, from Recently deleted on All Homework.`,
  openRecentlyDeleted: 'Open Recently deleted',
} as const;

/** What a 404 for a homework that was deleted (and is kept for Recently deleted) carries beside its message. */
export interface HomeworkDeletedDetail {
  /** The staff member who deleted it, as names are shown; null when no longer on the staff list. */
  DeletedBy: string | null;
  /** The instant it was deleted (ISO 8601). */
  DeletedAt: string;
}

/** The deleted homework's who and when, from a refusal's body; null for any other refusal. */
export function homeworkDeletedOf(body: unknown): HomeworkDeletedDetail | null {
  const deleted = typeof body === 'object' && body !== null ? (body as { deleted?: unknown }).deleted : undefined;
  if (typeof deleted !== 'object' || deleted === null) return null;
  const { DeletedBy, DeletedAt } = deleted as Record<string, unknown>;
  if (typeof DeletedAt !== 'string' || !(DeletedBy === null || typeof DeletedBy === 'string')) return null;
  return { DeletedBy, DeletedAt };
}
