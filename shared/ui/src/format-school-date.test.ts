import { formatSchoolDate } from './format-school-date';
import { dateMessages } from './dates/messages';

const london = (date: Date | string, now: string) => formatSchoolDate(date, { timeZone: 'Europe/London', now: new Date(now) });

// Thursday 3 December 2026, 10:00 in London (GMT).
const THURSDAY = '2026-12-03T10:00:00Z';

test.each([
  ['2026-12-03T00:00:00Z', 'Today'],
  ['2026-12-03T23:59:59Z', 'Today'],
  ['2026-12-04T00:00:00Z', 'Tomorrow'],
  ['2026-12-05', 'Saturday'],
  ['2026-12-09', 'Wednesday'],
  ['2026-12-10', '10/12/2026 (Thursday 10 December 2026)'],
  ['2026-12-02T23:59:59Z', 'Yesterday'],
  ['2026-12-01', 'Last Tuesday'],
  ['2026-11-27', 'Last Friday'],
  ['2026-11-26', '26/11/2026 (Thursday 26 November 2026)'],
  ['2027-01-04', '04/01/2027 (Monday 4 January 2027)'],
])('seen on Thursday 3 December: %s is %s', (date, expected) => {
  expect(london(date, THURSDAY)).toBe(expected);
});

test('a Date is accepted as well as a string', () => {
  expect(london(new Date('2026-12-04T09:00:00Z'), THURSDAY)).toBe('Tomorrow');
});

describe('midnight falls at the school, not in UTC', () => {
  // 15 June 2026 23:30 UTC is Tuesday 16 June 00:30 in London (BST).
  const justAfterMidnight = '2026-06-15T23:30:00Z';
  test.each([
    ['2026-06-15T22:59:59Z', 'Yesterday'],
    ['2026-06-15T23:00:00Z', 'Today'],
    ['2026-06-16T22:59:59Z', 'Today'],
    ['2026-06-16T23:00:00Z', 'Tomorrow'],
  ])('%s is %s', (date, expected) => {
    expect(london(date, justAfterMidnight)).toBe(expected);
  });

  test('another zone counts its own days', () => {
    // 3 December 03:00 UTC is 2 December 22:00 in New York.
    const nowUtc = new Date('2026-12-03T03:00:00Z');
    expect(formatSchoolDate('2026-12-03T04:59:00Z', { timeZone: 'America/New_York', now: nowUtc })).toBe('Today');
    expect(formatSchoolDate('2026-12-03T05:00:00Z', { timeZone: 'America/New_York', now: nowUtc })).toBe('Tomorrow');
    expect(formatSchoolDate('2026-12-03T05:00:00Z', { timeZone: 'Europe/London', now: nowUtc })).toBe('Today');
  });
});

describe('Europe/London clock changes', () => {
  test.each([
    // Clocks go forward at 01:00 UTC on Sunday 29 March 2026 (a 23-hour day).
    ['spring: Saturday to Monday 00:30 BST', '2026-03-29T23:30:00Z', '2026-03-28T12:00:00Z', 'Monday'],
    ['spring: Sunday 23:59 BST, seen at 00:30 GMT that day', '2026-03-29T22:59:00Z', '2026-03-29T00:30:00Z', 'Today'],
    ['spring: Monday 00:00 BST, seen at 00:30 GMT on Sunday', '2026-03-29T23:00:00Z', '2026-03-29T00:30:00Z', 'Tomorrow'],
    ['spring: the week across the change', '2026-04-04T12:00:00Z', '2026-03-28T12:00:00Z', '04/04/2026 (Saturday 4 April 2026)'],
    ['spring: last weekday across the change', '2026-03-27T12:00:00Z', '2026-04-02T12:00:00Z', 'Last Friday'],
    // Clocks go back at 01:00 UTC on Sunday 25 October 2026 (a 25-hour day).
    ['autumn: Sunday 00:00 BST, seen at 01:30 BST', '2026-10-24T23:00:00Z', '2026-10-25T00:30:00Z', 'Today'],
    ['autumn: Sunday 23:59 GMT, seen at 01:30 BST', '2026-10-25T23:59:00Z', '2026-10-25T00:30:00Z', 'Today'],
    ['autumn: Saturday 23:59 BST', '2026-10-24T22:59:00Z', '2026-10-25T00:30:00Z', 'Yesterday'],
    ['autumn: Monday 00:00 GMT', '2026-10-26T00:00:00Z', '2026-10-25T12:00:00Z', 'Tomorrow'],
  ])('%s', (_name, date, now, expected) => {
    expect(london(date, now)).toBe(expected);
  });
});

test('invalid input gives an empty string', () => {
  expect(london('not a date', THURSDAY)).toBe('');
});

describe('in Welsh, with dayjs’s Welsh names, in the school’s zone', () => {
  beforeAll(() => dateMessages.load('cy'));
  const welsh = (date: string) => formatSchoolDate(date, { timeZone: 'Europe/London', now: new Date(THURSDAY), language: 'cy' });

  test.each([
    ['2026-12-03T23:59:59Z', 'Heddiw'],
    ['2026-12-04T00:00:00Z', 'Yfory'],
    ['2026-12-02T23:59:59Z', 'Ddoe'],
    ['2026-12-05', 'Dydd Sadwrn'],
    ['2026-12-01', 'Dydd Mawrth diwethaf'],
    ['2026-12-10', '10/12/2026 (Dydd Iau 10 Rhagfyr 2026)'],
  ])('%s is %s', (date, expected) => {
    expect(welsh(date)).toBe(expected);
  });

  test('an English date beside it stays English', () => {
    expect(london('2026-12-10', THURSDAY)).toBe('10/12/2026 (Thursday 10 December 2026)');
  });
});
