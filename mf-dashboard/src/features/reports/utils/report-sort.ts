// The report table's sort orders: by name, or by a figure highest-first (ties by name).
import type { DashboardHandedInStatusRow } from '@homework/contracts';

type Figure = 'Count' | 'HandedInOnTime' | 'HandedInLate' | 'Overdue' | 'Due';

const FIGURE_LABELS: Record<Figure, string> = {
  Count: 'Total',
  HandedInOnTime: 'Handed In',
  HandedInLate: 'Handed In Late',
  Overdue: 'Not Handed In',
  Due: 'Due',
};

export type ReportSort = 'nameAsc' | `${Figure}Desc`;

export const REPORT_SORTS: { value: ReportSort; label: string }[] = [
  { value: 'nameAsc', label: 'Name (A to Z)' },
  ...(Object.keys(FIGURE_LABELS) as Figure[]).map((figure) => ({ value: `${figure}Desc` as ReportSort, label: `${FIGURE_LABELS[figure]} (highest first)` })),
];

const byName = (a: DashboardHandedInStatusRow, b: DashboardHandedInStatusRow) => a.Name.localeCompare(b.Name, 'en-GB', { numeric: true });

export function sortReportRows(rows: readonly DashboardHandedInStatusRow[], sort: ReportSort): DashboardHandedInStatusRow[] {
  if (sort === 'nameAsc') return [...rows].sort(byName);
  const figure = sort.replace(/Desc$/, '') as Figure;
  return [...rows].sort((a, b) => b[figure] - a[figure] || byName(a, b));
}
