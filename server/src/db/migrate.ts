// Applies server/migrations/NNN_name.sql in order, each once and in its own transaction.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Returns the names of the migrations applied by this call. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => /^\d+_.+\.sql$/.test(f)).sort(byNumber);
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
  const applied: string[] = [];
  for (const name of files) {
    if (done.has(name)) continue;
    const sql = await fs.readFile(path.join(dir, name), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      });
    } catch (error) {
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(name);
  }
  return applied;
}

// 010_x.sql before 900_y.sql, and 10_x.sql after 9_x.sql should anyone forget the zeros.
const byNumber = (a: string, b: string) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b);
