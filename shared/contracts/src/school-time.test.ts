// School days in the school's zone, shared by the homework form and the homework service: midnight
// and the Europe/London clock changes. Intl only, as in the browser and under Node.
import dayjs from 'dayjs';
// Its types: school-time.ts extends dayjs with it, and the test compares with its tz().
import 'dayjs/plugin/timezone';
import { addDays, daysBetween, inSchoolZone, isValidTimeZone, schoolDateOf, schoolToday, startOfSchoolDay } from './index';

const LONDON = 'Europe/London';

describe('startOfSchoolDay: the picked day to the first instant of that day in the school', () => {
  test.each([
    // winter (GMT): midnight is 00:00 UTC
    ['2026-01-15', '2026-01-15T00:00:00.000Z'],
    // summer (BST): midnight is 23:00 UTC the day before
    ['2026-07-01', '2026-06-30T23:00:00.000Z'],
    // the clocks go forward at 01:00 on Sunday 29 March 2026: that day still starts at 00:00 GMT…
    ['2026-03-29', '2026-03-29T00:00:00.000Z'],
    // …and the next at 00:00 BST
    ['2026-03-30', '2026-03-29T23:00:00.000Z'],
    // the clocks go back at 02:00 BST on Sunday 25 October 2026: that day starts in BST…
    ['2026-10-25', '2026-10-24T23:00:00.000Z'],
    // …and the next in GMT
    ['2026-10-26', '2026-10-26T00:00:00.000Z'],
  ])('%s in Europe/London is %s', (day, instant) => {
    expect(startOfSchoolDay(day, LONDON)).toBe(instant);
  });

  test('the 23- and 25-hour days of the clock changes', () => {
    const hours = (from: string, to: string) =>
      (Date.parse(startOfSchoolDay(to, LONDON)!) - Date.parse(startOfSchoolDay(from, LONDON)!)) / 3_600_000;
    expect(hours('2026-03-29', '2026-03-30')).toBe(23);
    expect(hours('2026-10-25', '2026-10-26')).toBe(25);
    expect(hours('2026-03-28', '2026-04-04')).toBe(7 * 24 - 1);
  });

  test('a zone whose clocks jumped over midnight: the day starts at the jump', () => {
    // São Paulo went from 00:00 to 01:00 on 4 November 2018.
    expect(startOfSchoolDay('2018-11-04', 'America/Sao_Paulo')).toBe('2018-11-04T03:00:00.000Z');
    expect(startOfSchoolDay('2018-11-05', 'America/Sao_Paulo')).toBe('2018-11-05T02:00:00.000Z');
  });

  test('not a date: null', () => {
    for (const value of ['', '2026-02-30', '2026-13-01', '15/01/2026', 'tomorrow']) expect(startOfSchoolDay(value, LONDON)).toBeNull();
  });
});

describe('the school day of an instant, around midnight', () => {
  test('half past eleven at night UTC is already tomorrow in a London summer', () => {
    expect(schoolToday(new Date('2026-06-30T23:30:00Z'), LONDON)).toBe('2026-07-01');
    expect(schoolToday(new Date('2026-06-30T22:59:59Z'), LONDON)).toBe('2026-06-30');
  });

  test('and still today in a London winter', () => {
    expect(schoolToday(new Date('2026-01-31T23:30:00Z'), LONDON)).toBe('2026-01-31');
    expect(schoolToday(new Date('2026-02-01T00:00:00Z'), LONDON)).toBe('2026-02-01');
  });

  test('a stored start of day reads back as the same day, either side of the clock change', () => {
    for (const day of ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26'])
      expect(schoolDateOf(startOfSchoolDay(day, LONDON)!, LONDON)).toBe(day);
  });

  test('the same instant is a different day in another school', () => {
    expect(schoolDateOf('2026-06-30T23:30:00Z', LONDON)).toBe('2026-07-01');
    expect(schoolDateOf('2026-06-30T23:30:00Z', 'America/New_York')).toBe('2026-06-30');
    expect(schoolDateOf('nonsense', LONDON)).toBeNull();
  });
});

describe("inSchoolZone: an instant as the school's clock shows it", () => {
  test.each([
    ['2026-03-29T00:59:59Z', LONDON, '29/03/2026 00:59:59'],
    ['2026-03-29T01:00:00Z', LONDON, '29/03/2026 02:00:00'],
    ['2026-10-25T00:59:59Z', LONDON, '25/10/2026 01:59:59'],
    ['2026-10-25T01:00:00Z', LONDON, '25/10/2026 01:00:00'],
    ['2026-06-30T23:30:00Z', 'America/New_York', '30/06/2026 19:30:00'],
    ['2026-06-30T23:30:00Z', 'Asia/Kolkata', '01/07/2026 05:00:00'],
    ['2026-12-31T23:59:59.999Z', 'Pacific/Chatham', '01/01/2027 13:44:59'],
    ['2026-01-15T12:00:00Z', 'UTC', '15/01/2026 12:00:00'],
  ])('%s in %s is %s, as dayjs\'s own tz() has it', (instant, zone, shown) => {
    expect(inSchoolZone(instant, zone)!.format('DD/MM/YYYY HH:mm:ss')).toBe(shown);
    expect(dayjs(instant).tz(zone).format('DD/MM/YYYY HH:mm:ss')).toBe(shown);
  });

  // toLocaleString with a zone makes a formatter at each call, as dayjs's tz() does for each date.
  test('one formatter per zone, however many dates a page shows', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const madeInPassing = jest.spyOn(Date.prototype, 'toLocaleString');
    try {
      for (let day = 1; day <= 20; day += 1) inSchoolZone(`2026-05-${String(day).padStart(2, '0')}T08:00:00Z`, 'Australia/Adelaide');
      expect(made.mock.calls.filter(([, options]) => options?.timeZone === 'Australia/Adelaide')).toHaveLength(1);
      expect(madeInPassing).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      madeInPassing.mockRestore();
    }
  });

  test('an unknown zone is refused, as before', () => {
    expect(() => inSchoolZone('2026-05-01T08:00:00Z', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

test('addDays counts calendar days, over month and year ends', () => {
  expect(addDays('2026-03-25', 7)).toBe('2026-04-01');
  expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
  expect(addDays('bad', 1)).toBeNull();
});

test('daysBetween counts calendar days, whatever the length of the days between', () => {
  expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
  expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  expect(daysBetween('2026-01-01', '2026-01-01')).toBe(0);
  expect(daysBetween('2026-02-30', '2026-03-01')).toBeNull();
});

test('isValidTimeZone: zones Intl knows', () => {
  expect(isValidTimeZone(LONDON)).toBe(true);
  expect(isValidTimeZone('UTC')).toBe(true);
  expect(isValidTimeZone('Europe/Nowhere')).toBe(false);
  expect(isValidTimeZone('')).toBe(false);
});
