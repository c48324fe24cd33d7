// What the marking routes share beyond the kit and the decorators: the school's calendar, a request's
// date as a school day, and the student's row every route starts from.
import { HOMEWORK_NOT_FOUND_MESSAGE, addDays, schoolDateOf, schoolToday, startOfSchoolDay } from '@homework/contracts';
import { isMarkHeld } from '@homework/contracts/held-marks';
import type { Queryable } from '../../db';
import { httpErrors, isUuid } from '../../kit';
import { requestDay } from '../../domain/school-days';
import { schoolTimeZoneOf } from '../../domain/school-time-zone';
import { findLink, homeworkDueDate, type LinkRow } from './queries/marking';
import { STUDENT_NOT_ON_HOMEWORK } from './messages';

/** The school's calendar: today, the day an instant falls on, and where a day starts. */
export interface SchoolDays {
  today: string;
  dayOf(instant: Date | string | null): string | null;
  start(day: string): Date;
  next(day: string): string;
}

export async function schoolDays(db: Queryable, schoolId: string): Promise<SchoolDays> {
  const zone = await schoolTimeZoneOf(db, schoolId);
  // Zone arithmetic costs tens of microseconds a call and the bulk recorder asks thousands of times
  // about the same few days (one hand-in day, the rows' recorded instants): remembered per request.
  const days = new Map<number, string | null>();
  const starts = new Map<string, Date>();
  return {
    today: schoolToday(new Date(), zone),
    dayOf: (instant) => {
      if (instant == null) return null;
      const time = new Date(instant).getTime();
      if (!days.has(time)) days.set(time, schoolDateOf(new Date(time), zone));
      return days.get(time)!;
    },
    start: (day) => {
      if (!starts.has(day)) starts.set(day, new Date(startOfSchoolDay(day, zone)!));
      return starts.get(day)!;
    },
    next: (day) => addDays(day, 1)!,
  };
}

/** A date from a request as a school day (requestDay); anything else is a 400 naming the field. */
export function dayFrom(value: string, label: string, days: SchoolDays): string {
  const day = requestDay(value, days.dayOf);
  if (!day) throw httpErrors.notADay(value, label);
  return day;
}

/** The student's row on the homework, or 404 saying which of the two is not there. */
export async function requireLink(db: Queryable, schoolId: string, homeworkId: string, studentId: string, forUpdate = false): Promise<LinkRow> {
  if (!isUuid(homeworkId)) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
  const link = isUuid(studentId) ? await findLink(db, schoolId, homeworkId.toLowerCase(), studentId.toLowerCase(), forUpdate) : undefined;
  if (link) return link;
  if (!(await homeworkDueDate(db, schoolId, homeworkId.toLowerCase()))) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
  throw httpErrors.notFound(STUDENT_NOT_ON_HOMEWORK);
}

/** Whether the row's grade or comment (as it is, or as a change leaves it) is held for Release marks (decision 0037). */
export const markHeldOf = (link: LinkRow, mark: { result: string | null; comments: string | null } = link) =>
  isMarkHeld({ releaseMarksTogether: link.release_marks_together, released: link.released, result: mark.result, comments: mark.comments });
