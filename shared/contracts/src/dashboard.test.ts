// Dashboard rules of 02 §5 and §9 as tables.
import {
  dashboardCsvFilename,
  dashboardDimensionMessage,
  dashboardTimeRangeMessage,
  handInTooltipText,
  isDashboardDimension,
  isDashboardTimeRange,
  sortStudentOverview,
  toCsv,
  type StudentOverviewRow,
  type StudentOverviewSort,
} from './index';

describe('time range and dimension', () => {
  test.each([
    ['term', true],
    ['academicYear', true],
    ['year', false],
    ['', false],
    [undefined, false],
  ])('time range %p allowed: %p', (value, allowed) => {
    expect(isDashboardTimeRange(value)).toBe(allowed);
  });
  test.each([
    ['year', true],
    ['regGroup', true],
    ['house', true],
    ['gender', true],
    ['subject', true],
    ['teacher', true],
    ['subjectByYear', true],
    ['Subject', false],
    [3, false],
  ])('dimension %p allowed: %p', (value, allowed) => {
    expect(isDashboardDimension(value)).toBe(allowed);
  });
  test('messages name the allowed values', () => {
    expect(dashboardTimeRangeMessage).toBe('Time range must be one of: term, academicYear.');
    expect(dashboardDimensionMessage).toContain('subjectByYear');
  });
});

const row = (n: number, surname: string, handedIn: number, notHandedIn: number): StudentOverviewRow => ({
  studentId: `s${n}`,
  surname,
  forename: 'A',
  reg: '7A',
  year: 'Year 7',
  handedIn,
  handedInLate: 0,
  due: 0,
  notHandedIn,
});
const rows = [row(1, 'Young', 3, 1), row(2, 'Adams', 1, 4), row(3, 'Moore', 3, 0)];

test.each<[StudentOverviewSort, number[]]>([
  ['nameAsc', [2, 3, 1]],
  ['handedInDesc', [3, 1, 2]],
  ['handedInAsc', [2, 3, 1]],
  ['notHandedInDesc', [2, 1, 3]],
  ['notHandedInAsc', [3, 1, 2]],
])('sort %s', (sort, ids) => {
  expect(sortStudentOverview(rows, sort).map((r) => r.studentId)).toEqual(ids.map((id) => `s${id}`));
});

test.each([
  [['a', 'b'], [[1, 'plain']], '\uFEFFa,b\r\n1,plain\r\n'],
  [['x'], [['has, comma']], '\uFEFFx\r\n"has, comma"\r\n'],
  [['x'], [['say "hi"']], '\uFEFFx\r\n"say ""hi"""\r\n'],
  [['x'], [['two\nlines']], '\uFEFFx\r\n"two\nlines"\r\n'],
  [['x', 'y'], [[null, 'Zoë']], '\uFEFFx,y\r\n,Zoë\r\n'],
])('toCsv %#', (header, body, expected) => {
  expect(toCsv(header, body)).toBe(expected);
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
