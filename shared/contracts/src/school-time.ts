// Calendar days in the school's time zone (01 §5: "Dates are interpreted in the school's timezone and
// sent as start of day"). The date picker works in 'YYYY-MM-DD' days of the school; the service
// stores instants. dayjs with its utc and timezone plugins is the suite's one date library (antd's
// date picker is built on it), so the browser and the server agree and the zone's own
// daylight-saving rules apply, not the machine's.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FORMAT = 'YYYY-MM-DD';

/** 'YYYY-MM-DD' when it names a real calendar day (not 30 February), otherwise null. */
export function parseDay(value: string): string | null {
  const text = value.trim();
  if (!DATE_ONLY.test(text)) return null;
  return dayjs.utc(text).format(DAY_FORMAT) === text ? text : null;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Minutes the zone is ahead of UTC at an instant. One formatter per zone: dayjs's tz() makes one for
 * every date it converts, which a list of cards felt on a slow machine.
 */
function zoneOffsetMinutes(timestamp: number, timeZone: string): number {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    zoneFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(timestamp).map(({ type, value }) => [type, Number(value)]));
  const wallClockAsUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return Math.round((wallClockAsUtc - Math.floor(timestamp / 1000) * 1000) / 60_000);
}

/** A date and time in the school's zone, for formatting there. */
export function inSchoolZone(instant: Date | string | number, timeZone: string): dayjs.Dayjs | null {
  const value = dayjs(instant);
  return value.isValid() ? value.utcOffset(zoneOffsetMinutes(value.valueOf(), timeZone)) : null;
}

/** The school day an instant falls on, as 'YYYY-MM-DD'. */
export function schoolDateOf(instant: Date | string, timeZone: string): string | null {
  return inSchoolZone(instant, timeZone)?.format(DAY_FORMAT) ?? null;
}

/**
 * The first instant of the school day 'YYYY-MM-DD', as an ISO string; null when it is not a date.
 * Where the clocks jump over midnight (some zones do), the day starts at the jump, not at 00:00.
 */
export function startOfSchoolDay(date: string, timeZone: string): string | null {
  const day = parseDay(date);
  return day === null ? null : dayjs.tz(day, timeZone).toISOString();
}

/** 'YYYY-MM-DD' plus whole calendar days. */
export function addDays(date: string, days: number): string | null {
  const day = parseDay(date);
  return day === null ? null : dayjs.utc(day).add(days, 'day').format(DAY_FORMAT);
}

/** Whole calendar days from one 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number | null {
  const [start, end] = [parseDay(from), parseDay(to)];
  return start === null || end === null ? null : dayjs.utc(end).diff(dayjs.utc(start), 'day');
}

/** Today in the school. */
export const schoolToday = (now: Date, timeZone: string): string => schoolDateOf(now, timeZone)!;

/** True when the zone is known ('Europe/London'); a school's stored zone is checked before use. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}
