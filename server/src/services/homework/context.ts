// What the homework routes share beyond the kit and the decorators: a member of staff's name as shown.
import { teacherDisplayName } from '@homework/contracts';
import type { StaffName } from './homework-queries';

export const displayName = (row: StaffName | undefined) =>
  row ? teacherDisplayName({ Title: row.title, DisplayForename: row.forename, DisplaySurname: row.surname }) : '';
