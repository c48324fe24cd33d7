// The mark schemes' SQL (decision 0039). Every statement is scoped by the caller's school; deleted
// schemes are left out of every read but the restore's. A homework's copies and their levels are
// domain/mark-levels.ts's, which the save of a mark writes too.
import type { MarkSchemeContent } from '@homework/contracts';
import type { Queryable } from '../../db';

export interface SchemeRow {
  id: string;
  owner_id: string | null;
  name: string;
  criteria: MarkSchemeContent['Criteria'];
  bands: MarkSchemeContent['Bands'];
  version: number;
  deleted_at: Date | null;
}

const COLUMNS = 'id, owner_id, name, criteria, bands, version, deleted_at';

/** The caller's own schemes and the school's, A–Z. */
export async function listedSchemes(db: Queryable, schoolId: string, userId: string): Promise<SchemeRow[]> {
  const { rows } = await db.query<SchemeRow>(
    `select ${COLUMNS} from mark_schemes
      where school_id = $1 and deleted_at is null and (owner_id is null or owner_id = $2)
      order by lower(name), id`,
    [schoolId, userId],
  );
  return rows;
}

/** One scheme of the school (deleted ones too), locked for the transaction when `forUpdate`. */
export async function findScheme(db: Queryable, schoolId: string, id: string, forUpdate = false): Promise<SchemeRow | undefined> {
  const { rows } = await db.query<SchemeRow>(`select ${COLUMNS} from mark_schemes where school_id = $1 and id = $2 ${forUpdate ? 'for update' : ''}`, [schoolId, id]);
  return rows[0];
}

export async function insertScheme(db: Queryable, schoolId: string, row: { id: string; ownerId: string | null; content: MarkSchemeContent; createdBy: string }) {
  await db.query(
    `insert into mark_schemes (school_id, id, owner_id, name, criteria, bands, created_by) values ($1, $2, $3, $4, $5, $6, $7)`,
    [schoolId, row.id, row.ownerId, row.content.Name, JSON.stringify(row.content.Criteria), JSON.stringify(row.content.Bands), row.createdBy],
  );
}

/** The edit, only over the version read: false when it changed since. */
export async function updateScheme(db: Queryable, schoolId: string, id: string, content: MarkSchemeContent, version: number): Promise<boolean> {
  const { rows } = await db.query(
    `update mark_schemes set name = $3, criteria = $4, bands = $5, version = version + 1, updated_at = now()
      where school_id = $1 and id = $2 and version = $6 and deleted_at is null returning id`,
    [schoolId, id, content.Name, JSON.stringify(content.Criteria), JSON.stringify(content.Bands), version],
  );
  return rows.length === 1;
}

export async function setDeleted(db: Queryable, schoolId: string, id: string, deleted: boolean): Promise<void> {
  await db.query(`update mark_schemes set deleted_at = ${deleted ? 'now()' : 'null'} where school_id = $1 and id = $2`, [schoolId, id]);
}

/** The server's own work across schools: schemes deleted before `before` go for good (homework keeps its copies). */
export async function purgeDeletedSchemes(db: Queryable, before: Date): Promise<void> {
  await db.query('delete from mark_schemes where deleted_at is not null and deleted_at < $1', [before]);
}

/** Whether the school has the homework (not deleted). */
export async function homeworkExists(db: Queryable, schoolId: string, homeworkId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from homework where school_id = $1 and id = $2', [schoolId, homeworkId]);
  return rows.length > 0;
}

/** The homework's students with a grade or a comment, and of those the ones with levels on its current copy. */
export async function countMarks(db: Queryable, schoolId: string, homeworkId: string): Promise<{ marks: number; with_levels: number }> {
  const { rows } = await db.query<{ marks: string; with_levels: string }>(
    `select count(*) as marks, count(l.student_id) as with_levels
       from homework_students hs
       left join homework_mark_schemes c on c.school_id = hs.school_id and c.homework_id = hs.homework_id and c.replaced_at is null
       left join mark_scheme_levels l on l.school_id = c.school_id and l.copy_id = c.id and l.student_id = hs.student_id and jsonb_array_length(l.levels) > 0
      where hs.school_id = $1 and hs.homework_id = $2 and hs.removed_at is null and (hs.result is not null or hs.comments is not null)`,
    [schoolId, homeworkId],
  );
  return { marks: Number(rows[0].marks), with_levels: Number(rows[0].with_levels) };
}
