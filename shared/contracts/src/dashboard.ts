// Dashboard rules of 02 §2.7, §5 and §9: time ranges, dimensions, sort orders, CSV text,
// tooltip text and the download's filename. Plain functions so the server and mf-dashboard agree.

export const DASHBOARD_TIME_RANGES = ['term', 'academicYear'] as const;
export type DashboardTimeRange = (typeof DASHBOARD_TIME_RANGES)[number];

export const DASHBOARD_TIME_RANGE_LABELS: Record<DashboardTimeRange, string> = {
  term: 'This Term',
  academicYear: 'This Year',
};

export const DASHBOARD_DIMENSIONS = ['subject', 'subjectByYear', 'teacher', 'year', 'regGroup', 'gender', 'house'] as const;
export type DashboardDimension = (typeof DASHBOARD_DIMENSIONS)[number];

export const DASHBOARD_DIMENSION_LABELS: Record<DashboardDimension, string> = {
  subject: 'Subject',
  subjectByYear: 'Year/Subject',
  teacher: 'Teachers',
  year: 'Year',
  regGroup: 'Registration Group',
  gender: 'Gender',
  house: 'House',
};

/** What every dashboard widget shows first: this term, sliced by subject. */
export const DASHBOARD_FIRST_TIME_RANGE: DashboardTimeRange = 'term';
export const DASHBOARD_FIRST_DIMENSION: DashboardDimension = 'subject';

export const DASHBOARD_CHART_HEIGHT = 400;
export const DASHBOARD_CHART_HEIGHT_EXPANDED = 800;

export const dashboardTimeRangeMessage = `Time range must be one of: ${DASHBOARD_TIME_RANGES.join(', ')}.`;
export const dashboardDimensionMessage = `Dimension must be one of: ${DASHBOARD_DIMENSIONS.join(', ')}.`;

export function isDashboardTimeRange(value: unknown): value is DashboardTimeRange {
  return typeof value === 'string' && (DASHBOARD_TIME_RANGES as readonly string[]).includes(value);
}

export function isDashboardDimension(value: unknown): value is DashboardDimension {
  return typeof value === 'string' && (DASHBOARD_DIMENSIONS as readonly string[]).includes(value);
}

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

export function isStudentOverviewSort(value: unknown): value is StudentOverviewSort {
  return typeof value === 'string' && (STUDENT_OVERVIEW_SORTS as readonly string[]).includes(value);
}

export interface StudentOverviewRow {
  studentId: string;
  surname: string;
  forename: string;
  reg: string;
  year: string;
  handedIn: number;
  handedInLate: number;
  due: number;
  notHandedIn: number;
}

type CountKey = 'handedIn' | 'handedInLate' | 'due' | 'notHandedIn';

const byName = (a: StudentOverviewRow, b: StudentOverviewRow): number =>
  a.surname.localeCompare(b.surname, 'en-GB') || a.forename.localeCompare(b.forename, 'en-GB') || a.studentId.localeCompare(b.studentId);

/** Sorts a copy; ties fall back to name so paging is stable. */
export function sortStudentOverview(rows: readonly StudentOverviewRow[], sort: StudentOverviewSort): StudentOverviewRow[] {
  if (sort === 'nameAsc') return [...rows].sort(byName);
  const key = sort.replace(/(Desc|Asc)$/, '') as CountKey;
  const direction = sort.endsWith('Desc') ? -1 : 1;
  return [...rows].sort((a, b) => direction * (a[key] - b[key]) || byName(a, b));
}

const BOM = '\uFEFF';

function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: CRLF line ends, fields with comma, quote or line break quoted; UTF-8 BOM so Excel reads accents. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** 02 §9: optional date prefix, the filename, the timeframe and the dimension. */
export function dashboardCsvFilename(name: string, timeRange: DashboardTimeRange, dimension?: DashboardDimension, datePrefix?: string): string {
  const parts = [datePrefix, name, DASHBOARD_TIME_RANGE_LABELS[timeRange], dimension && DASHBOARD_DIMENSION_LABELS[dimension]]
    .filter((part): part is string => Boolean(part))
    .map((part) => part.replace(/[\\/:*?"<>|]+/g, '-').replace(/\s+/g, ' ').trim());
  return `${parts.join(' - ')}.csv`;
}

/** Tooltip of the student hand-in chart cell: name, percentage to 2 decimals and the total. */
export function handInTooltipText(name: string, count: number, total: number): string {
  const percentage = total === 0 ? 0 : (count / total) * 100;
  return `${name}: ${percentage.toFixed(2)}% (${count} of ${total})`;
}

/**
 * The dashboard calls (02 §7). The student table and its export are not shown by the spec: ours, in
 * the same style, documented in the OpenAPI document.
 */
export const DASHBOARD_PATHS = {
  totals: 'v3/ManagementDashboard/GetTotals',
  handedInStatus: 'v3/ManagementDashboard/GetHandedInStatus',
  studentHandInStatus: 'v3/ManagementDashboard/GetStudentHandInStatus',
  studentHandInExport: 'v3/ManagementDashboard/GetStudentHandInExport',
} as const;

/** GET GetTotals?timeRange&dimension: one row per dimension value. */
export interface DashboardTotalRow {
  Name: string;
  Count: number;
  /** Sliced by teacher: whose homework (beyond the spec: the chart links to it on All Homework). */
  TeacherId?: string;
}

/** GET GetHandedInStatus?timeRange&dimension. */
export interface DashboardHandedInStatusRow {
  Name: string;
  /** As DashboardTotalRow's. */
  TeacherId?: string;
  Count: number;
  HandedInOnTime: number;
  HandedInLate: number;
  Overdue: number;
  Due: number;
}

/** POST GetStudentHandInStatus: null students and groups mean the whole school. Page from 1. */
export interface StudentHandInStatusRequest {
  timeRange: DashboardTimeRange;
  studentIds: string[] | null;
  groupIds: string[] | null;
  sortOrder: StudentOverviewSort;
  pageSize: number;
  pageNumber: number;
}

/** 02 §3 student hand-in row. */
export interface StudentHandInRow {
  Id: string;
  DisplaySurname: string;
  DisplayForename: string;
  RegGroup: string;
  YearGroup: string;
  HandedInOnTime: number;
  HandedInLate: number;
  TotalDue: number;
  TotalOverdue: number;
}

export interface StudentHandInStatusResponse {
  page: StudentHandInRow[];
  totalRows: number;
}

/** POST GetStudentHandInExport: every student of the timeframe, in the sort order. */
export interface StudentHandInExportRequest {
  timeRange: DashboardTimeRange;
  sortOrder: StudentOverviewSort;
}

/** GetStudentHandInExport's answer: every student's row, in the sort order. */
export type StudentHandInExportResponse = StudentHandInRow[];

/** 02 §3 chart row: one slice of a student's hand-in chart. */
export interface HandInChartRow {
  name: string;
  percentage: number;
  color: string;
  total: number;
}
