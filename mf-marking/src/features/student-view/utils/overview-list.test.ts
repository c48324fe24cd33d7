import type { StudentHomeworkOverviewItem } from '@homework/contracts';
import { ALL_SUBJECTS, DEFAULT_FILTER, dashboardCounts, handInShares, overviewRows, pageOf, rangeDay, schoolDay, subjectOptions, type OverviewFilter } from './overview-list';

const item = (over: Partial<StudentHomeworkOverviewItem> & Pick<StudentHomeworkOverviewItem, 'HomeworkId'>): StudentHomeworkOverviewItem => ({
  Title: over.HomeworkId,
  SetBy: 'Mr Smith',
  Subject: 'English',
  SubjectId: 'en',
  StartDate: '2026-11-01T00:00:00.000Z',
  DueDate: '2026-11-10T00:00:00.000Z',
  ExtendedDudeDate: null,
  HandedInDate: null,
  Result: null,
  Status: 'Set (due)',
  ...over,
});

const ITEMS = [
  item({ HomeworkId: 'poem', Title: 'Poetry analysis', DueDate: '2026-11-12T00:00:00.000Z', Status: 'Handed in' }),
  item({ HomeworkId: 'algebra', Title: 'Algebra practice', Subject: 'Maths', SubjectId: 'ma', DueDate: '2026-11-05T00:00:00.000Z', Status: 'Overdue' }),
  item({ HomeworkId: 'cells', Title: 'Cells and organs', Subject: 'Biology', SubjectId: 'bi', DueDate: '2026-11-03T00:00:00.000Z', ExtendedDudeDate: '2026-11-20T00:00:00.000Z', Status: 'Set (due)' }),
  item({ HomeworkId: 'essay', Title: 'Macbeth essay', DueDate: '2026-11-08T00:00:00.000Z', Status: 'Handed in late' }),
  item({ HomeworkId: 'future', Title: 'Algebra test revision', Subject: 'Maths', SubjectId: 'ma', DueDate: '2026-12-01T00:00:00.000Z', Status: 'Not set' }),
];

const ids = (filter: Partial<OverviewFilter>) => overviewRows(ITEMS, { ...DEFAULT_FILTER, ...filter }).map((row) => row.HomeworkId);

describe('overviewRows', () => {
  it.each<[string, Partial<OverviewFilter>, string[]]>([
    ['newest due first by default, an extension counting as the due date', {}, ['future', 'cells', 'poem', 'essay', 'algebra']],
    ['oldest due first', { order: 'dueOldest' }, ['algebra', 'essay', 'poem', 'cells', 'future']],
    ['by title', { order: 'title' }, ['algebra', 'future', 'cells', 'essay', 'poem']],
    ['by subject, newest due within one', { order: 'subject' }, ['cells', 'poem', 'essay', 'future', 'algebra']],
    ['by status, overdue first', { order: 'status' }, ['algebra', 'essay', 'cells', 'poem', 'future']],
    ['title search in any case', { search: 'ALGEBRA' }, ['future', 'algebra']],
    ['title search ignores the spaces round it', { search: '  essay ' }, ['essay']],
    ['a search that matches nothing', { search: 'volcano' }, []],
    ['one subject', { subjectId: 'ma' }, ['future', 'algebra']],
    ['one subject and a search', { subjectId: 'ma', search: 'test' }, ['future']],
    ['All Subjects', { subjectId: ALL_SUBJECTS }, ['future', 'cells', 'poem', 'essay', 'algebra']],
  ])('%s', (_rule, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });
});

describe('pageOf', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
  it.each([
    [1, [1, 2, 3, 4, 5, 6, 7, 8], 1],
    [2, [9, 10, 11, 12, 13, 14, 15, 16], 2],
    [3, [17, 18, 19, 20], 3],
    [4, [17, 18, 19, 20], 3],
    [0, [1, 2, 3, 4, 5, 6, 7, 8], 1],
  ])('page %i of 20 rows in pages of 8', (page, rows, shown) => {
    expect(pageOf(twenty, page)).toEqual({ rows, page: shown });
  });

  it('gives an empty first page when there is nothing', () => {
    expect(pageOf([], 3)).toEqual({ rows: [], page: 1 });
  });
});

describe('subjectOptions', () => {
  it('offers All Subjects first, then each subject once by name', () => {
    expect(subjectOptions(ITEMS)).toEqual([
      { value: ALL_SUBJECTS, label: 'All Subjects' },
      { value: 'bi', label: 'Biology' },
      { value: 'en', label: 'English' },
      { value: 'ma', label: 'Maths' },
    ]);
  });
});

describe('handInShares', () => {
  it('shares out all the homework of the timeframe, Not set too, to 2 decimals', () => {
    expect(handInShares(ITEMS)).toEqual([
      { status: 'Handed in', count: 1, percent: 20 },
      { status: 'Handed in late', count: 1, percent: 20 },
      { status: 'Overdue', count: 1, percent: 20 },
      { status: 'Set (due)', count: 1, percent: 20 },
      { status: 'Not set', count: 1, percent: 20 },
    ]);
    expect(handInShares([{ Status: 'Handed in' }, { Status: 'Overdue' }, { Status: 'Overdue' }]).map((share) => share.percent)).toEqual([33.33, 0, 66.67, 0, 0]);
  });

  it('is all nought with nothing in the timeframe', () => {
    expect(handInShares([]).every((share) => share.percent === 0 && share.count === 0)).toBe(true);
  });
});

describe("dashboardCounts: the student's row on the dashboard's Student Overview, from the same homework", () => {
  it('counts Set (due) and Not set together as Due, and Overdue as Not Handed In', () => {
    expect(dashboardCounts(handInShares([{ Status: 'Not set' }, { Status: 'Not set' }, { Status: 'Handed in late' }, { Status: 'Overdue' }]))).toEqual([
      { name: 'Handed In', count: 0 },
      { name: 'Handed In Late', count: 1 },
      { name: 'Due', count: 2 },
      { name: 'Not Handed In', count: 1 },
    ]);
  });
});

describe('dates', () => {
  it.each([
    ['2026-11-10', 'Europe/London', '10/11/2026'],
    ['2026-06-30T23:30:00.000Z', 'Europe/London', '01/07/2026'],
    ['2026-06-30T23:30:00.000Z', 'UTC', '30/06/2026'],
    [null, 'Europe/London', ''],
  ])('%s in %s reads %s', (value, zone, expected) => {
    expect(schoolDay(value, zone)).toBe(expected);
  });

  it.each([
    ['2026-09-01', '2026-09-01'],
    ['2026-08-31T23:00:00.000Z', '2026-09-01'],
  ])('a range bound %s is the school day %s', (value, expected) => {
    expect(rangeDay(value, 'Europe/London')).toBe(expected);
  });
});
