// What the charts draw and the CSV downloads hold, from the same rows, so the file's numbers are the
// screen's. The hand-in statuses have fixed colours (02 §2.7) in a fixed order.
import { toCsv, type DashboardHandedInStatusRow, type DashboardTotalRow } from '@homework/contracts';

export const HAND_IN_STATUSES = [
  { key: 'HandedInOnTime', label: 'Handed In', color: '#389e0d' },
  { key: 'HandedInLate', label: 'Handed In Late', color: '#d48806' },
  { key: 'Overdue', label: 'Not Handed In', color: '#cf1322' },
  { key: 'Due', label: 'Due', color: '#1677ff' },
] as const;

export type HandInStatusKey = (typeof HAND_IN_STATUSES)[number]['key'];

export interface StackedPoint {
  name: string;
  status: string;
  count: number;
}

/** One point per dimension value and status, for a stacked bar. */
export function stackedPoints(rows: readonly DashboardHandedInStatusRow[]): StackedPoint[] {
  return rows.flatMap((row) => HAND_IN_STATUSES.map((status) => ({ name: row.Name, status: status.label, count: row[status.key] })));
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

/** Saves text as a file through a temporary link (the browser's own download). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
