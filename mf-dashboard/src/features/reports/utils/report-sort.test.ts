import { handInStatusRow } from '../../../testing/figures';
import { REPORT_SORTS, sortReportRows, type ReportSort } from './report-sort';

const r = handInStatusRow;
// Each figure has one tie (broken by name, numbers in number order: Year 9 before Year 10) and every
// order gives a different sequence, so a sort that reads the wrong figure shows.
const rows = [r('Year 10', 2, 4, 4, 2), r('Year 7', 1, 2, 2, 5), r('Year 8', 4, 0, 2, 5), r('Year 9', 2, 2, 1, 6)];

const SORT_CASES: [ReportSort, string[]][] = [
  ['nameAsc', ['Year 7', 'Year 8', 'Year 9', 'Year 10']],
  ['CountDesc', ['Year 10', 'Year 8', 'Year 9', 'Year 7']],
  ['HandedInOnTimeDesc', ['Year 8', 'Year 9', 'Year 10', 'Year 7']],
  ['HandedInLateDesc', ['Year 10', 'Year 7', 'Year 9', 'Year 8']],
  ['OverdueDesc', ['Year 10', 'Year 7', 'Year 8', 'Year 9']],
  ['DueDesc', ['Year 9', 'Year 7', 'Year 8', 'Year 10']],
];

test.each(SORT_CASES)('%s', (sort, names) => {
  expect(sortReportRows(rows, sort).map((row) => row.Name)).toEqual(names);
  expect(rows.map((row) => row.Name)).toEqual(['Year 10', 'Year 7', 'Year 8', 'Year 9']);
});

test('the table covers every sort the selector offers', () => {
  expect(SORT_CASES.map(([sort]) => sort)).toEqual(REPORT_SORTS.map((s) => s.value));
  expect(new Set(SORT_CASES.map(([, names]) => names.join())).size).toBe(SORT_CASES.length);
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
