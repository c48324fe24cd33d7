import type { RecorderRow } from './recorder-rules';
import type { HomeworkStudent } from '@homework/contracts';
import { afterUpdate, badgeOf, BADGE_STYLES, LEGEND, shortDay, visibleHandIns } from './recorder-view';

test.each([
  ['2026-11-02', '02/11/2026'],
  ['2027-01-31', '31/01/2027'],
  [null, ''],
  ['not a day', 'not a day'],
])('shortDay(%p) is %p', (day, shown) => {
  expect(shortDay(day)).toBe(shown);
});

test('only the students the teacher may see are listed (02 §6)', () => {
  const students = [{ StudentId: 'a' }, { StudentId: 'gone' }, { StudentId: 'b' }];
  expect(visibleHandIns(students, [{ Id: 'b' }, { Id: 'a' }])).toEqual([{ StudentId: 'a' }, { StudentId: 'b' }]);
  expect(visibleHandIns(students, [])).toEqual([]);
});

const row = (handedInDate: string | null, extendedDudeDate: string | null = null): RecorderRow => ({
  studentId: 's',
  name: 'S',
  handedInDate,
  result: null,
  extendedDudeDate,
});

// Due Monday 2026-11-02.
test.each([
  [row('2026-11-02'), '2026-11-10', 'Handed In'],
  [row('2026-11-03'), '2026-11-10', 'Handed In Late'],
  [row('2026-11-05', '2026-11-06'), '2026-11-10', 'Handed In'],
  [row(null), '2026-11-03', 'Not Yet Handed In'],
  [row(null), '2026-11-04', 'Overdue'],
  [row(null, '2026-11-09'), '2026-11-10', 'Not Yet Handed In'],
  [row(null, '2026-11-09'), '2026-11-11', 'Overdue'],
] as const)('%j on %s is %s', (r, today, badge) => {
  expect(badgeOf(r, '2026-11-02', today)).toBe(badge);
});

test('the legend explains every badge, each with its own look', () => {
  expect(LEGEND.map((entry) => entry.badge).sort()).toEqual(Object.keys(BADGE_STYLES).sort());
  expect(new Set(Object.values(BADGE_STYLES).map((style) => style.color)).size).toBe(4);
});

describe('afterUpdate', () => {
  const link = (StudentId: string, HandedInDate: string | null, Result: string | null, Status: number): HomeworkStudent => ({
    StudentId,
    HandedInDate,
    Result,
    Comments: Result ? 'Well done' : null,
    Status,
    ExtendedDueDate: null,
  });
  const before = [link('a', null, null, 1), link('b', '2026-11-02T00:00:00.000Z', 'B+', 3), link('c', '2026-11-03T00:00:00.000Z', null, 2)];

  it('records the day as its start in the school zone, keeps a grade, and leaves others alone', () => {
    const after = afterUpdate(
      before,
      { Id: 'h', Students: [{ StudentId: 'a', HandedInDate: '2026-07-01', status: 2 }, { StudentId: 'b', HandedInDate: '2026-07-01', status: 3 }] },
      'Europe/London',
    );
    expect(after).toEqual([
      { ...before[0], HandedInDate: '2026-06-30T23:00:00.000Z', Status: 2 },
      { ...before[1], HandedInDate: '2026-06-30T23:00:00.000Z', Status: 3 },
      before[2],
    ]);
  });

  it('a cleared hand-in loses its date, grade and comment', () => {
    expect(afterUpdate(before, { Id: 'h', Students: [{ StudentId: 'b', HandedInDate: null, status: 1 }] }, 'Europe/London')[1]).toEqual({
      ...before[1],
      HandedInDate: null,
      Result: null,
      Comments: null,
      Status: 1,
    });
  });
});
