import { rowBadge } from '@homework/contracts';
import { recorderRowsOf, selectAllState, shownRows, toggleAll, toggleOne, updateRequestFor, type RecorderRow } from './recorder-rules';

const row = (studentId: string, name: string, handedInDate: string | null = null, result: string | null = null): RecorderRow => ({
  studentId,
  name,
  handedInDate,
  result,
});

const ROWS = [
  row('a', 'zoe Adams'),
  row('b', 'Amy Brown', '2026-11-10', 'B+'),
  row('c', 'Ben Cole', '2026-11-12'),
  row('d', 'amy Baker'),
  row('e', 'Cara Diaz', '2026-11-11', '  '),
];

describe('shownRows', () => {
  it.each([
    ['notHandedIn', 'name', ['d', 'a']],
    ['notHandedIn', 'status', ['d', 'a']],
    ['handedIn', 'name', ['b', 'c', 'e']],
    // status 2 (no result; a blank result is none) before status 3, then by name
    ['handedIn', 'status', ['c', 'e', 'b']],
  ] as const)('show %s sorted by %s', (show, sort, ids) => {
    expect(shownRows(ROWS, show, sort).map((r) => r.studentId)).toEqual(ids);
  });

  it('leaves the given list in its order', () => {
    const copy = [...ROWS];
    shownRows(ROWS, 'handedIn', 'status');
    expect(ROWS).toEqual(copy);
  });
});

describe('select-all', () => {
  const shown = shownRows(ROWS, 'notHandedIn', 'name');
  it.each([
    [[], { checked: false, indeterminate: false }],
    [['a'], { checked: false, indeterminate: true }],
    [['a', 'd'], { checked: true, indeterminate: false }],
    // a chosen student not shown does not count
    [['b'], { checked: false, indeterminate: false }],
  ])('chosen %j', (ids, state) => {
    expect(selectAllState(shown, new Set(ids))).toEqual(state);
  });

  it('is never ticked with nobody shown', () => {
    expect(selectAllState([], new Set(['a']))).toEqual({ checked: false, indeterminate: false });
  });

  it.each([
    [[], ['a', 'd']],
    [['a'], ['a', 'd']],
    [['a', 'd'], []],
    [['b'], ['a', 'b', 'd']],
    [['a', 'b', 'd'], ['b']],
  ])('toggleAll from %j gives %j', (from, to) => {
    expect([...toggleAll(shown, new Set(from))].sort()).toEqual(to);
  });

  it('toggles one student', () => {
    expect([...toggleOne(new Set(['a']), 'b')].sort()).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });
});

describe('updateRequestFor', () => {
  const handedIn = shownRows(ROWS, 'handedIn', 'name');

  it('sends nothing with nothing chosen', () => {
    expect(updateRequestFor('hw', handedIn, new Set(), '2026-11-20')).toBeNull();
    expect(updateRequestFor('hw', handedIn, new Set(['a']), '2026-11-20')).toBeNull();
  });

  it('records the chosen day, keeping a marked student marked', () => {
    expect(updateRequestFor('hw', handedIn, new Set(['b', 'c']), '2026-11-20')).toEqual({
      Id: 'hw',
      Students: [
        { StudentId: 'b', HandedInDate: '2026-11-20', status: 3 },
        { StudentId: 'c', HandedInDate: '2026-11-20', status: 2 },
      ],
    });
  });

  it('clears to status 1 with no date', () => {
    expect(updateRequestFor('hw', handedIn, new Set(['e']), null)).toEqual({
      Id: 'hw',
      Students: [{ StudentId: 'e', HandedInDate: null, status: 1 }],
    });
  });
});

describe('row badges with an extension (02 §4)', () => {
  it.each([
    [{ handedInDay: '2026-11-12' }, 'Handed In Late'],
    [{ handedInDay: '2026-11-12', extendedDudeDate: '2026-11-13' }, 'Handed In'],
    [{ handedInDay: null }, 'Overdue'],
    [{ handedInDay: null, extendedDudeDate: '2026-11-19' }, 'Not Yet Handed In'],
  ] as const)('%j', (input, badge) => {
    expect(rowBadge(input, '2026-11-10', '2026-11-20')).toBe(badge);
  });
});

describe('recorderRowsOf', () => {
  const people = [{ Id: 'a', DisplayForename: 'Zoe', DisplaySurname: 'Adams' }];
  const student = { StudentId: 'a', HandedInDate: null, Result: null, Comments: null, Status: 1, ExtendedDueDate: null };

  it.each([
    // 23:30 UTC on the 10th is the 10th in London and the 11th in Sydney
    ['Europe/London', '2026-11-10T23:30:00.000Z', '2026-11-10'],
    ['Australia/Sydney', '2026-11-10T23:30:00.000Z', '2026-11-11'],
    ['Europe/London', null, null],
  ])('in %s a hand-in at %s is the school day %s', (zone, instant, day) => {
    const [row] = recorderRowsOf([{ ...student, HandedInDate: instant, ExtendedDueDate: instant }], people, zone);
    expect(row).toEqual({ studentId: 'a', name: 'Adams, Zoe', handedInDate: day, result: null, extendedDudeDate: day });
  });

  it('names each student "Surname, Forename", so Student Name sorts by surname as registers are read', () => {
    const more = [...people, { Id: 'b', DisplayForename: 'Amy', DisplaySurname: 'Young' }, { Id: 'c', DisplayForename: 'Ben', DisplaySurname: 'Adamson' }];
    const rows = recorderRowsOf(['b', 'a', 'c'].map((StudentId) => ({ ...student, StudentId })), more, 'Europe/London');
    expect(shownRows(rows, 'notHandedIn', 'name').map((r) => r.name)).toEqual(['Adams, Zoe', 'Adamson, Ben', 'Young, Amy']);
  });

  it('names a student missing from the school list', () => {
    expect(recorderRowsOf([{ ...student, StudentId: 'gone' }], people, 'Europe/London')[0]!.name).toBe('Unknown student');
  });
});
