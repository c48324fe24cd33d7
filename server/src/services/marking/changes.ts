// Every change to a hand-in, mark, comment or extension (02 §4, §5): the bulk recorder, Hand In,
// Clear Handed In, Save (and Next), Clear Grade and Comment, extensions, and the history they leave.
// Each request is one transaction: the rows, their audit rows and the clear that keeps what a
// clearing took (clearances.ts) commit together or not at all.
import { randomUUID } from 'node:crypto';
import {
  HOMEWORK_NOT_FOUND_MESSAGE,
  MARKING_PATHS,
  canSaveMark,
  clearCountsOf,
  handInStatusOf,
  isHandInDateAllowed,
  markingMessages,
  teacherDisplayName,
  type ClearCounts,
  type MarkingHistoryEntry,
} from '@homework/contracts';
import {
  ClearHandedInAnswerSchema,
  ExtendDueDateSchema,
  HandInSchema,
  MarkingHistorySchema,
  MarkingRowSchema,
  MarkingStudentSchema,
  SaveHomeworkMarkSchema,
  SubmissionParams,
  UpdateHomeworkStudentsAnswerSchema,
  UpdateHomeworkStudentsSchema,
} from '@homework/contracts/schemas';
import type { Queryable } from '../../db';
import { markSavedHook } from '../../domain/mail/notifications';
import { caller, httpErrors, routeOf, type ServiceApp } from '../../kit';
import { iso } from '../../domain/school-days';
import { findClearedHandIns, takeClearance, type ClearanceKind } from './clearance-queries';
import { clearedOf, linkNow, restoreBar } from './clearance-rules';
import { dayFrom, requireLink, schoolDays, type MarkingContext, type SchoolDays } from './context';
import {
  findHistory,
  homeworkDueDate,
  insertAudit,
  lockLinks,
  updateLinks,
  type AuditEntry,
  type LinkChange,
  type LinkRow,
} from './marking-queries';
import {
  DATE_WITHOUT_HAND_IN,
  EXTENSION_NOT_AFTER_DUE,
  HAND_IN_WITHOUT_DATE,
  MARK_EMPTY,
  NOT_HANDED_IN,
  STUDENT_LISTED_TWICE,
  studentsNotOnHomework,
} from './messages';

/** What a request asks of one student's row; an absent field stays as it is. */
interface Wanted {
  handedInDay?: string | null;
  result?: string | null;
  comments?: string | null;
  extendedDay?: string | null;
  /** Clear Grade and Comment: the grade and comment go, kept by a clear of kind 'mark'. */
  clearMark?: boolean;
}

interface Planned {
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

const blankToNull = (text: string | null | undefined) => (text == null || text.trim() === '' ? null : text);

/**
 * The row after the change and the audit rows it needs. Clearing the hand-in also clears the grade
 * and comment (a mark on work not handed in would be kept out of sight, then return unasked on the
 * next hand-in); the history keeps the old values.
 */
function plan(link: LinkRow, wanted: Wanted, days: SchoolDays): Planned {
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
async function commit(tx: Queryable, schoolId: string, homeworkId: string, userId: string, planned: Planned[]): Promise<Clearance> {
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
  const counts =
    kind === 'mark'
      ? { HandIns: 0, Marks: cleared.length, Files: 0 }
      : clearCountsOf(
          cleared.map(({ link }) => ({ handedInDate: link.handed_in_date, result: link.result, comments: link.comments, files: files.get(link.id) ?? 0 })),
        );
  return { id, counts };
}

const rowAnswer = (link: LinkRow, change: LinkChange) => ({
  StudentId: link.student_id,
  HandedInDate: iso(change.handedInDate),
  Result: change.result,
  Comments: change.comments,
  Status: change.status,
  ExtendedDueDate: iso(change.extendedDueDate),
});

function handInDay(value: string | null | undefined, days: SchoolDays): string {
  const day = value == null || value.trim() === '' ? days.today : dayFrom(value, 'hand-in date', days);
  if (!isHandInDateAllowed(day, days.today)) throw httpErrors.badRequest(markingMessages.handInDateInFuture);
  return day;
}

export function registerChangeRoutes(app: ServiceApp, ctx: MarkingContext): void {
  /** One student's change in one transaction, checked by `check` against the locked row. */
  async function changeOne(
    scope: { schoolId: string; userId: string },
    homeworkId: string,
    studentId: string,
    wanted: (link: LinkRow, days: SchoolDays) => Wanted,
    /** Runs in the change's transaction once it is written (the mark save's feedback mail). */
    written?: (tx: Queryable, planned: Planned) => Promise<unknown>,
  ) {
    const days = await schoolDays(ctx, scope.schoolId);
    const { planned, clearance } = await ctx.db.transaction(async (tx) => {
      const link = await requireLink(tx, scope.schoolId, homeworkId, studentId, true);
      const planned = plan(link, wanted(link, days), days);
      const clearance = await commit(tx, scope.schoolId, link.homework_id, scope.userId, [planned]);
      await written?.(tx, planned);
      return { planned, clearance };
    });
    return { ...rowAnswer(planned.link, planned.change), ClearanceId: clearance.id, Cleared: clearance.counts };
  }

  app.post(
    routeOf(MARKING_PATHS.updateHomeworkStudents),
    {
      config: { access: 'homework' },
      schema: {
        summary: 'The bulk hand-in recorder (02 §2.3): every student in one transaction, all or nothing',
        description:
          'Status 2 (or 3) with a HandedInDate (a school day, not after today) records the hand-in; status 1 with no date clears it, ' +
          'with the grade, comment and submitted files, kept for RestoreClearedHandIns under the answer\'s ClearanceId. ' +
          'A student not on the homework refuses the whole request (400).',
        body: UpdateHomeworkStudentsSchema,
        response: { 200: UpdateHomeworkStudentsAnswerSchema },
      },
    },
    async (request) => {
      const scope = caller(request);
      const homeworkId = request.body.Id.toLowerCase();
      const students = request.body.Students.map((s) => ({ ...s, StudentId: s.StudentId.toLowerCase() }));
      const days = await schoolDays(ctx, scope.schoolId);
      const ids = students.map((s) => s.StudentId);
      if (new Set(ids).size !== ids.length) throw httpErrors.badRequest(STUDENT_LISTED_TWICE);
      const wanted = new Map<string, Wanted>();
      for (const student of students) {
        const date = student.HandedInDate == null || student.HandedInDate.trim() === '' ? null : student.HandedInDate;
        if (student.status === 1 && date !== null) throw httpErrors.badRequest(DATE_WITHOUT_HAND_IN);
        if (student.status !== 1 && date === null) throw httpErrors.badRequest(HAND_IN_WITHOUT_DATE);
        wanted.set(student.StudentId, { handedInDay: date === null ? null : handInDay(date, days) });
      }
      const { updated, clearance } = await ctx.db.transaction(async (tx) => {
        if (!(await homeworkDueDate(tx, scope.schoolId, homeworkId))) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
        const links = await lockLinks(tx, scope.schoolId, homeworkId, ids);
        if (links.length !== ids.length) throw httpErrors.badRequest(studentsNotOnHomework(ids.length - links.length));
        const planned = links.map((link) => plan(link, wanted.get(link.student_id)!, days));
        const clearance = await commit(tx, scope.schoolId, homeworkId, scope.userId, planned);
        return { updated: planned.filter((p) => p.audit.length > 0).length, clearance };
      });
      return { Id: homeworkId, Updated: updated, ClearanceId: clearance.id, Cleared: clearance.counts };
    },
  );

  app.post(
    routeOf(MARKING_PATHS.handIn),
    {
      config: { access: 'homework' },
      schema: {
        summary: 'Hand In for one student (02 §4): HandedInDate is a school day, today when left out, never after today',
        body: HandInSchema,
        response: { 200: MarkingRowSchema },
      },
    },
    async (request) => {
      const { HomeworkId, StudentId, HandedInDate } = request.body;
      const scope = caller(request);
      const day = handInDay(HandedInDate, await schoolDays(ctx, scope.schoolId));
      return changeOne(scope, HomeworkId, StudentId, () => ({ handedInDay: day }));
    },
  );

  app.post(
    routeOf(MARKING_PATHS.clearHandedIn),
    {
      config: { access: 'homework' },
      schema: {
        summary: "Clear Handed In (02 §4): the hand-in date, grade and comment are cleared and the student's submitted files taken off",
        description: 'What it takes is kept for RestoreClearedHandIns under the answer\'s ClearanceId (null when there was no hand-in to clear).',
        body: MarkingStudentSchema,
        response: { 200: ClearHandedInAnswerSchema },
      },
    },
    async (request) => changeOne(caller(request), request.body.HomeworkId, request.body.StudentId, () => ({ handedInDay: null })),
  );

  app.post(
    routeOf(MARKING_PATHS.saveMark),
    {
      config: { access: 'homework' },
      schema: {
        summary: 'Save (and Next) (02 §4, §5): a grade or a comment for a student who has handed in',
        description: 'Refused (400) when both are empty, or when the student has not handed in: Save and Next is offered from Handed In only.',
        body: SaveHomeworkMarkSchema,
        response: { 200: MarkingRowSchema },
      },
    },
    async (request) => {
      const { HomeworkId, StudentId, Result, Comments } = request.body;
      if (!canSaveMark(Result ?? '', Comments ?? '')) throw httpErrors.badRequest(MARK_EMPTY);
      const scope = caller(request);
      return changeOne(
        scope,
        HomeworkId,
        StudentId,
        (link) => {
          if (!link.handed_in_date) throw httpErrors.badRequest(NOT_HANDED_IN);
          return { result: Result, comments: Comments };
        },
        // The homework-marked mail goes to the outbox with the mark (when the school's flag is on),
        // only when the grade or comment changed: saving the same mark again tells the student nothing.
        async (tx, planned) => {
          if (planned.audit.some((entry) => entry.field === 'Result' || entry.field === 'Comments')) await markSavedHook(tx, scope, HomeworkId, StudentId);
        },
      );
    },
  );

  app.post(
    routeOf(MARKING_PATHS.clearMark),
    {
      config: { access: 'homework' },
      schema: {
        summary: 'Clear Grade and Comment (02 §4): Marked back to Handed In',
        description:
          "The grade and comment it takes are kept for RestoreClearedHandIns under the answer's ClearanceId (null when there was no mark); " +
          'the restore puts them back without the feedback mail SaveHomeworkMark sends.',
        body: MarkingStudentSchema,
        response: { 200: ClearHandedInAnswerSchema },
      },
    },
    async (request) =>
      changeOne(caller(request), request.body.HomeworkId, request.body.StudentId, (link) => {
        if (!link.handed_in_date) throw httpErrors.badRequest(NOT_HANDED_IN);
        return { clearMark: true };
      }),
  );

  app.post(
    routeOf(MARKING_PATHS.extendDueDate),
    {
      config: { access: 'homework' },
      schema: {
        summary: "A later due day for one student (the overview's ExtendedDudeDate; row badges and Overdue use it); null removes it",
        body: ExtendDueDateSchema,
        response: { 200: MarkingRowSchema },
      },
    },
    async (request) => {
      const { HomeworkId, StudentId, ExtendedDueDate } = request.body;
      const scope = caller(request);
      const days = await schoolDays(ctx, scope.schoolId);
      const day = ExtendedDueDate == null || ExtendedDueDate.trim() === '' ? null : dayFrom(ExtendedDueDate, 'extended due date', days);
      return changeOne(scope, HomeworkId, StudentId, (link) => {
        if (day !== null && day <= days.dayOf(link.due_date)!) throw httpErrors.badRequest(EXTENSION_NOT_AFTER_DUE);
        return { extendedDay: day };
      });
    },
  );

  app.get(
    routeOf(MARKING_PATHS.markingHistory, 'homeworkId', 'studentId'),
    {
      config: { access: 'homework' },
      schema: {
        summary: "The student's marking history on the homework, newest first: who changed which field, when, from what to what",
        params: SubmissionParams,
        response: { 200: MarkingHistorySchema },
      },
    },
    async (request): Promise<MarkingHistoryEntry[]> => {
      const { schoolId } = caller(request);
      const link = await requireLink(ctx.db, schoolId, request.params.homeworkId, request.params.studentId);
      const rows = await findHistory(ctx.db, schoolId, link.homework_id, link.student_id);
      const clears = await findClearedHandIns(ctx.db, schoolId, { linkId: link.id });
      const now = ctx.now();
      const restorable = new Set(
        clears
          .filter((c) => restoreBar(clearedOf(c), linkNow(link), now) === null)
          .map((c) => c.clearance_id),
      );
      // Restore is offered once per clear: on its hand-in date's entry, or a mark's grade (its comment when it had no grade).
      const offeredOn = new Map(clears.map((c) => [c.clearance_id, c.kind === 'hand-ins' ? 'HandedInDate' : c.result !== null ? 'Result' : 'Comments']));
      return rows.map((row) => ({
        ChangedAt: iso(row.changed_at)!,
        ChangedById: row.changed_by,
        ChangedBy: teacherDisplayName({ Title: row.title, DisplayForename: row.forename, DisplaySurname: row.surname }),
        Field: row.field,
        OldValue: row.old_value,
        NewValue: row.new_value,
        ClearanceId: row.clearance_id,
        Change: row.change,
        CanRestore: row.change === 'Cleared' && !!row.clearance_id && offeredOn.get(row.clearance_id) === row.field && restorable.has(row.clearance_id),
      }));
    },
  );
}
