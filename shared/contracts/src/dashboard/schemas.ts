// The dashboard calls' schemas (02 §7). timeRange, dimension and sortOrder admit only their codes, so
// Fastify refuses any other value before a handler runs, answered with the spec's sentence naming
// the allowed values (dashboardTimeRangeMessage and the others, as each field's refusal).
import {
  DASHBOARD_DIMENSIONS,
  DASHBOARD_TIME_RANGES,
  STUDENT_OVERVIEW_SORTS,
  dashboardDimensionMessage,
  dashboardTimeRangeMessage,
  studentOverviewSortMessage,
} from './codes';
import { Answer, ListOf, Nullable, OneOf, Type, Uuid } from '../schema-builders';

const count = (description: string) => Type.Integer({ minimum: 0, description });

const timeRange = OneOf(DASHBOARD_TIME_RANGES, { description: 'time range', refusal: dashboardTimeRangeMessage });
/** Optional: name order when none is asked for. */
const sortOrder = Type.Optional(OneOf(STUDENT_OVERVIEW_SORTS, { description: 'sort order', refusal: studentOverviewSortMessage }));

export const DashboardQuerySchema = Type.Object({
  timeRange,
  dimension: OneOf(DASHBOARD_DIMENSIONS, { description: 'dimension', refusal: dashboardDimensionMessage }),
});

const teacherId = Type.Optional(
  Type.String({ description: "Sliced by teacher: the teacher's id, for the link to their homework on All Homework (beyond the spec)" }),
);

export const DashboardTotalRowSchema = Answer({
  Name: Type.String({ description: 'The dimension value (subject, teacher, year, ...)' }),
  Count: count('Homework due in the time range set for it'),
  TeacherId: teacherId,
});

export const DashboardHandedInStatusRowSchema = Answer({
  Name: Type.String(),
  TeacherId: teacherId,
  Count: count('Hand-in records (student × homework) due in the time range'),
  HandedInOnTime: count('Handed in on or before the (extended) due day'),
  HandedInLate: count('Handed in after the (extended) due day'),
  Overdue: count('Not handed in, more than one day past the (extended) due day'),
  Due: count('Not handed in and not yet overdue'),
});

/** The Student Overview's chosen students and groups; null or empty: the whole school. */
const chosen = {
  studentIds: Type.Optional(Nullable(ListOf(Uuid('student id')))),
  groupIds: Type.Optional(Nullable(ListOf(Uuid('group id')))),
};

export const StudentHandInStatusBodySchema = Type.Object({
  timeRange,
  ...chosen,
  sortOrder,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size' })),
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, description: 'page number' })),
});

export const StudentHandInRowSchema = Answer({
  Id: Type.String(),
  DisplaySurname: Type.String(),
  DisplayForename: Type.String(),
  RegGroup: Type.String(),
  YearGroup: Type.String(),
  HandedInOnTime: count('Handed in on or before the (extended) due day'),
  HandedInLate: count('Handed in after the (extended) due day'),
  TotalDue: count('Not handed in and not yet overdue'),
  TotalOverdue: count('Not handed in, more than one day past the (extended) due day'),
});

export const StudentHandInStatusResponseSchema = Answer({ page: ListOf(StudentHandInRowSchema), totalRows: count('Students selected') });

// The export takes the students chosen on screen too (docs/teacher-week.md, week 1 item 15), though 02 §7 names only
// timeframe and sort order.
export const StudentHandInExportBodySchema = Type.Object({ timeRange, sortOrder, ...chosen });
