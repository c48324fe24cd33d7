// The student view's Overview list (02 §2.4): title search, Subject (with All Subjects), Order By,
// pages of 8, and the hand-in chart's shares. Plain functions so the table tests can pin them.
import { STUDENT_OVERVIEW_PAGE_SIZE, inSchoolZone, type Language, type OverviewStatus, type StudentHomeworkOverviewItem } from '@homework/contracts';
import { markingText, type MarkingKey } from '../../../messages';

export const ALL_SUBJECTS = 'all';

export const OVERVIEW_ORDERS = ['dueNewest', 'dueOldest', 'title', 'subject', 'status'] as const;
export type OverviewOrder = (typeof OVERVIEW_ORDERS)[number];

export const OVERVIEW_ORDER_LABELS = {
  dueNewest: 'sv.dueNewest',
  dueOldest: 'sv.dueOldest',
  title: 'sv.byTitle',
  subject: 'sv.bySubject',
  status: 'sv.byStatus',
} as const satisfies Record<OverviewOrder, MarkingKey>;

/** A status's words (the status is the call's code, in English). */
export const STATUS_KEYS = {
  'Handed in': 'status.handedIn',
  'Handed in late': 'status.late',
  Overdue: 'status.overdue',
  'Set (due)': 'status.due',
  'Not set': 'status.notSet',
} as const satisfies Record<OverviewStatus, MarkingKey>;

/** Status order: what needs the teacher first. */
const STATUS_RANK: Record<OverviewStatus, number> = { Overdue: 0, 'Handed in late': 1, 'Set (due)': 2, 'Handed in': 3, 'Not set': 4 };

export interface OverviewFilter {
  search: string;
  subjectId: string;
  order: OverviewOrder;
}

export const DEFAULT_FILTER: OverviewFilter = { search: '', subjectId: ALL_SUBJECTS, order: 'dueNewest' };

/** The due date the student works to: the extension if one was granted. */
export const effectiveDue = (item: Pick<StudentHomeworkOverviewItem, 'DueDate' | 'ExtendedDudeDate'>) => item.ExtendedDudeDate ?? item.DueDate;

const text = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });
const byDue = (a: StudentHomeworkOverviewItem, b: StudentHomeworkOverviewItem) => Date.parse(effectiveDue(a)) - Date.parse(effectiveDue(b));

const COMPARE: Record<OverviewOrder, (a: StudentHomeworkOverviewItem, b: StudentHomeworkOverviewItem) => number> = {
  dueNewest: (a, b) => byDue(b, a) || text.compare(a.Title, b.Title),
  dueOldest: (a, b) => byDue(a, b) || text.compare(a.Title, b.Title),
  title: (a, b) => text.compare(a.Title, b.Title) || byDue(b, a),
  subject: (a, b) => text.compare(a.Subject, b.Subject) || byDue(b, a),
  status: (a, b) => STATUS_RANK[a.Status] - STATUS_RANK[b.Status] || byDue(b, a),
};

/** The items shown for a filter: title containing the search (any case), the subject, in order. */
export function overviewRows(items: readonly StudentHomeworkOverviewItem[], filter: OverviewFilter): StudentHomeworkOverviewItem[] {
  const search = filter.search.trim().toLocaleLowerCase('en-GB');
  return items
    .filter((item) => !search || item.Title.toLocaleLowerCase('en-GB').includes(search))
    .filter((item) => filter.subjectId === ALL_SUBJECTS || item.SubjectId === filter.subjectId)
    .sort(COMPARE[filter.order]);
}

/** One page (from 1) of 8; a page past the end gives the last page, so a narrower search never shows an empty page. */
export function pageOf<T>(rows: readonly T[], page: number, size = STUDENT_OVERVIEW_PAGE_SIZE): { rows: T[]; page: number } {
  const last = Math.max(1, Math.ceil(rows.length / size));
  const shown = Math.min(Math.max(1, page), last);
  return { rows: rows.slice((shown - 1) * size, shown * size), page: shown };
}

/** The subjects of the student's homework, by name, after All Subjects. */
export function subjectOptions(items: readonly StudentHomeworkOverviewItem[], language: Language = 'en'): { value: string; label: string }[] {
  const subjects = new Map(items.map((item) => [item.SubjectId, item.Subject]));
  return [
    { value: ALL_SUBJECTS, label: markingText.format('sv.allSubjects', undefined, language) },
    ...[...subjects].map(([value, label]) => ({ value, label })).sort((a, b) => text.compare(a.label, b.label)),
  ];
}

export interface HandInShare {
  status: OverviewStatus;
  count: number;
  /** Percentage of the homework of the timeframe, to 2 decimals. */
  percent: number;
}

/**
 * The chart's shares of the homework of the timeframe: handed in, late, overdue, still due, and not
 * set yet. Not set is counted, as the dashboard counts it (in its Due), so the two add up alike.
 */
export function handInShares(items: readonly Pick<StudentHomeworkOverviewItem, 'Status'>[]): HandInShare[] {
  const statuses: OverviewStatus[] = ['Handed in', 'Handed in late', 'Overdue', 'Set (due)', 'Not set'];
  return statuses.map((status) => {
    const count = items.filter((item) => item.Status === status).length;
    return { status, count, percent: items.length ? Math.round((count / items.length) * 10_000) / 100 : 0 };
  });
}

/** Which of the student view's statuses each of the dashboard's counts (the student's row) adds up. */
const DASHBOARD_FIGURES: [MarkingKey, OverviewStatus[]][] = [
  ['figure.onTime', ['Handed in']],
  ['figure.late', ['Handed in late']],
  ['figure.due', ['Set (due)', 'Not set']],
  ['figure.overdue', ['Overdue']],
];

/** The student's counts as the dashboard's Student Overview shows them, from the same shares. */
export function dashboardCounts(shares: readonly HandInShare[], language: Language = 'en'): { name: string; count: number }[] {
  return DASHBOARD_FIGURES.map(([name, statuses]) => ({
    name: markingText.format(name, undefined, language),
    count: shares.filter((share) => statuses.includes(share.status)).reduce((sum, share) => sum + share.count, 0),
  }));
}

/** A date of the call (an instant or a school day) as the school reads it, DD/MM/YYYY. */
export function schoolDay(value: string | null, timeZone: string): string {
  if (!value) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.exec(value) ? value : inSchoolZone(value, timeZone)?.format('YYYY-MM-DD');
  return day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '';
}

/** The school day (YYYY-MM-DD) of a range's end or start as the call takes it. */
export function rangeDay(value: string, timeZone: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : (inSchoolZone(value, timeZone)?.format('YYYY-MM-DD') ?? value.slice(0, 10));
}
