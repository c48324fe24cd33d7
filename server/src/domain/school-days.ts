// Dates as the homework and marking routes take and answer them (01 §5): a request's date is a school
// day, sent as 'YYYY-MM-DD' or as an ISO instant (then the day it falls on in the school's zone);
// an instant is answered in ISO.
import { parseDay } from '@homework/contracts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/**
 * A request's date as the school day 'YYYY-MM-DD'; null when it is not a date. `dayOf` is the school's
 * day of an instant (a caller asked about many rows passes its own, remembered per request).
 */
export function requestDay(value: string, dayOf: (instant: string) => string | null): string | null {
  const text = value.trim();
  return INSTANT.test(text) ? dayOf(text) : parseDay(text);
}

export const iso = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());
