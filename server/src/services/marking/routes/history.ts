// A student's marking history on a homework (02 §4): who changed which field, when, from what to
// what, and which clears can still be restored from it.
import { MARKING, teacherDisplayName, type MarkingHistoryEntry } from '@homework/contracts';
import { MarkingHistorySchema } from '@homework/contracts/schemas';
import { iso } from '../../../domain/school-days';
import { caller, routesOn, type ServiceApp } from '../../../kit';
import { findClearedHandIns } from '../queries/clearances';
import { clearedOf, linkNow, restoreBar } from '../clearance-rules';
import { requireLink } from '../rules';
import { findHistory } from '../queries/marking';

export function registerHistoryRoute(app: ServiceApp): void {
  const route = routesOn(app);
  route(
    MARKING.markingHistory,
    {
      access: 'homework',
      schema: {
        summary: "The student's marking history on the homework, newest first: who changed which field, when, from what to what",
        response: { 200: MarkingHistorySchema },
      },
    },
    async (request): Promise<MarkingHistoryEntry[]> => {
      const { schoolId } = caller(request);
      const link = await requireLink(app.db, schoolId, request.params.homeworkId, request.params.studentId);
      const rows = await findHistory(app.db, schoolId, link.homework_id, link.student_id);
      const clears = await findClearedHandIns(app.db, schoolId, { linkId: link.id });
      const now = new Date();
      const restorable = new Set(
        clears
          .filter((c) => restoreBar(clearedOf(c), linkNow(link), now) === null)
          .map((c) => c.clearance_id),
      );
      // Restore is offered once per clear: on its hand-in date's entry, or a mark's grade (its comment when it had no grade).
      const offeredOn = new Map(clears.map((c) => [c.clearance_id, c.kind === 'hand-ins' ? 'HandedInDate' : c.result !== null ? 'Result' : 'Comments']));
      return rows.map((row) => ({
        ChangedAt: iso(row.changed_at)!,
        ChangedById: row.changed_by,
        ChangedBy: teacherDisplayName({ Title: row.title, DisplayForename: row.forename, DisplaySurname: row.surname }),
        Field: row.field,
        OldValue: row.old_value,
        NewValue: row.new_value,
        ClearanceId: row.clearance_id,
        Change: row.change,
        CanRestore: row.change === 'Cleared' && !!row.clearance_id && offeredOn.get(row.clearance_id) === row.field && restorable.has(row.clearance_id),
      }));
    },
  );
}
