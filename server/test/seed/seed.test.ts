// The demo seed: the same rows (ids included) on every run, written quickly, shaped like a school.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEMO_USERS } from '@homework/contracts/demo';
import { migrate, openPglite, type Database, type Queryable } from '../../src/db';
import { buildDemoData, seedIfEmpty } from '../../src/seed/index';
import type { SeedTables } from '../../src/seed/tables';
import { startTestServer, type TestServer } from '../support';

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
    homework: sorted(tables.homework.map((r) => r.id)),
    homework_students: sorted(tables.homework_students.map((r) => r.id)),
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
    homework: await ids('select id::text as id from homework'),
    homework_students: await ids('select id::text as id from homework_students'),
  };
}

describe('demo seed', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  test('builds the same rows, ids included, on every run', () => {
    // The homework's dates follow the day the seed runs; everything else, ids included, does not.
    const now = new Date();
    const first = buildDemoData(now);
    const second = buildDemoData(now);
    assert.deepEqual(builtIds(second.tables), builtIds(first.tables));
    assert.deepEqual(second, first);
    const later = buildDemoData(new Date(now.getTime() + 100 * 86_400_000));
    assert.deepEqual(builtIds(later.tables), builtIds(first.tables), 'the same ids on another day');
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

  test('homework: Oakwood’s and Riverside’s, due around today, one hand-in row per member, statuses as 02 §4', async () => {
    // Only the seeded homework (on PostgreSQL other test files add their own).
    const seeded = buildDemoData().tables.homework.map((h) => h.id);
    const { rows: setters } = await server.db.query<{ school: string; username: string | null; n: number; past: number; future: number }>(
      `select s.name as school, a.username, count(*)::int as n,
              count(*) filter (where h.due_date < now())::int as past, count(*) filter (where h.due_date > now())::int as future
         from homework h join schools s on s.id = h.school_id
         left join user_accounts a on a.school_id = h.school_id and a.person_id = h.set_by_id
        where h.id = any($1::uuid[]) group by 1, 2`,
      [seeded],
    );
    const count = (school: string, username?: string | null) =>
      setters.filter((r) => r.school === school && (username === undefined || r.username === username)).reduce((n, r) => n + r.n, 0);
    assert.ok(count('Oakwood Academy') >= 50 && count('Oakwood Academy') <= 70, `${count('Oakwood Academy')} Oakwood homework`);
    assert.ok(setters.filter((r) => r.school === 'Oakwood Academy').length >= 3 && count('Oakwood Academy', null) >= 30, 'set by several teachers');
    assert.ok(count('Oakwood Academy', 'teacher') >= 10, 'teacher sets about a dozen');
    assert.ok(count('Oakwood Academy', 'admin') >= 2, 'admin sets a few');
    assert.equal(count('Riverside School'), count('Riverside School', 'teacher2'));
    assert.ok(count('Riverside School') >= 8, 'Riverside’s own, by teacher2');
    assert.equal(count('Hillside Primary') + count('Meadow School') + count('Brook Lane School'), 0);
    const past = setters.reduce((n, r) => n + r.past, 0);
    const future = setters.reduce((n, r) => n + r.future, 0);
    assert.ok(past > 10 && future > 10, `${past} past and ${future} future homework`);

    // Each homework's students: its groups' members plus the chosen ones, as the service writes them.
    const { rows: mismatches } = await server.db.query<{ id: string }>(
      `select h.id from homework h
        where h.id = any($1::uuid[])
          and (select array_agg(distinct x order by x) from (
                 select gm.student_id as x from homework_groups hg
                   join group_members gm on gm.school_id = hg.school_id and gm.group_id = hg.group_id
                  where hg.school_id = h.school_id and hg.homework_id = h.id
                 union select hs.student_id from homework_students hs
                  where hs.school_id = h.school_id and hs.homework_id = h.id and hs.chosen) m)
              is distinct from
              (select array_agg(hs.student_id order by hs.student_id) from homework_students hs
                where hs.school_id = h.school_id and hs.homework_id = h.id)`,
      [seeded],
    );
    assert.deepEqual(mismatches, []);

    const { rows: handIns } = await server.db.query<{ bad: number; future_handed_in: number; handed_in: number; marked: number }>(
      `select count(*) filter (where status <> case when result is not null then 3 when handed_in_date is not null then 2 else 1 end
                                  or (result is not null and handed_in_date is null))::int as bad,
              count(*) filter (where handed_in_date is not null and h.due_date > now())::int as future_handed_in,
              count(*) filter (where status = 2)::int as handed_in, count(*) filter (where status = 3)::int as marked
         from homework_students hs join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
        where h.id = any($1::uuid[])`,
      [seeded],
    );
    assert.equal(handIns[0].bad, 0, 'status agrees with the hand-in date and result');
    assert.equal(handIns[0].future_handed_in, 0, 'nothing handed in for homework not yet due');
    assert.ok(handIns[0].handed_in > 0 && handIns[0].marked > 0);
  });
});

/**
 * The database, counting the multi-row inserts sent through it (and its transactions): the seed's
 * speed comes from writing many rows a statement (one row at a time is about ten times slower on
 * PGlite), which a count holds without timing anything.
 */
function countingInserts(db: Database): { db: Database; inserts: () => number } {
  let inserts = 0;
  const wrap = <Q extends Queryable>(target: Q): Q =>
    new Proxy(target, {
      get(object, key) {
        if (key === 'query') {
          return (sql: string, ...rest: unknown[]) => {
            if (/^\s*insert into \w+ \([^)]*\) values /i.test(sql)) inserts += 1;
            return (object.query as (...args: unknown[]) => unknown)(sql, ...rest);
          };
        }
        if (key === 'transaction') return (fn: (tx: Queryable) => Promise<unknown>) => (object as unknown as Database).transaction((tx) => fn(wrap(tx)));
        const value = Reflect.get(object, key) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
      },
    });
  return { db: wrap(db), inserts: () => inserts };
}

// Seeding a new PGlite database: what `npm start` does on a fresh clone. (On PostgreSQL the shared
// database was seeded once for the whole run, by the same code, and checked above.)
describe('seeding a new database', { skip: process.env.DATABASE_URL ? 'runs on PGlite only' : false }, () => {
  let dir: string | undefined;
  after(() => dir && fs.rm(dir, { recursive: true, force: true }));

  test('writes its rows in multi-row inserts, the same ids again, and runs only once', async (t) => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-seed-'));
    const db = await openPglite(path.join(dir, 'pglite'));
    try {
      await migrate(db);
      const counted = countingInserts(db);
      const started = performance.now();
      assert.equal(await seedIfEmpty(counted.db), true);
      // How long it took is a figure to read, not a limit: the count below holds what makes it quick.
      t.diagnostic(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const rows = Object.values(buildDemoData().tables).reduce((sum, table) => sum + table.length, 0);
      t.diagnostic(`${rows} rows in ${counted.inserts()} insert statements`);
      assert.ok(counted.inserts() * 100 <= rows, `${counted.inserts()} insert statements for ${rows} rows: the seed must write many rows a statement`);
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
