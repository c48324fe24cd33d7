// Mark schemes over real HTTP (decision 0039): a teacher's own schemes and the school's (its
// administrators'), refused in words when wrong; a scheme copied onto a homework, so editing or
// deleting it leaves the homework's copy and its marks as they are; levels kept beside the mark by
// SaveHomeworkMark; a change of scheme counted, refused when marks were saved since, and undone.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { HOMEWORK_NOT_FOUND_MESSAGE } from '@homework/contracts';
import { markSchemeRefusals } from '@homework/contracts/mark-schemes';
import { ACCESS_REFUSED } from '../../../src/kit';
import { startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';
import { freshHomework } from '../marking/marking-support';

const level = (descriptor: string, points: number | null) => ({ Id: randomUUID(), Descriptor: descriptor, Points: points });
function scheme(name: string, bands: { From: number; To: number; Label: string }[] = []) {
  return {
    Name: name,
    Owner: 'own' as 'own' | 'school',
    Criteria: [
      { Id: randomUUID(), Title: 'Argument', Levels: [level('No clear argument', 0), level('A clear argument', 5), level('A compelling argument', 10)] },
      { Id: randomUUID(), Title: 'Evidence', Levels: [level('Little evidence', 2), level('Well chosen evidence', 4), level('Evidence weighed', 10)] },
    ],
    Bands: bands,
  };
}

describe('mark schemes API', () => {
  let s: HomeworkTestServer;
  const save = (user: string, body: object) => s.call(user, 'POST', '/SaveMarkScheme', body);
  const listed = async (user: string) => ((await s.call(user, 'GET', '/GetMarkSchemes')).body.Schemes as { Id: string; Name: string }[]).map((x) => x.Name);
  const unique = (name: string) => `${s.tag} ${name}`;

  before(async () => {
    s = await startHomeworkServer(['teacher', 'admin', 'teacher2', 'noaccess']);
  });
  after(() => s?.stop());

  test('a teacher makes their own scheme; only they see and change it', async () => {
    const made = await save('teacher', scheme(`  ${unique('Essay')}  `));
    assert.equal(made.status, 200);
    assert.deepEqual([made.body.Name, made.body.Owner, made.body.CanEdit, made.body.Version], [unique('Essay'), 'own', true, 1]);
    assert.ok((await listed('teacher')).includes(unique('Essay')));
    assert.ok(!(await listed('admin')).includes(unique('Essay')), 'not in a colleague’s list, even a school admin’s');
    assert.ok(!(await listed('teacher2')).includes(unique('Essay')), 'nor in another school’s');
    for (const user of ['admin', 'teacher2']) {
      const edit = await save(user, { ...scheme('Taken'), Id: made.body.Id, Version: 1 });
      assert.deepEqual([edit.status, edit.body.message], [404, markSchemeRefusals.notFound], user);
      const del = await s.call(user, 'POST', '/DeleteMarkScheme', { Id: made.body.Id });
      assert.deepEqual([del.status, del.body.message], [404, markSchemeRefusals.notFound], user);
    }
  });

  test("the school's schemes: everyone sees them, only school admins change them", async () => {
    const refused = await save('teacher', { ...scheme(unique('School essay')), Owner: 'school' });
    assert.deepEqual([refused.status, refused.body.message], [403, markSchemeRefusals.notSchoolAdmin]);
    const made = await save('admin', { ...scheme(unique('School essay')), Owner: 'school' });
    assert.equal(made.status, 200);
    const seen = (await s.call('teacher', 'GET', '/GetMarkSchemes')).body;
    const mine = seen.Schemes.find((x: { Id: string }) => x.Id === made.body.Id);
    assert.deepEqual([mine.Owner, mine.CanEdit, seen.CanAddToSchool], ['school', false, false]);
    const edit = await save('teacher', { ...scheme('Mine now'), Owner: 'school', Id: made.body.Id, Version: 1 });
    assert.deepEqual([edit.status, edit.body.message], [403, markSchemeRefusals.notSchoolAdmin]);
    assert.ok(!(await listed('teacher2')).includes(unique('School essay')), 'not another school’s');
  });

  test('a scheme with a problem is refused (400) in the teacher’s words, and nothing is written', async () => {
    const good = scheme(unique('Refused'));
    const cases: [string, object, string][] = [
      ['a level without points', { ...good, Criteria: [{ ...good.Criteria[0], Levels: [level('Something', null)] }] }, markSchemeRefusals.pointsNeeded('Argument', 1)],
      ['bands that overlap', { ...good, Bands: [{ From: 0, To: 10, Label: 'Low' }, { From: 9, To: 20, Label: 'High' }] }, markSchemeRefusals.bandsOverlap('Low', 'High')],
      ['a gap between bands', { ...good, Bands: [{ From: 0, To: 8, Label: 'Low' }, { From: 10, To: 20, Label: 'High' }] }, markSchemeRefusals.bandGap(9, 9)],
      ['no name', { ...good, Name: ' ' }, markSchemeRefusals.nameNeeded],
      ['no criteria', { ...good, Criteria: [] }, markSchemeRefusals.criterionNeeded],
    ];
    for (const [name, body, message] of cases) {
      const answer = await save('teacher', body);
      assert.deepEqual([answer.status, answer.body.message], [400, message], name);
    }
    const bad = await save('teacher', { ...good, Criteria: [{ ...good.Criteria[0], Id: 'nonsense' }] });
    assert.equal(bad.status, 400);
    assert.ok(!(await listed('teacher')).includes(unique('Refused')), 'no scheme written');
  });

  test('an edit names the version it read; delete and restore', async () => {
    const made = await save('teacher', scheme(unique('Versioned')));
    const noVersion = await save('teacher', { ...scheme(unique('Versioned')), Id: made.body.Id });
    assert.deepEqual([noVersion.status, noVersion.body.message], [400, markSchemeRefusals.versionNeeded]);
    const edited = await save('teacher', { ...scheme(unique('Versioned, edited')), Id: made.body.Id, Version: 1 });
    assert.deepEqual([edited.status, edited.body.Version], [200, 2]);
    const stale = await save('teacher', { ...scheme(unique('Versioned, stale')), Id: made.body.Id, Version: 1 });
    assert.deepEqual([stale.status, stale.body.message], [409, markSchemeRefusals.changedSince]);
    const deleted = await s.call('teacher', 'POST', '/DeleteMarkScheme', { Id: made.body.Id });
    assert.deepEqual([deleted.status, deleted.body.Name], [200, unique('Versioned, edited')]);
    assert.ok(!(await listed('teacher')).includes(unique('Versioned, edited')));
    const restored = await s.call('teacher', 'POST', '/RestoreMarkScheme', { Id: made.body.Id });
    assert.equal(restored.status, 200);
    assert.ok((await listed('teacher')).includes(unique('Versioned, edited')));
    const again = await s.call('teacher', 'POST', '/RestoreMarkScheme', { Id: made.body.Id });
    assert.deepEqual([again.status, again.body.message], [409, markSchemeRefusals.notDeleted]);
  });

  describe('a homework with a scheme', () => {
    let homeworkId: string;
    let students: string[];
    let source: { Id: string; Version: number; Criteria: { Id: string; Levels: { Id: string }[] }[] };
    const ofHomework = async (user = 'teacher') => s.call(user, 'GET', `/GetHomeworkMarkScheme/${homeworkId}`);
    const summary = async () => (await s.call('teacher', 'GET', `/GetMarkSchemeChangeSummary/${homeworkId}`)).body as { Marks: number; WithLevels: number };
    const mark = (student: string, levels: { CriterionId: string; LevelId: string }[] | undefined, result = '14/20') =>
      s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: homeworkId, StudentId: student, Result: result, Comments: 'Argument: A compelling argument', ...(levels ? { Levels: levels } : {}) });

    before(async () => {
      ({ id: homeworkId, students } = await freshHomework(s));
      for (const student of students.slice(0, 3)) assert.equal((await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId: student })).status, 200);
      source = (await save('teacher', scheme(unique('Copied')))).body;
    });

    test('no scheme at first; levels are refused on a homework without one', async () => {
      assert.deepEqual((await ofHomework()).body, { HomeworkId: homeworkId, Scheme: null, Students: [] });
      const refused = await mark(students[0], [{ CriterionId: source.Criteria[0].Id, LevelId: source.Criteria[0].Levels[0].Id }]);
      assert.deepEqual([refused.status, refused.body.message], [400, markSchemeRefusals.noScheme]);
    });

    test('chosen, copied; levels kept beside the mark; editing or deleting the source changes neither', async () => {
      const chosen = await s.call('teacher', 'POST', '/ChooseMarkScheme', { HomeworkId: homeworkId, SchemeId: source.Id, Marks: 0 });
      assert.deepEqual([chosen.status, chosen.body.PreviousCopyId], [200, null]);
      const levels = [
        { CriterionId: source.Criteria[0].Id, LevelId: source.Criteria[0].Levels[2].Id },
        { CriterionId: source.Criteria[1].Id, LevelId: source.Criteria[1].Levels[1].Id },
      ];
      const saved = await mark(students[0], levels);
      assert.equal(saved.status, 200);
      assert.deepEqual([saved.body.Result, saved.body.Comments], ['14/20', 'Argument: A compelling argument'], 'Result and Comments are the spec’s, as sent');

      // Levels not of the copy are refused, and the mark is not written either.
      const wrong = await mark(students[1], [{ CriterionId: source.Criteria[0].Id, LevelId: source.Criteria[1].Levels[0].Id }]);
      assert.deepEqual([wrong.status, wrong.body.message], [400, markSchemeRefusals.levelNotInScheme]);
      const unmarked = await s.db.query('select result from homework_students where homework_id = $1 and student_id = $2', [homeworkId, students[1]]);
      assert.equal(unmarked.rows[0].result, null, 'all or nothing');

      const before = (await ofHomework()).body;
      assert.equal(before.Scheme.Name, unique('Copied'));
      assert.deepEqual(before.Students, [{ StudentId: students[0], Levels: levels }]);

      const edited = await save('teacher', { ...scheme(unique('Copied, edited')), Id: source.Id, Version: source.Version });
      assert.equal(edited.status, 200);
      assert.equal((await s.call('teacher', 'POST', '/DeleteMarkScheme', { Id: source.Id })).status, 200);
      const afterwards = (await ofHomework()).body;
      assert.deepEqual(afterwards, before, "the homework's copy and its levels as they were");
      const kept = await s.db.query('select result, comments from homework_students where homework_id = $1 and student_id = $2', [homeworkId, students[0]]);
      assert.deepEqual(kept.rows[0], { result: '14/20', comments: 'Argument: A compelling argument' });
      assert.equal((await s.call('teacher', 'POST', '/RestoreMarkScheme', { Id: source.Id })).status, 200);

      // Another school's staff and staff without homework access get nothing of it.
      const other = await ofHomework('teacher2');
      assert.deepEqual([other.status, other.body.message], [404, HOMEWORK_NOT_FOUND_MESSAGE]);
      const noAccess = await ofHomework('noaccess');
      assert.deepEqual([noAccess.status, noAccess.body.message], [403, ACCESS_REFUSED.homework]);
    });

    test('a change counts the marks it affects, is refused when marks were saved since, and is undone', async () => {
      assert.equal((await mark(students[2], undefined, 'B')).status, 200, 'a mark without levels');
      assert.deepEqual(await summary(), { Marks: 2, WithLevels: 1 });
      const other = (await save('teacher', scheme(unique('Another')))).body;
      const stale = await s.call('teacher', 'POST', '/ChooseMarkScheme', { HomeworkId: homeworkId, SchemeId: other.Id, Marks: 1 });
      assert.deepEqual([stale.status, stale.body.message], [409, markSchemeRefusals.marksChangedSince]);
      const previous = (await ofHomework()).body;

      const changed = await s.call('teacher', 'POST', '/ChooseMarkScheme', { HomeworkId: homeworkId, SchemeId: other.Id, Marks: 2 });
      assert.deepEqual([changed.status, changed.body.PreviousCopyId], [200, previous.Scheme.CopyId]);
      const now = (await ofHomework()).body;
      assert.deepEqual([now.Scheme.Name, now.Students], [unique('Another'), []], 'the levels are set aside with the old copy');
      assert.deepEqual(await summary(), { Marks: 2, WithLevels: 0 });
      const marks = await s.db.query('select count(*)::int as n from homework_students where homework_id = $1 and result is not null', [homeworkId]);
      assert.equal(marks.rows[0].n, 2, 'grades and comments kept as they are');

      const undone = await s.call('teacher', 'POST', '/RestoreMarkSchemeCopy', { HomeworkId: homeworkId, CopyId: changed.body.PreviousCopyId });
      assert.equal(undone.status, 200);
      assert.deepEqual((await ofHomework()).body, previous, 'the previous copy back with its levels');

      const another = await freshHomework(s);
      const elsewhere = await s.call('teacher', 'POST', '/RestoreMarkSchemeCopy', { HomeworkId: another.id, CopyId: previous.Scheme.CopyId });
      assert.deepEqual([elsewhere.status, elsewhere.body.message], [404, markSchemeRefusals.copyNotFound], "another homework's copy is not this one's");

      const off = await s.call('teacher', 'POST', '/ChooseMarkScheme', { HomeworkId: homeworkId, SchemeId: null, Marks: 2 });
      assert.deepEqual([off.status, off.body.CopyId], [200, null]);
      assert.equal((await ofHomework()).body.Scheme, null);
    });

    test('a homework deleted and restored keeps its copy and its levels', async () => {
      const other = await freshHomework(s);
      assert.equal((await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: other.id, StudentId: other.students[0] })).status, 200);
      const made = (await save('teacher', scheme(unique('Kept through a delete')))).body;
      assert.equal((await s.call('teacher', 'POST', '/ChooseMarkScheme', { HomeworkId: other.id, SchemeId: made.Id, Marks: 0 })).status, 200);
      const levels = [{ CriterionId: made.Criteria[0].Id, LevelId: made.Criteria[0].Levels[1].Id }];
      const marked = await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: other.id, StudentId: other.students[0], Result: '5/20', Comments: null, Levels: levels });
      assert.equal(marked.status, 200);
      const before = (await s.call('teacher', 'GET', `/GetHomeworkMarkScheme/${other.id}`)).body;
      assert.equal((await s.call('teacher', 'DELETE', `/DeleteHomework/${other.id}`)).status, 200);
      assert.equal((await s.call('teacher', 'GET', `/GetHomeworkMarkScheme/${other.id}`)).status, 404);
      assert.equal((await s.call('teacher', 'POST', `/RestoreDeletedHomework/${other.id}`)).status, 200);
      assert.deepEqual((await s.call('teacher', 'GET', `/GetHomeworkMarkScheme/${other.id}`)).body, before);
    });

    test("a colleague's own scheme cannot be chosen; another school's homework is not found", async () => {
      const theirs = (await save('admin', scheme(unique('Not yours')))).body;
      const refused = await s.call('teacher', 'POST', '/ChooseMarkScheme', { HomeworkId: homeworkId, SchemeId: theirs.Id, Marks: 2 });
      assert.deepEqual([refused.status, refused.body.message], [404, markSchemeRefusals.notFound]);
      const other = await s.call('teacher2', 'POST', '/ChooseMarkScheme', { HomeworkId: homeworkId, SchemeId: null, Marks: 0 });
      assert.deepEqual([other.status, other.body.message], [404, HOMEWORK_NOT_FOUND_MESSAGE]);
    });
  });
});
