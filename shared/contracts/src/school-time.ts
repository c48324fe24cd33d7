// Calendar days in the school's time zone (01 §5: "Dates are interpreted in the school's timezone and
// sent as start of day"). The date picker works in 'YYYY-MM-DD' days of the school; the service
// stores instants. Intl only (no DOM, no Node), so the browser and the server agree, and the zone's
// own daylight-saving rules apply, not the machine's.

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
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
  for (const part of formatter(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateText = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** 'YYYY-MM-DD' when it names a real calendar day, otherwise null. */
function parseDay(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_ONLY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The school day an instant falls on, as 'YYYY-MM-DD'. */
export function schoolDateOf(instant: Date | string, timeZone: string): string | null {
  const time = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  if (Number.isNaN(time)) return null;
  const { year, month, day } = wallClock(time, timeZone);
  return dateText(year, month, day);
}

/**
 * The first instant of the school day 'YYYY-MM-DD', as an ISO string; null when it is not a date.
 * Where the clocks jump over midnight (some zones do), the day starts at the jump, not at 00:00.
 */
export function startOfSchoolDay(date: string, timeZone: string): string | null {
  const day = parseDay(date);
  if (!day) return null;
  const midnightUtc = Date.UTC(day.year, day.month - 1, day.day);
  // The zone's offsets near that midnight (at most one change a day): each gives a candidate, and
  // the day starts at the earliest candidate that is already on that day in the zone.
  const offsets = new Set([-DAY_MS, 0, DAY_MS].map((shift) => offsetAt(midnightUtc + shift, timeZone)));
  const candidates = [...offsets]
    .map((offset) => midnightUtc - offset)
    .filter((instant) => schoolDateOf(new Date(instant), timeZone) === date.trim())
    .sort((a, b) => a - b);
  return candidates.length ? new Date(candidates[0]).toISOString() : null;
}

/** 'YYYY-MM-DD' plus whole calendar days. */
export function addDays(date: string, days: number): string | null {
  const day = parseDay(date);
  if (!day) return null;
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return dateText(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** Today in the school. */
export const schoolToday = (now: Date, timeZone: string): string => schoolDateOf(now, timeZone)!;

/** True when Intl knows the zone ('Europe/London'); a school's stored zone is checked before use. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}
