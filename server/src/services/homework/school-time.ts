// Calendar days in the school's time zone (01 §5: "Dates are interpreted in the school's timezone
// and sent as start of day"): shared/contracts school-time, the one implementation the homework form
// uses too. What is the service's own: dates from requests may also be instants, and the answers are
// Date objects for the database.
import { addDays, schoolDateOf, schoolToday, startOfSchoolDay as startOfDay } from '@homework/contracts';
import { requestDay } from '../../domain/school-days';

/**
 * 'YYYY-MM-DD' is that day in the school; an ISO instant is the day it falls on in the school.
 * Either way the answer is the start of that day; null when the value is not a date.
 */
export function startOfSchoolDay(value: string, timeZone: string): Date | null {
  const day = requestDay(value, (instant) => schoolDateOf(instant, timeZone));
  const start = day === null ? null : startOfDay(day, timeZone);
  return start === null ? null : new Date(start);
}

/** Start of today and of today + `days` in the school's zone. */
export function schoolDayRange(now: Date, days: number, timeZone: string): { today: Date; until: Date } {
  const today = schoolToday(now, timeZone);
  return { today: new Date(startOfDay(today, timeZone)!), until: new Date(startOfDay(addDays(today, days)!, timeZone)!) };
}
