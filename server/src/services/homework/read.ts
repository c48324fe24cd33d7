// Reading one homework (GetHomework, and the answer of Create and Edit), its students, the subjects,
// and DeleteHomework.
import type { ServiceApp } from '../../kit';
import {
  HOMEWORK_NOT_FOUND_MESSAGE,
  HOMEWORK_SOURCE,
  type Homework,
  type HomeworkStudentsResponse,
  type Subject,
} from '@homework/contracts';
import type { Queryable } from '../../db';
import { HttpError, caller, displayName, isUuid, iso, type HomeworkBaseRow, type HomeworkContext } from './context';
import { DeleteAnswerSchema, HomeworkSchema, HomeworkStudentsSchema, IdParams, SubjectSchema, Type } from '@homework/contracts/schemas';

interface HomeworkRow extends HomeworkBaseRow {
  description: string;
  version: number;
}

/** The homework as the edit form reads it, or null when the school has no such homework. */
export async function loadHomework(db: Queryable, schoolId: string, id: string): Promise<Homework | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<HomeworkRow>(
    `select h.id, h.title, h.description, h.subject_id, sub.name as subject, h.set_by_id, h.created_by_id,
            h.start_date, h.due_date, h.created_at, h.allow_student_attachments, h.version,
            (select json_build_object('title', s.title, 'forename', s.forename, 'surname', s.surname)
               from staff s where s.school_id = h.school_id and s.id = h.set_by_id) as set_by,
            (select json_build_object('title', s.title, 'forename', s.forename, 'surname', s.surname)
               from staff s where s.school_id = h.school_id and s.id = h.created_by_id) as created_by
       from homework h
       join subjects sub on sub.school_id = h.school_id and sub.id = h.subject_id
      where h.school_id = $1 and h.id = $2`,
    [schoolId, id],
  );
  const row = rows[0];
  if (!row) return null;

  const groups = await db.query<{ group_id: string }>(
    `select hg.group_id from homework_groups hg
       join groups g on g.school_id = hg.school_id and g.id = hg.group_id
      where hg.school_id = $1 and hg.homework_id = $2
      order by g.kind, g.position, g.name`,
    [schoolId, id],
  );
  const students = await db.query<{ student_id: string; chosen: boolean; from_groups: boolean; handed_in: boolean }>(
    `select student_id, chosen, from_groups, handed_in_date is not null as handed_in
       from homework_students
      where school_id = $1 and homework_id = $2 and removed_at is null`,
    [schoolId, id],
  );
  const fromGroupsNow = await currentGroupMembers(db, schoolId, id);
  const attachments = await db.query<{ id: string; title: string; description: string; file_name: string; file_size: number }>(
    `select id, title, description, file_name, file_size from attachments
      where school_id = $1 and homework_id = $2 order by position, created_at`,
    [schoolId, id],
  );

  const fromGroupsAtSave = new Set(students.rows.filter((s) => s.from_groups).map((s) => s.student_id));
  const membershipChanged =
    fromGroupsAtSave.size !== fromGroupsNow.length || fromGroupsNow.some((studentId) => !fromGroupsAtSave.has(studentId));
  const groupIds = groups.rows.map((g) => g.group_id);
  const chosen = students.rows.filter((s) => s.chosen).map((s) => s.student_id);
  return {
    Id: row.id,
    Title: row.title,
    Description: row.description,
    SubjectId: row.subject_id,
    Subject: row.subject,
    CreatedById: row.created_by_id,
    CreatedBy: displayName(row.created_by),
    SetById: row.set_by_id,
    SetBy: displayName(row.set_by),
    Source: HOMEWORK_SOURCE,
    Students: chosen,
    Groups: groupIds,
    GroupId: groupIds.length === 1 ? groupIds[0] : null,
    GroupCount: groupIds.length,
    StudentCount: chosen.length,
    Attachments: attachments.rows.map((a) => ({
      Id: a.id,
      Title: a.title,
      Description: a.description,
      FileName: a.file_name,
      FileSize: Number(a.file_size),
    })),
    AttachmentCount: attachments.rows.length,
    StartDate: iso(row.start_date)!,
    DueDate: iso(row.due_date)!,
    CreatedDate: iso(row.created_at)!,
    AllowStudentAttachments: row.allow_student_attachments,
    SubmissionCount: students.rows.filter((s) => s.handed_in).length,
    TotalStudents: students.rows.length,
    StudentsFromGroups: fromGroupsNow,
    GroupMembershipChanged: membershipChanged,
    Version: row.version,
  };
}

/** Active students who are members of the homework's groups now. */
async function currentGroupMembers(db: Queryable, schoolId: string, homeworkId: string): Promise<string[]> {
  const { rows } = await db.query<{ student_id: string }>(
    `select distinct gm.student_id
       from homework_groups hg
       join group_members gm on gm.school_id = hg.school_id and gm.group_id = hg.group_id
       join students st on st.school_id = gm.school_id and st.id = gm.student_id and st.is_active
      where hg.school_id = $1 and hg.homework_id = $2
      order by gm.student_id`,
    [schoolId, homeworkId],
  );
  return rows.map((r) => r.student_id);
}

export function registerReadRoutes(app: ServiceApp, ctx: HomeworkContext): void {
  app.get(
    '/GetHomework/:id',
    {
      config: { access: 'homework' },
      schema: {
        summary: 'One homework for the edit form, with StudentsFromGroups, GroupMembershipChanged and Version',
        params: IdParams,
        response: { 200: HomeworkSchema },
      },
    },
    async (request) => {
      const { schoolId } = caller(request);
      const homework = await loadHomework(ctx.db, schoolId, request.params.id);
      if (!homework) throw new HttpError(404, HOMEWORK_NOT_FOUND_MESSAGE);
      return homework;
    },
  );

  app.get(
    '/GetHomeworkStudents/:id',
    {
      config: { access: 'homework' },
      schema: {
        summary: "The hand-in record of each student the homework is set for (students taken off it are not listed)",
        params: IdParams,
        response: { 200: HomeworkStudentsSchema },
      },
    },
    async (request): Promise<HomeworkStudentsResponse> => {
      const { schoolId } = caller(request);
      const id = request.params.id;
      const exists = isUuid(id) && (await ctx.db.query('select 1 from homework where school_id = $1 and id = $2', [schoolId, id])).rows.length > 0;
      if (!exists) throw new HttpError(404, HOMEWORK_NOT_FOUND_MESSAGE);
      const { rows } = await ctx.db.query<{
        student_id: string;
        handed_in_date: Date | null;
        result: string | null;
        comments: string | null;
        status: number;
        extended_due_date: Date | null;
      }>(
        `select hs.student_id, hs.handed_in_date, hs.result, hs.comments, hs.status, hs.extended_due_date
           from homework_students hs
           join students st on st.school_id = hs.school_id and st.id = hs.student_id
          where hs.school_id = $1 and hs.homework_id = $2 and hs.removed_at is null
          order by st.display_surname, st.display_forename, st.id`,
        [schoolId, id],
      );
      return {
        Students: rows.map((r) => ({
          StudentId: r.student_id,
          HandedInDate: iso(r.handed_in_date),
          Result: r.result,
          Comments: r.comments,
          Status: r.status,
          ExtendedDueDate: iso(r.extended_due_date),
        })),
      };
    },
  );

  app.get(
    '/Subjects',
    { config: { access: 'homework' }, schema: { summary: "The school's subjects", response: { 200: Type.Array(SubjectSchema) } } },
    async (request): Promise<Subject[]> => {
      const { rows } = await ctx.db.query<Subject>(
        'select id as "SubjectId", name as "Name", code as "Code" from subjects where school_id = $1 order by name, code',
        [caller(request).schoolId],
      );
      return rows;
    },
  );

  app.delete(
    '/DeleteHomework/:id',
    {
      config: { access: 'homework' },
      schema: {
        summary: 'Deletes a homework with its groups, hand-in records and attachments (one transaction)',
        params: IdParams,
        response: { 200: DeleteAnswerSchema },
      },
    },
    async (request) => {
      const { schoolId } = caller(request);
      const id = request.params.id;
      if (!isUuid(id)) throw new HttpError(404, HOMEWORK_NOT_FOUND_MESSAGE);
      const keys = await ctx.db.transaction(async (tx) => {
        const files = await tx.query<{ storage_key: string }>(
          'select storage_key from attachments where school_id = $1 and homework_id = $2',
          [schoolId, id],
        );
        // Groups, hand-in records and attachment rows go with it (on delete cascade).
        const deleted = await tx.query('delete from homework where school_id = $1 and id = $2 returning id', [schoolId, id]);
        if (deleted.rows.length === 0) throw new HttpError(404, HOMEWORK_NOT_FOUND_MESSAGE);
        return files.rows.map((f) => f.storage_key);
      });
      // Files go once the rows are gone for good; one that fails to go is swept as an orphan later.
      await Promise.all(keys.map((key) => ctx.storage.remove(key).catch((error) => request.log.warn({ err: error, key }, 'attachment file not removed'))));
      return { Id: id };
    },
  );
}
