// Delete that can be undone, over real HTTP: what a delete would take, counted before the question;
// the delete keeping the homework and everything under it (hand-ins, marks, history, clears, files);
// Recently deleted; the restore putting it all back as it was, with the dashboard's figures; another
// school, a non-teacher and homework past keeping refused; the purge of homework deleted longer ago
// than DELETED_HOMEWORK_KEPT_DAYS, with the files no other row names.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { DELETED_HOMEWORK_KEPT_DAYS, HOMEWORK_NOT_FOUND_MESSAGE, deleteTexts, homeworkDeletedOf, type DeletedHomework } from '@homework/contracts';
import { ACCESS_REFUSED } from '../../../src/kit';
import { KEPT_ANSWER_MS } from '../../../src/services/dashboard/kept-answers';
import { DELETED_HOMEWORK_GONE } from '../../../src/services/homework/routes/delete';
import { filesOnDisk, londonDay, startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';
import { startTestServer } from '../../support';

describe('delete that can be undone, over HTTP', () => {
  let s: HomeworkTestServer;
  before(async () => {
    s = await startHomeworkServer(['teacher', 'teacher2', 'noaccess']);
  });
  after(() => s?.stop());

  async function freshHomework(subjectId?: string): Promise<{ id: string; students: string[]; schoolId: string }> {
    const hw = await s.create('teacher', { startIn: -7, dueIn: 1, ...(subjectId ? { SubjectId: subjectId } : {}) });
    const rows = (await s.call('teacher', 'GET', `/GetHomeworkStudents/${hw.Id}`)).body.Students as { StudentId: string }[];
    return { id: hw.Id, students: rows.map((r) => r.StudentId), schoolId: (await s.school('teacher')).schoolId };
  }

  /** A file stored through the app's storage, with its row: a student's submission, or one of the homework's attachments. */
  async function file(hw: { id: string; schoolId: string }, on: { student: string } | 'homework', key = `files/${hw.schoolId}/${randomUUID()}`) {
    await s.app.storage.put(key, Readable.from([Buffer.from(`content of ${key}`)]));
    const link =
      on === 'homework'
        ? null
        : (await s.db.query<{ id: string }>('select id from homework_students where homework_id = $1 and student_id = $2', [hw.id, on.student])).rows[0]!.id;
    await s.db.query(
      `insert into attachments (school_id, id, purpose, homework_id, homework_student_id, uploaded_by_id, file_name, content_type, file_size, storage_key, uploaded_at)
       values ($1, $2, $3, $4, $5, $6, 'work.pdf', 'application/pdf', 20, $7, now())`,
      [hw.schoolId, randomUUID(), on === 'homework' ? 'homework' : 'submission', on === 'homework' ? hw.id : null, link, (await s.school('teacher')).teacherId, key],
    );
    return key;
  }

  /** Three hand-ins, two of them marked, one submitted file and one attachment; one of the hand-ins cleared (kept by its clear). */
  async function workedHomework(subjectId?: string) {
    const hw = await freshHomework(subjectId);
    const [a, b, c, d] = hw.students as [string, string, string, string];
    for (const student of [a, b, c, d])
      assert.equal((await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: hw.id, StudentId: student, HandedInDate: londonDay(-1) })).status, 200);
    await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: hw.id, StudentId: a, Result: 'A', Comments: 'Well argued.' });
    await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: hw.id, StudentId: b, Result: null, Comments: 'See me' });
    const submitted = await file(hw, { student: a });
    const attached = await file(hw, 'homework');
    await file(hw, { student: d });
    assert.equal((await s.call('teacher', 'POST', '/ClearHandedIn', { HomeworkId: hw.id, StudentId: d })).status, 200);
    return { ...hw, submitted, attached };
  }

  /** Everything a teacher can read of the homework. */
  async function everything(hw: { id: string; students: string[] }) {
    const read = async (route: string) => {
      const answer = await s.call('teacher', 'GET', route);
      return { status: answer.status, body: answer.body };
    };
    const homework = await read(`/GetHomework/${hw.id}`);
    const students = await read(`/GetHomeworkStudents/${hw.id}`);
    const perStudent = [];
    for (const student of hw.students.slice(0, 4)) {
      const submission = await read(`/GetStudentSubmission/${hw.id}/${student}`);
      const files = (submission.body?.StudentAttachments ?? []).map((f: { Id: string; FileName: string }) => [f.Id, f.FileName]);
      perStudent.push({ history: await read(`/GetMarkingHistory/${hw.id}/${student}`), files, status: submission.status });
    }
    return { homework, students, perStudent };
  }

  const deleted = async (user = 'teacher') => (await s.call<DeletedHomework[]>(user, 'GET', '/GetDeletedHomework')).body;
  const restore = (id: string, user = 'teacher') => s.call(user, 'POST', `/RestoreDeletedHomework/${id}`);

  test('the question counts what goes; the delete keeps it all, and the restore puts it back as it was', async () => {
    const hw = await workedHomework();
    const summary = await s.call('teacher', 'GET', `/GetDeleteHomeworkSummary/${hw.id}`);
    assert.equal(summary.status, 200, JSON.stringify(summary.body));
    // Four hand-ins recorded, one cleared since (its file kept by the clear, not counted).
    assert.deepEqual(summary.body, { Students: hw.students.length, HandIns: 3, Marks: 2, Files: 2 });
    const before = await everything(hw);
    assert.equal(before.homework.status, 200);

    const answer = await s.call('teacher', 'DELETE', `/DeleteHomework/${hw.id}`);
    assert.deepEqual([answer.status, answer.body], [200, { Id: hw.id }]);
    assert.equal((await s.call('teacher', 'GET', `/GetHomework/${hw.id}`)).status, 404);
    assert.equal((await s.call('teacher', 'GET', `/GetDeleteHomeworkSummary/${hw.id}`)).status, 404);
    for (const table of ['homework_students', 'homework_groups', 'marking_audit', 'marking_clearances'])
      assert.equal((await s.db.query(`select 1 from ${table} where homework_id = $1`, [hw.id])).rows.length, 0, table);
    const stored = await filesOnDisk(s.dataDir);
    assert.ok(stored.includes(hw.submitted) && stored.includes(hw.attached), 'files stay in storage until the purge');

    const listed = (await deleted()).find((d) => d.Id === hw.id);
    assert.ok(listed, 'listed in Recently deleted');
    assert.deepEqual(listed.Counts, summary.body);
    assert.ok(listed.DeletedBy.length > 0);
    assert.equal(new Date(listed.KeptUntil).getTime() - new Date(listed.DeletedAt).getTime(), DELETED_HOMEWORK_KEPT_DAYS * 86_400_000);

    const restored = await restore(hw.id);
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    assert.deepEqual(restored.body.Restored, summary.body);
    assert.deepEqual(await everything(hw), before, 'the homework, its students, hand-ins, marks, history and files as they were');
    assert.ok(!(await deleted()).some((d) => d.Id === hw.id), 'no longer in Recently deleted');
    // The cleared hand-in's clear came back with it: it can still be undone.
    const cleared = (await s.db.query<{ id: string }>('select id from marking_clearances where homework_id = $1', [hw.id])).rows[0]!;
    assert.equal((await s.call('teacher', 'POST', '/RestoreClearedHandIns', { ClearanceId: cleared.id })).status, 200);
    // A submitted file comes back whole.
    const file = (await s.call('teacher', 'GET', `/GetStudentSubmission/${hw.id}/${hw.students[0]}`)).body.StudentAttachments[0];
    assert.equal(await (await fetch(file.UrlWithSasToken)).text(), `content of ${hw.submitted}`);

    const again = await restore(hw.id);
    assert.deepEqual([again.status, again.body.message], [404, DELETED_HOMEWORK_GONE]);
  });

  test("a deleted homework's read and save answer 404 saying it was deleted, by whom and when; one never made, not found", async () => {
    const hw = await freshHomework();
    const read = (await s.call('teacher', 'GET', `/GetHomework/${hw.id}`)).body;
    const deletedAt = Date.now();
    assert.equal((await s.call('teacher', 'DELETE', `/DeleteHomework/${hw.id}`)).status, 200);
    const who = (await deleted()).find((d) => d.Id === hw.id)!.DeletedBy;

    const answer = await s.call('teacher', 'GET', `/GetHomework/${hw.id}`);
    assert.equal(answer.status, 404);
    assert.equal(answer.body.message, deleteTexts.goneTitle);
    assert.deepEqual(homeworkDeletedOf(answer.body), { DeletedBy: who, DeletedAt: answer.body.deleted.DeletedAt });
    assert.ok(Math.abs(new Date(answer.body.deleted.DeletedAt).getTime() - deletedAt) < 60_000);
    // A save from a page left open gets the same answer, not a bare 'not found'.
    const saved = await s.call('teacher', 'POST', '/Edit', { ...read, Students: read.Students, Groups: read.Groups });
    assert.deepEqual([saved.status, saved.body.message, saved.body.deleted?.DeletedBy], [404, deleteTexts.goneTitle, who]);

    const never = await s.call('teacher', 'GET', `/GetHomework/${randomUUID()}`);
    assert.deepEqual([never.status, never.body], [404, { message: HOMEWORK_NOT_FOUND_MESSAGE }]);
  });

  test('a column a migration adds after the delete takes its default on restore, not null', async () => {
    const hw = await workedHomework();
    assert.equal((await s.call('teacher', 'DELETE', `/DeleteHomework/${hw.id}`)).status, 200);
    // As a later migration would: a new column with a default, on a table the restore writes.
    await s.db.query(`alter table homework_students add column later_flag text not null default 'from the migration'`);
    try {
      const restored = await restore(hw.id);
      assert.equal(restored.status, 200, JSON.stringify(restored.body));
      const { rows } = await s.db.query<{ later_flag: string }>('select later_flag from homework_students where homework_id = $1', [hw.id]);
      assert.equal(rows.length, hw.students.length);
      assert.deepEqual([...new Set(rows.map((row) => row.later_flag))], ['from the migration']);
    } finally {
      await s.db.query('alter table homework_students drop column later_flag');
    }
  });

  test("the dashboard's figures leave with the homework and come back with it", async (t) => {
    // A subject of this test's own, so other test files writing to a shared database move none of its figures.
    const { schoolId } = await s.school('teacher');
    const subject = { id: randomUUID(), name: `${s.tag} Deleted subject` };
    await s.db.query('insert into subjects (school_id, id, name, code) values ($1, $2, $3, $4)', [schoolId, subject.id, subject.name, `${s.tag}-del`]);
    // Each read comes once the answers kept before it have ended (the server's clock moved on, as in services/dashboard/dashboard.test.ts).
    let reads = 0;
    const dashboard = async () => {
      t.mock.timers.reset();
      t.mock.timers.enable({ apis: ['Date'], now: Date.now() + reads++ * (KEPT_ANSWER_MS + 1000) });
      const figures: Record<string, unknown> = {};
      for (const route of ['GetTotals', 'GetHandedInStatus']) {
        const answer = await fetch(`${s.baseUrl}/v3/ManagementDashboard/${route}?timeRange=term&dimension=subject`, {
          headers: { authorization: `Bearer ${s.tokens.teacher}` },
        });
        assert.equal(answer.status, 200);
        figures[route] = ((await answer.json()) as { Name: string }[]).filter((row) => row.Name === subject.name);
      }
      return figures;
    };
    const without = await dashboard();
    assert.deepEqual(without, { GetTotals: [], GetHandedInStatus: [] });
    const hw = await workedHomework(subject.id);
    const withIt = await dashboard();
    assert.deepEqual((withIt.GetTotals as { Count: number }[]).map((row) => row.Count), [1], 'the homework shows on the dashboard');
    assert.equal((withIt.GetHandedInStatus as unknown[]).length, 1);
    assert.equal((await s.call('teacher', 'DELETE', `/DeleteHomework/${hw.id}`)).status, 200);
    assert.deepEqual(await dashboard(), without, 'gone from every figure once deleted');
    assert.equal((await restore(hw.id)).status, 200);
    assert.deepEqual(await dashboard(), withIt, 'back in every figure once restored');
    t.mock.timers.reset();
  });

  test("another school's teacher, a non-teacher and bad ids are refused; the school's own teacher can still restore", async () => {
    const hw = await freshHomework();
    assert.equal((await s.call('teacher2', 'GET', `/GetDeleteHomeworkSummary/${hw.id}`)).status, 404);
    assert.equal((await s.call('teacher', 'DELETE', `/DeleteHomework/${hw.id}`)).status, 200);
    assert.ok(!(await deleted('teacher2')).some((d) => d.Id === hw.id), "not in another school's Recently deleted");
    const other = await restore(hw.id, 'teacher2');
    assert.deepEqual([other.status, other.body.message], [404, DELETED_HOMEWORK_GONE]);
    const refused = await restore(hw.id, 'noaccess');
    assert.deepEqual([refused.status, refused.body.message], [403, ACCESS_REFUSED.homework]);
    assert.equal((await s.call('noaccess', 'GET', '/GetDeletedHomework')).status, 403);
    assert.equal((await s.call('noaccess', 'GET', `/GetDeleteHomeworkSummary/${hw.id}`)).status, 403);
    assert.equal((await restore('not-an-id')).status, 404);
    assert.equal((await restore(randomUUID())).status, 404);
    const summary = await s.call('teacher', 'GET', '/GetDeleteHomeworkSummary/not-an-id');
    assert.deepEqual([summary.status, summary.body.message], [404, HOMEWORK_NOT_FOUND_MESSAGE]);
    assert.equal((await s.call('teacher', 'GET', `/GetHomework/${hw.id}`)).status, 404, 'nothing restored by them');
    assert.equal((await restore(hw.id)).status, 200);
    assert.equal((await s.call('teacher', 'GET', `/GetHomework/${hw.id}`)).status, 200);
  });

  test('homework kept past its days is refused, then purged with its files when a server starts', async () => {
    const old = await freshHomework();
    const recent = await freshHomework();
    const own = await file(old, 'homework');
    const sharedKey = `files/shared/${s.tag}-deleted`;
    await file(old, 'homework', sharedKey);
    await file(recent, 'homework', sharedKey);
    for (const hw of [old, recent]) assert.equal((await s.call('teacher', 'DELETE', `/DeleteHomework/${hw.id}`)).status, 200);
    const backdate = (id: string, days: number) =>
      s.db.query(`update deleted_homework set deleted_at = now() - make_interval(days => $2) where id = $1`, [id, days]);
    await backdate(old.id, DELETED_HOMEWORK_KEPT_DAYS + 1);
    await backdate(recent.id, DELETED_HOMEWORK_KEPT_DAYS - 1);

    const late = await restore(old.id);
    assert.deepEqual([late.status, late.body.message], [404, DELETED_HOMEWORK_GONE]);
    assert.ok(!(await deleted()).some((d) => d.Id === old.id), 'no longer offered');
    assert.ok((await filesOnDisk(s.dataDir)).includes(own), 'still stored until the purge');

    const restarted = await startTestServer({ dataDir: s.dataDir }, { db: s.db });
    await restarted.close();
    const left = await s.db.query<{ id: string }>('select id from deleted_homework where id = any($1::uuid[])', [[old.id, recent.id]]);
    assert.deepEqual(left.rows.map((r) => r.id), [recent.id], 'the old one is gone for good, the recent one kept');
    const stored = await filesOnDisk(s.dataDir);
    assert.ok(!stored.includes(own), 'its own file removed from storage');
    assert.ok(stored.includes(sharedKey), 'a file the recent deleted homework still names is kept');
    assert.equal((await restore(recent.id)).status, 200, 'the recent one can still be restored');
  });
});
