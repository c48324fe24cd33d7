// POST Create and POST Edit: validate (01 §5, same messages as the form), then write the homework,
// its groups, one hand-in record per student and its attachments in one transaction.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServiceApp } from '../../kit';
import {
  HOMEWORK_NOT_FOUND_MESSAGE,
  HOMEWORK_SOURCE,
  STALE_EDIT_MESSAGE,
  normaliseHomeworkInput,
  validateHomework,
  type Homework,
  type HomeworkFieldError,
  type HomeworkSaveRequest,
} from '@homework/contracts';
import type { Queryable } from '../../db';
import { HttpError, badRequest, caller, isUuid, type HomeworkContext } from './context';
import { loadHomework } from './read';
import { sanitiseDescription } from './sanitise';
import { startOfSchoolDay } from './school-time';
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
interface CleanHomework {
  title: string;
  description: string;
  subjectId: string;
  setById: string;
  startDate: Date;
  dueDate: Date;
  allowStudentAttachments: boolean;
  groups: string[];
  students: string[];
  attachments: { id: string; title: string; description: string; fileName: string }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter(Boolean))] : [];

/** Trims, sanitises, turns dates into the start of the school day and checks §5; throws 400 with each failing field. */
function clean(body: Partial<HomeworkSaveRequest>, timeZone: string): CleanHomework {
  const input = normaliseHomeworkInput(body);
  const description = typeof input.Description === 'string' ? sanitiseDescription(input.Description) : '';
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
  if (errors.length) throw badRequest(errors);
  return {
    title: input.Title as string,
    description,
    subjectId: String(input.SubjectId).trim(),
    setById: String(input.SetById).trim(),
    startDate: startDate!,
    dueDate: dueDate!,
    allowStudentAttachments: input.AllowStudentAttachments === true,
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
  const count = async (sql: string, params: unknown[]) => Number((await tx.query<{ n: number }>(sql, params)).rows[0].n);

  if (!isUuid(hw.subjectId) || !(await count('select count(*) as n from subjects where school_id = $1 and id = $2', [schoolId, hw.subjectId])))
    errors.push({ field: 'SubjectId', message: REFERENCE_MESSAGES.subjectNotFound });
  if (
    !isUuid(hw.setById) ||
    !(await count('select count(*) as n from staff where school_id = $1 and id = $2 and is_teacher', [schoolId, hw.setById]))
  )
    errors.push({ field: 'SetById', message: REFERENCE_MESSAGES.setByNotFound });
  if (
    hw.groups.length &&
    (!hw.groups.every(isUuid) ||
      (await count('select count(*) as n from groups where school_id = $1 and id = any($2::uuid[])', [schoolId, hw.groups])) !== hw.groups.length)
  )
    errors.push({ field: 'AssignedTo', message: REFERENCE_MESSAGES.groupNotFound });
  if (
    hw.students.length &&
    (!hw.students.every(isUuid) ||
      // Current students; a student who has since left may stay on a homework they were already set.
      (await count(
        `select count(*) as n from students st
          where st.school_id = $1 and st.id = any($2::uuid[])
            and (st.is_active or exists (select 1 from homework_students hs
                   where hs.school_id = st.school_id and hs.homework_id = $3 and hs.student_id = st.id and hs.removed_at is null))`,
        [schoolId, hw.students, homeworkId],
      )) !== hw.students.length)
  )
    errors.push({ field: 'AssignedTo', message: REFERENCE_MESSAGES.studentNotFound });
  return errors;
}

/**
 * Sets the hand-in records to the chosen students plus the groups' current members.
 * A student taken off the homework: the record is deleted when nothing was recorded for them, and
 * otherwise kept with removed_at set (hidden from the homework's students and counts), so a hand-in,
 * mark or comment is never lost and returns if the student is put back.
 */
async function setRecipients(tx: Queryable, schoolId: string, homeworkId: string, hw: CleanHomework): Promise<void> {
  const members = hw.groups.length
    ? (
        await tx.query<{ student_id: string }>(
          `select distinct gm.student_id
             from group_members gm
             join students st on st.school_id = gm.school_id and st.id = gm.student_id and st.is_active
            where gm.school_id = $1 and gm.group_id = any($2::uuid[])`,
          [schoolId, hw.groups],
        )
      ).rows.map((r) => r.student_id)
    : [];
  const chosen = new Set(hw.students);
  const fromGroups = new Set(members);
  const all = [...new Set([...hw.students, ...members])];

  if (all.length)
    await tx.query(
      `insert into homework_students (school_id, homework_id, student_id, id, chosen, from_groups)
       select $1, $2, t.student_id, gen_random_uuid(), t.chosen, t.from_groups
         from unnest($3::uuid[], $4::boolean[], $5::boolean[]) as t (student_id, chosen, from_groups)
       on conflict (school_id, homework_id, student_id) do update
         set chosen = excluded.chosen, from_groups = excluded.from_groups, removed_at = null, updated_at = now()
       where homework_students.chosen is distinct from excluded.chosen
          or homework_students.from_groups is distinct from excluded.from_groups
          or homework_students.removed_at is not null`,
      [schoolId, homeworkId, all, all.map((s) => chosen.has(s)), all.map((s) => fromGroups.has(s))],
    );
  await tx.query(
    `delete from homework_students
      where school_id = $1 and homework_id = $2 and not (student_id = any($3::uuid[]))
        and handed_in_date is null and result is null and comments is null and extended_due_date is null and status = 1`,
    [schoolId, homeworkId, all],
  );
  await tx.query(
    `update homework_students
        set removed_at = now(), chosen = false, from_groups = false, updated_at = now()
      where school_id = $1 and homework_id = $2 and not (student_id = any($3::uuid[])) and removed_at is null`,
    [schoolId, homeworkId, all],
  );
}

/** Links the listed uploads to the homework and drops attachments no longer listed; answers the files to remove. */
async function setAttachments(tx: Queryable, schoolId: string, userId: string, homeworkId: string, hw: CleanHomework): Promise<string[]> {
  const errors: HomeworkFieldError[] = [];
  const ids: string[] = [];
  for (const [position, a] of hw.attachments.entries()) {
    // An upload of this user not yet linked to any homework, or one already on this homework.
    const linked = isUuid(a.id)
      ? await tx.query(
          `update attachments set homework_id = $3, title = $4, description = $5, position = $6
            where school_id = $1 and id = $2 and purpose = 'homework' and uploaded_at is not null
              and (homework_id = $3 or (homework_id is null and uploaded_by_id = $7))
           returning id`,
          [schoolId, a.id, homeworkId, a.title, a.description, position, userId],
        )
      : { rows: [] };
    if (linked.rows.length) ids.push(a.id);
    else errors.push({ field: 'Attachments', message: REFERENCE_MESSAGES.attachmentNotFound(a.fileName) });
  }
  if (errors.length) throw badRequest(errors);
  const dropped = await tx.query<{ storage_key: string }>(
    `delete from attachments where school_id = $1 and homework_id = $2 and not (id = any($3::uuid[])) returning storage_key`,
    [schoolId, homeworkId, ids],
  );
  return dropped.rows.map((r) => r.storage_key);
}

async function writeGroups(tx: Queryable, schoolId: string, homeworkId: string, groups: string[]): Promise<void> {
  await tx.query('delete from homework_groups where school_id = $1 and homework_id = $2', [schoolId, homeworkId]);
  if (groups.length)
    await tx.query(
      `insert into homework_groups (school_id, homework_id, group_id) select $1, $2, unnest($3::uuid[])`,
      [schoolId, homeworkId, groups],
    );
}

export function registerSaveRoutes(app: ServiceApp, ctx: HomeworkContext): void {
  /** Writes in one transaction, then removes the files of dropped attachments and answers the saved homework. */
  async function save(
    request: FastifyRequest,
    write: (tx: Queryable, hw: CleanHomework) => Promise<{ id: string; removed: string[] }>,
    lock?: (tx: Queryable) => Promise<void>,
    homeworkId: string | null = null,
  ): Promise<Homework> {
    const { schoolId } = caller(request);
    const hw = clean(request.body as Partial<HomeworkSaveRequest>, await ctx.timeZoneOf(schoolId));
    const { id, removed } = await ctx.db.transaction(async (tx) => {
      await lock?.(tx);
      const errors = await checkReferences(tx, schoolId, hw, homeworkId);
      if (errors.length) throw badRequest(errors);
      return write(tx, hw);
    });
    await Promise.all(removed.map((key) => ctx.storage.remove(key).catch((error) => request.log.warn({ err: error, key }, 'attachment file not removed'))));
    return (await loadHomework(ctx.db, schoolId, id))!;
  }

  app.post(
    '/Create',
    {
      config: { access: 'homework' },
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
        await tx.query(
          `insert into homework (school_id, id, title, description, subject_id, set_by_id, created_by_id, source,
                                 start_date, due_date, allow_student_attachments)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [schoolId, id, hw.title, hw.description, hw.subjectId, hw.setById, userId, HOMEWORK_SOURCE, hw.startDate, hw.dueDate, hw.allowStudentAttachments],
        );
        await writeGroups(tx, schoolId, id, hw.groups);
        await setRecipients(tx, schoolId, id, hw);
        const removed = await setAttachments(tx, schoolId, userId, id, hw);
        return { id, removed };
      }),
  );

  app.post(
    '/Edit',
    {
      config: { access: 'homework' },
      schema: {
        summary: 'Saves changes to a homework; Version must be the one read (409 when someone saved since)',
        body: EditBodySchema,
        response: { 200: HomeworkSchema },
      },
    },
    async (request) => {
      const { schoolId, userId } = caller(request);
      const { Id: id, Version: version } = request.body;
      // First, under a row lock: another school's or a deleted homework is 404, a stale Version 409.
      const lock = async (tx: Queryable) => {
        const current = isUuid(id)
          ? await tx.query<{ version: number }>('select version from homework where school_id = $1 and id = $2 for update', [schoolId, id])
          : { rows: [] };
        if (!current.rows.length) throw new HttpError(404, HOMEWORK_NOT_FOUND_MESSAGE);
        if (current.rows[0].version !== version) throw new HttpError(409, STALE_EDIT_MESSAGE);
      };
      return save(request, async (tx, hw) => {
        await tx.query(
          `update homework
              set title = $3, description = $4, subject_id = $5, set_by_id = $6, start_date = $7, due_date = $8,
                  allow_student_attachments = $9, updated_at = now(), version = version + 1
            where school_id = $1 and id = $2`,
          [schoolId, id, hw.title, hw.description, hw.subjectId, hw.setById, hw.startDate, hw.dueDate, hw.allowStudentAttachments],
        );
        await writeGroups(tx, schoolId, id, hw.groups);
        await setRecipients(tx, schoolId, id, hw);
        const removed = await setAttachments(tx, schoolId, userId, id, hw);
        return { id, removed };
      }, lock, isUuid(id) ? id : null);
    },
  );
}
