// Applies server/migrations/NNN_name.sql in order, each once and in its own transaction.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

// Servers starting together on one PostgreSQL database take turns; the loser finds the work done.
const MIGRATION_LOCK = 4_631_001;

/** Returns the names of the migrations applied by this call. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: string[] = [];
  for (const name of await unappliedMigrations(db, dir)) {
    const sql = await fs.readFile(path.join(dir, name), 'utf8');
    try {
      const ran = await db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        const again = await tx.query('select 1 from schema_migrations where name = $1', [name]);
        if (again.rows.length > 0) return false;
        await tx.exec(sql);
        await tx.query('insert into schema_migrations (name) values ($1)', [name]);
        return true;
      });
      if (ran) applied.push(name);
    } catch (error) {
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return applied;
}

/** This server's migrations that the database has not applied, in order (readiness asks too). */
export async function unappliedMigrations(db: Queryable, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => /^\d+_.+\.sql$/.test(f)).sort(byNumber);
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
  return files.filter((name) => !done.has(name));
}

// 010_x.sql before 900_y.sql, and 10_x.sql after 9_x.sql should anyone forget the zeros.
const byNumber = (a: string, b: string) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b);
