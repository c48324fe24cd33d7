import type { HomeworkStudent, Student } from '@homework/contracts';
import { mockStudents } from '@homework/testing';
import { findRecord, initialSelection, markingRowsOf, selectionOfView, withRecord } from './marking-rows';

const record = (StudentId: string, over: Partial<HomeworkStudent> = {}): HomeworkStudent => ({
  StudentId,
  HandedInDate: null,
  Result: null,
  Comments: null,
  Status: 1,
  ExtendedDueDate: null,
  ...over,
});

const student = (Id: string, DisplayForename: string, DisplaySurname: string): Student => ({ ...mockStudents[0]!, Id, DisplayForename, DisplaySurname });

test('rows come in surname order, only for students the teacher may see, with school days', () => {
  const students = [student('s-1', 'Zoe', 'Young'), student('S-2', 'Adam', 'archer'), student('s-3', 'Bea', 'Archer')];
  const rows = markingRowsOf(
    [
      record('s-1', { HandedInDate: '2026-06-30T23:00:00.000Z', ExtendedDueDate: '2026-07-02T23:00:00.000Z' }),
      record('s-2'),
      record('s-3'),
      record('hidden'),
    ],
    students,
    'Europe/London',
  );
  expect(rows.map((row) => [row.name, row.handedInDay, row.extendedDudeDate])).toEqual([
    ['archer, Adam', null, null],
    ['Archer, Bea', null, null],
    // 23:00 UTC in British Summer Time is the next school day.
    ['Young, Zoe', '2026-07-01', '2026-07-03'],
  ]);
});

test.each([
  ['the same case', 's-2'],
  ['another case', 'S-2'],
])('a record is found and replaced by id in %s', (_label, id) => {
  const records = [record('s-1'), record('s-2')];
  const replaced = withRecord(records, record(id, { Result: 'A' }));
  expect(replaced.map((r) => r.Result)).toEqual([null, 'A']);
  expect(findRecord(replaced, id)?.Result).toBe('A');
  expect(records[1]!.Result).toBeNull();
});

describe('the selection the page opens on', () => {
  const rows = markingRowsOf(
    [
      record('s-1'),
      record('s-2', { HandedInDate: '2026-06-01T00:00:00.000Z' }),
      record('s-3', { HandedInDate: '2026-06-01T00:00:00.000Z', Result: 'B' }),
      record('s-4', { HandedInDate: '2026-06-01T00:00:00.000Z' }),
    ],
    [student('s-1', 'A', 'One'), student('s-2', 'B', 'Two'), student('s-3', 'C', 'Three'), student('s-4', 'D', 'Four')],
    'Europe/London',
  );
  test.each([
    ['nobody preselected: Handed In first, its first student by name', undefined, { view: 'handedIn', studentId: 's-4' }],
    ['a preselected student in another view', 'S-3', { view: 'marked', studentId: 's-3' }],
    ['a preselected id not on the homework is ignored', 's-9', { view: 'handedIn', studentId: 's-4' }],
  ])('%s', (_label, preselected, expected) => {
    expect(initialSelection(rows, preselected)).toEqual(expected);
  });
  test('nobody at all: Handed In with no student', () => {
    expect(initialSelection([], 's-1')).toEqual({ view: 'handedIn', studentId: null });
  });
  test('a tab chosen opens on its first student, or none', () => {
    expect(selectionOfView(rows, 'notHandedIn')).toEqual({ view: 'notHandedIn', studentId: 's-1' });
    expect(selectionOfView(rows.slice(0, 0), 'marked')).toEqual({ view: 'marked', studentId: null });
  });
});
