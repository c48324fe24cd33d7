// What the homework routes share: the database, the file storage, the school's time zone.
import type { FastifyRequest } from 'fastify';
import { teacherDisplayName } from '@homework/contracts';
import type { Database } from '../../db';
import type { FileStorage } from '../../storage';
import { scopeOf } from '../../kit/scope';
import type { StaffName } from './homework-queries';

export interface HomeworkContext {
  db: Database;
  storage: FileStorage;
  /** How long an upload may send nothing before it is ended. */
  uploadIdleMs: number;
  timeZoneOf(schoolId: string): Promise<string>;
  now(): Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Who is calling: from the verified token only (an id that is not ours matches no row). */
export function caller(request: FastifyRequest): { schoolId: string; userId: string } {
  const { schoolId, userId } = scopeOf(request);
  return { schoolId, userId: userId ?? '00000000-0000-0000-0000-000000000000' };
}

export const displayName = (row: StaffName | undefined) =>
  row ? teacherDisplayName({ Title: row.title, DisplayForename: row.forename, DisplaySurname: row.surname }) : '';

export const iso = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());
