// The dashboard's kept sums (migration 313, figures-queries.ts rangeEntry) and the Student Overview's
// kept rows (migration 314): made once per school figures version, range, day and dimension, read by
// every call after; a write, a change to the school's list of students or a new school day makes new
// ones. Checked against the database directly; the figures themselves are checked against
// counts made in the test in dashboard.test.ts.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { studentHandInExport, studentHandInPage, type DashboardWindow } from '../src/services/dashboard/dashboard-queries';
import { countHandIns, rangeEntry, refreshFigures } from '../src/services/dashboard/figures-queries';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
let oakwood: string;

before(async () => {
  server = await startTestServer();
  oakwood = (await server.db.query<{ school_id: string }>("select school_id from user_accounts where lower(username) = 'teacher'")).rows[0].school_id;
});
after(() => server?.close());

const everything = (schoolId: string, overdueBefore: string): DashboardWindow => ({ schoolId, fromDay: '1900-01-01', untilDay: '2999-01-01', overdueBefore });
const entriesOf = async (schoolId: string) =>
  (await server.db.query<{ id: string }>('select id::text as id from dashboard_range_entries where school_id = $1 order by id', [schoolId])).rows.map((r) => r.id);

test('readers asking at once for sums not yet kept get one entry, and a later reader the same one', async () => {
  // A school of its own: no other test's write changes its figures version meanwhile.
  const schoolId = randomUUID();
  await server.db.query("insert into schools (id, name, time_zone) values ($1, 'Kept Sums School', 'Europe/London')", [schoolId]);
  const window = everything(schoolId, '2026-01-01');
  const ids = await Promise.all(Array.from({ length: 5 }, () => rangeEntry(server.db, window, 'subject')));
  assert.equal(new Set(ids).size, 1);
  assert.equal(await rangeEntry(server.db, window, 'subject'), ids[0]);
  assert.deepEqual(await entriesOf(schoolId), [ids[0]]);
  assert.notEqual(await rangeEntry(server.db, window, 'teacher'), ids[0]);
});

test("a new school day makes new sums with not-handed-in moved from due to overdue; the old day's are deleted", async () => {
  await refreshFigures(server.db, oakwood);
  const before = await countHandIns(server.db, everything(oakwood, '1900-01-01'), 'year');
  const firstEntry = await rangeEntry(server.db, everything(oakwood, '1900-01-01'), 'year');
  const later = await countHandIns(server.db, everything(oakwood, '2999-01-01'), 'year');
  assert.ok(before.some((row) => row.Due > 0));
  assert.ok(before.every((row) => row.Overdue === 0));
  assert.ok(later.every((row) => row.Due === 0));
  assert.ok(later.some((row) => row.Overdue > 0));
  assert.ok(!(await entriesOf(oakwood)).includes(firstEntry));
});

test('a write raises the figures version: the next read makes new sums that include it', async () => {
  await refreshFigures(server.db, oakwood);
  const window = everything(oakwood, '2999-01-01');
  const entry = await rangeEntry(server.db, window, 'gender');
  const handedInOf = async () => (await countHandIns(server.db, window, 'gender')).reduce((sum, row) => sum + row.HandedInOnTime + row.HandedInLate, 0);
  const handedIn = await handedInOf();
  const { rows } = await server.db.query<{ id: string }>(
    'select id::text as id from homework_students where school_id = $1 and handed_in_date is null and removed_at is null order by id limit 1',
    [oakwood],
  );
  await server.db.query('update homework_students set handed_in_date = now() where id = $1', [rows[0].id]);
  try {
    await refreshFigures(server.db, oakwood);
    assert.notEqual(await rangeEntry(server.db, window, 'gender'), entry);
    assert.equal(await handedInOf(), handedIn + 1);
  } finally {
    await server.db.query('update homework_students set handed_in_date = null where id = $1', [rows[0].id]);
  }
});

test("the Student Overview's kept rows and exports follow the school's students: one joining, renamed or leaving makes new ones, an e-mail changed does not", async () => {
  // A school of its own, with students and no homework: every figure is zero.
  const schoolId = randomUUID();
  await server.db.query("insert into schools (id, name, time_zone) values ($1, 'Student Rows School', 'Europe/London')", [schoolId]);
  const addStudent = (id: string, surname: string, forename: string) =>
    server.db.query(
      `insert into students (school_id, id, legal_forename, legal_surname, display_forename, display_surname, year_group, reg_group, gender)
       values ($1, $2, $3, $4, $3, $4, 'Year 7', '7A', 'F')`,
      [schoolId, id, forename, surname],
    );
  // On PostgreSQL every test file shares the database: the seed's tests must not meet these students.
  try {
    const [ada, bea, cat] = [randomUUID(), randomUUID(), randomUUID()];
    await addStudent(ada, 'Adams', 'Ada');
    await addStudent(bea, 'Brown', 'Bea');
    const window = everything(schoolId, '2026-01-01');
    const listed = async () => {
      const { rows, total } = await studentHandInPage(server.db, window, { studentIds: null, groupIds: null }, 'nameAsc', { size: 8, number: 1 });
      return { total, names: rows.map((r) => `${r.DisplaySurname}, ${r.DisplayForename}`) };
    };
    assert.deepEqual(await listed(), { total: 2, names: ['Adams, Ada', 'Brown, Bea'] });
    const first = await rangeEntry(server.db, window, 'student');

    await server.db.query('update students set email = $3 where school_id = $1 and id = $2', [schoolId, ada, 'ada@example.test']);
    assert.equal(await rangeEntry(server.db, window, 'student'), first);

    // The export of an entry is read once for each order and kept.
    const exported = await studentHandInExport(server.db, window, 'nameAsc');
    assert.equal(await studentHandInExport(server.db, window, 'nameAsc'), exported);
    assert.deepEqual(exported.map((row) => row.DisplaySurname), ['Adams', 'Brown']);
    assert.deepEqual((await studentHandInExport(server.db, window, 'notHandedInDesc')).map((row) => row.DisplaySurname), ['Adams', 'Brown']);

    await addStudent(cat, 'Clark', 'Cat');
    assert.deepEqual(await listed(), { total: 3, names: ['Adams, Ada', 'Brown, Bea', 'Clark, Cat'] });
    assert.deepEqual((await studentHandInExport(server.db, window, 'nameAsc')).map((row) => row.DisplaySurname), ['Adams', 'Brown', 'Clark']);
    await server.db.query("update students set display_surname = 'Zeller' where school_id = $1 and id = $2", [schoolId, ada]);
    assert.deepEqual(await listed(), { total: 3, names: ['Brown, Bea', 'Clark, Cat', 'Zeller, Ada'] });
    await server.db.query('update students set is_active = false where school_id = $1 and id = $2', [schoolId, bea]);
    assert.deepEqual(await listed(), { total: 2, names: ['Clark, Cat', 'Zeller, Ada'] });
    await server.db.query('delete from students where school_id = $1 and id = $2', [schoolId, cat]);
    assert.deepEqual(await listed(), { total: 1, names: ['Zeller, Ada'] });
  } finally {
    await server.db.query('delete from students where school_id = $1', [schoolId]);
  }
});
