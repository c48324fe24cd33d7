// What the homework routes share: the database, the file storage, the school's time zone.
import { teacherDisplayName } from '@homework/contracts';
import type { Database } from '../../db';
import type { FileStorage } from '../../storage';
import type { StaffName } from './homework-queries';

export interface HomeworkContext {
  db: Database;
  storage: FileStorage;
  /** How long an upload may send nothing before it is ended. */
  uploadIdleMs: number;
  timeZoneOf(schoolId: string): Promise<string>;
  now(): Date;
}

export const displayName = (row: StaffName | undefined) =>
  row ? teacherDisplayName({ Title: row.title, DisplayForename: row.forename, DisplaySurname: row.surname }) : '';
