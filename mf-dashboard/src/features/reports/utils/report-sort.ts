// The report table's sort orders: by name, or by a figure highest-first (ties by name).
import type { DashboardHandedInStatusRow, Language } from '@homework/contracts';
import { dashboardMessages } from '../../../messages';
import { reportMessages } from '../messages';

type Figure = 'Count' | 'HandedInOnTime' | 'HandedInLate' | 'Overdue' | 'Due';
const FIGURES: Figure[] = ['Count', 'HandedInOnTime', 'HandedInLate', 'Overdue', 'Due'];

/** A figure's name in the language: Total, or a hand-in status's. */
export const figureLabel = (figure: Figure, language: Language) =>
  figure === 'Count' ? reportMessages.format('reports.total', undefined, language) : dashboardMessages.format(`status.${figure}`, undefined, language);

export type ReportSort = 'nameAsc' | `${Figure}Desc`;

/** The sort orders, named in the language. */
export const reportSorts = (language: Language): { value: ReportSort; label: string }[] => [
  { value: 'nameAsc', label: reportMessages.format('sort.nameAsc', undefined, language) },
  ...FIGURES.map((figure) => ({ value: `${figure}Desc` as ReportSort, label: reportMessages.format('sort.desc', { figure: figureLabel(figure, language) }, language) })),
];
export const REPORT_SORTS = reportSorts('en');

const byName = (a: DashboardHandedInStatusRow, b: DashboardHandedInStatusRow) => a.Name.localeCompare(b.Name, 'en-GB', { numeric: true });

export function sortReportRows(rows: readonly DashboardHandedInStatusRow[], sort: ReportSort): DashboardHandedInStatusRow[] {
  if (sort === 'nameAsc') return [...rows].sort(byName);
  const figure = sort.replace(/Desc$/, '') as Figure;
  return [...rows].sort((a, b) => b[figure] - a[figure] || byName(a, b));
}
