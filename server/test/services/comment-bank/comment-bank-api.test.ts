// The comment bank over real HTTP (decision 0035): each teacher's own bank, a department's shared by
// the subject's teachers (those who set its homework) and edited by them and the school's
// administrators, the school's edited by its administrators only; the most used first; delete and
// restore; another school's staff, staff without homework access and no token refused.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { commentBankRefusals } from '@homework/contracts/comment-bank';
import { ACCESS_REFUSED } from '../../../src/kit';
import { purgeDeletedComments } from '../../../src/services/comment-bank/queries';
import { startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';

describe('comment bank API', () => {
  let s: HomeworkTestServer;
  /** A subject the teacher sets homework in, and one only the admin does. */
  let taught: string;
  let notTaught: string;

  const add = (user: string, body: object) => s.call(user, 'POST', '/AddBankComment', body);
  const bank = (user: string, subjectId?: string) => s.call(user, 'GET', `/GetCommentBank${subjectId ? `?SubjectId=${subjectId}` : ''}`);
  const texts = async (user: string, subjectId?: string) => ((await bank(user, subjectId)).body.Comments as { Text: string }[]).map((c) => c.Text);
  const unique = (text: string) => `${s.tag} ${text}`;

  before(async () => {
    s = await startHomeworkServer(['teacher', 'admin', 'teacher2', 'noaccess']);
    const { schoolId, teacherId } = await s.school('teacher');
    // As the server counts a subject taught (subjectsTaught): homework set or created by them, so
    // that homework another test created for a colleague does not make a subject look untaught.
    const subjectsOf = async (personId: string) =>
      (
        await s.db.query<{ subject_id: string }>('select distinct subject_id from homework where school_id = $1 and (set_by_id = $2 or created_by_id = $2)', [
          schoolId,
          personId,
        ])
      ).rows.map((r) => r.subject_id);
    const mine = await subjectsOf(teacherId);
    const adminId = (await s.school('admin')).teacherId;
    taught = mine[0];
    notTaught = (await subjectsOf(adminId)).find((id) => !mine.includes(id))!;
    assert.ok(taught && notTaught, 'the demo school has a subject the teacher sets and one they do not');
  });
  after(() => s?.stop());

  test('a teacher adds to their own bank and reads it back; nobody else sees it', async () => {
    const added = await add('teacher', { Bank: 'own', SubjectId: null, Text: `  ${unique('Well done, {{StudentName}}.')}  ` });
    assert.equal(added.status, 200);
    assert.equal(added.body.Text, unique('Well done, {{StudentName}}.'), 'kept trimmed, tags as written');
    assert.deepEqual({ Bank: added.body.Bank, Uses: added.body.Uses, CanEdit: added.body.CanEdit, Version: added.body.Version }, { Bank: 'own', Uses: 0, CanEdit: true, Version: 1 });
    assert.ok((await texts('teacher')).includes(added.body.Text));
    assert.ok(!(await texts('admin')).includes(added.body.Text), 'not in a colleague’s bank');
    assert.ok(!(await texts('teacher2')).includes(added.body.Text), 'nor in another school’s');
    // A colleague cannot reach it by its id either: it is not there for them.
    for (const route of ['/EditBankComment', '/DeleteBankComment', '/UseBankComment']) {
      const answer = await s.call('admin', 'POST', route, { Id: added.body.Id, Text: 'x', Version: 1 });
      assert.equal(answer.status, 404, route);
      assert.equal(answer.body.message, commentBankRefusals.notFound);
    }
  });

  test("a department's bank: its teachers and the school's administrators change it, other teachers do not see it", async () => {
    const added = await add('teacher', { Bank: 'subject', SubjectId: taught, Text: unique('Use quotations to support your point.') });
    assert.equal(added.status, 200);
    assert.ok((await texts('admin', taught)).includes(added.body.Text), 'a school admin sees every department');
    const other = await add('teacher', { Bank: 'subject', SubjectId: notTaught, Text: unique('Not mine to add.') });
    assert.equal(other.status, 403);
    assert.equal(other.body.message, commentBankRefusals.notSubjectTeacher);
    const adminAdds = await add('admin', { Bank: 'subject', SubjectId: notTaught, Text: unique('Show your working.') });
    assert.equal(adminAdds.status, 200);
    assert.ok(!(await texts('teacher')).includes(adminAdds.body.Text), "a department the teacher does not teach is not theirs to see");
    const edited = await s.call('admin', 'POST', '/EditBankComment', { Id: added.body.Id, Text: unique('Use short quotations.'), Version: 1 });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.Version, 2);
    const noSubject = await add('admin', { Bank: 'subject', SubjectId: null, Text: 'x' });
    assert.equal(noSubject.status, 400);
    assert.equal(noSubject.body.message, commentBankRefusals.subjectNeeded);
    const unknown = await add('admin', { Bank: 'subject', SubjectId: randomUUID(), Text: 'x' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, commentBankRefusals.subjectNotFound);
  });

  test("the school's bank: everyone uses it, only the school's administrators change it", async () => {
    const refused = await add('teacher', { Bank: 'school', SubjectId: null, Text: unique('Nope.') });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, commentBankRefusals.notSchoolAdmin);
    const added = await add('admin', { Bank: 'school', SubjectId: null, Text: unique('Remember to hand in on time.') });
    assert.equal(added.status, 200);
    const asTeacher = (await bank('teacher', taught)).body;
    const seen = asTeacher.Comments.find((c: { Id: string }) => c.Id === added.body.Id);
    assert.equal(seen.CanEdit, false, 'the teacher sees it, and may not change it');
    assert.deepEqual(asTeacher.CanAddTo, { own: true, subject: true, school: false });
    assert.deepEqual((await bank('teacher', notTaught)).body.CanAddTo, { own: true, subject: false, school: false });
    assert.deepEqual((await bank('admin', notTaught)).body.CanAddTo, { own: true, subject: true, school: true });
    const edit = await s.call('teacher', 'POST', '/EditBankComment', { Id: added.body.Id, Text: 'Changed', Version: 1 });
    assert.equal(edit.status, 403);
    const del = await s.call('teacher', 'POST', '/DeleteBankComment', { Id: added.body.Id });
    assert.equal(del.status, 403);
    assert.ok((await texts('teacher')).includes(added.body.Text), 'still there');
  });

  test("the homework's subject filters the bank: comments kept for another subject are left out", async () => {
    const forTaught = await add('teacher', { Bank: 'own', SubjectId: taught, Text: unique('For this subject.') });
    const forOther = await add('teacher', { Bank: 'own', SubjectId: notTaught, Text: unique('For another subject.') });
    const forAny = await add('teacher', { Bank: 'own', SubjectId: null, Text: unique('For any subject.') });
    const shown = await texts('teacher', taught);
    assert.ok(shown.includes(forTaught.body.Text) && shown.includes(forAny.body.Text));
    assert.ok(!shown.includes(forOther.body.Text));
    assert.ok((await texts('teacher')).includes(forOther.body.Text), 'without a subject, all of them');
  });

  test('each insert is counted for the teacher who made it', async () => {
    const added = await add('teacher', { Bank: 'own', SubjectId: null, Text: unique('Counted.') });
    for (let i = 1; i <= 2; i += 1) {
      const used = await s.call('teacher', 'POST', '/UseBankComment', { Id: added.body.Id });
      assert.equal(used.status, 200);
      assert.deepEqual(used.body, { Id: added.body.Id, Uses: i });
    }
    const read = (await bank('teacher')).body.Comments.find((c: { Id: string }) => c.Id === added.body.Id);
    assert.equal(read.Uses, 2);
    assert.ok(read.LastUsedAt);
  });

  test('an edit of a comment changed since it was read is refused; empty and over-long texts are refused', async () => {
    const added = await add('teacher', { Bank: 'own', SubjectId: null, Text: unique('First.') });
    const first = await s.call('teacher', 'POST', '/EditBankComment', { Id: added.body.Id, Text: unique('Second.'), Version: 1 });
    assert.equal(first.status, 200);
    const stale = await s.call('teacher', 'POST', '/EditBankComment', { Id: added.body.Id, Text: unique('Third.'), Version: 1 });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.message, commentBankRefusals.changedSince);
    const blank = await s.call('teacher', 'POST', '/EditBankComment', { Id: added.body.Id, Text: '   ', Version: 2 });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.message, commentBankRefusals.blank);
    const long = await add('teacher', { Bank: 'own', SubjectId: null, Text: 'x'.repeat(4001) });
    assert.equal(long.status, 400);
  });

  test('a delete is kept for its Undo: restored once, then purged after its time', async () => {
    const added = await add('teacher', { Bank: 'own', SubjectId: null, Text: unique('Deleted then back.') });
    const deleted = await s.call('teacher', 'POST', '/DeleteBankComment', { Id: added.body.Id });
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.body, { Id: added.body.Id, Text: added.body.Text });
    assert.ok(!(await texts('teacher')).includes(added.body.Text));
    assert.equal((await s.call('teacher', 'POST', '/DeleteBankComment', { Id: added.body.Id })).status, 404, 'not deleted twice');
    const restored = await s.call('teacher', 'POST', '/RestoreBankComment', { Id: added.body.Id });
    assert.equal(restored.status, 200);
    assert.equal(restored.body.Text, added.body.Text);
    assert.ok((await texts('teacher')).includes(added.body.Text));
    const again = await s.call('teacher', 'POST', '/RestoreBankComment', { Id: added.body.Id });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, commentBankRefusals.notDeleted);

    // Deleted more than the kept days ago: the restore says so, and the purge takes it.
    await s.call('teacher', 'POST', '/DeleteBankComment', { Id: added.body.Id });
    await s.db.query("update comment_bank_comments set deleted_at = now() - interval '31 days' where id = $1", [added.body.Id]);
    const late = await s.call('teacher', 'POST', '/RestoreBankComment', { Id: added.body.Id });
    assert.equal(late.status, 409);
    assert.equal(late.body.message, commentBankRefusals.keptTooLong);
    assert.ok((await purgeDeletedComments(s.db, new Date(Date.now() - 30 * 24 * 60 * 60 * 1000))) >= 1);
    assert.equal((await s.db.query('select 1 from comment_bank_comments where id = $1', [added.body.Id])).rows.length, 0);
  });

  test("only the school's own staff with homework access call it; every query is scoped by the token's school", async () => {
    const added = await add('teacher', { Bank: 'own', SubjectId: null, Text: unique('Oakwood only.') });
    const noToken = await fetch(`${s.baseUrl}/v3/HomeworkManagement/GetCommentBank`);
    assert.equal(noToken.status, 401);
    const noAccess = await bank('noaccess');
    assert.equal(noAccess.status, 403);
    assert.equal(noAccess.body.message, ACCESS_REFUSED.homework);
    // Another school's teacher, naming this school's comment and subject: not there for them.
    for (const [route, body] of [
      ['/EditBankComment', { Id: added.body.Id, Text: 'x', Version: 1 }],
      ['/DeleteBankComment', { Id: added.body.Id }],
      ['/RestoreBankComment', { Id: added.body.Id }],
      ['/UseBankComment', { Id: added.body.Id }],
      ['/AddBankComment', { Bank: 'own', SubjectId: taught, Text: 'x' }],
    ] as const) {
      const answer = await s.call('teacher2', 'POST', route, body);
      assert.equal(answer.status, 404, route);
    }
    assert.ok(!(await texts('teacher2', taught)).includes(added.body.Text));
    const malformed = await s.call('teacher', 'POST', '/DeleteBankComment', { Id: 'not-an-id' });
    assert.equal(malformed.status, 400);
  });
});
