// How a marking change is made (02 §4, §5): what a request wants of a student's row is planned
// against the row as it is (the new row, its history, what it clears), then written with its
// history, the clear that keeps what it took (routes/clearances.ts) and its live events (decision
// 0030), in the request's transaction.
import { randomUUID } from 'node:crypto';
import { clearCountsOf, handInDateRefusal, handInStatusOf, type ClearCounts, type MarkingEventKind } from '@homework/contracts';
import type { Queryable } from '../../db';
import { iso } from '../../domain/school-days';
import { httpErrors } from '../../kit';
import { takeClearance, type ClearanceKind } from './queries/clearances';
import { insertEvents, type NewEvent } from './queries/events';
import { dayFrom, markHeldOf, requireLink, type SchoolDays } from './rules';
import { insertAudit, updateLinks, type AuditEntry, type LinkChange, type LinkRow } from './queries/marking';

/** What a request asks of one student's row; an absent field stays as it is. */
export interface Wanted {
  handedInDay?: string | null;
  result?: string | null;
  comments?: string | null;
  extendedDay?: string | null;
  /** Clear Grade and Comment: the grade and comment go, kept by a clear of kind 'mark'. */
  clearMark?: boolean;
}

export interface Planned {
  link: LinkRow;
  change: LinkChange;
  audit: AuditEntry[];
  /**
   * What the change clears, kept by the clear for a time: the hand-in (with its mark and the
   * student's submitted files, 02 §4), or only the mark; null when it clears nothing.
   */
  cleared: ClearanceKind | null;
}

/** What a request cleared, for Undo: the clear (null when it cleared nothing) and what it took. */
interface Clearance {
  id: string | null;
  counts: ClearCounts;
}

/** An empty or blank grade or comment is none. */
export const blankToNull = (text: string | null | undefined) => (text == null || text.trim() === '' ? null : text);

/**
 * The row after the change and the audit rows it needs. Clearing the hand-in also clears the grade
 * and comment (a mark on work not handed in would be kept out of sight, then return unasked on the
 * next hand-in); the history keeps the old values.
 */
export function plan(link: LinkRow, wanted: Wanted, days: SchoolDays): Planned {
  const oldDay = days.dayOf(link.handed_in_date);
  const newDay = wanted.handedInDay === undefined ? oldDay : wanted.handedInDay;
  // The same day keeps the recorded instant (and writes no history).
  const handedInDate = newDay === oldDay ? link.handed_in_date : newDay === null ? null : days.start(newDay);
  const handInCleared = oldDay !== null && newDay === null;
  const markCleared = !handInCleared && !!wanted.clearMark && (link.result !== null || link.comments !== null);
  const result = handInCleared || wanted.clearMark ? null : wanted.result === undefined ? link.result : blankToNull(wanted.result);
  const comments = handInCleared || wanted.clearMark ? null : wanted.comments === undefined ? link.comments : blankToNull(wanted.comments);
  const oldExtension = days.dayOf(link.extended_due_date);
  const newExtension = wanted.extendedDay === undefined ? oldExtension : wanted.extendedDay;
  const extendedDueDate = newExtension === oldExtension ? link.extended_due_date : newExtension === null ? null : days.start(newExtension);
  const status = handInStatusOf({ handedInDate: newDay, result });

  const audit: AuditEntry[] = [];
  const note = (field: AuditEntry['field'], oldValue: string | null, newValue: string | null) => {
    if (oldValue !== newValue) audit.push({ studentId: link.student_id, field, oldValue, newValue });
  };
  note('HandedInDate', oldDay, newDay);
  note('Result', link.result, result);
  note('Comments', link.comments, comments);
  note('ExtendedDueDate', oldExtension, newExtension);
  return {
    link,
    change: { studentId: link.student_id, handedInDate, result, comments, status, extendedDueDate },
    audit,
    cleared: handInCleared ? 'hand-ins' : markCleared ? 'mark' : null,
  };
}

/** Writes the changed rows, their history and the clear keeping what the cleared rows held. */
export async function commit(tx: Queryable, schoolId: string, homeworkId: string, userId: string, planned: Planned[]): Promise<Clearance> {
  const changed = planned.filter((p) => p.audit.length > 0 || p.change.status !== p.link.status);
  const cleared = planned.filter((p) => p.cleared);
  // One request clears one kind: hand-ins (Clear Handed In, the bulk recorder) or one mark.
  const kind = cleared[0]?.cleared ?? null;
  const id = kind ? randomUUID() : null;
  // Before the rows change: the clear keeps them as they were.
  const files = id && kind ? await takeClearance(tx, { schoolId, id, homeworkId, userId, kind }, cleared.map((p) => p.link)) : new Map<string, number>();
  const audit = changed.flatMap((p) => (p.cleared && id ? p.audit.map((entry) => ({ ...entry, clearanceId: id, change: 'Cleared' as const })) : p.audit));
  await updateLinks(tx, schoolId, homeworkId, changed.map((p) => p.change));
  await insertAudit(tx, schoolId, homeworkId, userId, audit);
  await insertEvents(tx, schoolId, homeworkId, userId, eventsOf(planned));
  const counts =
    kind === 'mark'
      ? { HandIns: 0, Marks: cleared.length, Files: 0 }
      : clearCountsOf(
          cleared.map(({ link }) => ({ handedInDate: link.handed_in_date, result: link.result, comments: link.comments, files: files.get(link.id) ?? 0 })),
        );
  return { id, counts };
}

/** What a change did to a student's row, for the live stream: null when it changed nothing anyone sees. */
function eventKindOf(planned: Planned): MarkingEventKind | null {
  const fields = new Set(planned.audit.map((entry) => entry.field));
  if (planned.cleared) return 'clear';
  if (fields.has('HandedInDate')) return 'hand-in';
  if (fields.has('Result') || fields.has('Comments')) return 'mark';
  if (fields.has('ExtendedDueDate')) return 'extension';
  return null;
}

/** One event per kind of change the request made, naming its students (the bulk recorder: hand-ins and clears). */
function eventsOf(planned: Planned[]): NewEvent[] {
  const byKind = new Map<MarkingEventKind, string[]>();
  for (const p of planned) {
    const kind = eventKindOf(p);
    if (!kind) continue;
    const students = byKind.get(kind) ?? [];
    students.push(p.link.student_id);
    byKind.set(kind, students);
  }
  return [...byKind].map(([kind, studentIds]) => ({ kind, studentIds }));
}

const rowAnswer = (link: LinkRow, change: LinkChange) => ({
  StudentId: link.student_id,
  HandedInDate: iso(change.handedInDate),
  Result: change.result,
  Comments: change.comments,
  Status: change.status,
  ExtendedDueDate: iso(change.extendedDueDate),
  MarkHeld: markHeldOf(link, change),
});

/** A request's hand-in day for the student's row: today when left out, never after today nor before the homework was set. */
export function handInDay(value: string | null | undefined, days: SchoolDays, link: Pick<LinkRow, 'start_date'>): string {
  const day = value == null || value.trim() === '' ? days.today : dayFrom(value, 'hand-in date', days);
  const refusal = handInDateRefusal(day, { setDay: days.dayOf(link.start_date), today: days.today });
  if (refusal) throw httpErrors.badRequest(refusal);
  return day;
}

/**
 * One student's change in the request's transaction, `wanted` checked against the locked row;
 * `written` runs once it is written (the mark save's feedback mail).
 */
export async function changeOne(
  tx: Queryable,
  scope: { schoolId: string; userId: string },
  days: SchoolDays,
  homeworkId: string,
  studentId: string,
  /** May refuse the change (by throwing) once the row is locked. */
  wanted: (link: LinkRow) => Wanted | Promise<Wanted>,
  written?: (planned: Planned) => Promise<unknown>,
) {
  const link = await requireLink(tx, scope.schoolId, homeworkId, studentId, true);
  const planned = plan(link, await wanted(link), days);
  const clearance = await commit(tx, scope.schoolId, link.homework_id, scope.userId, [planned]);
  await written?.(planned);
  return { ...rowAnswer(planned.link, planned.change), ClearanceId: clearance.id, Cleared: clearance.counts };
}
