// Delete that can be undone (01 §2's Delete, under the rule that nothing a teacher did is lost by one
// click): what a delete would take, counted for the question before it is asked; the delete, which
// keeps the homework and everything under it for DELETED_HOMEWORK_KEPT_DAYS; Recently deleted; the
// restore (Undo, or from Recently deleted) in one transaction; and the purge, at start and hourly.
import type { FastifyBaseLogger } from 'fastify';
import {
  DELETED_HOMEWORK_KEPT_DAYS,
  HOMEWORK_NOT_FOUND_MESSAGE,
  HOMEWORK,
  type DeleteCounts,
  type DeletedHomework,
  type RestoreDeletedAnswer,
} from '@homework/contracts';
import {
  DeleteAnswerSchema,
  DeleteCountsSchema,
  DeletedHomeworkSchema,
  RestoreDeletedAnswerSchema,
  Type,
} from '@homework/contracts/schemas';
import type { Database } from '../../../db';
import { homeworkDeletedHook, homeworkRestoredHook } from '../../../domain/mail/notifications';
import { caller, httpErrors, isUuid, routesOn, type ServiceApp } from '../../../kit';
import { iso } from '../../../domain/school-days';
import type { FileStorage } from '../../../storage';
import { displayName } from '../rules';
import {
  countHomeworkContents,
  findDeletedHomework,
  keepAndDeleteHomework,
  lockDeletedHomework,
  purgeDeletedHomework,
  putBackHomework,
} from '../queries/deleted';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most Recently deleted lists (a school deletes a few a week). */
const RECENTLY_DELETED_LIMIT = 200;

/** Homework deleted before this instant is past keeping: refused, and purged. */
export const deletedKeptSince = (now: Date) => new Date(now.getTime() - DELETED_HOMEWORK_KEPT_DAYS * DAY_MS);

export const DELETED_HOMEWORK_GONE = `This homework can no longer be restored: a deleted homework is kept for ${DELETED_HOMEWORK_KEPT_DAYS} days.`;
export const HOMEWORK_NOT_RESTORABLE =
  'This homework cannot be restored: a group, student, subject or teacher it names is no longer in the school.';
export const HOMEWORK_ALREADY_BACK = 'This homework is already back on the list.';

/** PostgreSQL's foreign key and unique violations. */
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

export function registerDeleteRoutes(app: ServiceApp): void {
  const route = routesOn(app);
  route(
    HOMEWORK.deleteSummary,
    {
      access: 'homework',
      schema: {
        summary: 'What deleting the homework would take: students it is set for, hand-ins, marks and files',
        description: "Counted at the moment of asking, for the question before a delete. Students taken off the homework are not counted.",
        response: { 200: DeleteCountsSchema },
      },
    },
    async (request): Promise<DeleteCounts> => {
      const { schoolId } = caller(request);
      const id = request.params.id.toLowerCase();
      const counts = isUuid(id) ? await countHomeworkContents(app.db, schoolId, id) : undefined;
      if (!counts) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
      return counts;
    },
  );

  route(
    HOMEWORK.delete,
    {
      access: 'homework',
      schema: {
        summary: 'Deletes a homework with its groups, hand-in records and attachments (one transaction), kept to be restored',
        description:
          `The homework and every row under it are kept for ${DELETED_HOMEWORK_KEPT_DAYS} days (RestoreDeletedHomework), its files in ` +
          'storage until the purge.',
        response: { 200: DeleteAnswerSchema },
      },
    },
    async (request) => {
      const { schoolId, userId } = caller(request);
      const id = request.params.id.toLowerCase();
      if (!isUuid(id)) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
      const deleted = await app.db.transaction(async (tx) => {
        const kept = await keepAndDeleteHomework(tx, schoolId, id, userId);
        // Its students are not told of homework that has gone; a restore puts the mail back.
        if (kept) await homeworkDeletedHook(tx, schoolId, id);
        return kept;
      });
      if (!deleted) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
      return { Id: id };
    },
  );

  route(
    HOMEWORK.deleted,
    {
      access: 'homework',
      schema: {
        summary: `Recently deleted: the school's homework deleted in the last ${DELETED_HOMEWORK_KEPT_DAYS} days, newest first`,
        response: { 200: Type.Array(DeletedHomeworkSchema) },
      },
    },
    async (request): Promise<DeletedHomework[]> => {
      const { schoolId } = caller(request);
      const rows = await findDeletedHomework(app.db, schoolId, deletedKeptSince(new Date()), RECENTLY_DELETED_LIMIT);
      return rows.map((row) => ({
        Id: row.id,
        Title: row.title,
        Subject: row.subject ?? '',
        DueDate: iso(row.due_date)!,
        DeletedAt: iso(row.deleted_at)!,
        DeletedBy: displayName(row.deleted_by),
        KeptUntil: new Date(new Date(row.deleted_at).getTime() + DELETED_HOMEWORK_KEPT_DAYS * DAY_MS).toISOString(),
        Counts: { Students: row.students, HandIns: row.hand_ins, Marks: row.marks, Files: row.files },
      }));
    },
  );

  route(
    HOMEWORK.restoreDeleted,
    {
      access: 'homework',
      schema: {
        summary: 'Undo a delete, or restore from Recently deleted: the homework and everything under it back, as it was',
        description:
          'One transaction, all or nothing. 404 for homework of another school, or deleted longer ago than it is kept; 409 when ' +
          'something it names (a group, a student, its subject, a teacher) is no longer in the school.',
        response: { 200: RestoreDeletedAnswerSchema },
      },
    },
    async (request): Promise<RestoreDeletedAnswer> => {
      const { schoolId } = caller(request);
      const id = request.params.id.toLowerCase();
      if (!isUuid(id)) throw httpErrors.notFound(DELETED_HOMEWORK_GONE);
      try {
        return await app.db.transaction(async (tx) => {
          const deleted = await lockDeletedHomework(tx, schoolId, id);
          if (!deleted || deleted.deleted_at.getTime() < deletedKeptSince(new Date()).getTime()) throw httpErrors.notFound(DELETED_HOMEWORK_GONE);
          const restored = await putBackHomework(tx, schoolId, id);
          await homeworkRestoredHook(tx, schoolId, id);
          return { Id: id, Title: deleted.title, Restored: restored };
        });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === FOREIGN_KEY_VIOLATION) throw httpErrors.conflict(HOMEWORK_NOT_RESTORABLE);
        if (code === UNIQUE_VIOLATION) throw httpErrors.conflict(HOMEWORK_ALREADY_BACK);
        throw error;
      }
    },
  );
}

/**
 * Removes for good every homework deleted longer ago than DELETED_HOMEWORK_KEPT_DAYS, with the files
 * no other row names; a file that fails to go is left as an orphan. Answers how many homework went.
 */
export async function purgeExpiredDeletedHomework(
  deps: { db: Database; storage: FileStorage; now: () => Date },
  log: FastifyBaseLogger,
): Promise<number> {
  const { homework, keys } = await deps.db.transaction((tx) => purgeDeletedHomework(tx, deletedKeptSince(deps.now())));
  await Promise.all(keys.map((key) => deps.storage.remove(key).catch((error) => log.warn({ err: error, key }, 'deleted homework file not removed'))));
  if (homework) log.info({ homework, files: keys.length }, 'purged homework deleted longer ago than it is kept');
  return homework;
}
