// Dashboard rules of 02 §5 and §9 as tables.
import {
  dashboardCsvFilename,
  dashboardDimensionMessage,
  dashboardTimeRangeMessage,
  handInTooltipText,
  sortStudentOverview,
  STUDENT_OVERVIEW_SORTS,
  type StudentOverviewRow,
  type StudentOverviewSort,
} from './index';

// Which values are allowed is the schemas' (schemas.ts), checked over HTTP in server/test/services/dashboard/dashboard.test.ts.
describe('time range and dimension', () => {
  test('messages name the allowed values', () => {
    expect(dashboardTimeRangeMessage).toBe('Time range must be one of: term, academicYear.');
    expect(dashboardDimensionMessage).toContain('subjectByYear');
  });
});

const row = (n: number, surname: string, forename: string, handedIn: number, handedInLate: number, due: number, notHandedIn: number): StudentOverviewRow => ({
  studentId: `s${n}`,
  surname,
  forename,
  reg: '7A',
  year: 'Year 7',
  handedIn,
  handedInLate,
  due,
  notHandedIn,
});
// Each figure has one tie (broken by name, A to Z, whichever way the figure runs; the two Adamses by
// forename, against their ids' order) and every order gives a different sequence, so a sort that
// reads the wrong figure or runs the wrong way shows.
const rows = [
  row(1, 'Young', 'A', 1, 3, 4, 0),
  row(2, 'Adams', 'Zed', 5, 0, 4, 4),
  row(3, 'Moore', 'A', 1, 4, 2, 1),
  row(4, 'Adams', 'A', 0, 3, 5, 0),
];

const SORT_CASES: [StudentOverviewSort, number[]][] = [
  ['nameAsc', [4, 2, 3, 1]],
  ['notHandedInDesc', [2, 3, 4, 1]],
  ['notHandedInAsc', [4, 1, 3, 2]],
  ['handedInDesc', [2, 3, 1, 4]],
  ['handedInAsc', [4, 3, 1, 2]],
  ['dueDesc', [4, 2, 1, 3]],
  ['dueAsc', [3, 2, 1, 4]],
  ['handedInLateDesc', [3, 4, 1, 2]],
  ['handedInLateAsc', [2, 4, 1, 3]],
];

test.each(SORT_CASES)('sort %s', (sort, ids) => {
  expect(sortStudentOverview(rows, sort).map((r) => r.studentId)).toEqual(ids.map((id) => `s${id}`));
  // A copy is sorted; the rows given are left as they were.
  expect(rows.map((r) => r.studentId)).toEqual(['s1', 's2', 's3', 's4']);
});

test('the sort table covers every sort order of 02 §9', () => {
  expect(SORT_CASES.map(([sort]) => sort).sort()).toEqual([...STUDENT_OVERVIEW_SORTS].sort());
  expect(new Set(SORT_CASES.map(([, ids]) => ids.join())).size).toBe(SORT_CASES.length);
});

test.each([
  ['Total Homework', 'term', 'subject', undefined, 'Total Homework - This Term - Subject.csv'],
  ['Hand In Status', 'academicYear', 'subjectByYear', '22/11/2026', '22-11-2026 - Hand In Status - This Year - Year-Subject.csv'],
  ['Student Overview', 'term', undefined, '2026-11-22', '2026-11-22 - Student Overview - This Term.csv'],
] as const)('filename %s', (name, timeRange, dimension, prefix, expected) => {
  expect(dashboardCsvFilename(name, timeRange, dimension, prefix)).toBe(expected);
});

test.each([
  ['Handed In', 1, 3, 'Handed In: 33.33% (1 of 3)'],
  ['Due', 0, 0, 'Due: 0.00% (0 of 0)'],
  ['Overdue', 2, 2, 'Overdue: 100.00% (2 of 2)'],
])('tooltip %s', (name, count, total, expected) => {
  expect(handInTooltipText(name, count, total)).toBe(expected);
});
