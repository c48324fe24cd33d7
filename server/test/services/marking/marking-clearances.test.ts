// Clears that can be undone (decision 0016), over real HTTP: what a clear would take, counted before
// the question; the clear keeping dates, marks and files; Undo and the History's Restore bringing them
// back; a hand-in made since never overwritten; another school's clear refused; the purge at start
// of clears kept longer than CLEARED_HAND_INS_KEPT_DAYS, with their files.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ACCESS_REFUSED } from '../../../src/kit';
import { keptSince, restoreBar, type RestoreBar } from '../../../src/services/marking/clearance-rules';
import { CLEARANCE_GONE, NOT_IN_CLEARANCE, restoreRefused, studentsNotOnHomework } from '../../../src/services/marking/messages';
import { filesOnDisk, londonDay, startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';
import { DAY_MS, freshHomework, markingHistory, restoreClearance, submitFile } from './marking-support';
import { startTestServer } from '../../support';

describe('restoreBar: when a cleared hand-in may be put back', () => {
  const now = new Date('2026-03-31T12:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const cases: [string, { clearedAt: Date; restoredAt: Date | null; clearedAgain: boolean }, { handedInDate: Date | null } | undefined, RestoreBar | null][] = [
    ['just cleared', { clearedAt: ago(0), restoredAt: null, clearedAgain: false }, { handedInDate: null }, null],
    ['29 days on', { clearedAt: ago(29), restoredAt: null, clearedAgain: false }, { handedInDate: null }, null],
    ['30 days and a minute on', { clearedAt: new Date(ago(30).getTime() - 60_000), restoredAt: null, clearedAgain: false }, { handedInDate: null }, 'expired'],
    ['restored already', { clearedAt: ago(1), restoredAt: ago(0), clearedAgain: false }, { handedInDate: ago(1) }, 'restored'],
    ['taken off the homework', { clearedAt: ago(1), restoredAt: null, clearedAgain: false }, undefined, 'notOnHomework'],
    ['handed in again', { clearedAt: ago(1), restoredAt: null, clearedAgain: false }, { handedInDate: ago(0) }, 'handedInAgain'],
    ['handed in again and cleared again', { clearedAt: ago(2), restoredAt: null, clearedAgain: true }, { handedInDate: null }, 'handedInAgain'],
    ['expiry before everything else', { clearedAt: ago(40), restoredAt: ago(39), clearedAgain: true }, undefined, 'expired'],
  ];
  for (const [name, cleared, link, bar] of cases) test(name, () => assert.equal(restoreBar(cleared, link, now), bar));
  test('kept since exactly the kept days before now', () => assert.equal(keptSince(now).toISOString(), ago(30).toISOString()));
});

describe('restoreRefused: one student or several', () => {
  const cases: [Parameters<typeof restoreRefused>, string][] = [
    [['handedInAgain', 1, 1], 'This student has handed in again since the clear, so nothing was restored: the new hand-in is kept.'],
    [['handedInAgain', 1, 3], '1 of these 3 students has handed in again since the clear, so nothing was restored: the new hand-in is kept.'],
    [['handedInAgain', 2, 3], '2 of these 3 students have handed in again since the clear, so nothing was restored: the new hand-ins are kept.'],
    [['notOnHomework', 1, 1], 'This student is no longer on this homework, so nothing was restored.'],
    [['notOnHomework', 2, 5], '2 of these 5 students are no longer on this homework, so nothing was restored.'],
    [['restored', 1, 1], 'This hand-in has already been restored.'],
    [['restored', 4, 4], 'These hand-ins have already been restored.'],
  ];
  for (const [args, text] of cases) test(args.join(' '), () => assert.equal(restoreRefused(...args), text));
});

describe('clears that can be undone, over HTTP', () => {
  let s: HomeworkTestServer;

  const row = async (hw: string, student: string) =>
    (
      await s.db.query<{ id: string; handed_in_date: Date | null; result: string | null; comments: string | null; status: number }>(
        'select id, handed_in_date, result, comments, status from homework_students where homework_id = $1 and student_id = $2',
        [hw, student],
      )
    ).rows[0]!;

  /** Handed in `days` ago, with a grade and comment when given, and `files` submitted files. */
  async function handIn(hw: string, student: string, options: { days?: number; result?: string; comments?: string; files?: number; user?: string } = {}) {
    const user = options.user ?? 'teacher';
    const answer = await s.call(user, 'POST', '/HandInHomework', { HomeworkId: hw, StudentId: student, HandedInDate: londonDay(-(options.days ?? 1)) });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    if (options.result || options.comments)
      await s.call(user, 'POST', '/SaveHomeworkMark', { HomeworkId: hw, StudentId: student, Result: options.result ?? null, Comments: options.comments ?? null });
    const files = [];
    for (let n = 0; n < (options.files ?? 0); n += 1) files.push(await submitFile(s, hw, student, `work ${n + 1}.pdf`));
    return files;
  }

  const submission = async (hw: string, student: string, user = 'teacher') =>
    (await s.call(user, 'GET', `/GetStudentSubmission/${hw}/${student}`)).body as { StudentAttachments: { Id: string; UrlWithSasToken: string }[] };
  const clearOne = (hw: string, student: string, user = 'teacher') => s.call(user, 'POST', '/ClearHandedIn', { HomeworkId: hw, StudentId: student });
  const clearMany = (hw: string, students: string[]) =>
    s.call('teacher', 'POST', '/UpdateHomeworkStudents', { Id: hw, Students: students.map((StudentId) => ({ StudentId, HandedInDate: null, status: 1 })) });

  before(async () => {
    s = await startHomeworkServer(['teacher', 'teacher2', 'noaccess']);
  });
  after(() => s?.stop());

  test('one clear, then Undo: the date, grade, comment and files come back, and the history says so', async () => {
    const hw = await freshHomework(s);
    const student = hw.students[0]!;
    const files = await handIn(hw.id, student, { days: 2, result: '7/10', comments: 'Well argued.', files: 2 });
    const before = await row(hw.id, student);
    const links = (await submission(hw.id, student)).StudentAttachments;
    assert.equal(links.length, 2);

    const counted = await s.call('teacher', 'POST', '/GetClearHandedInSummary', { HomeworkId: hw.id, StudentIds: [student] });
    assert.deepEqual([counted.status, counted.body], [200, { HandIns: 1, Marks: 1, Files: 2 }]);

    const cleared = await clearOne(hw.id, student);
    assert.equal(cleared.status, 200);
    assert.match(cleared.body.ClearanceId, /^[0-9a-f-]{36}$/);
    assert.deepEqual(cleared.body.Cleared, { HandIns: 1, Marks: 1, Files: 2 });
    assert.deepEqual([cleared.body.HandedInDate, cleared.body.Result, cleared.body.Comments, cleared.body.Status], [null, null, null, 1]);
    assert.deepEqual((await submission(hw.id, student)).StudentAttachments, []);
    assert.equal((await fetch(links[0]!.UrlWithSasToken)).status, 403, 'the file is off the hand-in');
    const stored = await filesOnDisk(s.dataDir);
    assert.ok(files.every((f) => stored.includes(f.key)), 'kept in storage');
    const clearedEntry = (await markingHistory(s, hw.id, student)).find((e) => e.Field === 'HandedInDate' && e.Change === 'Cleared')!;
    assert.deepEqual([clearedEntry.NewValue, clearedEntry.ClearanceId, clearedEntry.CanRestore], [null, cleared.body.ClearanceId, true]);
    assert.ok((await markingHistory(s, hw.id, student)).filter((e) => e.Field !== 'HandedInDate').every((e) => !e.CanRestore), 'Restore is offered once');

    const restored = await restoreClearance(s, cleared.body.ClearanceId);
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    assert.deepEqual(restored.body.Restored, { HandIns: 1, Marks: 1, Files: 2 });
    assert.equal(restored.body.HomeworkId, hw.id);
    assert.deepEqual(restored.body.Students, [
      { StudentId: student, HandedInDate: before.handed_in_date!.toISOString(), Result: '7/10', Comments: 'Well argued.', Status: 3, ExtendedDueDate: null },
    ]);
    const after = await row(hw.id, student);
    assert.deepEqual([after.handed_in_date, after.result, after.comments, after.status], [before.handed_in_date, '7/10', 'Well argued.', 3]);
    const back = (await submission(hw.id, student)).StudentAttachments;
    assert.deepEqual(back.map((a) => a.Id).sort(), files.map((f) => f.id).sort());
    const opened = await fetch(back[0]!.UrlWithSasToken);
    assert.equal(opened.status, 200);
    assert.match(await opened.text(), /^content of work \d\.pdf$/);

    const entries = await markingHistory(s, hw.id, student);
    const restoredEntries = entries.filter((e) => e.Change === 'Restored').map((e) => [e.Field, e.OldValue, e.NewValue]);
    assert.deepEqual(restoredEntries.sort(), [
      ['Comments', null, 'Well argued.'],
      ['HandedInDate', null, londonDay(-2)],
      ['Result', null, '7/10'],
    ]);
    assert.ok(entries.every((e) => !e.CanRestore), 'nothing left to restore');
    const again = await restoreClearance(s, cleared.body.ClearanceId);
    assert.deepEqual([again.status, again.body.message], [409, restoreRefused('restored', 1, 1)]);
  });

  test('a bulk clear counts and keeps only the hand-ins; Undo brings every one back in one request', async () => {
    const hw = await freshHomework(s);
    const [a, b, c] = hw.students as [string, string, string];
    await handIn(hw.id, a, { result: 'A', files: 1 });
    await handIn(hw.id, b, { comments: 'See me.', files: 2 });
    await handIn(hw.id, c);
    const notHandedIn = hw.students[3]!;
    const all = [a, b, c, notHandedIn];

    const counted = await s.call('teacher', 'POST', '/GetClearHandedInSummary', { HomeworkId: hw.id, StudentIds: all });
    assert.deepEqual(counted.body, { HandIns: 3, Marks: 2, Files: 3 });
    const cleared = await clearMany(hw.id, all);
    assert.equal(cleared.status, 200);
    assert.deepEqual([cleared.body.Updated, cleared.body.Cleared], [3, { HandIns: 3, Marks: 2, Files: 3 }]);
    for (const student of [a, b, c]) assert.equal((await row(hw.id, student)).handed_in_date, null);

    const restored = await restoreClearance(s, cleared.body.ClearanceId);
    assert.equal(restored.status, 200);
    assert.deepEqual(restored.body.Restored, { HandIns: 3, Marks: 2, Files: 3 });
    assert.deepEqual(restored.body.Students.map((r: { StudentId: string; Status: number }) => [r.StudentId, r.Status]).sort(), [[a, 3], [b, 2], [c, 2]].sort());
    assert.equal((await row(hw.id, b)).comments, 'See me.');
    assert.equal((await submission(hw.id, b)).StudentAttachments.length, 2);
    assert.equal((await row(hw.id, notHandedIn)).handed_in_date, null, 'a student with nothing cleared stays as they were');

    const nothing = await clearMany(hw.id, [notHandedIn]);
    assert.deepEqual([nothing.body.ClearanceId, nothing.body.Cleared], [null, { HandIns: 0, Marks: 0, Files: 0 }]);
  });

  test('a hand-in made since the clear is never overwritten: the restore is refused and says why', async () => {
    const hw = await freshHomework(s);
    const [a, b] = hw.students as [string, string];
    await handIn(hw.id, a, { result: 'B', files: 1 });
    await handIn(hw.id, b, { files: 1 });
    const cleared = await clearMany(hw.id, [a, b]);
    await handIn(hw.id, a, { days: 0 });
    const handedInAgain = await row(hw.id, a);

    const refused = await restoreClearance(s, cleared.body.ClearanceId);
    assert.deepEqual([refused.status, refused.body.message], [409, restoreRefused('handedInAgain', 1, 2)]);
    assert.deepEqual(await row(hw.id, a), handedInAgain, 'the new hand-in is kept');
    assert.equal((await row(hw.id, b)).handed_in_date, null, 'all or nothing: the other student is not restored either');
    assert.deepEqual((await submission(hw.id, a)).StudentAttachments, []);
    assert.ok((await markingHistory(s, hw.id, a)).every((e) => !e.CanRestore), 'the History no longer offers it');
    assert.equal((await markingHistory(s, hw.id, b)).filter((e) => e.CanRestore).length, 1, 'the other student can still be restored alone');

    const one = await restoreClearance(s, cleared.body.ClearanceId, [b]);
    assert.equal(one.status, 200);
    assert.deepEqual(one.body.Restored, { HandIns: 1, Marks: 0, Files: 1 });
    assert.equal((await submission(hw.id, b)).StudentAttachments.length, 1);

    // Handed in again and cleared again: the first clear is past; the second can be undone.
    await clearOne(hw.id, a);
    const first = await restoreClearance(s, cleared.body.ClearanceId, [a]);
    assert.deepEqual([first.status, first.body.message], [409, restoreRefused('handedInAgain', 1, 1)]);
    const latest = (await markingHistory(s, hw.id, a)).filter((e) => e.CanRestore);
    assert.equal(latest.length, 1);
    assert.equal((await restoreClearance(s, latest[0]!.ClearanceId!, [a])).status, 200);
    assert.equal((await row(hw.id, a)).handed_in_date?.toISOString(), handedInAgain.handed_in_date?.toISOString());
  });

  test("another school's clear, a student not in the clear, bad ids and a non-teacher are refused", async () => {
    const hw = await freshHomework(s);
    const [a, b] = hw.students as [string, string];
    await handIn(hw.id, a, { files: 1 });
    const cleared = await clearOne(hw.id, a);
    const id = cleared.body.ClearanceId as string;

    const other = await restoreClearance(s, id, undefined, 'teacher2');
    assert.deepEqual([other.status, other.body.message], [404, CLEARANCE_GONE]);
    assert.equal((await row(hw.id, a)).handed_in_date, null, "another school's teacher restored nothing");
    const otherCount = await s.call('teacher2', 'POST', '/GetClearHandedInSummary', { HomeworkId: hw.id, StudentIds: [a] });
    assert.equal(otherCount.status, 404);
    assert.equal((await restoreClearance(s, randomUUID())).status, 404);
    const notInIt = await restoreClearance(s, id, [b]);
    assert.deepEqual([notInIt.status, notInIt.body.message], [404, NOT_IN_CLEARANCE]);
    const badId = await restoreClearance(s, 'not-a-clear');
    assert.deepEqual([badId.status, badId.body.message], [400, '"not-a-clear" is not a valid clearance id.']);
    const stranger = await s.call('teacher', 'POST', '/GetClearHandedInSummary', { HomeworkId: hw.id, StudentIds: [a, randomUUID()] });
    assert.deepEqual([stranger.status, stranger.body.message], [400, studentsNotOnHomework(1)]);
    const refused = await restoreClearance(s, id, undefined, 'noaccess');
    assert.deepEqual([refused.status, refused.body.message], [403, ACCESS_REFUSED.homework]);
    assert.equal((await restoreClearance(s, id)).status, 200, 'the school’s own teacher still can');
  });

  test(`clears kept past their days are refused, then purged with their files when a server starts`, async () => {
    const hw = await freshHomework(s);
    const [a, b, c] = hw.students as [string, string, string];
    const [own] = await handIn(hw.id, a, { files: 1 });
    const sharedKey = `submissions/shared/${s.tag}-clearance`;
    await handIn(hw.id, b);
    await submitFile(s, hw.id, b, 'shared.pdf', { sharedKey });
    await handIn(hw.id, c);
    await submitFile(s, hw.id, c, 'shared.pdf', { sharedKey });
    const old = (await clearMany(hw.id, [a, b])).body.ClearanceId as string;
    const recent = (await clearOne(hw.id, c)).body.ClearanceId as string;
    const backdate = (id: string, days: number) =>
      s.db.query(`update marking_clearances set cleared_at = now() - make_interval(days => $2) where id = $1`, [id, days]);
    await backdate(old, 31);
    await backdate(recent, 29);

    const late = await restoreClearance(s, old);
    assert.deepEqual([late.status, late.body.message], [404, CLEARANCE_GONE]);
    assert.ok((await markingHistory(s, hw.id, a)).every((e) => !e.CanRestore));
    assert.ok((await filesOnDisk(s.dataDir)).includes(own!.key), 'still stored until the purge');

    const restarted = await startTestServer({ dataDir: s.dataDir }, { db: s.db });
    await restarted.close();
    const left = await s.db.query<{ id: string }>('select id from marking_clearances where id = any($1::uuid[])', [[old, recent]]);
    assert.deepEqual(left.rows.map((r) => r.id), [recent], 'the old clear is gone, the recent one kept');
    const rows = await s.db.query<{ n: number }>('select count(*)::int as n from attachments where clearance_id = $1', [old]);
    assert.equal(rows.rows[0]!.n, 0);
    const stored = await filesOnDisk(s.dataDir);
    assert.ok(!stored.includes(own!.key), 'its own file removed from storage');
    assert.ok(stored.includes(sharedKey), 'a file another row still names is kept');
    assert.equal((await restoreClearance(s, recent)).status, 200, 'the recent clear can still be undone');
    const link = (await submission(hw.id, c)).StudentAttachments[0]!;
    assert.equal((await fetch(link.UrlWithSasToken)).status, 200);
  });
});
