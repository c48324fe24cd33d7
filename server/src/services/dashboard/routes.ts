// The dashboard's routes (02 §2.7, §7): /v3/ManagementDashboard/*. GetTotals and GetHandedInStatus
// are the spec's; the student table and its export have no path in the spec, so they are ours in the
// same style (POST, body as the spec lists it) and documented in the OpenAPI document.
// A homework is in a time range when its due date falls in the school's current term or academic
// year (in the school's zone); hand-ins removed from a student (removed_at) never count. Each answer
// is summed from the day summaries (queries.ts) and kept for a few minutes within the
// freshness rule (kept-answers.ts; docs/dashboard-figures.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DASHBOARD,
  STUDENT_OVERVIEW_PAGE_SIZE,
  addDays,
  schoolToday,
  type DashboardTimeRange,
  type StudentOverviewSort,
} from '@homework/contracts';
import {
  answers,
  DashboardHandedInStatusRowSchema,
  DashboardQuerySchema,
  DashboardTotalRowSchema,
  ListOf,
  StudentHandInExportBodySchema,
  StudentHandInRowSchema,
  StudentHandInStatusBodySchema,
  StudentHandInStatusResponseSchema,
} from '@homework/contracts/schemas';
import { httpErrors, routesOn, type ServiceApp } from '../../kit';
import type { Queryable } from '../../db';
import { scopeOf } from '../../kit/scope';
import { findCurrentPeriod } from '../../domain/school';
import { schoolTimeZoneOf } from '../../domain/school-time-zone';
import {
  countHandIns,
  countHomework,
  groupMembers,
  refreshFigures,
  studentFigures,
  type DashboardWindow,
} from './queries';
import { KeptAnswers } from './kept-answers';
import { StudentList } from './student-list';

/** The school's current term or academic year (the latest in a holiday) as a window of school days. */
async function windowOf(db: Queryable, timeZone: string, schoolId: string, timeRange: DashboardTimeRange, now: Date): Promise<DashboardWindow> {
  const today = schoolToday(now, timeZone);
  const period = await findCurrentPeriod(db, timeRange === 'term' ? 'terms' : 'academic_years', schoolId, today);
  if (!period) throw httpErrors.notFound(timeRange === 'term' ? 'No terms are set up for your school.' : 'No academic year is set up for your school.');
  return {
    schoolId,
    fromDay: period.StartDate,
    untilDay: addDays(period.EndDate, 1)!,
    overdueBefore: addDays(today, -1)!,
  };
}

/**
 * What a call asks for: the caller's school, from the token, and the range, dimension and order as
 * the schemas admitted them (name order when none is asked for).
 */
function askedBy<A extends { timeRange: DashboardTimeRange; sortOrder?: StudentOverviewSort }>(request: FastifyRequest, asked: A) {
  return { ...asked, schoolId: scopeOf(request).schoolId, sort: asked.sortOrder ?? 'nameAsc' };
}

const emptyToNull = (ids: string[] | null | undefined) => (ids && ids.length > 0 ? ids : null);

export function registerDashboardRoutes(app: ServiceApp): void {
  const { db } = app;
  const route = routesOn(app);
  const kept = new KeptAnswers(() => Date.now());

  /**
   * The answer kept for the call, school, time range and dimension, or computed on up-to-date
   * summaries. The range's days and today are found with the answer and kept with it: a new term or
   * day shows, as a write does, within the kept answer's lifetime. A hit asks the database nothing.
   */
  const keptAnswer = <T>(call: string, schoolId: string, timeRange: DashboardTimeRange, dimension: string, compute: (w: DashboardWindow) => Promise<T>) =>
    kept.answer([call, schoolId, timeRange, dimension].join('|'), async () => {
      const w = await windowOf(db, await schoolTimeZoneOf(db, schoolId), schoolId, timeRange, new Date());
      await refreshFigures(db, schoolId);
      return compute(w);
    });
  const students = (schoolId: string, timeRange: DashboardTimeRange) =>
    keptAnswer('students', schoolId, timeRange, 'student', async (w) => new StudentList(await studentFigures(db, w)));
  /** The chosen students and the current members of the chosen groups; null when none is chosen (the whole school). */
  const chosenStudents = async (schoolId: string, asked: { studentIds?: string[] | null; groupIds?: string[] | null }) => {
    const studentIds = emptyToNull(asked.studentIds);
    const groupIds = emptyToNull(asked.groupIds);
    if (!studentIds && !groupIds) return null;
    return new Set([...(studentIds ?? []), ...(groupIds ? await groupMembers(db, schoolId, groupIds) : [])]);
  };

  route(
    DASHBOARD.totals,
    {
      access: 'homework',
      schema: {
        summary: 'Homework due in the current term or academic year, counted by dimension value',
        querystring: DashboardQuerySchema,
        response: answers(ListOf(DashboardTotalRowSchema), 400, 404),
      },
    },
    async (request) => {
      const { schoolId, timeRange, dimension } = askedBy(request, request.query);
      return keptAnswer('totals', schoolId, timeRange, dimension, (w) => countHomework(db, w, dimension));
    },
  );

  route(
    DASHBOARD.handedInStatus,
    {
      access: 'homework',
      schema: {
        summary: 'Hand-in records due in the current term or academic year by dimension value: on time, late, overdue, due',
        querystring: DashboardQuerySchema,
        response: answers(ListOf(DashboardHandedInStatusRowSchema), 400, 404),
      },
    },
    async (request) => {
      const { schoolId, timeRange, dimension } = askedBy(request, request.query);
      return keptAnswer('handedInStatus', schoolId, timeRange, dimension, (w) => countHandIns(db, w, dimension));
    },
  );

  route(
    DASHBOARD.studentHandInStatus,
    {
      access: 'homework',
      schema: {
        summary:
          'One page of current students with their hand-in figures for the time range. Null (or empty) studentIds and groupIds mean the whole school; otherwise the chosen students and the members of the chosen groups',
        body: StudentHandInStatusBodySchema,
        response: answers(StudentHandInStatusResponseSchema, 400, 404),
      },
    },
    async (request) => {
      const { body } = request;
      const { schoolId, timeRange, sort } = askedBy(request, body);
      const chosen = await chosenStudents(schoolId, body);
      const rows = (await students(schoolId, timeRange)).inOrder(sort).filter((row) => !chosen || chosen.has(row.Id));
      const size = body.pageSize ?? STUDENT_OVERVIEW_PAGE_SIZE;
      const first = ((body.pageNumber ?? 1) - 1) * size;
      return { page: rows.slice(first, first + size), totalRows: rows.length };
    },
  );

  route(
    DASHBOARD.studentHandInExport,
    {
      access: 'homework',
      schema: {
        summary: "Every current student's hand-in figures for the time range, in the sort order (the Student Overview's export)",
        body: StudentHandInExportBodySchema,
        response: answers(ListOf(StudentHandInRowSchema), 400, 404),
      },
    },
    async (request, reply) => {
      const { schoolId, timeRange, sort } = askedBy(request, request.body);
      const chosen = await chosenStudents(schoolId, request.body);
      const kept = await students(schoolId, timeRange);
      if (chosen) return kept.inOrder(sort).filter((row) => chosen.has(row.Id));
      // The whole school is sent as kept, past the schema's serializer: ~2,000 rows made into JSON once, not at every click.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(kept.exported(sort));
    },
  );
}
