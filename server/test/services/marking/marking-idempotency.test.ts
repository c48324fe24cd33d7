// A marking change sent again under its Idempotency-Key (decision 0030), as the browser's offline
// queue does when an answer was lost: applied, evented and mailed once, answered the same; the key
// with another change is refused (422); two sent at once apply once; a refused change keeps nothing;
// without the header a change is made as before.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { IDEMPOTENCY_KEY_HEADER } from '@homework/contracts';
import { londonDay, startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';
import { freshHomework, studentsWithAddress } from './marking-support';

describe('marking changes sent again under an Idempotency-Key', () => {
  let s: HomeworkTestServer;
  let homeworkId: string;
  let students: string[];

  before(async () => {
    s = await startHomeworkServer(['teacher', 'admin']);
    const hw = await freshHomework(s);
    homeworkId = hw.id;
    students = await studentsWithAddress(s, homeworkId, 4, -1);
  });
  after(() => s?.stop());

  const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
  const save = (student: string, Result: string, headers: Record<string, string> = {}, user = 'teacher') =>
    s.call(user, 'POST', '/SaveHomeworkMark', { HomeworkId: homeworkId, StudentId: student, Result, Comments: null }, headers);
  const count = async (sql: string, student: string) => Number((await s.db.query<{ n: number }>(sql, [homeworkId, student])).rows[0]!.n);
  const events = (student: string) => count('select count(*) as n from marking_events where homework_id = $1 and $2 = any(student_ids)', student);
  const mails = (student: string) =>
    count(
      `select count(*) as n from message_recipients r join messages m on m.school_id = r.school_id and m.id = r.message_id
        where m.kind = 'feedback' and m.homework_id = $1 and r.student_id = $2`,
      student,
    );
  const marks = (student: string) => count(`select count(*) as n from marking_audit where homework_id = $1 and student_id = $2 and field = 'Result'`, student);

  test('the same change twice is one write, one event and one mail, answered the same both times', async () => {
    const student = students[0]!;
    const [eventsBefore, mailsBefore] = [await events(student), await mails(student)];
    const key = randomUUID();
    const first = await save(student, 'B+', keyed(key));
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const again = await save(student, 'B+', keyed(key));
    assert.equal(again.status, 200);
    assert.deepEqual(again.body, first.body);
    assert.equal(await marks(student), 1, 'one write');
    assert.equal(await events(student), eventsBefore + 1, 'one event');
    assert.equal(await mails(student), mailsBefore + 1, 'one mail');
  });

  test('the key of one change sent with another is refused in words, and nothing is written', async () => {
    const student = students[1]!;
    const key = randomUUID();
    assert.equal((await save(student, 'A', keyed(key))).status, 200);
    const [eventsBefore, mailsBefore] = [await events(student), await mails(student)];
    const other = await save(student, 'C', keyed(key));
    assert.equal(other.status, 422);
    assert.match(other.body.message, /was not saved/);
    // Another route under the key is another change too.
    const handIn = await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId: student }, keyed(key));
    assert.equal(handIn.status, 422);
    const row = (await s.db.query('select result from homework_students where homework_id = $1 and student_id = $2', [homeworkId, student])).rows[0];
    assert.deepEqual(row, { result: 'A' });
    assert.deepEqual([await events(student), await mails(student)], [eventsBefore, mailsBefore]);
  });

  test('two sends of one change at once apply it once', async () => {
    const student = students[2]!;
    const [eventsBefore, mailsBefore] = [await events(student), await mails(student)];
    const key = randomUUID();
    const answers = await Promise.all([save(student, 'Merit', keyed(key)), save(student, 'Merit', keyed(key)), save(student, 'Merit', keyed(key))]);
    assert.deepEqual(answers.map((a) => a.status), [200, 200, 200], JSON.stringify(answers.map((a) => a.body)));
    assert.deepEqual(answers[1]!.body, answers[0]!.body);
    assert.equal(await marks(student), 1);
    assert.deepEqual([await events(student), await mails(student)], [eventsBefore + 1, mailsBefore + 1]);
  });

  test('a key is the user’s own; the bulk recorder and a clear sent again apply once', async () => {
    const key = randomUUID();
    const student = students[3]!;
    const eventsBefore = await events(student);
    const bulk = { Id: homeworkId, Students: [{ StudentId: student, HandedInDate: null, status: 1 }] };
    const first = await s.call('teacher', 'POST', '/UpdateHomeworkStudents', bulk, keyed(key));
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.ok(first.body.ClearanceId, 'cleared');
    const again = await s.call('teacher', 'POST', '/UpdateHomeworkStudents', bulk, keyed(key));
    assert.deepEqual(again.body, first.body, 'the same clear, for the same Undo');
    assert.equal(await events(student), eventsBefore + 1);
    // The same key from another teacher is theirs: their change is made.
    const theirs = await s.call('admin', 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId: student, HandedInDate: londonDay(-1) }, keyed(key));
    assert.equal(theirs.status, 200, JSON.stringify(theirs.body));
    assert.equal(await events(student), eventsBefore + 2);
  });

  test('a refused change keeps nothing under its key; a key that is not one is refused; no key is as before', async () => {
    const key = randomUUID();
    const unmarked = { HomeworkId: homeworkId, StudentId: students[3], Result: '', Comments: '' };
    assert.equal((await s.call('teacher', 'POST', '/SaveHomeworkMark', unmarked, keyed(key))).status, 400);
    const kept = await s.db.query('select 1 from marking_idempotency_keys where key = $1', [key]);
    assert.equal(kept.rows.length, 0);
    assert.equal((await save(students[3]!, 'Pass', keyed(key))).status, 200, 'the key is free for the change made right');

    const bad = await save(students[3]!, 'Pass', keyed('has spaces in it'));
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, new RegExp(IDEMPOTENCY_KEY_HEADER));

    const eventsBefore = await events(students[0]!);
    assert.equal((await save(students[0]!, 'A*')).status, 200);
    assert.equal((await save(students[0]!, 'A')).status, 200);
    assert.equal(await events(students[0]!), eventsBefore + 2, 'each change without a key is made');
  });
});
