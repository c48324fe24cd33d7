// The homework service's SQL, each query scoped by the caller's school. The routes validate and
// shape answers; every statement they run is here.
import type { HomeworkSortOrder } from '@homework/contracts';
import type { Queryable } from '../../../db';

export type StaffName = { title: string | null; forename: string; surname: string } | null;

/** The columns every read of a homework selects (list cards and the full homework). */
export interface HomeworkBaseRow {
  id: string;
  title: string;
  subject_id: string;
  subject: string;
  set_by_id: string;
  created_by_id: string;
  start_date: Date;
  due_date: Date;
  created_at: Date;
  allow_student_attachments: boolean;
  set_by: StaffName;
  created_by: StaffName;
}

const STAFF_NAME = (column: string) =>
  `(select json_build_object('title', s.title, 'forename', s.forename, 'surname', s.surname)
      from staff s where s.school_id = h.school_id and s.id = h.${column})`;

const BASE_COLUMNS = `h.id, h.title, h.subject_id, sub.name as subject, h.set_by_id, h.created_by_id,
  h.start_date, h.due_date, h.created_at, h.allow_student_attachments,
  ${STAFF_NAME('set_by_id')} as set_by, ${STAFF_NAME('created_by_id')} as created_by`;

// ---- GetHomeworkList

/** Each code's order; ties broken by due date, then id, so pages never overlap. */
const ORDER_BY: Record<HomeworkSortOrder, string> = {
  'duedate-asc': 'h.due_date asc, h.title_lower asc, h.id asc',
  'title-asc': 'h.title_lower asc, h.due_date asc, h.id asc',
  'subject-asc': 'lower(sub.name) asc, h.due_date asc, h.id asc',
  'createdate-desc': 'h.created_at desc, h.id desc',
};

export interface HomeworkListFilter {
  setBy?: string;
  excludeSetBy?: string;
  subject?: string;
  search?: string;
  groups?: string[];
  students?: string[];
  /** Due on or after this instant (start of the school day). */
  dueFrom?: Date;
  /** Due on or before this instant. */
  dueUntil?: Date;
  /** Due before this instant. */
  dueBefore?: Date;
}

export interface CardRow extends HomeworkBaseRow {
  total_students: number;
  submission_count: number;
  student_count: number;
  attachment_count: number;
  group_count: number;
  group_id: string | null;
  group_name: string | null;
}

/** `%` and `_` in a search are literal characters, not patterns. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the school's homework cards with the count of every match. */
export async function findHomeworkPage(
  db: Queryable,
  schoolId: string,
  filter: HomeworkListFilter,
  sortOrder: HomeworkSortOrder,
  page: number,
  pageSize: number,
): Promise<{ rows: CardRow[]; total: number }> {
  const params: unknown[] = [schoolId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ['h.school_id = $1'];

  if (filter.setBy) where.push(`h.set_by_id = ${param(filter.setBy)}`);
  if (filter.excludeSetBy) where.push(`h.set_by_id <> ${param(filter.excludeSetBy)}`);
  if (filter.subject) where.push(`h.subject_id = ${param(filter.subject)}`);
  // Lower-cased once by a subquery: in a prepared statement's generic plan lower($n) is not folded
  // into a constant, and lower-casing the pattern for every row doubled the cost of the search.
  if (filter.search) where.push(`h.title_lower like (select lower(${param(likePattern(filter.search))}))`);

  // Assigned to: homework set for any chosen group, or that any chosen student has to do.
  const assigned: string[] = [];
  // The ids reach the plan as a subquery's value, which a custom plan cannot see either: otherwise
  // each custom plan, costed for the one group it sees, looked cheaper than the generic plan's guess
  // of ten, and PostgreSQL planned the statement again for every request (0.5 ms on the bench school).
  const chosenGroups = filter.groups?.length
    ? `select hg.homework_id from homework_groups hg where hg.school_id = $1 and hg.group_id = any((select ${param(filter.groups)}::uuid[])::uuid[])`
    : undefined;
  // Groups alone: their homework ids (homework_groups_group, migration 104), each homework then read
  // by its key. The generic plan, which cannot see how many homework the dates hold, hashed the ids
  // against every homework in the dates (2,542 index entries for 41 ids in the bench); `offset 0`
  // keeps the read by key from being merged into that join, and the other conditions apply after it.
  const byGroups = chosenGroups && !filter.students?.length;
  if (chosenGroups && !byGroups) assigned.push(`h.id in (${chosenGroups})`);
  if (filter.students?.length)
    assigned.push(`exists (select 1 from homework_students hs
      where hs.school_id = h.school_id and hs.homework_id = h.id and hs.removed_at is null
        and hs.student_id = any(${param(filter.students)}::uuid[]))`);
  if (assigned.length) where.push(`(${assigned.join(' or ')})`);

  if (filter.dueBefore) where.push(`h.due_date < ${param(filter.dueBefore)}`);
  if (filter.dueFrom) where.push(`h.due_date >= ${param(filter.dueFrom)}`);
  if (filter.dueUntil) where.push(`h.due_date <= ${param(filter.dueUntil)}`);

  const condition = where.join(' and ');
  const homework = byGroups
    ? `(select distinct homework_id from (${chosenGroups}) g) chosen
       cross join lateral (select * from homework h where h.school_id = $1 and h.id = chosen.homework_id offset 0) h`
    : 'homework h';
  const needsSubject = sortOrder === 'subject-asc';
  const from = `${homework}${needsSubject ? ' join subjects sub on sub.school_id = h.school_id and sub.id = h.subject_id' : ''}`;
  // One query: the page's ids, the count of every match, then what each card shows for the page's
  // rows only. Where the matches can be many, the page and the count are two reads: the page stops
  // after its rows in an index that holds the order (migration 104), and the count reads an index
  // alone, where a window count would keep and sort every match. The chosen groups' or students'
  // homework are few: one read of them, counted by the window, costs less than two.
  // Prepared (one statement per filter shape and order, a bounded set): parsed once per connection,
  // and planned once where PostgreSQL settles on a generic plan. Not with Students: a generic plan
  // cannot see how few homework the chosen ones have (a student has hundreds over all dates).
  const few = Boolean(filter.groups?.length || filter.students?.length);
  const limit = param(pageSize);
  const offset = param((page - 1) * pageSize);
  const { rows } = await db.query<CardRow & { total: number }>(
    `with page as (
       select h.id${few ? ', count(*) over () as total' : ''}
         from ${from}
        where ${condition}
        order by ${ORDER_BY[sortOrder]}
        limit ${limit} offset ${offset}
     )
     select ${BASE_COLUMNS},
            hs.total_students, hs.submission_count, hs.student_count,
            (select count(*) from attachments a where a.school_id = h.school_id and a.homework_id = h.id) as attachment_count,
            hg.group_count, hg.group_id, hg.group_name,
            ${few ? 'page.total' : `(select count(*) from ${homework} where ${condition})`} as total
       from page
       join homework h on h.school_id = $1 and h.id = page.id
       join subjects sub on sub.school_id = h.school_id and sub.id = h.subject_id
       cross join lateral (
         select count(*) as total_students,
                count(*) filter (where s.handed_in_date is not null) as submission_count,
                count(*) filter (where s.chosen) as student_count
           from homework_students s
          where s.school_id = h.school_id and s.homework_id = h.id and s.removed_at is null
       ) hs
       cross join lateral (
         select count(*) as group_count,
                case when count(*) = 1 then min(g.id::text) end as group_id,
                case when count(*) = 1 then min(g.name) end as group_name
           from homework_groups x
           join groups g on g.school_id = x.school_id and g.id = x.group_id
          where x.school_id = h.school_id and x.homework_id = h.id
       ) hg
      order by ${ORDER_BY[sortOrder]}`,
    params,
    { prepare: !filter.students?.length },
  );
  // A page past the end has no row to carry the count.
  const total = rows.length
    ? Number(rows[0].total)
    : Number((await db.query<{ n: number }>(`select count(*) as n from ${homework} where ${condition}`, params.slice(0, -2))).rows[0].n);
  return { rows, total };
}

// ---- GetHomework, GetHomeworkStudents, Subjects

export interface HomeworkRow extends HomeworkBaseRow {
  description: string;
  version: number;
  release_marks_together: boolean;
}

export async function findHomework(db: Queryable, schoolId: string, id: string): Promise<HomeworkRow | undefined> {
  const { rows } = await db.query<HomeworkRow>(
    `select ${BASE_COLUMNS}, h.description, h.version, h.release_marks_together
       from homework h
       join subjects sub on sub.school_id = h.school_id and sub.id = h.subject_id
      where h.school_id = $1 and h.id = $2`,
    [schoolId, id],
  );
  return rows[0];
}

export async function homeworkExists(db: Queryable, schoolId: string, id: string): Promise<boolean> {
  return (await db.query('select 1 from homework where school_id = $1 and id = $2', [schoolId, id])).rows.length > 0;
}

/** The homework's groups in the order the selector lists them. */
export async function findHomeworkGroupIds(db: Queryable, schoolId: string, homeworkId: string): Promise<string[]> {
  const { rows } = await db.query<{ group_id: string }>(
    `select hg.group_id from homework_groups hg
       join groups g on g.school_id = hg.school_id and g.id = hg.group_id
      where hg.school_id = $1 and hg.homework_id = $2
      order by g.kind, g.position, g.name`,
    [schoolId, homeworkId],
  );
  return rows.map((row) => row.group_id);
}

/** The students the homework is set for now (not those taken off it). */
export async function findHomeworkRecipients(db: Queryable, schoolId: string, homeworkId: string) {
  const { rows } = await db.query<{ student_id: string; chosen: boolean; from_groups: boolean; handed_in: boolean }>(
    `select student_id, chosen, from_groups, handed_in_date is not null as handed_in
       from homework_students
      where school_id = $1 and homework_id = $2 and removed_at is null`,
    [schoolId, homeworkId],
  );
  return rows;
}

/** Active students who are members of the homework's groups now. */
export async function findCurrentGroupMembers(db: Queryable, schoolId: string, homeworkId: string): Promise<string[]> {
  const { rows } = await db.query<{ student_id: string }>(
    `select distinct gm.student_id
       from homework_groups hg
       join group_members gm on gm.school_id = hg.school_id and gm.group_id = hg.group_id
       join students st on st.school_id = gm.school_id and st.id = gm.student_id and st.is_active
      where hg.school_id = $1 and hg.homework_id = $2
      order by gm.student_id`,
    [schoolId, homeworkId],
  );
  return rows.map((row) => row.student_id);
}

export async function findHomeworkAttachments(db: Queryable, schoolId: string, homeworkId: string) {
  const { rows } = await db.query<{ id: string; title: string; description: string; file_name: string; file_size: number }>(
    `select id, title, description, file_name, file_size from attachments
      where school_id = $1 and homework_id = $2 and purpose = 'homework' order by position, created_at`,
    [schoolId, homeworkId],
  );
  return rows;
}

/** Each current student's hand-in record, by name. */
export async function findHandIns(db: Queryable, schoolId: string, homeworkId: string) {
  const { rows } = await db.query<{
    student_id: string;
    handed_in_date: Date | null;
    result: string | null;
    comments: string | null;
    status: number;
    extended_due_date: Date | null;
    release_marks_together: boolean;
    released: boolean;
  }>(
    `select hs.student_id, hs.handed_in_date, hs.result, hs.comments, hs.status, hs.extended_due_date,
            h.release_marks_together, hs.mark_released_at is not null as released
       from homework_students hs
       join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
       join students st on st.school_id = hs.school_id and st.id = hs.student_id
      where hs.school_id = $1 and hs.homework_id = $2 and hs.removed_at is null
      order by st.display_surname, st.display_forename, st.id`,
    [schoolId, homeworkId],
  );
  return rows;
}

export async function findSubjects(db: Queryable, schoolId: string) {
  const { rows } = await db.query<{ SubjectId: string; Name: string; Code: string }>(
    'select id as "SubjectId", name as "Name", code as "Code" from subjects where school_id = $1 order by name, code',
    [schoolId],
  );
  return rows;
}

// ---- Create and Edit

/** What a save writes, after validation. */
export interface HomeworkFields {
  title: string;
  description: string;
  subjectId: string;
  setById: string;
  startDate: Date;
  dueDate: Date;
  allowStudentAttachments: boolean;
  /** Null: an edit that leaves the choice as it is (decision 0037). */
  releaseMarksTogether: boolean | null;
}

const count = async (db: Queryable, sql: string, params: unknown[]) => Number((await db.query<{ n: number }>(sql, params)).rows[0].n);

export const countSubjects = (db: Queryable, schoolId: string, id: string) =>
  count(db, 'select count(*) as n from subjects where school_id = $1 and id = $2', [schoolId, id]);

export const countTeachers = (db: Queryable, schoolId: string, id: string) =>
  count(db, 'select count(*) as n from staff where school_id = $1 and id = $2 and is_teacher', [schoolId, id]);

export const countGroups = (db: Queryable, schoolId: string, ids: string[]) =>
  count(db, 'select count(*) as n from groups where school_id = $1 and id = any($2::uuid[])', [schoolId, ids]);

/** Current students, and any student already on this homework (one who has since left may stay). */
export const countAssignableStudents = (db: Queryable, schoolId: string, ids: string[], homeworkId: string | null) =>
  count(
    db,
    `select count(*) as n from students st
      where st.school_id = $1 and st.id = any($2::uuid[])
        and (st.is_active or exists (select 1 from homework_students hs
               where hs.school_id = st.school_id and hs.homework_id = $3 and hs.student_id = st.id and hs.removed_at is null))`,
    [schoolId, ids, homeworkId],
  );

export async function insertHomework(tx: Queryable, schoolId: string, id: string, createdById: string, source: string, hw: HomeworkFields): Promise<void> {
  await tx.query(
    `insert into homework (school_id, id, title, description, subject_id, set_by_id, created_by_id, source,
                           start_date, due_date, allow_student_attachments, release_marks_together)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [schoolId, id, hw.title, hw.description, hw.subjectId, hw.setById, createdById, source, hw.startDate, hw.dueDate, hw.allowStudentAttachments, hw.releaseMarksTogether === true],
  );
}

/** Whether the homework releases marks together (decision 0037). */
export async function releasesMarksTogether(tx: Queryable, schoolId: string, id: string): Promise<boolean> {
  const { rows } = await tx.query<{ release_marks_together: boolean }>('select release_marks_together from homework where school_id = $1 and id = $2', [schoolId, id]);
  return rows[0]?.release_marks_together ?? false;
}

/** The saved version under a row lock held to the end of the transaction; undefined when there is no such homework. */
export async function lockHomeworkVersion(tx: Queryable, schoolId: string, id: string): Promise<number | undefined> {
  const { rows } = await tx.query<{ version: number }>('select version from homework where school_id = $1 and id = $2 for update', [schoolId, id]);
  return rows[0]?.version;
}

export async function updateHomework(tx: Queryable, schoolId: string, id: string, hw: HomeworkFields): Promise<void> {
  await tx.query(
    `update homework
        set title = $3, description = $4, subject_id = $5, set_by_id = $6, start_date = $7, due_date = $8,
            allow_student_attachments = $9, release_marks_together = coalesce($10, release_marks_together),
            updated_at = now(), version = version + 1
      where school_id = $1 and id = $2`,
    [schoolId, id, hw.title, hw.description, hw.subjectId, hw.setById, hw.startDate, hw.dueDate, hw.allowStudentAttachments, hw.releaseMarksTogether],
  );
}

export async function replaceHomeworkGroups(tx: Queryable, schoolId: string, homeworkId: string, groups: string[]): Promise<void> {
  await tx.query('delete from homework_groups where school_id = $1 and homework_id = $2', [schoolId, homeworkId]);
  if (groups.length)
    await tx.query(`insert into homework_groups (school_id, homework_id, group_id) select $1, $2, unnest($3::uuid[])`, [schoolId, homeworkId, groups]);
}

/**
 * Sets the hand-in records to the chosen students plus the groups' current members.
 * A student taken off the homework: the record is deleted when nothing was recorded for them, and
 * otherwise kept with removed_at set (hidden from the homework's students and counts), so a hand-in,
 * mark or comment is never lost and returns if the student is put back.
 */
export async function setRecipients(tx: Queryable, schoolId: string, homeworkId: string, groups: string[], students: string[]): Promise<void> {
  const members = groups.length
    ? (
        await tx.query<{ student_id: string }>(
          `select distinct gm.student_id
             from group_members gm
             join students st on st.school_id = gm.school_id and st.id = gm.student_id and st.is_active
            where gm.school_id = $1 and gm.group_id = any($2::uuid[])`,
          [schoolId, groups],
        )
      ).rows.map((row) => row.student_id)
    : [];
  const chosen = new Set(students);
  const fromGroups = new Set(members);
  const all = [...new Set([...students, ...members])];

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

/**
 * Links an upload of this user not yet on any homework (or one already on this homework) at the
 * given position; false when there is no such upload.
 */
export async function linkAttachment(
  tx: Queryable,
  schoolId: string,
  userId: string,
  homeworkId: string,
  attachment: { id: string; title: string; description: string; position: number },
): Promise<boolean> {
  const { rows } = await tx.query(
    `update attachments set homework_id = $3, title = $4, description = $5, position = $6
      where school_id = $1 and id = $2 and purpose = 'homework' and uploaded_at is not null
        and (homework_id = $3 or (homework_id is null and uploaded_by_id = $7))
     returning id`,
    [schoolId, attachment.id, homeworkId, attachment.title, attachment.description, attachment.position, userId],
  );
  return rows.length > 0;
}

/** Drops the homework's attachments other than `keep`; answers their storage keys. */
export async function dropOtherAttachments(tx: Queryable, schoolId: string, homeworkId: string, keep: string[]): Promise<string[]> {
  const { rows } = await tx.query<{ storage_key: string }>(
    `delete from attachments where school_id = $1 and homework_id = $2 and purpose = 'homework' and not (id = any($3::uuid[])) returning storage_key`,
    [schoolId, homeworkId, keep],
  );
  return rows.map((row) => row.storage_key);
}

// ---- Uploads

export async function insertUpload(
  db: Queryable,
  schoolId: string,
  upload: { id: string; uploadedById: string; fileName: string; contentType: string; storageKey: string },
): Promise<void> {
  await db.query(
    `insert into attachments (school_id, id, purpose, uploaded_by_id, file_name, content_type, file_size, storage_key, title)
     values ($1, $2, 'homework', $3, $4, $5, 0, $6, $4)`,
    [schoolId, upload.id, upload.uploadedById, upload.fileName, upload.contentType, upload.storageKey],
  );
}

export async function markUploaded(db: Queryable, schoolId: string, id: string, size: number): Promise<void> {
  await db.query('update attachments set file_size = $3, uploaded_at = now() where school_id = $1 and id = $2', [schoolId, id, size]);
}

export async function deleteUpload(db: Queryable, schoolId: string, id: string): Promise<void> {
  await db.query('delete from attachments where school_id = $1 and id = $2', [schoolId, id]);
}

export async function findHomeworkAttachmentFile(db: Queryable, schoolId: string, homeworkId: string, attachmentId: string) {
  const { rows } = await db.query<{ file_name: string; storage_key: string }>(
    `select file_name, storage_key from attachments
      where school_id = $1 and homework_id = $2 and id = $3 and purpose = 'homework'`,
    [schoolId, homeworkId, attachmentId],
  );
  return rows[0];
}

/** Every school's uploads never linked once `unlinkedHours` old, and unfinished ones once `unfinishedHours` old; answers their keys. */
export async function deleteExpiredUploads(db: Queryable, unlinkedHours: number, unfinishedHours: number): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string }>(
    `delete from attachments
      where purpose = 'homework' and homework_id is null
        and (created_at < now() - make_interval(hours => $1)
             or (uploaded_at is null and created_at < now() - make_interval(hours => $2)))
      returning storage_key`,
    [unlinkedHours, unfinishedHours],
  );
  return rows.map((row) => row.storage_key);
}
