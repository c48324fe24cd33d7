// GetStudentHomeworkOverview (02 §2.4, §3): the student's homework due in a window of school days,
// with the extended due date (ExtendedDudeDate, spelt as the spec spells it) and the status text.
import { MARKING, overviewStatus, teacherDisplayName, type StudentHomeworkOverviewItem } from '@homework/contracts';
import { releasedMark } from '@homework/contracts/held-marks';
import { StudentOverviewQuery, StudentOverviewSchema } from '@homework/contracts/schemas';
import { caller, httpErrors, routesOn, type ServiceApp } from '../../../kit';
import { iso } from '../../../domain/school-days';
import { schoolDays } from '../rules';
import { findStudentOverview, studentExists } from '../queries/marking';
import { STUDENT_NOT_FOUND, TIME_RANGE_BACKWARDS } from '../messages';

export function registerOverviewRoute(app: ServiceApp): void {
  const route = routesOn(app);
  route(
    MARKING.studentHomeworkOverview,
    {
      access: 'homework',
      schema: {
        summary: "A student's homework due from timeRangeStartDate to timeRangeEndDate (YYYY-MM-DD, both included), newest due first",
        querystring: StudentOverviewQuery,
        response: { 200: StudentOverviewSchema },
      },
    },
    async (request): Promise<StudentHomeworkOverviewItem[]> => {
      const { schoolId } = caller(request);
      const { studentId, timeRangeStartDate: start, timeRangeEndDate: end } = request.query;
      if (end < start) throw httpErrors.badRequest(TIME_RANGE_BACKWARDS);
      if (!(await studentExists(app.db, schoolId, studentId.toLowerCase()))) throw httpErrors.notFound(STUDENT_NOT_FOUND);
      const days = await schoolDays(app.db, schoolId);
      const rows = await findStudentOverview(app.db, schoolId, studentId.toLowerCase(), days.start(start), days.start(days.next(end)));
      return rows.map((row) => ({
        HomeworkId: row.homework_id,
        Title: row.title,
        SetBy: teacherDisplayName({ Title: row.set_by_title, DisplayForename: row.set_by_forename, DisplaySurname: row.set_by_surname }),
        Subject: row.subject,
        SubjectId: row.subject_id,
        StartDate: iso(row.start_date)!,
        DueDate: iso(row.due_date)!,
        ExtendedDudeDate: iso(row.extended_due_date),
        HandedInDate: iso(row.handed_in_date),
        // A held mark is not the student's yet (decision 0037).
        Result: releasedMark({ releaseMarksTogether: row.release_marks_together, released: row.released, result: row.result, comments: row.comments }).result,
        Status: overviewStatus(
          {
            setDay: days.dayOf(row.start_date),
            dueDay: days.dayOf(row.due_date)!,
            handedInDay: days.dayOf(row.handed_in_date),
            extendedDudeDate: days.dayOf(row.extended_due_date),
          },
          days.today,
        ),
      }));
    },
  );
}
