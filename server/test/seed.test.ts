// The demo seed: the same rows (ids included) on every run, written quickly, shaped like a school.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEMO_USERS } from '@homework/shared/contracts';
import { migrate, openPglite, type Queryable } from '../src/db';
import { buildDemoData, seedIfEmpty } from '../src/seed/index';
import type { SeedTables } from '../src/seed/tables';
import { startTestServer, type TestServer } from './support';

/** The ids of each table as the seed builds them, sorted. */
function builtIds(tables: SeedTables) {
  const sorted = (ids: string[]) => [...new Set(ids)].sort();
  return {
    schools: sorted(tables.schools.map((r) => r.id)),
    staff: sorted(tables.staff.map((r) => r.id)),
    students: sorted(tables.students.map((r) => r.id)),
    parents: sorted(tables.parents.map((r) => r.id)),
    groups: sorted(tables.groups.map((r) => r.id)),
    subjects: sorted(tables.subjects.map((r) => r.id)),
    terms: sorted(tables.terms.map((r) => r.id)),
    user_invites: sorted(tables.user_invites.map((r) => r.id)),
    photos: sorted(tables.photos.map((r) => r.photo_id)),
  };
}

async function storedIds(db: Queryable) {
  const ids = async (sql: string) => (await db.query<{ id: string }>(`${sql} order by 1`)).rows.map((r) => r.id);
  return {
    schools: await ids('select id::text as id from schools'),
    staff: await ids('select id::text as id from staff'),
    students: await ids('select id::text as id from students'),
    parents: await ids('select id::text as id from parents'),
    groups: await ids('select id::text as id from groups'),
    subjects: await ids('select id::text as id from subjects'),
    terms: await ids('select id::text as id from terms'),
    user_invites: await ids('select id::text as id from user_invites'),
    photos: await ids('select distinct photo_id::text as id from photos'),
  };
}

describe('demo seed', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  test('builds the same rows, ids included, on every run', () => {
    const first = buildDemoData();
    const second = buildDemoData();
    assert.deepEqual(builtIds(second.tables), builtIds(first.tables));
    assert.deepEqual(second, first);
  });

  test('the database holds every row the seed builds, with the same ids', async () => {
    // On PostgreSQL the database is shared by every test file, so others' rows may be there too.
    const expected = builtIds(buildDemoData().tables);
    const stored = await storedIds(server.db);
    for (const table of Object.keys(expected) as (keyof typeof expected)[]) {
      const have = new Set(stored[table]);
      const missing = expected[table].filter((id) => !have.has(id));
      assert.deepEqual(missing, [], `${table}: ${missing.length} of ${expected[table].length} seeded ids are missing (a database seeded by another version of the seed? use a new one)`);
    }
  });

  test('five schools with their products, and the seven demo sign-ins', async () => {
    const { rows: schools } = await server.db.query<{ name: string; products: string[] | null; students: number; staff: number }>(
      `select s.name,
              (select array_agg(product order by product) from school_products p where p.school_id = s.id) as products,
              (select count(*)::int from students st where st.school_id = s.id) as students,
              (select count(*)::int from staff st where st.school_id = s.id) as staff
         from schools s order by s.name`,
    );
    const byName = Object.fromEntries(schools.map((s) => [s.name, s]));
    for (const name of ['Brook Lane School', 'Hillside Primary', 'Meadow School', 'Oakwood Academy', 'Riverside School']) assert.ok(byName[name], name);
    assert.deepEqual(byName['Oakwood Academy'].products, ['extracurricular', 'options', 'parent', 'student']);
    assert.deepEqual(byName['Riverside School'].products, ['parent', 'student']);
    assert.deepEqual(byName['Hillside Primary'].products, ['standalonehomework']);
    assert.equal(byName['Meadow School'].products, null);
    assert.deepEqual(byName['Brook Lane School'].products, ['parent-lite']);
    assert.ok(byName['Oakwood Academy'].students > 1000 && byName['Riverside School'].students > 200);

    const { rows: accounts } = await server.db.query<{ username: string; school: string; staff: boolean }>(
      `select a.username, s.name as school,
              exists (select 1 from staff t where t.school_id = a.school_id and t.id = a.person_id) as staff
         from user_accounts a join schools s on s.id = a.school_id
        where a.username = any($1::text[]) order by a.username`,
      [[...DEMO_USERS]],
    );
    assert.deepEqual(accounts.map((a) => a.username), [...DEMO_USERS].sort());
    assert.ok(accounts.every((a) => a.staff), 'every demo user is a member of staff of their school');
    assert.deepEqual(Object.fromEntries(accounts.map((a) => [a.username, a.school])), {
      admin: 'Oakwood Academy',
      noaccess: 'Oakwood Academy',
      nolicence: 'Meadow School',
      parentlite: 'Brook Lane School',
      standalone: 'Hillside Primary',
      teacher: 'Oakwood Academy',
      teacher2: 'Riverside School',
    });
  });

  test('groups agree with the students’ own year, registration group and house', async () => {
    // A current student is in exactly the year, registration and house group their record names.
    const { rows } = await server.db.query<{ mismatches: number; students: number }>(
      `with memberships as (
         select m.school_id, m.student_id, array_agg(g.name order by g.kind) as names
           from group_members m join groups g on g.school_id = m.school_id and g.id = m.group_id
          where g.kind in ('year', 'registration', 'house')
          group by m.school_id, m.student_id)
       select count(*) filter (where mm.names is distinct from array_remove(array[s.house, s.reg_group, s.year_group], null))::int as mismatches,
              count(*)::int as students
         from students s left join memberships mm on mm.school_id = s.school_id and mm.student_id = s.id
        where s.is_active and not s.is_pre_admission`,
    );
    assert.equal(rows[0].mismatches, 0, `${rows[0].mismatches} of ${rows[0].students} students`);

    const { rows: classes } = await server.db.query<{ classes: number; students: number }>(
      `select count(*)::int as students, min(n)::int as classes from (
         select s.id, count(m.group_id) as n from students s
           join schools sc on sc.id = s.school_id and sc.name = 'Oakwood Academy'
           left join group_members m on m.school_id = s.school_id and m.student_id = s.id
             and m.group_id in (select id from groups where school_id = s.school_id and kind = 'subjectClass')
          where s.is_active and not s.is_pre_admission and s.year_group in ('Year 7', 'Year 8', 'Year 9')
          group by s.id) per_student`,
    );
    assert.equal(classes[0].classes, 15, 'every student in years 7–9 is in a class for each of 15 subjects');

    const { rows: leavers } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from students s join group_members m on m.school_id = s.school_id and m.student_id = s.id
        where not s.is_active`,
    );
    assert.equal(leavers[0].n, 0, 'students who left are in no group');
  });

  test('families: siblings share a surname and their parents', async () => {
    const { rows } = await server.db.query<{ families: number; surnames_differ: number }>(
      `select count(*)::int as families,
              count(*) filter (where (select count(distinct s.legal_surname) from parent_children pc
                                        join students s on s.school_id = pc.school_id and s.id = pc.student_id
                                       where pc.school_id = p.school_id and pc.parent_id = p.id) > 1)::int as surnames_differ
         from parents p
        where (select count(*) from parent_children pc where pc.school_id = p.school_id and pc.parent_id = p.id) > 1`,
    );
    assert.ok(rows[0].families > 200, `${rows[0].families} parents with several children`);
    assert.equal(rows[0].surnames_differ, 0);
  });
});

// Seeding a new PGlite database: what `npm start` does on a fresh clone. (On PostgreSQL the shared
// database was seeded once for the whole run, by the same code, and checked above.)
describe('seeding a new database', { skip: process.env.DATABASE_URL ? 'runs on PGlite only' : false }, () => {
  let dir: string | undefined;
  after(() => dir && fs.rm(dir, { recursive: true, force: true }));

  test('takes well under 15 seconds, writes the same ids again, and runs only once', async (t) => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-seed-'));
    const db = await openPglite(path.join(dir, 'pglite'));
    try {
      await migrate(db);
      const started = performance.now();
      assert.equal(await seedIfEmpty(db), true);
      const seconds = (performance.now() - started) / 1000;
      t.diagnostic(`seeded in ${seconds.toFixed(1)} s`);
      assert.ok(seconds < 15, `seeding took ${seconds.toFixed(1)} s`);
      assert.equal(await seedIfEmpty(db), false, 'a seeded database is left alone');
      const stored = await storedIds(db);
      const expected = builtIds(buildDemoData().tables);
      for (const table of Object.keys(expected) as (keyof typeof expected)[]) {
        assert.deepEqual([...stored[table]].sort(), expected[table], `${table} ids`);
      }
    } finally {
      await db.close();
    }
  });
});
