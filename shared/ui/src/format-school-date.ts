// The spec's date display (01 §9): Today, Tomorrow, a weekday within the coming week, Yesterday,
// 'Last' weekday within the past week, otherwise DD/MM/YYYY with the full date in brackets. Days
// are counted in the school's time zone, so midnight and the clock changes fall where the school's do.
import { daysBetween, inSchoolZone, schoolDateOf, startOfSchoolDay } from '@homework/contracts';

export interface SchoolDateOptions {
  /** IANA zone of the school, e.g. 'Europe/London'. */
  timeZone: string;
  now?: Date;
}

/** A string without an offset ('2026-12-03') is a date in the school's zone. Invalid input gives ''. */
export function formatSchoolDate(date: Date | string, { timeZone, now = new Date() }: SchoolDateOptions): string {
  const instant = typeof date === 'string' && !/[T ]/.test(date.trim()) ? startOfSchoolDay(date, timeZone) : date;
  const day = instant === null ? null : inSchoolZone(instant, timeZone);
  if (!day) return '';
  const days = daysBetween(schoolDateOf(now, timeZone)!, day.format('YYYY-MM-DD'))!;
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  // Seven days away is the same weekday as today, so it gets the full date, not a weekday name.
  if (days > 1 && days < 7) return day.format('dddd');
  if (days < -1 && days > -7) return `Last ${day.format('dddd')}`;
  return day.format('DD/MM/YYYY (dddd D MMMM YYYY)');
}
