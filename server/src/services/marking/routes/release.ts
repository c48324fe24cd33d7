// Marks held, then released together (decision 0037): how many marks Release marks would release and
// who it mails, and the release itself, in one transaction, under the rule of saving a mark.
import { HOMEWORK_NOT_FOUND_MESSAGE } from '@homework/contracts';
import { HELD_MARKS } from '@homework/contracts/held-marks';
import { HeldMarksRequestSchema, HeldMarksSchema, ReleaseMarksAnswerSchema } from '@homework/contracts/schemas';
import { heldMarksSummary, releaseHeldMarks } from '../../../domain/held-marks';
import { caller, httpErrors, isUuid, routesOn, type ServiceApp } from '../../../kit';
import type { Queryable } from '../../../db';
import { changeOnce } from '../idempotency';
import { insertEvents } from '../queries/events';
import { homeworkDueDate } from '../queries/marking';

async function requireHomework(db: Queryable, schoolId: string, homeworkId: string): Promise<string> {
  const id = homeworkId.toLowerCase();
  if (!isUuid(id) || !(await homeworkDueDate(db, schoolId, id))) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
  return id;
}

export function registerReleaseRoutes(app: ServiceApp): void {
  const route = routesOn(app);
  route(
    HELD_MARKS.summary,
    {
      access: 'homework',
      schema: {
        summary: 'How many students Release marks would release on this homework, and how many of them get the homework-marked mail',
        response: { 200: HeldMarksSchema },
      },
    },
    async (request) => {
      const scope = caller(request);
      const id = await requireHomework(app.db, scope.schoolId, request.params.homeworkId);
      return heldMarksSummary(app.db, scope, id);
    },
  );

  route(
    HELD_MARKS.release,
    {
      access: 'homework',
      schema: {
        summary: 'Release marks (decision 0037): every held grade and comment of the homework becomes seen, and each student gets one homework-marked mail',
        description:
          'One transaction. Sent again (or retried under the same Idempotency-Key) it releases and mails nothing more: Released 0. ' +
          'A mark saved after its release follows the spec: seen at once, mailed per the school\'s flag.',
        body: HeldMarksRequestSchema,
        response: { 200: ReleaseMarksAnswerSchema },
      },
    },
    async (request, reply) => {
      const scope = caller(request);
      return changeOnce(app.db, request, reply, async (tx) => {
        const id = await requireHomework(tx, scope.schoolId, request.body.HomeworkId);
        const { studentIds, mailed } = await releaseHeldMarks(tx, scope, id);
        // Other markers' views read the rows again, and lose their "not released" marks (decision 0030).
        if (studentIds.length) await insertEvents(tx, scope.schoolId, id, scope.userId, [{ kind: 'mark', studentIds }]);
        return { Released: studentIds.length, Mailed: mailed };
      });
    },
  );
}
