// Two tabs, or two teachers, marking the same student (decision 0020): a save over a mark changed since
// the screen read it is refused (409) with both marks; the teacher's choice of theirs saves nothing;
// their choice of their own replaces the mark, and the replaced mark's mail, not yet gone, never goes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SCHEDULED_MAIL_CANCELLED, markChangedTexts } from '@homework/contracts';
import { startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';
import { freshHomework, markingHistory, studentsWithAddress } from './marking-support';

describe('SaveHomeworkMark over a mark changed since it was read', () => {
  let s: HomeworkTestServer;
  let homeworkId: string;
  let student: string;

  before(async () => {
    s = await startHomeworkServer(['teacher', 'admin']);
    const hw = await freshHomework(s);
    homeworkId = hw.id;
    [student] = (await studentsWithAddress(s, homeworkId, 1, 0)) as [string];
  });
  after(() => s?.stop());

  const feedbackMail = async () =>
    (
      await s.db.query<{ state: string; reason: string | null; body: string }>(
        `select r.state, r.last_error as reason, m.body_html as body from message_recipients r
           join messages m on m.school_id = r.school_id and m.id = r.message_id
          where m.kind = 'feedback' and r.student_id = $1 and m.homework_id = $2 order by m.created_at, m.id`,
        // This homework's only: on a shared PostgreSQL the student has other files' mail too.
        [student, homeworkId],
      )
    ).rows;
  const save = (user: string, mark: { Result: string | null; Comments: string | null }, read?: { Result: string | null; Comments: string | null }) =>
    s.call(user, 'POST', '/SaveHomeworkMark', { HomeworkId: homeworkId, StudentId: student, ...mark, ...(read ? { Read: read } : {}) });
  const unmarked = { Result: null, Comments: null };

  test('the later of two saves from the same read is refused with both marks, and mails nothing', async () => {
    // Both tabs opened the student unmarked; the first saves B+.
    const first = await save('teacher', { Result: 'B+', Comments: 'Good.' }, unmarked);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal((await feedbackMail()).length, 1);

    // The other teacher's tab, which read the student unmarked, saves C: refused, with both.
    const second = await save('admin', { Result: 'C', Comments: '  ' }, unmarked);
    assert.equal(second.status, 409, JSON.stringify(second.body));
    assert.equal(second.body.message, markChangedTexts.refused);
    assert.deepEqual(second.body.Mine, { Result: 'C', Comments: null });
    assert.deepEqual([second.body.Theirs.Result, second.body.Theirs.Comments], ['B+', 'Good.']);
    assert.match(second.body.Theirs.ChangedBy, /\S/, 'names who saved theirs');
    assert.ok(!Number.isNaN(Date.parse(second.body.Theirs.ChangedAt)));
    const row = (await s.db.query('select result, comments from homework_students where homework_id = $1 and student_id = $2', [homeworkId, student])).rows[0];
    assert.deepEqual(row, { result: 'B+', comments: 'Good.' }, 'theirs stands');
    assert.equal((await feedbackMail()).length, 1, 'no mail for the refused save');

    // The same mark as theirs, or a save that read theirs, is no clash.
    assert.equal((await save('admin', { Result: 'B+', Comments: 'Good.' }, unmarked)).status, 200);
    assert.equal((await feedbackMail()).length, 1, 'the same mark saved again is not mailed');
  });

  test('choosing mine saves it over theirs, and the replaced mark’s mail not yet sent is cancelled', async () => {
    const chosen = await save('admin', { Result: 'C', Comments: null }, { Result: 'B+', Comments: 'Good.' });
    assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
    assert.deepEqual([chosen.body.Result, chosen.body.Comments], ['C', null]);
    const mail = await feedbackMail();
    assert.deepEqual(
      mail.map((m) => [m.state, m.reason]),
      [
        ['cancelled', SCHEDULED_MAIL_CANCELLED.markReplaced],
        ['queued', null],
      ],
    );
    assert.match(mail[1]!.body, /\bC\b/);
    const history = await markingHistory(s, homeworkId, student);
    assert.ok(history.some((e) => e.Field === 'Result' && e.OldValue === 'B+' && e.NewValue === 'C'), 'the history keeps the replaced grade');
  });

  test('a save without Read (the spec’s body) is made as before', async () => {
    const plain = await save('teacher', { Result: 'A', Comments: null });
    assert.equal(plain.status, 200, JSON.stringify(plain.body));
    assert.equal(plain.body.Result, 'A');
  });
});
