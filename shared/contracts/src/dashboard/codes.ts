// The dashboard's codes (02 §2.7, §7): time ranges, dimensions and the Student Overview's sort
// orders, with the sentence naming them. Both the rules (rules.ts) and their schemas
// (schemas.ts) are built from these, apart so that neither imports the other's values.

export const DASHBOARD_TIME_RANGES = ['term', 'academicYear'] as const;
export type DashboardTimeRange = (typeof DASHBOARD_TIME_RANGES)[number];

export const DASHBOARD_DIMENSIONS = ['subject', 'subjectByYear', 'teacher', 'year', 'regGroup', 'gender', 'house'] as const;
export type DashboardDimension = (typeof DASHBOARD_DIMENSIONS)[number];

export const dashboardTimeRangeMessage = `Time range must be one of: ${DASHBOARD_TIME_RANGES.join(', ')}.`;
export const dashboardDimensionMessage = `Dimension must be one of: ${DASHBOARD_DIMENSIONS.join(', ')}.`;

export const STUDENT_OVERVIEW_SORTS = [
  'nameAsc',
  'notHandedInDesc',
  'notHandedInAsc',
  'handedInDesc',
  'handedInAsc',
  'dueDesc',
  'dueAsc',
  'handedInLateDesc',
  'handedInLateAsc',
] as const;
export type StudentOverviewSort = (typeof STUDENT_OVERVIEW_SORTS)[number];

export const studentOverviewSortMessage = `Sort order must be one of: ${STUDENT_OVERVIEW_SORTS.join(', ')}.`;
