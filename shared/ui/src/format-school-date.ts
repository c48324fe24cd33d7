// The spec's date display (01 §9): Today, Tomorrow, a weekday within the coming week, Yesterday,
// 'Last' weekday within the past week, otherwise DD/MM/YYYY with the full date in brackets. Days
// are counted in the school's time zone, so midnight and the clock changes fall where the school's do.
// Words and the names of days and months are the page's language's: Welsh's come with @homework/ui's
// Welsh catalogue (dayjs's 'cy' locale among them), so until it has loaded a Welsh page reads English.
import { daysBetween, inSchoolZone, schoolDateOf, startOfSchoolDay, type Language } from '@homework/contracts';
import { dateMessages } from './dates/messages';

export interface SchoolDateOptions {
  /** IANA zone of the school, e.g. 'Europe/London'. */
  timeZone: string;
  now?: Date;
  /** The page's language (useActiveLanguage); English if not given. */
  language?: Language;
}

/** A string without an offset ('2026-12-03') is a date in the school's zone. Invalid input gives ''. */
export function formatSchoolDate(date: Date | string, { timeZone, now = new Date(), language = 'en' }: SchoolDateOptions): string {
  const instant = typeof date === 'string' && !/[T ]/.test(date.trim()) ? startOfSchoolDay(date, timeZone) : date;
  const zoned = instant === null ? null : inSchoolZone(instant, timeZone);
  if (!zoned) return '';
  const day = zoned.locale(language);
  const word = (key: 'date.today' | 'date.tomorrow' | 'date.yesterday' | 'date.last') => dateMessages.format(key, { day: day.format('dddd') }, language);
  const days = daysBetween(schoolDateOf(now, timeZone)!, day.format('YYYY-MM-DD'))!;
  if (days === 0) return word('date.today');
  if (days === 1) return word('date.tomorrow');
  if (days === -1) return word('date.yesterday');
  // Seven days away is the same weekday as today, so it gets the full date, not a weekday name.
  if (days > 1 && days < 7) return day.format('dddd');
  if (days < -1 && days > -7) return word('date.last');
  return day.format('DD/MM/YYYY (dddd D MMMM YYYY)');
}
