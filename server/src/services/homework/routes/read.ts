// Reading one homework (GetHomework, and the answer of Create and Edit), its students and the subjects
// (DeleteHomework is delete.ts's).
import { caller, httpErrors, isUuid, routesOn, type ServiceApp } from '../../../kit';
import { iso } from '../../../domain/school-days';
import {
  HOMEWORK_NOT_FOUND_MESSAGE,
  HOMEWORK,
  HOMEWORK_SOURCE,
  homeworkETag,
  type Homework,
  type HomeworkStudentsResponse,
  type Subject,
} from '@homework/contracts';
import { isMarkHeld } from '@homework/contracts/held-marks';
import type { Queryable } from '../../../db';
import { displayName, homeworkNotFound } from '../rules';
import {
  findCurrentGroupMembers,
  findHandIns,
  findHomework,
  findHomeworkAttachments,
  findHomeworkGroupIds,
  findHomeworkRecipients,
  findSubjects,
  homeworkExists,
} from '../queries/homework';
import { HomeworkSchema, HomeworkStudentsSchema, SubjectSchema, Type } from '@homework/contracts/schemas';

/** The homework as the edit form reads it, or null when the school has no such homework. */
export async function loadHomework(db: Queryable, schoolId: string, id: string): Promise<Homework | null> {
  if (!isUuid(id)) return null;
  const row = await findHomework(db, schoolId, id);
  if (!row) return null;
  // One after another: `db` may be a transaction, which runs one statement at a time.
  const groupIds = await findHomeworkGroupIds(db, schoolId, id);
  const students = await findHomeworkRecipients(db, schoolId, id);
  const fromGroupsNow = await findCurrentGroupMembers(db, schoolId, id);
  const attachments = await findHomeworkAttachments(db, schoolId, id);

  const fromGroupsAtSave = new Set(students.filter((s) => s.from_groups).map((s) => s.student_id));
  const membershipChanged =
    fromGroupsAtSave.size !== fromGroupsNow.length || fromGroupsNow.some((studentId) => !fromGroupsAtSave.has(studentId));
  const chosen = students.filter((s) => s.chosen).map((s) => s.student_id);
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
    Attachments: attachments.map((a) => ({
      Id: a.id,
      Title: a.title,
      Description: a.description,
      FileName: a.file_name,
      FileSize: Number(a.file_size),
    })),
    AttachmentCount: attachments.length,
    StartDate: iso(row.start_date)!,
    DueDate: iso(row.due_date)!,
    CreatedDate: iso(row.created_at)!,
    AllowStudentAttachments: row.allow_student_attachments,
    SubmissionCount: students.filter((s) => s.handed_in).length,
    TotalStudents: students.length,
    StudentsFromGroups: fromGroupsNow,
    GroupMembershipChanged: membershipChanged,
    Version: row.version,
    ReleaseMarksTogether: row.release_marks_together,
  };
}

export function registerReadRoutes(app: ServiceApp): void {
  const route = routesOn(app);
  route(
    HOMEWORK.get,
    {
      access: 'homework',
      schema: {
        summary: 'One homework for the edit form, with StudentsFromGroups, GroupMembershipChanged and Version',
        response: { 200: HomeworkSchema },
      },
    },
    async (request, reply) => {
      const { schoolId } = caller(request);
      const homework = await loadHomework(app.db, schoolId, request.params.id);
      if (!homework) throw await homeworkNotFound(app.db, schoolId, request.params.id);
      // Revalidated on every read: the students of its groups may change without a new version.
      reply.header('etag', homeworkETag(homework.Version)).header('cache-control', 'no-cache');
      return homework;
    },
  );

  route(
    HOMEWORK.students,
    {
      access: 'homework',
      schema: {
        summary: "The hand-in record of each student the homework is set for (students taken off it are not listed)",
        response: { 200: HomeworkStudentsSchema },
      },
    },
    async (request): Promise<HomeworkStudentsResponse> => {
      const { schoolId } = caller(request);
      const id = request.params.id;
      if (!isUuid(id) || !(await homeworkExists(app.db, schoolId, id))) throw httpErrors.notFound(HOMEWORK_NOT_FOUND_MESSAGE);
      const rows = await findHandIns(app.db, schoolId, id);
      return {
        Students: rows.map((r) => ({
          StudentId: r.student_id,
          HandedInDate: iso(r.handed_in_date),
          Result: r.result,
          Comments: r.comments,
          Status: r.status,
          ExtendedDueDate: iso(r.extended_due_date),
          MarkHeld: isMarkHeld({ releaseMarksTogether: r.release_marks_together, released: r.released, result: r.result, comments: r.comments }),
        })),
      };
    },
  );

  route(
    HOMEWORK.subjects,
    { access: 'homework', schema: { summary: "The school's subjects", response: { 200: Type.Array(SubjectSchema) } } },
    async (request): Promise<Subject[]> => {
      return findSubjects(app.db, caller(request).schoolId);
    },
  );
}
