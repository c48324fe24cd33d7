// Clear Grade and Comment asks first and can be undone (decision 0016's rule for every clear), over
// real HTTP with a real SMTP server: the clear keeps the grade and comment; Undo (and the History's
// Restore) puts them back and writes 'Restored' in the history without sending the homework-marked
// mail again; a mark made since, or a hand-in cleared since, is never overwritten; another school's
// clear is refused.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { restoreBar, type RestoreBar } from '../../../src/services/marking/clearance-rules';
import { CLEARANCE_GONE, restoreRefused } from '../../../src/services/marking/messages';
import { londonDay, type HomeworkTestServer } from '../../support/homework-server';
import { DAY_MS, markingHistory, restoreClearance } from './marking-support';
import { startHomeworkServerWithMail, type MailServer } from '../../support/mail-server';

describe('restoreBar: when a cleared mark may be put back', () => {
  const now = new Date('2026-03-31T12:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const mark = (over: { clearedAt?: Date; restoredAt?: Date | null; clearedAgain?: boolean } = {}) => ({
    kind: 'mark' as const,
    clearedAt: ago(1),
    restoredAt: null,
    clearedAgain: false,
    ...over,
  });
  const cases: [string, ReturnType<typeof mark>, { handedInDate: Date | null; marked: boolean } | undefined, RestoreBar | null][] = [
    ['just cleared, still handed in, unmarked', mark({ clearedAt: ago(0) }), { handedInDate: ago(2), marked: false }, null],
    ['past keeping', mark({ clearedAt: ago(31) }), { handedInDate: ago(2), marked: false }, 'expired'],
    ['restored already', mark({ restoredAt: ago(0) }), { handedInDate: ago(2), marked: true }, 'restored'],
    ['taken off the homework', mark(), undefined, 'notOnHomework'],
    ['its hand-in cleared since', mark(), { handedInDate: null, marked: false }, 'notHandedIn'],
    ['marked again since', mark(), { handedInDate: ago(2), marked: true }, 'markedAgain'],
    ['marked again and cleared again', mark({ clearedAgain: true }), { handedInDate: ago(2), marked: false }, 'markedAgain'],
  ];
  for (const [name, cleared, link, bar] of cases) test(name, () => assert.equal(restoreBar(cleared, link, now), bar));
});

describe('Clear Grade and Comment that can be undone, over HTTP', () => {
  let s: HomeworkTestServer;
  let mail: MailServer;

  before(async () => {
    ({ server: s, mail } = await startHomeworkServerWithMail(['teacher', 'teacher2', 'noaccess']));
  });
  after(() => s?.stop());

  /** A fresh homework and two of its students who have an email address. */
  async function freshHomework(): Promise<{ id: string; title: string; students: { id: string; email: string }[] }> {
    const hw = await s.create('teacher', { startIn: -14 }); // hand-ins on past days, after it was set
    const { rows } = await s.db.query<{ id: string; email: string }>(
      `select st.id::text, st.email from homework_students hs join students st on st.school_id = hs.school_id and st.id = hs.student_id
        where hs.homework_id = $1 and st.email is not null order by st.id limit 2`,
      [hw.Id],
    );
    assert.equal(rows.length, 2);
    return { id: hw.Id, title: hw.Title, students: rows };
  }

  const row = async (hw: string, student: string) =>
    (
      await s.db.query<{ handed_in_date: Date | null; result: string | null; comments: string | null; status: number }>(
        'select handed_in_date, result, comments, status from homework_students where homework_id = $1 and student_id = $2',
        [hw, student],
      )
    ).rows[0]!;
  // The homework-marked mails queued in the outbox for the student about this homework's title (unique
  // to this file's server; its tests run one after another, and other files may share the database).
  const feedbackMessages = async (student: string, title: string) =>
    (
      await s.db.query<{ n: number }>(
        `select count(*)::int as n from message_recipients r join messages m on m.school_id = r.school_id and m.id = r.message_id
          where m.kind = 'feedback' and r.student_id = $1 and m.subject = $2`,
        [student, `Homework marked: ${title}`],
      )
    ).rows[0]!.n;
  const markedMails = (address: string, title: string) =>
    mail.mails.filter((m) => m.envelopeTo.includes(address) && m.subject === `Homework marked: ${title}`).length;

  async function markedStudent(hw: { id: string; title: string }, student: { id: string; email: string }, result: string, comments: string | null) {
    assert.equal((await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: hw.id, StudentId: student.id, HandedInDate: londonDay(-1) })).status, 200);
    const saved = await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: hw.id, StudentId: student.id, Result: result, Comments: comments });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
  }
  const clearMark = (hw: string, student: string, user = 'teacher') => s.call(user, 'POST', '/ClearHomeworkMark', { HomeworkId: hw, StudentId: student });

  test('the clear keeps the grade and comment; Undo puts them back, writes Restored, and sends no mail', async () => {
    const hw = await freshHomework();
    const [ann, bob] = hw.students as [{ id: string; email: string }, { id: string; email: string }];
    await markedStudent(hw, ann, 'B+', 'Good work\nKeep going');
    await mail.waitFor(1, ann.email, `Homework marked: ${hw.title}`);
    const handedIn = (await row(hw.id, ann.id)).handed_in_date;
    const queued = await feedbackMessages(ann.id, hw.title);
    assert.ok(queued >= 1, 'the save queued its mail');

    const cleared = await clearMark(hw.id, ann.id);
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.deepEqual(cleared.body.Cleared, { HandIns: 0, Marks: 1, Files: 0 });
    assert.ok(cleared.body.ClearanceId);
    // 02 §4: Marked back to Handed In; the hand-in stays.
    assert.deepEqual([cleared.body.Status, cleared.body.Result, cleared.body.Comments], [2, null, null]);
    assert.deepEqual(await row(hw.id, ann.id), { handed_in_date: handedIn, result: null, comments: null, status: 2 });
    const offered = (await markingHistory(s, hw.id, ann.id)).filter((e) => e.CanRestore);
    assert.deepEqual(offered.map((e) => [e.Field, e.OldValue, e.Change]), [['Result', 'B+', 'Cleared']], 'Restore offered once, on the grade');

    const undone = await restoreClearance(s, cleared.body.ClearanceId);
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    assert.deepEqual(undone.body.Restored, { HandIns: 0, Marks: 1, Files: 0 });
    assert.deepEqual(await row(hw.id, ann.id), { handed_in_date: handedIn, result: 'B+', comments: 'Good work\nKeep going', status: 3 });
    const restored = (await markingHistory(s, hw.id, ann.id)).filter((e) => e.Change === 'Restored');
    assert.deepEqual(restored.map((e) => [e.Field, e.OldValue, e.NewValue]).sort(), [
      ['Comments', null, 'Good work\nKeep going'],
      ['Result', null, 'B+'],
    ]);
    assert.ok((await markingHistory(s, hw.id, ann.id)).every((e) => !e.CanRestore), 'nothing left to restore');

    // No homework-marked mail for the restore: none in the outbox, and none arrives before a later one does.
    assert.equal(await feedbackMessages(ann.id, hw.title), queued, 'no mail queued by the clear or the restore');
    await markedStudent(hw, bob, 'A', null);
    await mail.waitFor(1, bob.email, `Homework marked: ${hw.title}`);
    assert.equal(await feedbackMessages(bob.id, hw.title), 1);
    assert.equal(markedMails(ann.email, hw.title), 1, 'the restore sent no second mail');

    const again = await restoreClearance(s, cleared.body.ClearanceId);
    assert.deepEqual([again.status, again.body.message], [409, 'This grade and comment have already been restored.']);
  });

  test('the History’s Restore of a comment alone; a mark made since, or a hand-in cleared since, is never overwritten', async () => {
    const hw = await freshHomework();
    const [ann, bob] = hw.students as [{ id: string; email: string }, { id: string; email: string }];
    await markedStudent(hw, ann, 'C', null);
    const first = (await clearMark(hw.id, ann.id)).body.ClearanceId as string;
    await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: hw.id, StudentId: ann.id, Result: 'A', Comments: null });
    const markedAgain = await restoreClearance(s, first, [ann.id]);
    assert.deepEqual([markedAgain.status, markedAgain.body.message], [409, restoreRefused('markedAgain', 1, 1)]);
    assert.equal((await row(hw.id, ann.id)).result, 'A', 'the new mark is kept');
    // Cleared again: the first clear stays barred, the second can be restored.
    const second = (await clearMark(hw.id, ann.id)).body.ClearanceId as string;
    assert.equal((await restoreClearance(s, first, [ann.id])).status, 409);
    assert.equal((await restoreClearance(s, second, [ann.id])).status, 200);
    assert.equal((await row(hw.id, ann.id)).result, 'A');

    // A comment alone: Restore offered on the comment; a hand-in cleared since bars it.
    await markedStudent(hw, bob, '', 'See me');
    const commentOnly = await clearMark(hw.id, bob.id);
    assert.deepEqual(
      (await markingHistory(s, hw.id, bob.id)).filter((e) => e.CanRestore).map((e) => e.Field),
      ['Comments'],
    );
    assert.equal((await s.call('teacher', 'POST', '/ClearHandedIn', { HomeworkId: hw.id, StudentId: bob.id })).status, 200);
    const notHandedIn = await restoreClearance(s, commentOnly.body.ClearanceId, [bob.id]);
    assert.deepEqual([notHandedIn.status, notHandedIn.body.message], [409, restoreRefused('notHandedIn', 1, 1)]);
    assert.equal((await row(hw.id, bob.id)).comments, null);
  });

  test("nothing to clear makes no clear; another school's teacher and a non-teacher are refused", async () => {
    const hw = await freshHomework();
    const [ann] = hw.students as [{ id: string; email: string }];
    await markedStudent(hw, ann, 'B', 'Fine');
    const cleared = await clearMark(hw.id, ann.id);
    const other = await restoreClearance(s, cleared.body.ClearanceId, undefined, 'teacher2');
    assert.deepEqual([other.status, other.body.message], [404, CLEARANCE_GONE]);
    assert.equal((await restoreClearance(s, cleared.body.ClearanceId, undefined, 'noaccess')).status, 403);
    assert.equal((await row(hw.id, ann.id)).result, null, 'nothing restored by them');
    assert.equal((await clearMark(hw.id, ann.id, 'teacher2')).status, 404);
    const nothing = await clearMark(hw.id, ann.id);
    assert.deepEqual([nothing.status, nothing.body.ClearanceId], [200, null]);
    assert.equal((await restoreClearance(s, cleared.body.ClearanceId)).status, 200);
  });
});
