// The SQL of clears that can be undone (decision 0016, migration 201): what a clear takes and keeps,
// its restore, and the purge once it has been kept long enough. Scoped by the caller's school, except
// the purge, which is the server's own work across schools.
import type { Queryable } from '../../../db';
import type { LinkRow } from './marking';

/** Each row's submitted files, by hand-in row id (rows without any are absent). */
export async function countSubmissionFiles(db: Queryable, schoolId: string, linkIds: string[]): Promise<Map<string, number>> {
  if (!linkIds.length) return new Map();
  const { rows } = await db.query<{ link_id: string; files: number }>(
    `select homework_student_id as link_id, count(*)::int as files from attachments
      where school_id = $1 and homework_student_id = any($2::uuid[]) and purpose = 'submission'
      group by homework_student_id`,
    [schoolId, linkIds],
  );
  return new Map(rows.map((row) => [row.link_id, Number(row.files)]));
}

/** What a clear takes: hand-ins (with their marks and files), or only a mark (Clear Grade and Comment). */
export type ClearanceKind = 'hand-ins' | 'mark';

/**
 * Writes the clear of these hand-in rows as they are before it: the clear, each row's date, grade
 * and comment, and (a clear of hand-ins) its submitted files moved off the hand-in (kept, naming the
 * clear). Answers how many files each row had.
 */
export async function takeClearance(
  tx: Queryable,
  clearance: { schoolId: string; id: string; homeworkId: string; userId: string; kind: ClearanceKind },
  links: LinkRow[],
): Promise<Map<string, number>> {
  const { schoolId, id } = clearance;
  await tx.query('insert into marking_clearances (school_id, id, homework_id, cleared_by, kind) values ($1, $2, $3, $4, $5)', [
    schoolId,
    id,
    clearance.homeworkId,
    clearance.userId,
    clearance.kind,
  ]);
  await tx.query(
    `insert into marking_cleared_hand_ins (school_id, clearance_id, homework_student_id, student_id, handed_in_date, result, comments)
     select $1, $2, c.link_id, c.student_id, c.handed_in_date, c.result, c.comments
       from unnest($3::uuid[], $4::uuid[], $5::timestamptz[], $6::text[], $7::text[]) as c(link_id, student_id, handed_in_date, result, comments)`,
    [
      schoolId,
      id,
      links.map((l) => l.id),
      links.map((l) => l.student_id),
      links.map((l) => new Date(l.handed_in_date!).toISOString()),
      links.map((l) => l.result),
      links.map((l) => l.comments),
    ],
  );
  // A mark's clear leaves the hand-in, and so its files, where they are.
  if (clearance.kind === 'mark') return new Map();
  const { rows } = await tx.query<{ link_id: string; files: number }>(
    `with moved as (
       update attachments set purpose = 'cleared submission', clearance_id = $2
        where school_id = $1 and homework_student_id = any($3::uuid[]) and purpose = 'submission'
        returning homework_student_id)
     select homework_student_id as link_id, count(*)::int as files from moved group by homework_student_id`,
    [schoolId, id, links.map((l) => l.id)],
  );
  return new Map(rows.map((row) => [row.link_id, Number(row.files)]));
}

export interface ClearanceRow {
  id: string;
  homework_id: string;
  cleared_at: Date;
  kind: ClearanceKind;
}

/** The school's clear, locked so that two restores of it take turns; undefined for none (or another school's). */
export async function lockClearance(tx: Queryable, schoolId: string, clearanceId: string): Promise<ClearanceRow | undefined> {
  const { rows } = await tx.query<ClearanceRow>(
    'select id, homework_id, cleared_at, kind from marking_clearances where school_id = $1 and id = $2 for update',
    [schoolId, clearanceId],
  );
  return rows[0];
}

/** One hand-in (or mark) a clear took, what it held, and whether a later clear of the same kind took the same row again. */
export interface ClearedHandInRow {
  clearance_id: string;
  cleared_at: Date;
  kind: ClearanceKind;
  link_id: string;
  student_id: string;
  handed_in_date: Date;
  result: string | null;
  comments: string | null;
  restored_at: Date | null;
  cleared_again: boolean;
}

/** The hand-ins taken by one clear (`clearanceId`), or by any clear of one hand-in row (`linkId`). */
export async function findClearedHandIns(
  db: Queryable,
  schoolId: string,
  by: { clearanceId: string } | { linkId: string },
): Promise<ClearedHandInRow[]> {
  const { rows } = await db.query<ClearedHandInRow>(
    `select ch.clearance_id, c.cleared_at, c.kind, ch.homework_student_id as link_id, ch.student_id, ch.handed_in_date, ch.result, ch.comments,
            ch.restored_at,
            exists (select 1 from marking_cleared_hand_ins later
                      join marking_clearances lc on lc.school_id = later.school_id and lc.id = later.clearance_id
                     where later.school_id = ch.school_id and later.homework_student_id = ch.homework_student_id
                       and lc.kind = c.kind and lc.cleared_at > c.cleared_at) as cleared_again
       from marking_cleared_hand_ins ch
       join marking_clearances c on c.school_id = ch.school_id and c.id = ch.clearance_id
      where ch.school_id = $1 and ${'clearanceId' in by ? 'ch.clearance_id' : 'ch.homework_student_id'} = $2`,
    [schoolId, 'clearanceId' in by ? by.clearanceId : by.linkId],
  );
  return rows;
}

/** Puts the clear's files back on these hand-in rows; answers how many each row had. */
export async function restoreSubmissions(tx: Queryable, schoolId: string, clearanceId: string, linkIds: string[]): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ link_id: string; files: number }>(
    `with back as (
       update attachments set purpose = 'submission', clearance_id = null
        where school_id = $1 and clearance_id = $2 and homework_student_id = any($3::uuid[]) and purpose = 'cleared submission'
        returning homework_student_id)
     select homework_student_id as link_id, count(*)::int as files from back group by homework_student_id`,
    [schoolId, clearanceId, linkIds],
  );
  return new Map(rows.map((row) => [row.link_id, Number(row.files)]));
}

export async function markRestored(tx: Queryable, schoolId: string, clearanceId: string, linkIds: string[]): Promise<void> {
  await tx.query(
    `update marking_cleared_hand_ins set restored_at = now()
      where school_id = $1 and clearance_id = $2 and homework_student_id = any($3::uuid[])`,
    [schoolId, clearanceId, linkIds],
  );
}

/**
 * Every school's clears made before `clearedBefore`, with the files they kept, for good. Answers the
 * storage keys no other row (nor a deleted homework) names any more (demo submissions share their files), which the caller
 * removes once committed. A statement's subqueries see the rows it deletes, hence the clears named
 * twice.
 */
export async function purgeClearances(tx: Queryable, clearedBefore: Date): Promise<{ clearances: number; keys: string[] }> {
  const { rows } = await tx.query<{ storage_key: string }>(
    `with expired as (select school_id, id from marking_clearances where cleared_at < $1),
          gone as (delete from attachments a using expired e
                    where a.school_id = e.school_id and a.clearance_id = e.id
                    returning a.storage_key)
     select distinct g.storage_key from gone g
      where not exists (select 1 from attachments b where b.storage_key = g.storage_key
                          and not exists (select 1 from expired e where e.school_id = b.school_id and e.id = b.clearance_id))
        -- A deleted homework (migration 103) keeps its files until its own purge.
        and not exists (select 1 from deleted_homework d where g.storage_key = any(d.storage_keys))`,
    [clearedBefore.toISOString()],
  );
  const deleted = await tx.query<{ id: string }>('delete from marking_clearances where cleared_at < $1 returning id', [clearedBefore.toISOString()]);
  return { clearances: deleted.rows.length, keys: rows.map((row) => row.storage_key) };
}
