// What the marking routes share: the database, the file storage, the school's time zone and day,
// the link secret, and the student's row every route starts from.
import type { FastifyRequest } from 'fastify';
import { HOMEWORK_NOT_FOUND_MESSAGE, addDays, schoolDateOf, schoolToday, startOfSchoolDay } from '@homework/contracts';
import type { Database, Queryable } from '../../db';
import type { FileStorage } from '../../storage';
import { httpErrors } from '../../kit';
import { scopeOf } from '../../kit/scope';
import { findLink, homeworkDueDate, type LinkRow } from './marking-queries';
import { STUDENT_NOT_ON_HOMEWORK, notADay } from './messages';

export interface MarkingContext {
  db: Database;
  storage: FileStorage;
  timeZoneOf(schoolId: string): Promise<string>;
  now(): Date;
  /** Signs and checks the UrlWithSasToken links. */
  linkSecret: Buffer;
  /** The origin the browser sees, for absolute links. */
  publicUrl: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Who is calling, from the verified token only; ids are compared lower-cased. */
export function caller(request: FastifyRequest): { schoolId: string; userId: string } {
  const { schoolId, userId } = scopeOf(request);
  return { schoolId, userId: userId ?? NOBODY };
}

export const iso = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());

/** The school's calendar: today, the day an instant falls on, and where a day starts. */
export interface SchoolDays {
  today: string;
  dayOf(instant: Date | string | null): string | null;
  start(day: string): Date;
  next(day: string): string;
}

export async function schoolDays(ctx: MarkingContext, schoolId: string): Promise<SchoolDays> {
  const zone = await ctx.timeZoneOf(schoolId);
  // Zone arithmetic costs tens of microseconds a call and the bulk recorder asks thousands of times
  // about the same few days (one hand-in day, the rows' recorded instants): remembered per request.
  const days = new Map<number, string | null>();
  const starts = new Map<string, Date>();
  return {
    today: schoolToday(ctx.now(), zone),
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

/**
 * A date from a request as a school day: 'YYYY-MM-DD' is that day, an ISO instant the day it falls
 * on in the school. Anything else is a 400 naming the field.
 */
export function dayFrom(value: string, label: string, days: SchoolDays): string {
  const text = value.trim();
  const day = /^\d{4}-\d{2}-\d{2}T/.test(text) ? days.dayOf(text) : isDay(text) ? text : null;
  if (!day) throw httpErrors.badRequest(notADay(value, label));
  return day;
}

/** 'YYYY-MM-DD' naming a real calendar day ('2026-02-30' does not). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The student's row on the homework, or 404 saying which of the two is not there. */
export async function requireLink(db: Queryable, schoolId: string, homeworkId: string, studentId: string, forUpdate = false): Promise<LinkRow> {
  if (!isUuid(homeworkId)) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
  const link = isUuid(studentId) ? await findLink(db, schoolId, homeworkId.toLowerCase(), studentId.toLowerCase(), forUpdate) : undefined;
  if (link) return link;
  if (!(await homeworkDueDate(db, schoolId, homeworkId.toLowerCase()))) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
  throw httpErrors.notFound(STUDENT_NOT_ON_HOMEWORK);
}
