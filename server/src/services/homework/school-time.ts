// Calendar days in the school's time zone (01 §5: "Dates are interpreted in the school's timezone
// and sent as start of day"). Intl only, so it follows the zone's daylight-saving rules.

interface LocalDay {
  year: number;
  month: number; // 1–12
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The first instant of a calendar day in the zone (overflowing days roll over: day 32 is next month). */
export function startOfLocalDay({ year, month, day }: LocalDay, timeZone: string): Date {
  const midnightUtc = Date.UTC(year, month - 1, day);
  // Two passes: the offset at the guess may differ from the offset at local midnight across a change.
  let instant = midnightUtc - offsetAt(midnightUtc, timeZone);
  instant = midnightUtc - offsetAt(instant, timeZone);
  return new Date(instant);
}

export function localDayOf(instant: Date, timeZone: string): LocalDay {
  const { year, month, day } = wallClock(instant.getTime(), timeZone);
  return { year, month, day };
}

/**
 * 'YYYY-MM-DD' is that day in the school; an ISO instant is the day it falls on in the school.
 * Either way the answer is the start of that day; null when the value is not a date.
 */
export function startOfSchoolDay(value: string, timeZone: string): Date | null {
  const text = value.trim();
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number);
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
    return startOfLocalDay({ year, month, day }, timeZone);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const instant = Date.parse(text);
  if (Number.isNaN(instant)) return null;
  return startOfLocalDay(localDayOf(new Date(instant), timeZone), timeZone);
}

/** Start of today and of today + `days` in the school's zone. */
export function schoolDayRange(now: Date, days: number, timeZone: string): { today: Date; until: Date } {
  const local = localDayOf(now, timeZone);
  return { today: startOfLocalDay(local, timeZone), until: startOfLocalDay({ ...local, day: local.day + days }, timeZone) };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}
