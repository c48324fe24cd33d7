// The marking service's SQL. Every statement is scoped by the caller's school; a student taken off
// a homework (removed_at) is left out of every one of them.
import type { MarkingHistoryField } from '@homework/contracts';
import type { Queryable } from '../../../db';

/** A student's hand-in row with what the marking rules need of its homework. */
export interface LinkRow {
  id: string;
  homework_id: string;
  student_id: string;
  due_date: Date;
  /** The homework's Available-from: no hand-in is recorded before its day. */
  start_date: Date;
  handed_in_date: Date | null;
  result: string | null;
  comments: string | null;
  status: number;
  extended_due_date: Date | null;
  /** Decision 0037: the homework holds marks until Release marks, and whether this row's were released. */
  release_marks_together: boolean;
  released: boolean;
}

const LINK_COLUMNS = `hs.id, hs.homework_id, hs.student_id, h.due_date, h.start_date, hs.handed_in_date, hs.result, hs.comments, hs.status, hs.extended_due_date,
  h.release_marks_together, hs.mark_released_at is not null as released`;

export async function homeworkDueDate(db: Queryable, schoolId: string, homeworkId: string): Promise<Date | null> {
  const { rows } = await db.query<{ due_date: Date }>('select due_date from homework where school_id = $1 and id = $2', [schoolId, homeworkId]);
  return rows[0]?.due_date ?? null;
}

/** The student's row on the homework (locked for the transaction when `forUpdate`), or undefined. */
export async function findLink(db: Queryable, schoolId: string, homeworkId: string, studentId: string, forUpdate = false): Promise<LinkRow | undefined> {
  const { rows } = await db.query<LinkRow>(
    `select ${LINK_COLUMNS}
       from homework_students hs
       join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
      where hs.school_id = $1 and hs.homework_id = $2 and hs.student_id = $3 and hs.removed_at is null
      ${forUpdate ? 'for update of hs' : ''}`,
    [schoolId, homeworkId, studentId],
  );
  return rows[0];
}

/** The rows of `studentIds` on the homework (students not on it are missing), locked for the transaction when `forUpdate`. */
export async function findLinks(db: Queryable, schoolId: string, homeworkId: string, studentIds: string[], forUpdate = false): Promise<LinkRow[]> {
  const { rows } = await db.query<LinkRow>(
    `select ${LINK_COLUMNS}
       from homework_students hs
       join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
      where hs.school_id = $1 and hs.homework_id = $2 and hs.student_id = any($3::uuid[]) and hs.removed_at is null
      ${forUpdate ? 'for update of hs' : ''}`,
    [schoolId, homeworkId, studentIds],
  );
  return rows;
}

export const lockLinks = (tx: Queryable, schoolId: string, homeworkId: string, studentIds: string[]) => findLinks(tx, schoolId, homeworkId, studentIds, true);

export interface LinkChange {
  studentId: string;
  handedInDate: Date | null;
  result: string | null;
  comments: string | null;
  status: number;
  extendedDueDate: Date | null;
}

/** Writes every change in one statement (the bulk recorder sends thousands). */
export async function updateLinks(tx: Queryable, schoolId: string, homeworkId: string, changes: LinkChange[]): Promise<void> {
  if (!changes.length) return;
  await tx.query(
    `update homework_students hs
        set handed_in_date = c.handed_in_date, result = c.result, comments = c.comments, status = c.status,
            extended_due_date = c.extended_due_date, updated_at = now()
       from unnest($3::uuid[], $4::timestamptz[], $5::text[], $6::text[], $7::smallint[], $8::timestamptz[])
            as c(student_id, handed_in_date, result, comments, status, extended_due_date)
      where hs.school_id = $1 and hs.homework_id = $2 and hs.student_id = c.student_id and hs.removed_at is null`,
    [
      schoolId,
      homeworkId,
      changes.map((c) => c.studentId),
      changes.map((c) => c.handedInDate?.toISOString() ?? null),
      changes.map((c) => c.result),
      changes.map((c) => c.comments),
      changes.map((c) => c.status),
      changes.map((c) => c.extendedDueDate?.toISOString() ?? null),
    ],
  );
}

export interface AuditEntry {
  studentId: string;
  field: MarkingHistoryField;
  oldValue: string | null;
  newValue: string | null;
  /** The clear that made or undid the change, if one did. */
  clearanceId?: string;
  change?: 'Cleared' | 'Restored';
}

export async function insertAudit(tx: Queryable, schoolId: string, homeworkId: string, changedBy: string, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await tx.query(
    `insert into marking_audit (school_id, homework_id, student_id, field, old_value, new_value, changed_by, clearance_id, change)
     select $1, $2, e.student_id, e.field, e.old_value, e.new_value, $3, e.clearance_id, e.change
       from unnest($4::uuid[], $5::text[], $6::text[], $7::text[], $8::uuid[], $9::text[])
            as e(student_id, field, old_value, new_value, clearance_id, change)`,
    [
      schoolId,
      homeworkId,
      changedBy,
      entries.map((e) => e.studentId),
      entries.map((e) => e.field),
      entries.map((e) => e.oldValue),
      entries.map((e) => e.newValue),
      entries.map((e) => e.clearanceId ?? null),
      entries.map((e) => e.change ?? null),
    ],
  );
}

export interface SubmissionFileRow {
  id: string;
  file_name: string;
  file_size: number;
}

export async function findSubmissionFiles(db: Queryable, schoolId: string, linkId: string): Promise<SubmissionFileRow[]> {
  const { rows } = await db.query<SubmissionFileRow>(
    `select id, file_name, file_size from attachments
      where school_id = $1 and homework_student_id = $2 and purpose = 'submission' and uploaded_at is not null
      order by position, created_at, file_name`,
    [schoolId, linkId],
  );
  return rows.map((row) => ({ ...row, file_size: Number(row.file_size) }));
}

/**
 * The stored file of a student's submission in the school, while its student is still on the
 * homework.
 */
export async function findSubmissionFile(db: Queryable, schoolId: string, attachmentId: string) {
  const { rows } = await db.query<{ file_name: string; content_type: string; storage_key: string }>(
    `select a.file_name, a.content_type, a.storage_key
       from attachments a
       join homework_students hs on hs.school_id = a.school_id and hs.id = a.homework_student_id and hs.removed_at is null
      where a.school_id = $1 and a.id = $2 and a.purpose = 'submission' and a.uploaded_at is not null`,
    [schoolId, attachmentId],
  );
  return rows[0];
}

export async function findHistory(db: Queryable, schoolId: string, homeworkId: string, studentId: string) {
  const { rows } = await db.query<{
    changed_at: Date;
    changed_by: string;
    title: string | null;
    forename: string | null;
    surname: string | null;
    field: MarkingHistoryField;
    old_value: string | null;
    new_value: string | null;
    clearance_id: string | null;
    change: 'Cleared' | 'Restored' | null;
  }>(
    `select m.changed_at, m.changed_by, s.title, s.forename, s.surname, m.field, m.old_value, m.new_value, m.clearance_id, m.change
       from marking_audit m
       join homework_students hs on hs.school_id = m.school_id and hs.homework_id = m.homework_id
                                and hs.student_id = m.student_id and hs.removed_at is null
       left join staff s on s.school_id = m.school_id and s.id = m.changed_by
      where m.school_id = $1 and m.homework_id = $2 and m.student_id = $3
      order by m.changed_at desc, m.id desc`,
    [schoolId, homeworkId, studentId],
  );
  return rows;
}

/** Who last changed the student's grade or comment on the homework, and when (their history's newest such entry). */
export async function findLastMarkChange(db: Queryable, schoolId: string, homeworkId: string, studentId: string) {
  const { rows } = await db.query<{ changed_at: Date; title: string | null; forename: string | null; surname: string | null }>(
    `select m.changed_at, s.title, s.forename, s.surname
       from marking_audit m
       left join staff s on s.school_id = m.school_id and s.id = m.changed_by
      where m.school_id = $1 and m.homework_id = $2 and m.student_id = $3 and m.field in ('Result', 'Comments')
      order by m.changed_at desc, m.id desc
      limit 1`,
    [schoolId, homeworkId, studentId],
  );
  return rows[0];
}

export async function studentExists(db: Queryable, schoolId: string, studentId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from students where school_id = $1 and id = $2', [schoolId, studentId]);
  return rows.length > 0;
}

/** The student's homework due from `from` up to (not including) `until`. */
export async function findStudentOverview(db: Queryable, schoolId: string, studentId: string, from: Date, until: Date) {
  const { rows } = await db.query<{
    homework_id: string;
    title: string;
    set_by_title: string | null;
    set_by_forename: string | null;
    set_by_surname: string | null;
    subject: string;
    subject_id: string;
    start_date: Date;
    due_date: Date;
    extended_due_date: Date | null;
    handed_in_date: Date | null;
    result: string | null;
    comments: string | null;
    release_marks_together: boolean;
    released: boolean;
  }>(
    `select h.id as homework_id, h.title, t.title as set_by_title, t.forename as set_by_forename, t.surname as set_by_surname,
            sub.name as subject, h.subject_id, h.start_date, h.due_date, hs.extended_due_date, hs.handed_in_date, hs.result,
            hs.comments, h.release_marks_together, hs.mark_released_at is not null as released
       from homework_students hs
       join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
       join subjects sub on sub.school_id = h.school_id and sub.id = h.subject_id
       left join staff t on t.school_id = h.school_id and t.id = h.set_by_id
      where hs.school_id = $1 and hs.student_id = $2 and hs.removed_at is null
        and h.due_date >= $3 and h.due_date < $4
      order by h.due_date desc, h.title, h.id`,
    [schoolId, studentId, from.toISOString(), until.toISOString()],
  );
  return rows;
}

/** The size of a demo file once made (every school's rows share the key; see seed/submission-files.ts). */
export async function setStoredFileSize(db: Queryable, storageKey: string, size: number): Promise<void> {
  await db.query('update attachments set file_size = $2 where storage_key = $1 and file_size <> $2', [storageKey, size]);
}
