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

/** 02 §2.7: the Student Overview's count columns, by the figure each shows. */
export const STUDENT_FIGURE_LABELS = {
  HandedInOnTime: 'Handed In',
  HandedInLate: 'Handed In Late',
  TotalDue: 'Due',
  TotalOverdue: 'Not Handed In',
} as const;

/**
 * What the Student Overview's Due and Not Handed In count, beside the table (docs/teacher-week.md,
 * week 2 item 13): the student view counts the same homework under the spec's other status texts.
 */
export const STUDENT_FIGURES_NOTE =
  "Due: not handed in and not yet overdue, including homework the student cannot see yet (the student view's Set (due) and Not set). Not Handed In: more than one day past the due date.";
