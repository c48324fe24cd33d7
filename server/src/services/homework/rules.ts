// What the homework routes share beyond the kit and the decorators: a member of staff's name as
// shown, and the 404 for a homework that is not there.
import { HOMEWORK_NOT_FOUND_MESSAGE, deleteTexts, teacherDisplayName, type HomeworkDeletedDetail } from '@homework/contracts';
import type { Queryable } from '../../db';
import { httpErrors, isUuid, type HttpError } from '../../kit';
import { findDeletion } from './queries/deleted';
import type { StaffName } from './queries/homework';

export const displayName = (row: StaffName | undefined) =>
  row ? teacherDisplayName({ Title: row.title, DisplayForename: row.forename, DisplaySurname: row.surname }) : '';

/**
 * The 404 for a homework the school does not have. One deleted and still kept says so, with who
 * deleted it and when, so the page can point to Recently deleted instead of offering a Retry that
 * cannot work (decision 0017).
 */
export async function homeworkNotFound(db: Queryable, schoolId: string, id: string): Promise<HttpError> {
  const deletion = isUuid(id) ? await findDeletion(db, schoolId, id.toLowerCase()) : undefined;
  if (!deletion) return httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
  const deleted: HomeworkDeletedDetail = {
    DeletedBy: deletion.deleted_by ? displayName(deletion.deleted_by) : null,
    DeletedAt: deletion.deleted_at.toISOString(),
  };
  return httpErrors.notFound(deleteTexts.goneTitle, { deleted });
}
