// Marks held, then released together (decision 0037), over real HTTP and the real database: a held
// grade and comment is the teachers' only (no student overview, no mail), Release marks counts first,
// then releases every held mark in one step with one homework-marked mail each, and never again; a mark
// changed after its release follows the spec; Edit turns the choice on and off; only the school's staff
// may call either route.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { IDEMPOTENCY_KEY_HEADER } from '@homework/contracts';
import { londonDay, startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';
import { restoreClearance, studentsWithAddress } from './marking-support';

const DASHBOARD = '/v3/ManagementDashboard';

describe('marks held, then released together', () => {
  let s: HomeworkTestServer;

  before(async () => {
    s = await startHomeworkServer(['teacher', 'teacher2', 'noaccess']);
  });
  after(() => s?.stop());

  /** A fresh homework set a fortnight ago, with `count` students who have an address handed in yesterday. */
  async function homeworkWith(count: number, releaseMarksTogether: boolean, user = 'teacher') {
    const hw = await s.create(user, { startIn: -14, ReleaseMarksTogether: releaseMarksTogether });
    const students = await studentsWithAddress(s, hw.Id, count, -1);
    return { id: hw.Id as string, students };
  }
  const save = (hw: string, student: string, Result: string, user = 'teacher', headers: Record<string, string> = {}) =>
    s.call(user, 'POST', '/SaveHomeworkMark', { HomeworkId: hw, StudentId: student, Result, Comments: `Comment on ${Result}` }, headers);
  const release = (hw: string, user = 'teacher', headers: Record<string, string> = {}) => s.call(user, 'POST', '/ReleaseMarks', { HomeworkId: hw }, headers);
  const summary = (hw: string, user = 'teacher') => s.call(user, 'GET', `/GetHeldMarks/${hw}`);
  /** The homework-marked mails in the outbox for the homework, queued (not refused or cancelled), by student. */
  async function mails(hw: string): Promise<Map<string, number>> {
    const { rows } = await s.db.query<{ student_id: string; n: number }>(
      `select r.student_id::text, count(*)::int as n from message_recipients r join messages m on m.school_id = r.school_id and m.id = r.message_id
        where m.kind = 'feedback' and m.homework_id = $1 and r.state = 'queued' group by r.student_id`,
      [hw],
    );
    return new Map(rows.map((row) => [row.student_id, row.n]));
  }
  /** What the student view and the dashboard's Student Overview read: the student's Result on the homework. */
  async function overviewResult(hw: string, student: string): Promise<string | null> {
    const response = await fetch(
      `${s.baseUrl}${DASHBOARD}/GetStudentHomeworkOverview/?studentId=${student}&timeRangeStartDate=${londonDay(-30)}&timeRangeEndDate=${londonDay(30)}`,
      { headers: { authorization: `Bearer ${s.tokens.teacher}` } },
    );
    assert.equal(response.status, 200);
    const item = ((await response.json()) as { HomeworkId: string; Result: string | null }[]).find((i) => i.HomeworkId === hw);
    assert.ok(item, 'the homework is in the overview');
    return item.Result;
  }
  async function teachersRow(hw: string, student: string) {
    const rows = (await s.call('teacher', 'GET', `/GetHomeworkStudents/${hw}`)).body.Students as { StudentId: string; Result: string | null; MarkHeld: boolean }[];
    return rows.find((r) => r.StudentId === student)!;
  }

  test('off (the spec): a saved mark is seen at once and mailed', async () => {
    const { id, students } = await homeworkWith(1, false);
    assert.equal((await s.call('teacher', 'GET', `/GetHomework/${id}`)).body.ReleaseMarksTogether, false);
    const saved = await save(id, students[0]!, 'B');
    assert.equal(saved.status, 200);
    assert.equal(saved.body.MarkHeld, false);
    assert.equal(await overviewResult(id, students[0]!), 'B');
    assert.equal((await mails(id)).get(students[0]!), 1);
    assert.deepEqual((await summary(id)).body, { Students: 0, Mailed: 0, NoAddress: 0, MailOn: true });
  });

  test('on: a held mark is the teachers’ only, and mails nobody', async () => {
    const { id, students } = await homeworkWith(2, true);
    assert.equal((await s.call('teacher', 'GET', `/GetHomework/${id}`)).body.ReleaseMarksTogether, true);
    const saved = await save(id, students[0]!, 'A');
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.Result, 'A');
    assert.equal(saved.body.MarkHeld, true);
    const row = await teachersRow(id, students[0]!);
    assert.deepEqual([row.Result, row.MarkHeld], ['A', true], 'the teachers see it, marked not released');
    const submission = (await s.call('teacher', 'GET', `/GetStudentSubmission/${id}/${students[0]}`)).body;
    assert.deepEqual([submission.Result, submission.Comments, submission.MarkHeld], ['A', 'Comment on A', true]);
    assert.equal(await overviewResult(id, students[0]!), null, 'the student overview does not show it');
    assert.equal((await mails(id)).size, 0, 'no homework-marked mail');
    // A student not marked yet is not held.
    assert.equal((await teachersRow(id, students[1]!)).MarkHeld, false);
  });

  test('Release marks counts first, releases every held mark in one step with one mail each, and never again', async () => {
    const { id, students } = await homeworkWith(3, true);
    for (const [i, student] of students.entries()) assert.equal((await save(id, student, `Grade ${i}`)).status, 200);
    // A second save of a held mark changes the draft, still mailing nobody.
    assert.equal((await save(id, students[0]!, 'Grade 0 again')).status, 200);
    assert.deepEqual((await summary(id)).body, { Students: 3, Mailed: 3, NoAddress: 0, MailOn: true });
    assert.equal((await mails(id)).size, 0);

    const released = await release(id);
    assert.equal(released.status, 200, JSON.stringify(released.body));
    assert.deepEqual(released.body, { Released: 3, Mailed: 3 });
    assert.deepEqual([...(await mails(id)).entries()].sort(), students.map((st) => [st, 1]).sort(), 'one mail per student');
    const body = (await s.db.query<{ body_html: string }>(`select body_html from messages where kind = 'feedback' and homework_id = $1`, [id])).rows.map((r) => r.body_html);
    assert.ok(body.some((html) => html.includes('Grade 0 again')), 'the mail carries the mark as released');
    assert.equal(await overviewResult(id, students[0]!), 'Grade 0 again');
    assert.equal((await teachersRow(id, students[0]!)).MarkHeld, false);

    assert.deepEqual((await release(id)).body, { Released: 0, Mailed: 0 }, 'a second Release sends nothing more');
    assert.deepEqual((await summary(id)).body, { Students: 0, Mailed: 0, NoAddress: 0, MailOn: true });
    assert.equal([...(await mails(id)).values()].reduce((a, b) => a + b), 3);
  });

  test('a release retried under its Idempotency-Key, or two at once, mails each student once', async () => {
    const { id, students } = await homeworkWith(3, true);
    for (const student of students) await save(id, student, 'Merit');
    const key = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const answers = await Promise.all([release(id, 'teacher', key), release(id, 'teacher', key), release(id)]);
    assert.deepEqual(answers.map((a) => a.status), [200, 200, 200], JSON.stringify(answers.map((a) => a.body)));
    assert.deepEqual(answers[0]!.body, answers[1]!.body, 'the retry is answered as the first');
    // The keyed pair is one release; with the unkeyed one they released the three students once between them.
    assert.equal(answers[0]!.body.Released + answers[2]!.body.Released, 3);
    assert.deepEqual([...(await mails(id)).values()], [1, 1, 1]);
    const events = await s.db.query(`select 1 from marking_events where homework_id = $1 and kind = 'mark' and cardinality(student_ids) = 3`, [id]);
    assert.equal(events.rows.length, 1, 'one live event tells the other markers');
  });

  test('after its release a changed mark follows the spec; a student marked later is held for the next release', async () => {
    const { id, students } = await homeworkWith(2, true);
    await save(id, students[0]!, 'C');
    await release(id);
    assert.equal((await save(id, students[0]!, 'B')).body.MarkHeld, false);
    assert.equal(await overviewResult(id, students[0]!), 'B');
    assert.equal((await mails(id)).get(students[0]!), 1, 'the released mail not yet sent is replaced by the new mark’s (decision 0022)');

    assert.equal((await save(id, students[1]!, 'A')).body.MarkHeld, true);
    assert.equal(await overviewResult(id, students[1]!), null);
    assert.deepEqual((await release(id)).body, { Released: 1, Mailed: 1 });
    assert.equal((await mails(id)).get(students[1]!), 1);
  });

  test('Clear Grade and Comment on a held mark mails nobody; its Undo puts it back held', async () => {
    const { id, students } = await homeworkWith(1, true);
    await save(id, students[0]!, 'D');
    const cleared = await s.call('teacher', 'POST', '/ClearHomeworkMark', { HomeworkId: id, StudentId: students[0] });
    assert.equal(cleared.status, 200);
    assert.deepEqual((await summary(id)).body.Students, 0);
    assert.equal((await restoreClearance(s, cleared.body.ClearanceId)).status, 200);
    const row = await teachersRow(id, students[0]!);
    assert.deepEqual([row.Result, row.MarkHeld], ['D', true]);
    assert.equal(await overviewResult(id, students[0]!), null);
    assert.equal((await mails(id)).size, 0);
  });

  test('Edit: turned off, the held marks are released and mailed; turned on, marks given stay seen; left out, it stays', async () => {
    const { id, students } = await homeworkWith(2, true);
    await save(id, students[0]!, 'E');
    const edit = async (overrides: Record<string, unknown>) => {
      const hw = (await s.call('teacher', 'GET', `/GetHomework/${id}`)).body;
      const answer = await s.call('teacher', 'POST', '/Edit', { ...hw, ...overrides });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body;
    };
    const { ReleaseMarksTogether: _, ...withoutChoice } = (await s.call('teacher', 'GET', `/GetHomework/${id}`)).body;
    assert.equal((await s.call('teacher', 'POST', '/Edit', withoutChoice)).body.ReleaseMarksTogether, true, 'an edit without the field keeps it');
    assert.equal((await edit({ ReleaseMarksTogether: false })).ReleaseMarksTogether, false);
    assert.equal(await overviewResult(id, students[0]!), 'E');
    assert.equal((await mails(id)).get(students[0]!), 1);

    await save(id, students[1]!, 'F');
    assert.equal((await mails(id)).get(students[1]!), 1, 'off: mailed at once');
    await edit({ ReleaseMarksTogether: true });
    assert.equal(await overviewResult(id, students[1]!), 'F', 'a mark seen before the choice was turned on stays seen');
    assert.equal((await summary(id)).body.Students, 0);
    assert.equal((await mails(id)).get(students[1]!), 1, 'and is not mailed again');
    const bad = await s.call('teacher', 'POST', '/Edit', { ...(await s.call('teacher', 'GET', `/GetHomework/${id}`)).body, ReleaseMarksTogether: 'yes' });
    assert.equal(bad.status, 400);
  });

  test('a school that does not send homework mail: the count says so, and the release mails nobody', async () => {
    const hw = await s.create('teacher2', { startIn: -14, ReleaseMarksTogether: true });
    const rows = (await s.call('teacher2', 'GET', `/GetHomeworkStudents/${hw.Id}`)).body.Students as { StudentId: string }[];
    const student = rows[0]!.StudentId;
    assert.equal((await s.call('teacher2', 'POST', '/HandInHomework', { HomeworkId: hw.Id, StudentId: student, HandedInDate: londonDay(-1) })).status, 200);
    assert.equal((await save(hw.Id, student, 'Pass', 'teacher2')).status, 200);
    assert.deepEqual((await summary(hw.Id, 'teacher2')).body, { Students: 1, Mailed: 0, NoAddress: 0, MailOn: false });
    assert.deepEqual((await release(hw.Id, 'teacher2')).body, { Released: 1, Mailed: 0 });
  });

  test('who may call: the school’s staff with the homework rule; another school’s homework is not found', async () => {
    const { id, students } = await homeworkWith(1, true);
    await save(id, students[0]!, 'G');
    assert.equal((await summary(id, 'noaccess')).status, 403);
    assert.equal((await release(id, 'noaccess')).status, 403);
    const theirs = await release(id, 'teacher2');
    assert.equal(theirs.status, 404);
    assert.equal(theirs.body.message, 'Homework not found.');
    assert.equal((await summary(id, 'teacher2')).status, 404);
    assert.equal((await s.call('teacher', 'POST', '/ReleaseMarks', { HomeworkId: 'not-an-id' })).status, 400);
    const response = await fetch(`${s.baseUrl}/v3/HomeworkManagement/ReleaseMarks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ HomeworkId: id }) });
    assert.equal(response.status, 401);
    assert.equal((await summary(id)).body.Students, 1, 'nothing was released');
  });
});
