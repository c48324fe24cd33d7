import type { DashboardHandedInStatusRow } from '@homework/contracts';
import { REPORT_SORTS, sortReportRows, type ReportSort } from './report-sort';

const r = (Name: string, HandedInOnTime: number, Overdue: number): DashboardHandedInStatusRow => ({
  Name,
  Count: HandedInOnTime + Overdue,
  HandedInOnTime,
  HandedInLate: 0,
  Overdue,
  Due: 0,
});
const rows = [r('Year 10', 5, 1), r('Year 7', 2, 4), r('Year 8', 5, 0)];

test.each<[ReportSort, string[]]>([
  ['nameAsc', ['Year 7', 'Year 8', 'Year 10']],
  ['HandedInOnTimeDesc', ['Year 8', 'Year 10', 'Year 7']],
  ['OverdueDesc', ['Year 7', 'Year 10', 'Year 8']],
  ['CountDesc', ['Year 7', 'Year 10', 'Year 8']],
])('%s', (sort, names) => {
  expect(sortReportRows(rows, sort).map((row) => row.Name)).toEqual(names);
  expect(rows.map((row) => row.Name)).toEqual(['Year 10', 'Year 7', 'Year 8']);
});

test('every sort has a label', () => {
  expect(REPORT_SORTS.map((s) => s.label)).toEqual([
    'Name (A to Z)',
    'Total (highest first)',
    'Handed In (highest first)',
    'Handed In Late (highest first)',
    'Not Handed In (highest first)',
    'Due (highest first)',
  ]);
});
