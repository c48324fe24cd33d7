// The deterministic demo seed: five schools (README) built in memory, then written in one
// transaction with multi-row inserts (one row at a time is about ten times slower on PGlite).
import type { Database, Queryable } from '../db';
import { hashPassword } from '../identity/passwords';
import { DEMO_PASSWORD } from '@homework/contracts/demo';
import { buildSchool, type DemoAccount } from './build-school';
import { buildHomework, schoolForHomework } from './homework';
import { DEMO_STAFF, HOMEWORK, SCHOOLS } from './plan';
import { buildSubmissions } from './submissions';
import { emptyTables, type SeedTables, type TableName } from './tables';

/** PostgreSQL allows 65,535 parameters a statement; 1,000 rows a batch keeps PGlite quick. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS = 1_000;

/**
 * Every row of the demo, without password hashes (they are salted, so not deterministic). The ids
 * are the same on every run; the homework's dates follow `now` (due around today in each school).
 */
export function buildDemoData(now: Date = new Date()): { tables: SeedTables; accounts: DemoAccount[] } {
  const tables = emptyTables();
  const accounts = SCHOOLS.flatMap((plan) => {
    const schoolAccounts = buildSchool(
      plan,
      DEMO_STAFF.filter((staff) => staff.school === plan.key),
      tables,
    );
    const homework = HOMEWORK[plan.key];
    if (homework && schoolAccounts.length) {
      const demoStaff = new Map(schoolAccounts.map((a) => [a.username, a.personId]));
      const school = schoolForHomework(tables, schoolAccounts[0].schoolId, demoStaff);
      buildHomework(plan.key, homework, school, now, tables);
      buildSubmissions(plan.key, school, now, tables);
    }
    return schoolAccounts;
  });
  return { tables, accounts };
}

export async function insertRows(tx: Queryable, table: TableName, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const batch = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    const params: unknown[] = [];
    const tuples = slice.map((row) => {
      const values = row as Record<string, unknown>;
      return `(${columns.map((column) => `$${params.push(values[column])}`).join(', ')})`;
    });
    await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}

/** Seeds the demo schools when the database has none; returns whether it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ seeded: boolean }>('select exists (select 1 from schools) as seeded');
  if (rows[0]?.seeded) return false;
  const { tables, accounts } = buildDemoData();
  const hashes = await Promise.all(accounts.map(() => hashPassword(DEMO_PASSWORD)));
  tables.user_accounts = accounts.map((account, i) => ({
    username: account.username,
    password_hash: hashes[i],
    school_id: account.schoolId,
    person_id: account.personId,
    display_name: account.displayName,
  }));
  const seeded = await db.transaction(async (tx) => {
    // Two servers starting on one empty PostgreSQL database: the second waits, then finds the seed.
    await tx.query('lock table schools in exclusive mode');
    const again = await tx.query<{ seeded: boolean }>('select exists (select 1 from schools) as seeded');
    if (again.rows[0]?.seeded) return false;
    for (const table of Object.keys(tables) as TableName[]) await insertRows(tx, table, tables[table]);
    return true;
  });
  // The dashboard every user lands on is ready before the first sign-in.
  if (seeded) for (const school of tables.schools) await db.query('select dashboard_refresh_figures($1)', [school.id]);
  return seeded;
}
