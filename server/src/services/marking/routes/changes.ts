// Every change to a hand-in, mark, comment or extension (02 §4, §5): the bulk recorder, Hand In,
// Clear Handed In, Save (and Next), Clear Grade and Comment and extensions. Each request is one
// transaction, planned and written by change-plan.ts, kept under its Idempotency-Key when it has one
// (idempotency.ts); the history they leave is history.ts.
import { HOMEWORK_NOT_FOUND_MESSAGE, MARKING, canSaveMark, markChangedTexts, teacherDisplayName, type MarkChangedAnswer } from '@homework/contracts';
import {
  ClearHandedInAnswerSchema,
  ExtendDueDateSchema,
  HandInSchema,
  MarkChangedAnswerSchema,
  MarkingRowSchema,
  MarkingStudentSchema,
  SaveHomeworkMarkSchema,
  UpdateHomeworkStudentsAnswerSchema,
  UpdateHomeworkStudentsSchema,
} from '@homework/contracts/schemas';
import { keepMarkLevels } from '../../../domain/mark-levels';
import { markSavedHook } from '../../../domain/mail/notifications';
import { caller, httpErrors, routesOn, type ServiceApp } from '../../../kit';
import { blankToNull, changeOne, commit, handInDay, plan, type Wanted } from '../change-plan';
import { changeOnce } from '../idempotency';
import { dayFrom, schoolDays } from '../rules';
import type { Queryable } from '../../../db';
import { findLastMarkChange, homeworkDueDate, lockLinks, type LinkRow } from '../queries/marking';
import {
  DATE_WITHOUT_HAND_IN,
  EXTENSION_NOT_AFTER_DUE,
  HAND_IN_WITHOUT_DATE,
  MARK_EMPTY,
  NOT_HANDED_IN,
  STUDENT_LISTED_TWICE,
  studentsNotOnHomework,
} from '../messages';

/** The bulk recorder: many students' hand-ins at once, refused whole when one is wrong. */
export function registerBulkRecorderRoute(app: ServiceApp): void {
  const route = routesOn(app);
  route(
    MARKING.updateHomeworkStudents,
    {
      access: 'homework',
      schema: {
        summary: 'The bulk hand-in recorder (02 §2.3): every student in one transaction, all or nothing',
        description:
          'Status 2 (or 3) with a HandedInDate (a school day, not after today nor before the homework was set) records the hand-in; status 1 with no date clears it, ' +
          'with the grade, comment and submitted files, kept for RestoreClearedHandIns under the answer\'s ClearanceId. ' +
          'A student not on the homework refuses the whole request (400).',
        body: UpdateHomeworkStudentsSchema,
        response: { 200: UpdateHomeworkStudentsAnswerSchema },
      },
    },
    async (request, reply) => {
      const scope = caller(request);
      const homeworkId = request.body.Id.toLowerCase();
      const students = request.body.Students.map((s) => ({ ...s, StudentId: s.StudentId.toLowerCase() }));
      const days = await schoolDays(app.db, scope.schoolId);
      const ids = students.map((s) => s.StudentId);
      if (new Set(ids).size !== ids.length) throw httpErrors.badRequest(STUDENT_LISTED_TWICE);
      const asked = new Map<string, string | null>();
      for (const student of students) {
        const date = student.HandedInDate == null || student.HandedInDate.trim() === '' ? null : student.HandedInDate;
        if (student.status === 1 && date !== null) throw httpErrors.badRequest(DATE_WITHOUT_HAND_IN);
        if (student.status !== 1 && date === null) throw httpErrors.badRequest(HAND_IN_WITHOUT_DATE);
        asked.set(student.StudentId, date);
      }
      return changeOnce(app.db, request, reply, async (tx) => {
        if (!(await homeworkDueDate(tx, scope.schoolId, homeworkId))) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
        const links = await lockLinks(tx, scope.schoolId, homeworkId, ids);
        if (links.length !== ids.length) throw httpErrors.badRequest(studentsNotOnHomework(ids.length - links.length));
        const planned = links.map((link) => {
          const date = asked.get(link.student_id)!;
          const wanted: Wanted = { handedInDay: date === null ? null : handInDay(date, days, link) };
          return plan(link, wanted, days);
        });
        const clearance = await commit(tx, scope.schoolId, homeworkId, scope.userId, planned);
        const updated = planned.filter((p) => p.audit.length > 0).length;
        return { Id: homeworkId, Updated: updated, ClearanceId: clearance.id, Cleared: clearance.counts };
      });
    },
  );
}

/** One student's hand-in, clear, mark, clear of the mark, or extension. */
export function registerStudentChangeRoutes(app: ServiceApp): void {
  const route = routesOn(app);
  route(
    MARKING.handIn,
    {
      access: 'homework',
      schema: {
        summary: 'Hand In for one student (02 §4): HandedInDate is a school day, today when left out, never after today nor before the homework was set',
        body: HandInSchema,
        response: { 200: MarkingRowSchema },
      },
    },
    async (request, reply) => {
      const { HomeworkId, StudentId, HandedInDate } = request.body;
      const scope = caller(request);
      const days = await schoolDays(app.db, scope.schoolId);
      return changeOnce(app.db, request, reply, (tx) => changeOne(tx, scope, days, HomeworkId, StudentId, (link) => ({ handedInDay: handInDay(HandedInDate, days, link) })));
    },
  );

  route(
    MARKING.clearHandedIn,
    {
      access: 'homework',
      schema: {
        summary: "Clear Handed In (02 §4): the hand-in date, grade and comment are cleared and the student's submitted files taken off",
        description: 'What it takes is kept for RestoreClearedHandIns under the answer\'s ClearanceId (null when there was no hand-in to clear).',
        body: MarkingStudentSchema,
        response: { 200: ClearHandedInAnswerSchema },
      },
    },
    async (request, reply) => {
      const scope = caller(request);
      const days = await schoolDays(app.db, scope.schoolId);
      return changeOnce(app.db, request, reply, (tx) => changeOne(tx, scope, days, request.body.HomeworkId, request.body.StudentId, () => ({ handedInDay: null })));
    },
  );

  route(
    MARKING.saveMark,
    {
      access: 'homework',
      schema: {
        summary: 'Save (and Next) (02 §4, §5): a grade or a comment for a student who has handed in',
        description:
          'Refused (400) when both are empty, or when the student has not handed in: Save and Next is offered from Handed In only. ' +
          'With Read (the mark as the screen read it), refused (409) when the mark has changed since, answering both; without it the save is made.',
        body: SaveHomeworkMarkSchema,
        response: { 200: MarkingRowSchema, 409: MarkChangedAnswerSchema },
      },
    },
    async (request, reply) => {
      const { HomeworkId, StudentId, Result, Comments, Read, Levels } = request.body;
      if (!canSaveMark(Result ?? '', Comments ?? '')) throw httpErrors.badRequest(MARK_EMPTY);
      const scope = caller(request);
      const mine = { Result: blankToNull(Result), Comments: blankToNull(Comments) };
      const days = await schoolDays(app.db, scope.schoolId);
      return changeOnce(app.db, request, reply, (tx) =>
        changeOne(
          tx,
          scope,
          days,
          HomeworkId,
          StudentId,
          async (link) => {
            if (!link.handed_in_date) throw httpErrors.badRequest(NOT_HANDED_IN);
            // Decision 0020: a save over a mark saved since this screen read it replaces nothing unasked
            // (two tabs, two teachers); the screen shows both and the teacher chooses. The same mark is
            // no clash.
            if (Read && !sameMark(Read, link) && !sameMark(mine, link)) throw await markChanged(tx, scope.schoolId, link, mine);
            // Decision 0039: the levels chosen on the homework's mark scheme, in the mark's transaction.
            await keepMarkLevels(tx, scope, HomeworkId, StudentId, Levels);
            return { result: Result, comments: Comments };
          },
          // The homework-marked mail goes to the outbox with the mark (when the school's flag is on),
          // only when the grade or comment changed: saving the same mark again tells the student
          // nothing. A change sent again under its Idempotency-Key never comes here, so never mails twice.
          async (planned) => {
            if (planned.audit.some((entry) => entry.field === 'Result' || entry.field === 'Comments')) await markSavedHook(tx, scope, HomeworkId, StudentId);
          },
        ),
      );
    },
  );

  route(
    MARKING.clearMark,
    {
      access: 'homework',
      schema: {
        summary: 'Clear Grade and Comment (02 §4): Marked back to Handed In',
        description:
          "The grade and comment it takes are kept for RestoreClearedHandIns under the answer's ClearanceId (null when there was no mark); " +
          'the restore puts them back without the feedback mail SaveHomeworkMark sends.',
        body: MarkingStudentSchema,
        response: { 200: ClearHandedInAnswerSchema },
      },
    },
    async (request, reply) => {
      const scope = caller(request);
      const days = await schoolDays(app.db, scope.schoolId);
      return changeOnce(app.db, request, reply, (tx) =>
        changeOne(tx, scope, days, request.body.HomeworkId, request.body.StudentId, (link) => {
          if (!link.handed_in_date) throw httpErrors.badRequest(NOT_HANDED_IN);
          return { clearMark: true };
        }),
      );
    },
  );

  route(
    MARKING.extendDueDate,
    {
      access: 'homework',
      schema: {
        summary: "A later due day for one student (the overview's ExtendedDudeDate; row badges and Overdue use it); null removes it",
        body: ExtendDueDateSchema,
        response: { 200: MarkingRowSchema },
      },
    },
    async (request, reply) => {
      const { HomeworkId, StudentId, ExtendedDueDate } = request.body;
      const scope = caller(request);
      const days = await schoolDays(app.db, scope.schoolId);
      const day = ExtendedDueDate == null || ExtendedDueDate.trim() === '' ? null : dayFrom(ExtendedDueDate, 'extended due date', days);
      return changeOnce(app.db, request, reply, (tx) =>
        changeOne(tx, scope, days, HomeworkId, StudentId, (link) => {
          if (day !== null && day <= days.dayOf(link.due_date)!) throw httpErrors.badRequest(EXTENSION_NOT_AFTER_DUE);
          return { extendedDay: day };
        }),
      );
    },
  );
}

const sameMark = (mark: { Result?: string | null; Comments?: string | null }, link: LinkRow) =>
  blankToNull(mark.Result) === link.result && blankToNull(mark.Comments) === link.comments;

/** The 409 of a mark changed since it was read: theirs (with who saved it and when) and mine. */
async function markChanged(tx: Queryable, schoolId: string, link: LinkRow, mine: MarkChangedAnswer['Mine']) {
  const last = await findLastMarkChange(tx, schoolId, link.homework_id, link.student_id);
  const detail: Omit<MarkChangedAnswer, 'message'> = {
    Theirs: {
      Result: link.result,
      Comments: link.comments,
      ChangedBy: last ? teacherDisplayName({ Title: last.title, DisplayForename: last.forename, DisplaySurname: last.surname }) : null,
      ChangedAt: last ? last.changed_at.toISOString() : null,
    },
    Mine: mine,
  };
  return httpErrors.conflict(markChangedTexts.refused, detail);
}
