// The dashboard's one result cache (kept-answers.ts) and the day summaries it reads
// (queries.ts, migration 315's dashboard_refresh_figures). The figures themselves are checked
// over HTTP against counts made in the test in dashboard.test.ts.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DASHBOARD_FRESHNESS } from '@homework/contracts';
import { countHandIns, refreshFigures, studentFigures, type DashboardWindow } from '../../../src/services/dashboard/queries';
import { KEPT_ANSWER_MS, KeptAnswers } from '../../../src/services/dashboard/kept-answers';
import { startTestServer, type TestServer } from '../../support';

describe('kept answers', () => {
  const clock = () => {
    let at = 1_000_000;
    return { now: () => at, pass: (ms: number) => (at += ms) };
  };
  const counter = () => {
    let computed = 0;
    return { compute: async () => ++computed, get computed() { return computed; } };
  };

  test("the server keeps an answer for its part of the freshness rule, the browser's part being the rest", () => {
    assert.equal(KEPT_ANSWER_MS, DASHBOARD_FRESHNESS.serverMinutes * 60_000);
    assert.ok(DASHBOARD_FRESHNESS.serverMinutes < DASHBOARD_FRESHNESS.minutes);
  });

  test('an answer is computed once for its key and kept until its lifetime ends, then computed again', async () => {
    const time = clock();
    const kept = new KeptAnswers(time.now);
    const figures = counter();
    assert.equal(await kept.answer('a', figures.compute), 1);
    time.pass(KEPT_ANSWER_MS - 1);
    assert.equal(await kept.answer('a', figures.compute), 1);
    assert.equal(await kept.answer('b', figures.compute), 2, 'another key is its own answer');
    time.pass(1);
    assert.equal(await kept.answer('a', figures.compute), 3);
    assert.equal(figures.computed, 3);
  });

  test('readers asking at once share one computation; a failed one is not kept', async () => {
    const kept = new KeptAnswers(clock().now);
    const figures = counter();
    assert.deepEqual(await Promise.all([1, 2, 3].map(() => kept.answer('a', figures.compute))), [1, 1, 1]);
    await assert.rejects(kept.answer('b', () => Promise.reject(new Error('database gone'))));
    assert.equal(await kept.answer('b', figures.compute), 2);
  });
});

describe('day summaries', () => {
  let server: TestServer;
  let oakwood: string;
  before(async () => {
    server = await startTestServer();
    oakwood = (await server.db.query<{ school_id: string }>("select school_id from user_accounts where lower(username) = 'teacher'")).rows[0].school_id;
  });
  after(() => server?.close());

  const everything = (schoolId: string, overdueBefore: string): DashboardWindow => ({ schoolId, fromDay: '1900-01-01', untilDay: '2999-01-01', overdueBefore });

  test('hand-ins not made are due until their day, then overdue', async () => {
    await refreshFigures(server.db, oakwood);
    const early = await countHandIns(server.db, everything(oakwood, '1900-01-01'), 'year');
    const late = await countHandIns(server.db, everything(oakwood, '2999-01-01'), 'year');
    assert.ok(early.some((row) => row.Due > 0) && early.every((row) => row.Overdue === 0));
    assert.ok(late.some((row) => row.Overdue > 0) && late.every((row) => row.Due === 0));
  });

  test('callers refreshing at once all read the recomputed days', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      'select id::text as id from homework_students where school_id = $1 and handed_in_date is null and removed_at is null order by id limit 1',
      [oakwood],
    );
    const window = everything(oakwood, '2999-01-01');
    const handedIn = async () => (await countHandIns(server.db, window, 'gender')).reduce((sum, row) => sum + row.HandedInOnTime + row.HandedInLate, 0);
    await refreshFigures(server.db, oakwood);
    const was = await handedIn();
    await server.db.query('update homework_students set handed_in_date = now() where id = $1', [rows[0].id]);
    try {
      // Each caller, once answered, reads figures that count the write: the second and third waited
      // for the first's recomputation rather than finding nothing stale and reading the old day.
      const seen = await Promise.all([1, 2, 3].map(async () => (await refreshFigures(server.db, oakwood), handedIn())));
      assert.deepEqual(seen, [was + 1, was + 1, was + 1]);
    } finally {
      await server.db.query('update homework_students set handed_in_date = null where id = $1', [rows[0].id]);
    }
  });

  test("the Student Overview's rows are the school's current students, named as they are now", async () => {
    // A school of its own, with students and no homework: every figure is zero.
    const schoolId = randomUUID();
    await server.db.query("insert into schools (id, name, time_zone) values ($1, 'Student Rows School', 'Europe/London')", [schoolId]);
    const addStudent = (id: string, surname: string, forename: string) =>
      server.db.query(
        `insert into students (school_id, id, legal_forename, legal_surname, display_forename, display_surname, year_group, reg_group, gender)
         values ($1, $2, $3, $4, $3, $4, 'Year 7', '7A', 'F')`,
        [schoolId, id, forename, surname],
      );
    const listed = async () => (await studentFigures(server.db, everything(schoolId, '2026-01-01'))).map((r) => `${r.DisplaySurname}, ${r.DisplayForename}`);
    // On PostgreSQL every test file shares the database: the seed's tests must not meet these students.
    try {
      const [ada, bea, cat] = [randomUUID(), randomUUID(), randomUUID()];
      await addStudent(bea, 'brown', 'Bea');
      await addStudent(ada, 'Brown', 'Ada');
      await addStudent(cat, 'Clark', 'Cat');
      assert.deepEqual(await listed(), ['Brown, Ada', 'brown, Bea', 'Clark, Cat']);
      await server.db.query("update students set display_surname = 'Zeller' where school_id = $1 and id = $2", [schoolId, ada]);
      await server.db.query('update students set is_active = false where school_id = $1 and id = $2', [schoolId, bea]);
      assert.deepEqual(await listed(), ['Clark, Cat', 'Zeller, Ada']);
      assert.ok((await studentFigures(server.db, everything(schoolId, '2026-01-01'))).every((r) => r.HandedInOnTime + r.HandedInLate + r.TotalDue + r.TotalOverdue === 0));
    } finally {
      await server.db.query('delete from students where school_id = $1', [schoolId]);
    }
  });
});
