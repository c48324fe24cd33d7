// The comment bank's routes (decision 0035): every one under the homework rule, so only the school's
// own staff who may mark call them; every query scoped by the token's school; who may change which
// bank is the contracts' rule (canChangeBank), checked here against the row as stored.
import { randomUUID } from 'node:crypto';
import { COMMENT_BANK } from '@homework/contracts';
import { canChangeBank, commentBankRefusals } from '@homework/contracts/comment-bank';
import {
  AddBankCommentSchema,
  BankCommentIdSchema,
  BankCommentSchema,
  CommentBankAnswerSchema,
  CommentBankRequestSchema,
  DeletedBankCommentSchema,
  EditBankCommentSchema,
  UsedBankCommentSchema,
} from '@homework/contracts/schemas';
import { httpErrors, routesOn, type ServiceApp } from '../../kit';
import { countUse, findComment, insertComment, setDeleted, subjectExists, updateText, visibleComments } from './queries';
import { DELETED_KEPT_MS, answerOf, bankScopeOf, placeOf, requireChangeable, requireSeen } from './rules';

const textOf = (text: string) => {
  const trimmed = text.trim();
  if (!trimmed) throw httpErrors.badRequest(commentBankRefusals.blank);
  return trimmed;
};

export function registerCommentBankRoutes(app: ServiceApp): void {
  const route = routesOn(app);

  route(
    COMMENT_BANK.get,
    {
      access: 'homework',
      schema: {
        summary: "The comments the caller may put into a marking comment: their own bank, the departments they teach, the school's",
        description: 'With SubjectId, only comments kept for that subject or for none, and CanAddTo says where the caller may add one for it.',
        querystring: CommentBankRequestSchema,
        response: { 200: CommentBankAnswerSchema },
      },
    },
    async (request) => {
      const scope = await bankScopeOf(app.db, request);
      const subjectId = request.query.SubjectId?.toLowerCase() ?? null;
      const rows = await visibleComments(app.db, scope.schoolId, scope, subjectId);
      return {
        Comments: rows.map((row) => answerOf(row, scope)),
        CanAddTo: {
          own: true,
          subject: !!subjectId && canChangeBank(scope, { bank: 'subject', ownerId: null, subjectId }),
          school: canChangeBank(scope, { bank: 'school', ownerId: null, subjectId: null }),
        },
      };
    },
  );

  route(
    COMMENT_BANK.add,
    {
      access: 'homework',
      schema: {
        summary: "Adds a comment to the caller's own bank, a department's (its teachers and school admins) or the school's (school admins)",
        body: AddBankCommentSchema,
        response: { 200: BankCommentSchema },
      },
    },
    async (request) => {
      const scope = await bankScopeOf(app.db, request);
      const { Bank: bank } = request.body;
      const subjectId = request.body.SubjectId?.toLowerCase() ?? null;
      if (bank === 'subject' && !subjectId) throw httpErrors.badRequest(commentBankRefusals.subjectNeeded);
      if (subjectId && !(await subjectExists(app.db, scope.schoolId, subjectId))) throw httpErrors.notFound(commentBankRefusals.subjectNotFound);
      const place = { bank, ownerId: bank === 'own' ? scope.userId : null, subjectId };
      requireChangeable(place, scope);
      const id = randomUUID();
      await insertComment(app.db, scope.schoolId, { id, bank, ownerId: place.ownerId, subjectId, text: textOf(request.body.Text), createdBy: scope.userId });
      return answerOf((await findComment(app.db, scope.schoolId, scope.userId, id))!, scope);
    },
  );

  route(
    COMMENT_BANK.edit,
    {
      access: 'homework',
      schema: {
        summary: 'Changes a comment the caller may change; refused (409) when it changed since the caller read it',
        body: EditBankCommentSchema,
        response: { 200: BankCommentSchema },
      },
    },
    async (request) => {
      const scope = await bankScopeOf(app.db, request);
      const id = request.body.Id.toLowerCase();
      const text = textOf(request.body.Text);
      return app.db.transaction(async (tx) => {
        const row = requireSeen(await findComment(tx, scope.schoolId, scope.userId, id, true), scope);
        if (row.deleted_at) throw httpErrors.notFound(commentBankRefusals.notFound);
        requireChangeable(placeOf(row), scope);
        if (!(await updateText(tx, scope.schoolId, id, text, request.body.Version))) throw httpErrors.conflict(commentBankRefusals.changedSince);
        return answerOf((await findComment(tx, scope.schoolId, scope.userId, id))!, scope);
      });
    },
  );

  route(
    COMMENT_BANK.delete,
    {
      access: 'homework',
      schema: {
        summary: 'Deletes a comment the caller may change; kept for RestoreBankComment (the Undo) for 30 days',
        body: BankCommentIdSchema,
        response: { 200: DeletedBankCommentSchema },
      },
    },
    async (request) => {
      const scope = await bankScopeOf(app.db, request);
      const id = request.body.Id.toLowerCase();
      return app.db.transaction(async (tx) => {
        const row = requireSeen(await findComment(tx, scope.schoolId, scope.userId, id, true), scope);
        if (row.deleted_at) throw httpErrors.notFound(commentBankRefusals.notFound);
        requireChangeable(placeOf(row), scope);
        await setDeleted(tx, scope.schoolId, id, true);
        return { Id: row.id, Text: row.text };
      });
    },
  );

  route(
    COMMENT_BANK.restore,
    {
      access: 'homework',
      schema: {
        summary: 'Puts back a deleted comment (the Undo after Delete) while it is kept',
        body: BankCommentIdSchema,
        response: { 200: BankCommentSchema },
      },
    },
    async (request) => {
      const scope = await bankScopeOf(app.db, request);
      const id = request.body.Id.toLowerCase();
      return app.db.transaction(async (tx) => {
        const row = requireSeen(await findComment(tx, scope.schoolId, scope.userId, id, true), scope);
        requireChangeable(placeOf(row), scope);
        if (!row.deleted_at) throw httpErrors.conflict(commentBankRefusals.notDeleted);
        if (Date.now() - row.deleted_at.getTime() > DELETED_KEPT_MS) throw httpErrors.conflict(commentBankRefusals.keptTooLong);
        await setDeleted(tx, scope.schoolId, id, false);
        return answerOf((await findComment(tx, scope.schoolId, scope.userId, id))!, scope);
      });
    },
  );

  route(
    COMMENT_BANK.use,
    {
      access: 'homework',
      schema: {
        summary: 'Counts one insert of a comment by the caller: their most used come first',
        body: BankCommentIdSchema,
        response: { 200: UsedBankCommentSchema },
      },
    },
    async (request) => {
      const scope = await bankScopeOf(app.db, request);
      const id = request.body.Id.toLowerCase();
      const row = requireSeen(await findComment(app.db, scope.schoolId, scope.userId, id), scope);
      if (row.deleted_at) throw httpErrors.notFound(commentBankRefusals.notFound);
      return { Id: row.id, Uses: await countUse(app.db, scope.schoolId, id, scope.userId) };
    },
  );
}
