// The mark schemes' routes (decision 0039): every one under the homework rule, so only the school's
// own staff who set and mark homework call them; every query scoped by the token's school; a teacher
// changes their own schemes and school admins the school's (contracts' canChangeScheme).
import { randomUUID } from 'node:crypto';
import { HOMEWORK_NOT_FOUND_MESSAGE } from '@homework/contracts';
import { MARK_SCHEMES, markSchemeRefusals } from '@homework/contracts/mark-schemes';
import {
  ChooseMarkSchemeSchema,
  ChosenMarkSchemeSchema,
  DeletedMarkSchemeSchema,
  HomeworkMarkSchemeSchema,
  MarkSchemeChangeSummarySchema,
  MarkSchemeIdSchema,
  MarkSchemeSchema,
  MarkSchemesAnswerSchema,
  RestoreMarkSchemeCopySchema,
  SaveMarkSchemeSchema,
} from '@homework/contracts/schemas';
import { currentCopy, levelsOnCopy, replaceCopy } from '../../domain/mark-levels';
import { caller, httpErrors, isUuid, routesOn, type ServiceApp } from '../../kit';
import type { Queryable } from '../../db';
import { countMarks, findScheme, homeworkExists, insertScheme, listedSchemes, setDeleted, updateScheme } from './queries';
import { DELETED_KEPT_MS, answerOf, requireChangeable, requireChangeableRow, requireSeen, schemeScopeOf, validScheme } from './rules';

async function requireHomework(db: Queryable, schoolId: string, homeworkId: string): Promise<string> {
  const id = homeworkId.toLowerCase();
  if (!isUuid(id) || !(await homeworkExists(db, schoolId, id))) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
  return id;
}

export function registerMarkSchemeRoutes(app: ServiceApp): void {
  const route = routesOn(app);

  route(
    MARK_SCHEMES.list,
    { access: 'homework', schema: { summary: "The caller's own mark schemes and the school's", response: { 200: MarkSchemesAnswerSchema } } },
    async (request) => {
      const scope = await schemeScopeOf(app.db, request);
      const rows = await listedSchemes(app.db, scope.schoolId, scope.userId);
      return { Schemes: rows.map((row) => answerOf(row, scope)), CanAddToSchool: scope.isSchoolAdmin };
    },
  );

  route(
    MARK_SCHEMES.save,
    {
      access: 'homework',
      schema: {
        summary: "Makes a mark scheme (the caller's own, or the school's for a school admin), or edits one the caller may change",
        description: 'Without Id a new scheme; with Id and the Version read an edit, refused (409) when it changed since. A scheme with a problem (a band overlap, a level without points) is refused (400) saying which.',
        body: SaveMarkSchemeSchema,
        response: { 200: MarkSchemeSchema },
      },
    },
    async (request) => {
      const scope = await schemeScopeOf(app.db, request);
      const { Id, Owner, Version } = request.body;
      const content = validScheme(request.body);
      if (!Id) {
        const ownerId = Owner === 'own' ? scope.userId.toLowerCase() : null;
        requireChangeable({ owner: Owner, ownerId }, scope);
        const id = randomUUID();
        await insertScheme(app.db, scope.schoolId, { id, ownerId, content, createdBy: scope.userId });
        return answerOf((await findScheme(app.db, scope.schoolId, id))!, scope);
      }
      if (Version === undefined) throw httpErrors.badRequest(markSchemeRefusals.versionNeeded);
      const id = Id.toLowerCase();
      return app.db.transaction(async (tx) => {
        const row = requireSeen(await findScheme(tx, scope.schoolId, id, true), scope);
        if (row.deleted_at) throw httpErrors.notFound(markSchemeRefusals.notFound);
        requireChangeableRow(row, scope);
        if (!(await updateScheme(tx, scope.schoolId, id, content, Version))) throw httpErrors.conflict(markSchemeRefusals.changedSince);
        return answerOf((await findScheme(tx, scope.schoolId, id))!, scope);
      });
    },
  );

  route(
    MARK_SCHEMES.delete,
    {
      access: 'homework',
      schema: {
        summary: 'Deletes a mark scheme the caller may change; kept for RestoreMarkScheme (the Undo) for 30 days. Homework keeps its copies.',
        body: MarkSchemeIdSchema,
        response: { 200: DeletedMarkSchemeSchema },
      },
    },
    async (request) => {
      const scope = await schemeScopeOf(app.db, request);
      const id = request.body.Id.toLowerCase();
      return app.db.transaction(async (tx) => {
        const row = requireSeen(await findScheme(tx, scope.schoolId, id, true), scope);
        if (row.deleted_at) throw httpErrors.notFound(markSchemeRefusals.notFound);
        requireChangeableRow(row, scope);
        await setDeleted(tx, scope.schoolId, id, true);
        return { Id: row.id, Name: row.name };
      });
    },
  );

  route(
    MARK_SCHEMES.restore,
    { access: 'homework', schema: { summary: 'Puts back a deleted mark scheme (the Undo after Delete) while it is kept', body: MarkSchemeIdSchema, response: { 200: MarkSchemeSchema } } },
    async (request) => {
      const scope = await schemeScopeOf(app.db, request);
      const id = request.body.Id.toLowerCase();
      return app.db.transaction(async (tx) => {
        const row = requireSeen(await findScheme(tx, scope.schoolId, id, true), scope);
        requireChangeableRow(row, scope);
        if (!row.deleted_at) throw httpErrors.conflict(markSchemeRefusals.notDeleted);
        if (Date.now() - row.deleted_at.getTime() > DELETED_KEPT_MS) throw httpErrors.conflict(markSchemeRefusals.keptTooLong);
        await setDeleted(tx, scope.schoolId, id, false);
        return answerOf((await findScheme(tx, scope.schoolId, id))!, scope);
      });
    },
  );

  route(
    MARK_SCHEMES.ofHomework,
    {
      access: 'homework',
      schema: { summary: "The homework's copy of its mark scheme (null when it has none) and the levels chosen for each student, in one read", response: { 200: HomeworkMarkSchemeSchema } },
    },
    async (request) => {
      const { schoolId } = caller(request);
      const homeworkId = await requireHomework(app.db, schoolId, request.params.homeworkId);
      const copy = await currentCopy(app.db, schoolId, homeworkId);
      if (!copy) return { HomeworkId: homeworkId, Scheme: null, Students: [] };
      const levels = await levelsOnCopy(app.db, schoolId, copy.id);
      return {
        HomeworkId: homeworkId,
        Scheme: { CopyId: copy.id, SourceId: copy.source_id, Name: copy.name, Criteria: copy.criteria, Bands: copy.bands },
        Students: levels.map((row) => ({ StudentId: row.student_id, Levels: row.levels })),
      };
    },
  );

  route(
    MARK_SCHEMES.changeSummary,
    {
      access: 'homework',
      schema: { summary: "What a change of the homework's mark scheme affects: its marks (kept) and those with levels (set aside)", response: { 200: MarkSchemeChangeSummarySchema } },
    },
    async (request) => {
      const { schoolId } = caller(request);
      const homeworkId = await requireHomework(app.db, schoolId, request.params.homeworkId);
      const counted = await countMarks(app.db, schoolId, homeworkId);
      return { Marks: counted.marks, WithLevels: counted.with_levels };
    },
  );

  route(
    MARK_SCHEMES.choose,
    {
      access: 'homework',
      schema: {
        summary: "Copies one of the caller's or the school's mark schemes onto the homework, or takes its scheme off (SchemeId null)",
        description:
          'Marks is the count of marks the teacher was told (GetMarkSchemeChangeSummary); when marks were saved since, the change is refused (409). ' +
          "Grades and comments stay as they are; the levels chosen on the copy replaced are kept with it for RestoreMarkSchemeCopy (the Undo).",
        body: ChooseMarkSchemeSchema,
        response: { 200: ChosenMarkSchemeSchema },
      },
    },
    async (request) => {
      const scope = await schemeScopeOf(app.db, request);
      const homeworkId = await requireHomework(app.db, scope.schoolId, request.body.HomeworkId);
      const schemeId = request.body.SchemeId?.toLowerCase() ?? null;
      return app.db.transaction(async (tx) => {
        const previous = await currentCopy(tx, scope.schoolId, homeworkId, true);
        const source = schemeId === null ? null : requireSeen(await findScheme(tx, scope.schoolId, schemeId), scope);
        if (source?.deleted_at) throw httpErrors.notFound(markSchemeRefusals.notFound);
        if ((await countMarks(tx, scope.schoolId, homeworkId)).marks !== request.body.Marks) throw httpErrors.conflict(markSchemeRefusals.marksChangedSince);
        const copyId = source
          ? await replaceCopy(tx, scope.schoolId, homeworkId, { content: { Name: source.name, Criteria: source.criteria, Bands: source.bands }, sourceId: source.id, chosenBy: scope.userId })
          : await replaceCopy(tx, scope.schoolId, homeworkId, { copyId: null });
        return { HomeworkId: homeworkId, CopyId: copyId, PreviousCopyId: previous?.id ?? null };
      });
    },
  );

  route(
    MARK_SCHEMES.restoreCopy,
    {
      access: 'homework',
      schema: {
        summary: "The Undo of a change of the homework's mark scheme: its previous copy (or none) back, with the levels chosen on it",
        body: RestoreMarkSchemeCopySchema,
        response: { 200: ChosenMarkSchemeSchema },
      },
    },
    async (request) => {
      const { schoolId } = caller(request);
      const homeworkId = await requireHomework(app.db, schoolId, request.body.HomeworkId);
      const copyId = request.body.CopyId?.toLowerCase() ?? null;
      return app.db.transaction(async (tx) => {
        const previous = await currentCopy(tx, schoolId, homeworkId, true);
        const restored = await replaceCopy(tx, schoolId, homeworkId, { copyId });
        return { HomeworkId: homeworkId, CopyId: restored, PreviousCopyId: previous?.id ?? null };
      });
    },
  );
}
