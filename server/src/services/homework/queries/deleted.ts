// The SQL of a delete that can be undone (migration 103): what a delete takes, counted; the homework
// and every row under it moved into deleted_homework in the delete's transaction, and put back on
// restore; the list of Recently deleted; and the purge once kept long enough. Scoped by the caller's
// school, except the purge, which is the server's own work across schools.
import type { DeleteCounts } from '@homework/contracts';
import type { Queryable } from '../../../db';
import type { StaffName } from './homework';

/**
 * The tables a homework's rows live in, in the order a restore puts them back (each after what it
 * refers to). Every one of them goes with the homework by its foreign keys.
 */
const KEPT_TABLES = [
  'homework',
  'homework_groups',
  'homework_students',
  'marking_clearances',
  'marking_cleared_hand_ins',
  'attachments',
  'marking_audit',
  // Its mark scheme copies and the levels on them (decision 0039), copies before levels.
  'homework_mark_schemes',
  'mark_scheme_levels',
] as const;

/** The homework's own rows of each kept table, as its delete finds them ($1 school, $2 homework). */
const ROWS_OF: Record<(typeof KEPT_TABLES)[number], string> = {
  homework: 'select * from homework where school_id = $1 and id = $2',
  homework_groups: 'select * from homework_groups where school_id = $1 and homework_id = $2',
  homework_students: 'select * from homework_students where school_id = $1 and homework_id = $2',
  marking_clearances: 'select * from marking_clearances where school_id = $1 and homework_id = $2',
  marking_cleared_hand_ins: `select ch.* from marking_cleared_hand_ins ch
    join marking_clearances c on c.school_id = ch.school_id and c.id = ch.clearance_id
   where ch.school_id = $1 and c.homework_id = $2`,
  attachments: `select a.* from attachments a
   where a.school_id = $1 and (a.homework_id = $2
         or a.homework_student_id in (select hs.id from homework_students hs where hs.school_id = $1 and hs.homework_id = $2))`,
  marking_audit: 'select * from marking_audit where school_id = $1 and homework_id = $2',
  homework_mark_schemes: 'select * from homework_mark_schemes where school_id = $1 and homework_id = $2',
  mark_scheme_levels: `select l.* from mark_scheme_levels l
    join homework_mark_schemes c on c.school_id = l.school_id and c.id = l.copy_id
   where l.school_id = $1 and c.homework_id = $2`,
};

const COUNTS = `
  (select count(*)::int from homework_students where school_id = $1 and homework_id = $2 and removed_at is null) as students,
  (select count(*)::int from homework_students where school_id = $1 and homework_id = $2 and removed_at is null
      and handed_in_date is not null) as hand_ins,
  (select count(*)::int from homework_students where school_id = $1 and homework_id = $2 and removed_at is null
      and handed_in_date is not null and (nullif(trim(result), '') is not null or nullif(trim(comments), '') is not null)) as marks,
  (select count(*)::int from attachments a where a.school_id = $1
      and ((a.homework_id = $2 and a.purpose = 'homework')
        or (a.purpose = 'submission' and a.homework_student_id in
              (select hs.id from homework_students hs where hs.school_id = $1 and hs.homework_id = $2 and hs.removed_at is null)))) as files`;

interface CountsRow {
  students: number;
  hand_ins: number;
  marks: number;
  files: number;
}

const countsOf = (row: CountsRow): DeleteCounts => ({
  Students: Number(row.students),
  HandIns: Number(row.hand_ins),
  Marks: Number(row.marks),
  Files: Number(row.files),
});

/** What deleting the homework would take, as a teacher counts it (students taken off it are not counted); undefined for none. */
export async function countHomeworkContents(db: Queryable, schoolId: string, id: string): Promise<DeleteCounts | undefined> {
  const { rows } = await db.query<CountsRow>(`select ${COUNTS} from homework where school_id = $1 and id = $2`, [schoolId, id]);
  return rows[0] && countsOf(rows[0]);
}

/**
 * Moves the homework and every row under it into deleted_homework, then deletes it (its foreign keys
 * take the rest; the dashboard's triggers note its day). Files stay in storage until the purge.
 * Answers the homework's title and what went, or undefined when the school has no such homework.
 */
export async function keepAndDeleteHomework(
  tx: Queryable,
  schoolId: string,
  id: string,
  userId: string,
): Promise<{ title: string; counts: DeleteCounts } | undefined> {
  const kept = KEPT_TABLES.map((table) => `'${table}', coalesce((select jsonb_agg(to_jsonb(x)) from (${ROWS_OF[table]}) x), '[]'::jsonb)`).join(',\n');
  const { rows } = await tx.query<CountsRow & { title: string }>(
    `insert into deleted_homework (school_id, id, title, subject_id, due_date, deleted_by, students, hand_ins, marks, files, storage_keys, kept)
     select h.school_id, h.id, h.title, h.subject_id, h.due_date, $3, c.students, c.hand_ins, c.marks, c.files,
            coalesce((select array_agg(distinct a.storage_key) from (${ROWS_OF.attachments}) a), '{}'),
            jsonb_build_object(${kept})
       from homework h, (select ${COUNTS}) c
      where h.school_id = $1 and h.id = $2
     returning title, students, hand_ins, marks, files`,
    [schoolId, id, userId],
  );
  if (!rows[0]) return undefined;
  await tx.query('delete from homework where school_id = $1 and id = $2', [schoolId, id]);
  return { title: rows[0].title, counts: countsOf(rows[0]) };
}

export interface DeletedRow {
  id: string;
  title: string;
  deleted_at: Date;
}

/** The school's deleted homework, locked so that two restores of it take turns; undefined for none. */
export async function lockDeletedHomework(tx: Queryable, schoolId: string, id: string): Promise<(DeletedRow & CountsRow) | undefined> {
  const { rows } = await tx.query<DeletedRow & CountsRow>(
    `select id, title, deleted_at, students, hand_ins, marks, files from deleted_homework where school_id = $1 and id = $2 for update`,
    [schoolId, id],
  );
  return rows[0];
}

/** The columns a restore writes: all but those the database computes (title_lower). */
async function writableColumns(tx: Queryable, table: string): Promise<string[]> {
  const { rows } = await tx.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return rows.map((row) => `"${row.column_name}"`);
}

/** The columns (quoted) of a table's kept rows: the rows of one table were kept by one query, alike. */
async function keptColumns(tx: Queryable, schoolId: string, id: string, table: string): Promise<Set<string>> {
  const { rows } = await tx.query<{ key: string }>(
    `select jsonb_object_keys(kept -> $3 -> 0) as key from deleted_homework where school_id = $1 and id = $2 and jsonb_array_length(kept -> $3) > 0`,
    [schoolId, id, table],
  );
  return new Set(rows.map((row) => `"${row.key}"`));
}

/**
 * Puts every kept row back, each table from its JSON (the homework first, so the dashboard's
 * triggers find it), and forgets the deleted row. A row naming what the school no longer has (a
 * group, a student, a subject, a teacher) fails its foreign key and the caller's transaction with it.
 */
export async function putBackHomework(tx: Queryable, schoolId: string, id: string): Promise<DeleteCounts> {
  for (const table of KEPT_TABLES) {
    // Only the columns the kept rows hold: a column added by a migration since the delete is left
    // to its default, as for any new row, rather than set to null.
    const kept = await keptColumns(tx, schoolId, id, table);
    const columns = (await writableColumns(tx, table)).filter((column) => kept.has(column));
    if (columns.length === 0) continue;
    // Identity columns (marking_audit.id) take back their own values.
    await tx.query(
      `insert into ${table} (${columns.join(', ')}) overriding system value
       select ${columns.map((column) => `r.${column}`).join(', ')}
         from deleted_homework d, jsonb_populate_recordset(null::${table}, d.kept -> '${table}') r
        where d.school_id = $1 and d.id = $2`,
      [schoolId, id],
    );
  }
  const { rows } = await tx.query<CountsRow>('delete from deleted_homework where school_id = $1 and id = $2 returning students, hand_ins, marks, files', [
    schoolId,
    id,
  ]);
  return countsOf(rows[0]!);
}

export interface DeletedListRow extends DeletedRow, CountsRow {
  subject: string | null;
  due_date: Date;
  deleted_by: StaffName;
}

/** Who deleted the homework and when, while it is kept; undefined when it was never (or is no longer) kept. */
export async function findDeletion(db: Queryable, schoolId: string, id: string): Promise<{ deleted_at: Date; deleted_by: StaffName } | undefined> {
  const { rows } = await db.query<{ deleted_at: Date; deleted_by: StaffName }>(
    `select d.deleted_at,
            case when st.id is null then null else json_build_object('title', st.title, 'forename', st.forename, 'surname', st.surname) end as deleted_by
       from deleted_homework d
       left join staff st on st.school_id = d.school_id and st.id = d.deleted_by
      where d.school_id = $1 and d.id = $2`,
    [schoolId, id],
  );
  return rows[0];
}

/** The school's homework deleted since `keptSince`, newest first. */
export async function findDeletedHomework(db: Queryable, schoolId: string, keptSince: Date, limit: number): Promise<DeletedListRow[]> {
  const { rows } = await db.query<DeletedListRow>(
    `select d.id, d.title, d.deleted_at, d.due_date, d.students, d.hand_ins, d.marks, d.files, sub.name as subject,
            case when st.id is null then null else json_build_object('title', st.title, 'forename', st.forename, 'surname', st.surname) end as deleted_by
       from deleted_homework d
       left join subjects sub on sub.school_id = d.school_id and sub.id = d.subject_id
       left join staff st on st.school_id = d.school_id and st.id = d.deleted_by
      where d.school_id = $1 and d.deleted_at >= $2
      order by d.deleted_at desc, d.id
      limit $3`,
    [schoolId, keptSince.toISOString(), limit],
  );
  return rows;
}

/**
 * Every school's homework deleted before `deletedBefore`, for good. Answers how many went and the
 * storage keys no row names any more (demo submissions share their files), which the caller removes
 * once committed. The statement's subquery still sees the rows it deletes, hence the date named twice.
 */
export async function purgeDeletedHomework(tx: Queryable, deletedBefore: Date): Promise<{ homework: number; keys: string[] }> {
  const { rows } = await tx.query<{ storage_key: string | null; homework: number }>(
    `with gone as (delete from deleted_homework where deleted_at < $1 returning storage_keys),
          keys as (select distinct k from gone, unnest(gone.storage_keys) k)
     select k as storage_key, (select count(*)::int from gone) as homework from keys
      where not exists (select 1 from attachments a where a.storage_key = keys.k)
        and not exists (select 1 from deleted_homework d where d.deleted_at >= $1 and keys.k = any(d.storage_keys))
     union all select null, (select count(*)::int from gone)
     order by storage_key nulls last`,
    [deletedBefore.toISOString()],
  );
  return { homework: Number(rows.at(-1)!.homework), keys: rows.flatMap((row) => (row.storage_key ? [row.storage_key] : [])) };
}
