// Clears that can be undone (decision 0016, clears kept 30 days). Clear Handed In and the bulk
// recorder's clear keep what they take (changes.ts); here: what a clear would take, counted for the
// question before it is asked; the restore (Undo, or Restore from the History), one transaction that
// never overwrites a hand-in made since; and the purge of clears kept CLEARED_HAND_INS_KEPT_DAYS, at
// start and hourly.
import type { FastifyBaseLogger } from 'fastify';
import {
  HOMEWORK_NOT_FOUND_MESSAGE,
  MARKING,
  clearCountsOf,
  handInStatusOf,
  type ClearCounts,
  type RestoreClearedAnswer,
} from '@homework/contracts';
import { ClearCountsSchema, ClearSummarySchema, RestoreClearedAnswerSchema, RestoreClearedSchema } from '@homework/contracts/schemas';
import type { Database } from '../../../db';
import { caller, httpErrors, routesOn, type ServiceApp } from '../../../kit';
import { iso } from '../../../domain/school-days';
import type { FileStorage } from '../../../storage';
import {
  countSubmissionFiles,
  findClearedHandIns,
  lockClearance,
  markRestored,
  purgeClearances,
  restoreSubmissions,
  type ClearedHandInRow,
} from '../queries/clearances';
import { clearedOf, keptSince, linkNow, restoreBar, type RestoreBar } from '../clearance-rules';
import { schoolDays } from '../rules';
import { changeOnce } from '../idempotency';
import { insertEvents } from '../queries/events';
import { findLinks, homeworkDueDate, insertAudit, lockLinks, updateLinks, type AuditEntry, type LinkChange } from '../queries/marking';
import { CLEARANCE_GONE, NOT_IN_CLEARANCE, STUDENT_LISTED_TWICE, restoreRefused, studentsNotOnHomework } from '../messages';

/** How often the purge runs after the one at start. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

const lower = (ids: readonly string[]) => ids.map((id) => id.toLowerCase());

/** The first reason, in RestoreBar's order, that holds for any of the hand-ins, with how many it holds for. */
function firstBar(bars: (RestoreBar | null)[]): { bar: RestoreBar; count: number } | null {
  for (const bar of ['expired', 'restored', 'notOnHomework', 'notHandedIn', 'handedInAgain', 'markedAgain'] as const) {
    const count = bars.filter((b) => b === bar).length;
    if (count > 0) return { bar, count };
  }
  return null;
}

export function registerClearanceRoutes(app: ServiceApp): void {
  const route = routesOn(app);
  route(
    MARKING.clearSummary,
    {
      access: 'homework',
      schema: {
        summary: 'What clearing these students’ hand-ins would take: hand-ins, marks (a grade or a comment) and submitted files',
        description: 'Counted by the rule the clear itself uses, so the question before a clear says exactly what goes. Students without a hand-in count for nothing.',
        body: ClearSummarySchema,
        response: { 200: ClearCountsSchema },
      },
    },
    async (request): Promise<ClearCounts> => {
      const { schoolId } = caller(request);
      const homeworkId = request.body.HomeworkId.toLowerCase();
      const ids = lower(request.body.StudentIds);
      if (new Set(ids).size !== ids.length) throw httpErrors.badRequest(STUDENT_LISTED_TWICE);
      if (!(await homeworkDueDate(app.db, schoolId, homeworkId))) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
      const links = await findLinks(app.db, schoolId, homeworkId, ids);
      if (links.length !== ids.length) throw httpErrors.badRequest(studentsNotOnHomework(ids.length - links.length));
      const handedIn = links.filter((link) => link.handed_in_date);
      const files = await countSubmissionFiles(app.db, schoolId, handedIn.map((link) => link.id));
      return clearCountsOf(
        handedIn.map((link) => ({ handedInDate: link.handed_in_date, result: link.result, comments: link.comments, files: files.get(link.id) ?? 0 })),
      );
    },
  );

  route(
    MARKING.restoreCleared,
    {
      access: 'homework',
      schema: {
        summary: 'Undo a clear, or restore some of its hand-ins (the History’s Restore): dates, marks and submitted files back; or a cleared grade and comment',
        description:
          'Every hand-in of the clear not yet restored, or only StudentIds. One transaction, all or nothing: refused (409) when a student has ' +
          'handed in again since the clear (the new hand-in is kept), is no longer on the homework, or was restored already (a mark: has no hand-in now, ' +
          'or was marked again since); no feedback mail is sent; 404 for a clear ' +
          'of another school or one past keeping.',
        body: RestoreClearedSchema,
        response: { 200: RestoreClearedAnswerSchema },
      },
    },
    async (request, reply): Promise<RestoreClearedAnswer> => {
      const scope = caller(request);
      const clearanceId = request.body.ClearanceId.toLowerCase();
      const wanted = request.body.StudentIds ? lower(request.body.StudentIds) : null;
      const days = await schoolDays(app.db, scope.schoolId);
      return changeOnce(app.db, request, reply, async (tx) => {
        const clearance = await lockClearance(tx, scope.schoolId, clearanceId);
        const now = new Date();
        if (!clearance || clearance.cleared_at.getTime() < keptSince(now).getTime()) throw httpErrors.notFound(CLEARANCE_GONE);
        const all = await findClearedHandIns(tx, scope.schoolId, { clearanceId });
        const asked = wanted ? all.filter((c) => wanted.includes(c.student_id)) : all;
        if (wanted && asked.length !== new Set(wanted).size) throw httpErrors.notFound(NOT_IN_CLEARANCE);
        // Undo puts back what is still cleared; a student named outright must still be.
        const taken = wanted ? asked : asked.filter((c) => !c.restored_at);
        if (taken.length === 0) throw httpErrors.conflict(restoreRefused('restored', asked.length, asked.length, clearance.kind));

        const links = new Map((await lockLinks(tx, scope.schoolId, clearance.homework_id, taken.map((c) => c.student_id))).map((l) => [l.student_id, l]));
        const refused = firstBar(
          taken.map((c) => {
            const link = links.get(c.student_id);
            return restoreBar(clearedOf(c), link && linkNow(link), now);
          }),
        );
        if (refused?.bar === 'expired') throw httpErrors.notFound(CLEARANCE_GONE);
        if (refused) throw httpErrors.conflict(restoreRefused(refused.bar, refused.count, taken.length, clearance.kind));

        // A mark goes back onto the hand-in it was taken from, which the rule found still there.
        const markOnly = clearance.kind === 'mark';
        const changes = taken.map((c): LinkChange => {
          const link = links.get(c.student_id)!;
          const handedInDate = markOnly ? link.handed_in_date : c.handed_in_date;
          return {
            studentId: c.student_id,
            handedInDate,
            result: c.result,
            comments: c.comments,
            status: handInStatusOf({ handedInDate: iso(handedInDate), result: c.result }),
            extendedDueDate: link.extended_due_date,
          };
        });
        const audit = taken.flatMap((c) => restoredAudit(c, markOnly ? null : days.dayOf(c.handed_in_date)));
        // Straight to the rows, never through SaveHomeworkMark: a restore sends no feedback mail.
        await updateLinks(tx, scope.schoolId, clearance.homework_id, changes);
        await insertAudit(tx, scope.schoolId, clearance.homework_id, scope.userId, audit);
        await insertEvents(tx, scope.schoolId, clearance.homework_id, scope.userId, [{ kind: 'restore', studentIds: changes.map((c) => c.studentId) }]);
        const linkIds = taken.map((c) => c.link_id);
        const files = markOnly ? new Map<string, number>() : await restoreSubmissions(tx, scope.schoolId, clearanceId, linkIds);
        await markRestored(tx, scope.schoolId, clearanceId, linkIds);
        return {
          ClearanceId: clearanceId,
          HomeworkId: clearance.homework_id,
          Restored: markOnly
            ? { HandIns: 0, Marks: taken.length, Files: 0 }
            : clearCountsOf(taken.map((c) => ({ handedInDate: c.handed_in_date, result: c.result, comments: c.comments, files: files.get(c.link_id) ?? 0 }))),
          Students: changes.map((change) => ({
            StudentId: change.studentId,
            HandedInDate: iso(change.handedInDate),
            Result: change.result,
            Comments: change.comments,
            Status: change.status,
            ExtendedDueDate: iso(change.extendedDueDate),
          })),
        };
      });
    },
  );
}

/** The history of a restore: each field the clear emptied, back to what it was (a mark's clear left the date). */
function restoredAudit(cleared: ClearedHandInRow, handedInDay: string | null): AuditEntry[] {
  const entry = (field: AuditEntry['field'], value: string | null): AuditEntry[] =>
    value == null ? [] : [{ studentId: cleared.student_id, field, oldValue: null, newValue: value, clearanceId: cleared.clearance_id, change: 'Restored' }];
  return [...entry('HandedInDate', handedInDay), ...entry('Result', cleared.result), ...entry('Comments', cleared.comments)];
}

/**
 * Removes for good every clear kept longer than CLEARED_HAND_INS_KEPT_DAYS, with the files it kept;
 * a file that fails to go is left as an orphan (no row names it any more). Answers how many clears went.
 */
export async function purgeExpiredClearances(
  deps: { db: Database; storage: FileStorage; now: () => Date },
  log: FastifyBaseLogger,
): Promise<number> {
  const { clearances, keys } = await deps.db.transaction((tx) => purgeClearances(tx, keptSince(deps.now())));
  await Promise.all(keys.map((key) => deps.storage.remove(key).catch((error) => log.warn({ err: error, key }, 'cleared submission file not removed'))));
  if (clearances) log.info({ clearances, files: keys.length }, 'purged expired clears of hand-ins');
  return clearances;
}
