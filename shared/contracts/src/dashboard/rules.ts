// Dashboard rules of 02 §2.7, §5 and §9: time ranges, dimensions, sort orders, CSV text,
// tooltip text and the download's filename. Plain functions so the server and mf-dashboard agree.
import type { DashboardDimension, DashboardTimeRange, StudentOverviewSort } from './codes';
// Type-only: the calls' types come from the server's schemas, and typebox stays out of the pages.
import type { Static } from 'typebox';
import type {
  DashboardHandedInStatusRowSchema,
  DashboardTotalRowSchema,
  StudentHandInExportBodySchema,
  StudentHandInRowSchema,
  StudentHandInStatusBodySchema,
  StudentHandInStatusResponseSchema,
} from './schemas';


export const DASHBOARD_TIME_RANGE_LABELS: Record<DashboardTimeRange, string> = {
  term: 'This Term',
  academicYear: 'This Year',
};

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

/** GET GetTotals?timeRange&dimension: one row per dimension value. */
export type DashboardTotalRow = Static<typeof DashboardTotalRowSchema>;

/** GET GetHandedInStatus?timeRange&dimension. */
export type DashboardHandedInStatusRow = Static<typeof DashboardHandedInStatusRowSchema>;

/**
 * POST GetStudentHandInStatus, as the Student Overview sends it: every field (the server defaults a
 * missing order, size or page). Null (or empty) students and groups mean the whole school. Page from 1.
 */
export type StudentHandInStatusRequest = Required<Static<typeof StudentHandInStatusBodySchema>>;

/** 02 §3 student hand-in row. */
export type StudentHandInRow = Static<typeof StudentHandInRowSchema>;

export type StudentHandInStatusResponse = Static<typeof StudentHandInStatusResponseSchema>;

/** POST GetStudentHandInExport, as the Student Overview sends it: every student of the timeframe, in the sort order. */
export type StudentHandInExportRequest = Required<Static<typeof StudentHandInExportBodySchema>>;

/** GetStudentHandInExport's answer: every student's row, in the sort order. */
export type StudentHandInExportResponse = StudentHandInRow[];

/** 02 §3 chart row: one slice of a student's hand-in chart. */
export interface HandInChartRow {
  name: string;
  percentage: number;
  color: string;
  total: number;
}
