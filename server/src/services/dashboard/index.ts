// The dashboard service (02 §2.7, §7): /v3/ManagementDashboard/*. GetTotals and GetHandedInStatus
// are the spec's; the student table and its export have no path in the spec, so they are ours in the
// same style (POST, body as the spec lists it) and documented in the OpenAPI document.
// A homework is in a time range when its due date falls in the school's current term or academic
// year (in the school's zone); hand-ins removed from a student (removed_at) never count. The charts
// sum day summaries brought up to date on each call (figures-queries.ts).
import type { FastifyPluginAsync } from 'fastify';
import {
  DASHBOARD_PATHS,
  STUDENT_OVERVIEW_PAGE_SIZE,
  addDays,
  dashboardDimensionMessage,
  dashboardTimeRangeMessage,
  isDashboardDimension,
  isDashboardTimeRange,
  isStudentOverviewSort,
  schoolToday,
  studentOverviewSortMessage,
  type DashboardDimension,
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
import { typed } from '../../kit';
import type { Queryable } from '../../db';
import type { ServiceOptions } from '../common/options';
import { httpError } from '../common/errors';
import { scopeOf } from '../common/scope';
import { findCurrentPeriod } from '../school-queries';
import { findTimeZone, studentHandInExport, studentHandInPage, type DashboardWindow } from './dashboard-queries';
import { countHandIns, countHomework, refreshFigures } from './figures-queries';

export interface DashboardServiceOptions extends ServiceOptions {
  now?: () => Date;
}

const tags = ['dashboard'];
const route = (path: string) => `/${path}`;

function timeRangeOf(value: unknown): DashboardTimeRange {
  if (!isDashboardTimeRange(value)) throw httpError(400, dashboardTimeRangeMessage);
  return value;
}

function dimensionOf(value: unknown): DashboardDimension {
  if (!isDashboardDimension(value)) throw httpError(400, dashboardDimensionMessage);
  return value;
}

function sortOf(value: unknown): StudentOverviewSort {
  if (value === undefined) return 'nameAsc';
  if (!isStudentOverviewSort(value)) throw httpError(400, studentOverviewSortMessage);
  return value;
}

/** The school's current term or academic year (the latest in a holiday) as a window of school days. */
async function windowOf(db: Queryable, schoolId: string, timeRange: DashboardTimeRange, now: Date): Promise<DashboardWindow> {
  const timeZone = (await findTimeZone(db, schoolId)) ?? 'Europe/London';
  const today = schoolToday(now, timeZone);
  const period = await findCurrentPeriod(db, timeRange === 'term' ? 'terms' : 'academic_years', schoolId, today);
  if (!period) throw httpError(404, timeRange === 'term' ? 'No terms are set up for your school.' : 'No academic year is set up for your school.');
  return {
    schoolId,
    fromDay: period.StartDate,
    untilDay: addDays(period.EndDate, 1)!,
    overdueBefore: addDays(today, -1)!,
  };
}

const emptyToNull = (ids: string[] | null | undefined) => (ids && ids.length > 0 ? ids : null);

export const dashboardService: FastifyPluginAsync<DashboardServiceOptions> = async (app, { db, now = () => new Date() }) => {
  const api = typed(app);

  api.get(
    route(DASHBOARD_PATHS.totals),
    {
      config: { access: 'homework' },
      schema: {
        tags,
        summary: 'Homework due in the current term or academic year, counted by dimension value',
        querystring: DashboardQuerySchema,
        response: answers(ListOf(DashboardTotalRowSchema), 400, 404),
      },
    },
    async (request) => {
      const timeRange = timeRangeOf(request.query.timeRange);
      const dimension = dimensionOf(request.query.dimension);
      const { schoolId } = scopeOf(request);
      await refreshFigures(db, schoolId);
      return countHomework(db, await windowOf(db, schoolId, timeRange, now()), dimension);
    },
  );

  api.get(
    route(DASHBOARD_PATHS.handedInStatus),
    {
      config: { access: 'homework' },
      schema: {
        tags,
        summary: 'Hand-in records due in the current term or academic year by dimension value: on time, late, overdue, due',
        querystring: DashboardQuerySchema,
        response: answers(ListOf(DashboardHandedInStatusRowSchema), 400, 404),
      },
    },
    async (request) => {
      const timeRange = timeRangeOf(request.query.timeRange);
      const dimension = dimensionOf(request.query.dimension);
      const { schoolId } = scopeOf(request);
      await refreshFigures(db, schoolId);
      return countHandIns(db, await windowOf(db, schoolId, timeRange, now()), dimension);
    },
  );

  api.post(
    route(DASHBOARD_PATHS.studentHandInStatus),
    {
      config: { access: 'homework' },
      schema: {
        tags,
        summary:
          'One page of current students with their hand-in figures for the time range. Null (or empty) studentIds and groupIds mean the whole school; otherwise the chosen students and the members of the chosen groups',
        body: StudentHandInStatusBodySchema,
        response: answers(StudentHandInStatusResponseSchema, 400, 404),
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const timeRange = timeRangeOf(body.timeRange);
      const sort = sortOf(body.sortOrder);
      const { schoolId } = scopeOf(request);
      const studentIds = emptyToNull(body.studentIds);
      const groupIds = emptyToNull(body.groupIds);
      const selection = studentIds || groupIds ? { studentIds: studentIds ?? [], groupIds: groupIds ?? [] } : { studentIds: null, groupIds: null };
      await refreshFigures(db, schoolId);
      const { rows, total } = await studentHandInPage(db, await windowOf(db, schoolId, timeRange, now()), selection, sort, {
        size: body.pageSize ?? STUDENT_OVERVIEW_PAGE_SIZE,
        number: body.pageNumber ?? 1,
      });
      return { page: rows, totalRows: total };
    },
  );

  api.post(
    route(DASHBOARD_PATHS.studentHandInExport),
    {
      config: { access: 'homework' },
      schema: {
        tags,
        summary: "Every current student's hand-in figures for the time range, in the sort order (the Student Overview's export)",
        body: StudentHandInExportBodySchema,
        response: answers(ListOf(StudentHandInRowSchema), 400, 404),
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const timeRange = timeRangeOf(body.timeRange);
      const sort = sortOf(body.sortOrder);
      const { schoolId } = scopeOf(request);
      await refreshFigures(db, schoolId);
      return studentHandInExport(db, await windowOf(db, schoolId, timeRange, now()), sort);
    },
  );
};
