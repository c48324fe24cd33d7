// The demo schools in a production database: found by their ids (the seed is deterministic), refused
// at start because their sign-ins share a published password, and removed on request.
import type { Database, Queryable } from '../db';
import { demoSchoolId } from './build-school';
import { SCHOOLS } from './plan';

export const DEMO_SCHOOL_IDS: readonly string[] = SCHOOLS.map(demoSchoolId);

/** The command that removes them (package.json), named in the refusal. */
export const REMOVE_DEMO_COMMAND = 'npm run demo:remove';

/** The names of the demo schools the database holds. */
export async function demoSchoolsIn(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('select name from schools where id = any($1::uuid[]) order by name', [DEMO_SCHOOL_IDS]);
  return rows.map((row) => row.name);
}

/** Why a production server does not start on a database that holds the demo schools. */
export function demoSchoolsRefusal(names: readonly string[]): string {
  return [
    `This database holds the demo schools (${names.join(', ')}), whose sign-ins all share the published password,`,
    'so a production server does not start on it. Remove them, with everything recorded in them, by running',
    `  ${REMOVE_DEMO_COMMAND}`,
    'with the same DATA_DIR or DATABASE_URL; or set DEMO_SCHOOLS=1 to run the demo.',
  ].join('\n');
}

/**
 * Deletes every row of the demo schools, children before parents (read from the catalogue, so a
 * table added later is included), the schools last, in one transaction. Returns the names of the schools removed.
 */
export async function removeDemoSchools(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    const names = await demoSchoolsIn(tx);
    if (names.length === 0) return names;
    const { rows: tables } = await tx.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'school_id' and not a.attisdropped
       where n.nspname = current_schema() and c.relkind in ('r', 'p')`,
    );
    const { rows: links } = await tx.query<{ child: string; parent: string }>(
      `select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       where k.contype = 'f' and k.conrelid <> k.confrelid`,
    );
    const remaining = new Set(tables.map((table) => table.name));
    while (remaining.size > 0) {
      // A table no remaining table refers to can go now.
      const free = [...remaining].filter((table) => !links.some((link) => link.parent === table && remaining.has(link.child)));
      if (free.length === 0) throw new Error(`The tables ${[...remaining].join(', ')} refer to each other in a circle`);
      for (const table of free) {
        await tx.query(`delete from ${table} where school_id = any($1::uuid[])`, [DEMO_SCHOOL_IDS]);
        remaining.delete(table);
      }
    }
    await tx.query('delete from schools where id = any($1::uuid[])', [DEMO_SCHOOL_IDS]);
    return names;
  });
}
