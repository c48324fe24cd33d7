// What the charts draw and the CSV downloads hold, from the same rows, so the file's numbers are the
// screen's. The hand-in statuses have fixed colours (02 §2.7) in a fixed order.
import {
  teacherHomeworkPath,
  type DashboardDimension,
  type DashboardHandedInStatusRow,
  type DashboardTotalRow,
  type Language,
} from '@homework/contracts';
import { toCsv } from '@homework/contracts/csv';
import { dashboardMessages, formatCount } from '../../../messages';

export const HAND_IN_STATUSES = [
  { key: 'HandedInOnTime', label: 'Handed In', color: '#389e0d' },
  { key: 'HandedInLate', label: 'Handed In Late', color: '#d48806' },
  { key: 'Overdue', label: 'Not Handed In', color: '#cf1322' },
  { key: 'Due', label: 'Due', color: '#1677ff' },
] as const;

export type HandInStatusKey = (typeof HAND_IN_STATUSES)[number]['key'];

/** A status's name in the language (its `label` is the English, which the CSV and the Student Overview keep). */
export const statusLabel = (key: HandInStatusKey, language: Language) => dashboardMessages.format(`status.${key}`, undefined, language);

export interface StackedPoint {
  name: string;
  status: string;
  count: number;
}

/** One point per dimension value and status, for a stacked bar; the statuses named in the language (English if none). */
export function stackedPoints(rows: readonly DashboardHandedInStatusRow[], language: Language = 'en'): StackedPoint[] {
  return rows.flatMap((row) => HAND_IN_STATUSES.map((status) => ({ name: row.Name, status: statusLabel(status.key, language), count: row[status.key] })));
}

/**
 * The pie's slice colours, one a row in order: Kelly's twenty colours of greatest contrast, the
 * sixteen furthest apart first (G2's own palette has ten, so fifteen subjects repeated five). Past
 * twenty a colour comes back: the slices carry their names too, for that and for readers who cannot
 * tell the colours apart.
 */
export const SLICE_COLOURS = [
  '#f3c300', '#875692', '#f38400', '#a1caf1', '#be0032', '#c2b280', '#848482', '#008856', '#e68fac', '#0067a5',
  '#f99379', '#b3446c', '#882d17', '#8db600', '#e25822', '#2b3d26', '#604e97', '#f6a600', '#dcd300', '#654522',
] as const;

export const sliceColours = (rows: readonly unknown[]): string[] => rows.map((_, index) => SLICE_COLOURS[index % SLICE_COLOURS.length]);

/** A slice's figure in words, as the keyboard reads it out (the chart's tooltip): its whole name and count. */
export const totalText = (row: DashboardTotalRow, language: Language = 'en') =>
  dashboardMessages.format('total.figure', { name: row.Name, count: formatCount(row.Count, language) }, language);

/** A bar's figures in words, its whole name first (the name under the bar may be cut). */
export const handInStatusText = (row: DashboardHandedInStatusRow, language: Language = 'en') =>
  `${row.Name}: ${HAND_IN_STATUSES.map((status) => `${statusLabel(status.key, language)} ${formatCount(row[status.key], language)}`).join(', ')}`;

/** The figure the keyboard moves to from `at` (of `count`), or null when the key does not move. */
export function figureAfterKey(key: string, at: number, count: number): number | null {
  const last = count - 1;
  const moves: Record<string, number> = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: last };
  return key in moves ? Math.min(last, Math.max(0, moves[key])) : null;
}

/** Longest name under a bar, in characters: a longer one is cut with an ellipsis (the tooltip and CSV hold it whole). */
export const BAR_LABEL_LENGTH = 14;

/** A bar's name as drawn under it: short enough that the names leave the bars most of the chart's height. */
export function barLabel(name: string): string {
  return name.length <= BAR_LABEL_LENGTH ? name : `${name.slice(0, BAR_LABEL_LENGTH - 1).trimEnd()}…`;
}

export function totalsCsv(dimensionLabel: string, rows: readonly DashboardTotalRow[]): string {
  return toCsv([dimensionLabel, 'Homework'], rows.map((row) => [row.Name, row.Count]));
}

export function handedInStatusCsv(dimensionLabel: string, rows: readonly DashboardHandedInStatusRow[]): string {
  return toCsv(
    [dimensionLabel, 'Total', ...HAND_IN_STATUSES.map((status) => status.label)],
    rows.map((row) => [row.Name, row.Count, ...HAND_IN_STATUSES.map((status) => row[status.key])]),
  );
}

/**
 * The homework a figure counts, on All Homework, where its filters can show it: sliced by teacher,
 * that teacher's homework. Not by subject, year, group, house or gender: the list shows one's own
 * homework or other teachers', never the whole school's, so it could not show what those count.
 */
export function figureLink(dimension: DashboardDimension, row: { TeacherId?: string }): string | null {
  return dimension === 'teacher' && row.TeacherId ? `#${teacherHomeworkPath(row.TeacherId)}` : null;
}

/** The name of the figure a chart click was on: a pie's slice is a row, a stacked bar's part a point. */
export function clickedName(event: unknown): string | null {
  const datum = (event as { data?: { data?: { Name?: unknown; name?: unknown } } } | null)?.data?.data;
  const name = datum?.Name ?? datum?.name;
  return typeof name === 'string' ? name : null;
}
