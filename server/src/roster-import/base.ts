// The last bundle imported for each school (migration 960), which a delta bundle is applied on top of
// (delta.ts). Written in the import's own transaction, so a refused import keeps the base it had.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';

/** Keeps `files` as the base of `schoolIds`; a bundle no school names any more is dropped. */
export async function keepBase(tx: Queryable, schoolIds: string[], files: ReadonlyMap<string, Buffer>): Promise<void> {
  const id = randomUUID();
  await tx.query('insert into roster_bundles (id) values ($1)', [id]);
  for (const [name, content] of files) await tx.query('insert into roster_bundle_files (bundle_id, name, content) values ($1, $2, $3)', [id, name, content]);
  await tx.query(
    `insert into roster_bundle_schools (school_id, bundle_id) select unnest($1::uuid[]), $2
     on conflict (school_id) do update set bundle_id = excluded.bundle_id`,
    [schoolIds, id],
  );
  await tx.query('delete from roster_bundles b where not exists (select 1 from roster_bundle_schools s where s.bundle_id = b.id)');
}

/**
 * The bundle last imported for `schoolIds`: null when none of them has one; 'several' when they came
 * from different bundles (a delta applies to one).
 */
export async function baseOf(db: Queryable, schoolIds: string[]): Promise<Map<string, Buffer> | null | 'several'> {
  const { rows } = await db.query<{ bundle_id: string }>('select distinct bundle_id from roster_bundle_schools where school_id = any($1::uuid[])', [schoolIds]);
  if (rows.length === 0) return null;
  if (rows.length > 1) return 'several';
  const files = await db.query<{ name: string; content: Buffer }>('select name, content from roster_bundle_files where bundle_id = $1', [rows[0]!.bundle_id]);
  return new Map(files.rows.map((row) => [row.name, Buffer.from(row.content)]));
}

/** The suite's schools that orgs `sourcedIds` were imported as. */
export async function schoolsImportedAs(db: Queryable, sourcedIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('select id from schools where sourced_id = any($1::text[])', [sourcedIds]);
  return rows.map((row) => row.id);
}

/** Every school with a base, for a delta that names none (a single school's deployment). */
export async function schoolsWithBase(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ school_id: string }>('select school_id from roster_bundle_schools');
  return rows.map((row) => row.school_id);
}
