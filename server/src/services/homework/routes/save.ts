// POST Create and POST Edit: validate (01 §5, same messages as the form), then write the homework,
// its groups, one hand-in record per student and its attachments in one transaction.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { caller, httpErrors, isUuid, routesOn, type ServiceApp } from '../../../kit';
import { homeworkNotFound } from '../rules';
import { schoolTimeZoneOf } from '../../../domain/school-time-zone';
import {
  HOMEWORK,
  HOMEWORK_SOURCE,
  STALE_EDIT_DETAIL,
  STALE_EDIT_MESSAGE,
  ifMatchAccepts,
  normaliseHomeworkInput,
  validateHomework,
  type Homework,
  type HomeworkFieldError,
  type HomeworkSaveRequest,
} from '@homework/contracts';
import type { Queryable } from '../../../db';
import { homeworkEditedHook, homeworkSetHook, homeworkStudentIds } from '../../../domain/mail/notifications';
import { sanitiseRichText } from '../../../domain/rich-text';
import { holdMarksFromNow, releaseHeldMarks } from '../../../domain/held-marks';
import {
  countAssignableStudents,
  countGroups,
  countSubjects,
  countTeachers,
  dropOtherAttachments,
  insertHomework,
  linkAttachment,
  lockHomeworkVersion,
  releasesMarksTogether,
  replaceHomeworkGroups,
  setRecipients,
  updateHomework,
  type HomeworkFields,
} from '../queries/homework';
import { loadHomework } from './read';
import { startOfSchoolDay } from '../school-time';
import { EditBodySchema, HomeworkSchema, SaveBodySchema } from '@homework/contracts/schemas';

/** Messages for references the form cannot get wrong but a request can (not spec texts). */
export const REFERENCE_MESSAGES = {
  subjectNotFound: 'Subject was not found.',
  setByNotFound: 'Set by must be a teacher of the school.',
  groupNotFound: 'Assigned to names a group that was not found.',
  studentNotFound: 'Assigned to names a student who was not found.',
  attachmentNotFound: (file: string) => `Attachment "${file}" was not found. Please upload it again.`,
};

/** A save that passed validation, in the form it is written. */
interface CleanHomework extends HomeworkFields {
  groups: string[];
  students: string[];
  attachments: { id: string; title: string; description: string; fileName: string }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter(Boolean))] : [];

/**
 * Trims, sanitises (the description is the editor's HTML, cleaned by the suite's one rich-text rule,
 * which message bodies share), turns dates into the start of the school day and checks §5; throws
 * 400 with each failing field.
 */
function clean(body: Partial<HomeworkSaveRequest>, timeZone: string): CleanHomework {
  const input = normaliseHomeworkInput(body);
  const description = typeof input.Description === 'string' ? sanitiseRichText(input.Description) : '';
  const day = (value: unknown) => (typeof value === 'string' ? startOfSchoolDay(value, timeZone) : null);
  const startDate = day(input.StartDate);
  const dueDate = day(input.DueDate);
  const errors = validateHomework({
    ...input,
    Description: description,
    StartDate: startDate ? startDate.toISOString() : 'invalid',
    DueDate: dueDate ? dueDate.toISOString() : 'invalid',
    Groups: strings(input.Groups),
    Students: strings(input.Students),
  });
  if (errors.length) throw httpErrors.invalidFields(errors);
  return {
    title: input.Title as string,
    description,
    subjectId: String(input.SubjectId).trim(),
    setById: String(input.SetById).trim(),
    startDate: startDate!,
    dueDate: dueDate!,
    allowStudentAttachments: input.AllowStudentAttachments === true,
    releaseMarksTogether: typeof input.ReleaseMarksTogether === 'boolean' ? input.ReleaseMarksTogether : null,
    groups: strings(input.Groups),
    students: strings(input.Students),
    attachments: (input.Attachments ?? []).map((a) => ({
      id: String(a.Id),
      fileName: a.FileName?.trim() || 'file',
      title: a.Title?.trim() || a.FileName?.trim() || '',
      description: a.Description?.trim() ?? '',
    })),
  };
}

/** Subject, set-by teacher, groups and students must be the school's own. */
async function checkReferences(tx: Queryable, schoolId: string, hw: CleanHomework, homeworkId: string | null): Promise<HomeworkFieldError[]> {
  const errors: HomeworkFieldError[] = [];
  if (!isUuid(hw.subjectId) || !(await countSubjects(tx, schoolId, hw.subjectId)))
    errors.push({ field: 'SubjectId', message: REFERENCE_MESSAGES.subjectNotFound });
  if (!isUuid(hw.setById) || !(await countTeachers(tx, schoolId, hw.setById)))
    errors.push({ field: 'SetById', message: REFERENCE_MESSAGES.setByNotFound });
  if (hw.groups.length && (!hw.groups.every(isUuid) || (await countGroups(tx, schoolId, hw.groups)) !== hw.groups.length))
    errors.push({ field: 'AssignedTo', message: REFERENCE_MESSAGES.groupNotFound });
  if (
    hw.students.length &&
    (!hw.students.every(isUuid) || (await countAssignableStudents(tx, schoolId, hw.students, homeworkId)) !== hw.students.length)
  )
    errors.push({ field: 'AssignedTo', message: REFERENCE_MESSAGES.studentNotFound });
  return errors;
}

/** Links the listed uploads to the homework and drops attachments no longer listed; answers the files to remove. */
async function setAttachments(tx: Queryable, schoolId: string, userId: string, homeworkId: string, hw: CleanHomework): Promise<string[]> {
  const errors: HomeworkFieldError[] = [];
  const ids: string[] = [];
  for (const [position, a] of hw.attachments.entries()) {
    if (isUuid(a.id) && (await linkAttachment(tx, schoolId, userId, homeworkId, { ...a, position }))) ids.push(a.id);
    else errors.push({ field: 'Attachments', message: REFERENCE_MESSAGES.attachmentNotFound(a.fileName) });
  }
  if (errors.length) throw httpErrors.invalidFields(errors);
  return dropOtherAttachments(tx, schoolId, homeworkId, ids);
}

/** The homework's groups, students and attachments as saved; answers the files to remove. */
async function writeAssignments(tx: Queryable, schoolId: string, userId: string, homeworkId: string, hw: CleanHomework): Promise<string[]> {
  await replaceHomeworkGroups(tx, schoolId, homeworkId, hw.groups);
  await setRecipients(tx, schoolId, homeworkId, hw.groups, hw.students);
  return setAttachments(tx, schoolId, userId, homeworkId, hw);
}

export function registerSaveRoutes(app: ServiceApp): void {
  const route = routesOn(app);
  /** Writes in one transaction, then removes the files of dropped attachments and answers the saved homework. */
  async function save(
    request: FastifyRequest,
    write: (tx: Queryable, hw: CleanHomework) => Promise<{ id: string; removed: string[] }>,
    lock?: (tx: Queryable) => Promise<void>,
    homeworkId: string | null = null,
  ): Promise<Homework> {
    const { schoolId } = caller(request);
    const hw = clean(request.body as Partial<HomeworkSaveRequest>, await schoolTimeZoneOf(app.db, schoolId));
    const { id, removed } = await app.db.transaction(async (tx) => {
      await lock?.(tx);
      const errors = await checkReferences(tx, schoolId, hw, homeworkId);
      if (errors.length) throw httpErrors.invalidFields(errors);
      return write(tx, hw);
    });
    await Promise.all(removed.map((key) => app.storage.remove(key).catch((error) => request.log.warn({ err: error, key }, 'attachment file not removed'))));
    return (await loadHomework(app.db, schoolId, id))!;
  }

  route(
    HOMEWORK.create,
    {
      access: 'homework',
      schema: {
        summary: 'Creates a homework; the creator is the signed-in user, the source is always homework-online',
        body: SaveBodySchema,
        response: { 200: HomeworkSchema },
      },
    },
    async (request) =>
      save(request, async (tx, hw) => {
        const { schoolId, userId } = caller(request);
        const id = randomUUID();
        await insertHomework(tx, schoolId, id, userId, HOMEWORK_SOURCE, hw);
        const removed = await writeAssignments(tx, schoolId, userId, id, hw);
        // The homework-set mail goes to the outbox in this transaction (when the school's flag is on),
        // due on the homework's Available-from day.
        await homeworkSetHook(tx, { schoolId, userId }, id);
        return { id, removed };
      }),
  );

  route(
    HOMEWORK.edit,
    {
      access: 'homework',
      schema: {
        summary:
          "Saves changes to a homework (the create body plus Id). Send GetHomework's ETag as If-Match (412 when someone saved since) or its Version (409); without either the save is made",
        body: EditBodySchema,
        response: { 200: HomeworkSchema },
      },
    },
    async (request) => {
      const { schoolId, userId } = caller(request);
      const { Id: id, Version: version } = request.body;
      const ifMatch = request.headers['if-match'];
      // First, under a row lock: another school's or a deleted homework is 404, a stale Version 409
      // (as before: our client sends both), a stale If-Match alone 412.
      const lock = async (tx: Queryable) => {
        const current = isUuid(id) ? await lockHomeworkVersion(tx, schoolId, id) : undefined;
        if (current === undefined) throw await homeworkNotFound(tx, schoolId, id);
        if (version !== undefined && current !== version) throw httpErrors.conflict(STALE_EDIT_MESSAGE, STALE_EDIT_DETAIL);
        if (ifMatch !== undefined && !ifMatchAccepts(ifMatch, current)) throw httpErrors.preconditionFailed(STALE_EDIT_MESSAGE, STALE_EDIT_DETAIL);
      };
      return save(request, async (tx, hw) => {
        const before = await homeworkStudentIds(tx, schoolId, id);
        const held = await releasesMarksTogether(tx, schoolId, id);
        // Decision 0037. Turned off, the held marks are released (and mailed) as Edit's question said,
        // before the choice goes; turned on, the marks already given stay seen.
        if (held && hw.releaseMarksTogether === false) await releaseHeldMarks(tx, { schoolId, userId }, id);
        await updateHomework(tx, schoolId, id, hw);
        if (!held && hw.releaseMarksTogether === true) await holdMarksFromNow(tx, schoolId, id);
        const removed = await writeAssignments(tx, schoolId, userId, id, hw);
        // Students the edit added get the homework-set mail, and mail still waiting for the homework
        // to become available follows the edit (when the school's flag is on).
        await homeworkEditedHook(tx, { schoolId, userId }, id, before);
        return { id, removed };
      }, lock, isUuid(id) ? id : null);
    },
  );
}
