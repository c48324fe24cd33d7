// Marks out over real HTTP (decision 0036): a homework's marks and a class's in a term, as a CSV and
// as a OneRoster 1.2 gradebook, read back with a CSV reader (papaparse) and a zip reader (adm-zip)
// the product does not use itself, and every result checked against the database; who may call
// (the school's own staff with the homework rule), and another school's or a wrong id answered 404.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import AdmZip from 'adm-zip';
import Papa from 'papaparse';
import { HOMEWORK_NOT_FOUND_MESSAGE } from '@homework/contracts';
import { marksOutRefusals } from '@homework/contracts/marks-out';
import { ACCESS_REFUSED } from '../../../src/kit';
import { PREFIX, londonDay, startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';

type Row = Record<string, string>;
const readCsv = (text: string): Row[] => {
  const parsed = Papa.parse<Row>(text, { header: true, skipEmptyLines: true });
  assert.deepEqual(parsed.errors, [], 'the CSV reads cleanly');
  return parsed.data;
};

describe('marks out API', () => {
  let s: HomeworkTestServer;
  let schoolId: string;
  let groupId: string;
  let termId: string;
  let members: string[];
  let chosenAlone: string;
  let homeworkIds: string[];
  const groupSourcedId = () => `SIS-CLASS-${s.tag}`;
  const studentSourcedId = () => `SIS-STU-${s.tag}`;
  /** A student as the roster import writes one: with the sourcedId of the school's system. */
  let imported: string;

  /** A download, as bytes, with the caller's token. */
  const download = async (user: string, route: string) => {
    const response = await fetch(`${s.baseUrl}${PREFIX}${route}`, { headers: s.tokens[user] ? { authorization: `Bearer ${s.tokens[user]}` } : {} });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const bundleOf = (bytes: Buffer) => {
    const zip = new AdmZip(bytes);
    return new Map(zip.getEntries().map((entry) => [entry.entryName, readCsv(entry.getData().toString('utf8'))]));
  };
  const exportDay = () => londonDay(0).split('-').reverse().join('-');

  /** What the database holds for these homework's students, with the ids the bundle must carry. */
  const stored = async (ids: string[], onlyGroup: boolean) =>
    (
      await s.db.query<{ homework_id: string; link_id: string; student: string; result: string | null; comments: string | null; handed_in: string | null; surname: string }>(
        `select hs.homework_id, hs.id as link_id, coalesce(st.sourced_id, st.id::text) as student, hs.result, hs.comments,
                to_char(hs.handed_in_date at time zone 'Europe/London', 'DD/MM/YYYY') as handed_in, st.display_surname as surname
           from homework_students hs join students st on st.school_id = hs.school_id and st.id = hs.student_id
          where hs.school_id = $1 and hs.homework_id = any($2::uuid[]) and hs.removed_at is null
            and (not $3 or exists (select 1 from group_members gm where gm.school_id = hs.school_id and gm.group_id = $4 and gm.student_id = hs.student_id))`,
        [schoolId, ids, onlyGroup, groupId],
      )
    ).rows;

  before(async () => {
    s = await startHomeworkServer(['teacher', 'teacher2', 'admin', 'noaccess']);
    const fixture = await s.school('teacher');
    schoolId = fixture.schoolId;
    // A class as the roster import writes one: with the sourcedId of the school's system.
    groupId = randomUUID();
    imported = randomUUID();
    await s.db.query(
      `insert into students (school_id, id, legal_forename, legal_surname, display_forename, display_surname, year_group, gender, sourced_id)
       values ($1, $2, 'Zoë', 'Ångström', 'Zoë', 'Ångström', 'Year 7', 'F', $3)`,
      [schoolId, imported, studentSourcedId()],
    );
    members = [...fixture.groups[0].members.slice(0, 4), imported];
    assert.equal(members.length, 5, 'a class of five');
    await s.db.query(`insert into groups (school_id, id, kind, name, sourced_id) values ($1, $2, 'userDefined', $3, $4)`, [schoolId, groupId, `${s.tag} 7X`, groupSourcedId()]);
    addedGroups.push(groupId);
    for (const student of members) await s.db.query('insert into group_members (school_id, group_id, student_id) values ($1, $2, $3)', [schoolId, groupId, student]);
    chosenAlone = fixture.otherStudents.find((id) => !members.includes(id))!;

    const first = await s.create('teacher', { Title: `${s.tag} Fractions, part 1`, Groups: [groupId], Students: [chosenAlone], startIn: 0, dueIn: 7 });
    const second = await s.create('teacher', { Title: `${s.tag} Decimals`, Groups: [groupId], startIn: 0, dueIn: 8 });
    const outside = await s.create('teacher', { Title: `${s.tag} Last year`, Groups: [groupId], startIn: 0, dueIn: 9 });
    homeworkIds = [first.Id, second.Id];
    const term = (
      await s.db.query<{ id: string }>('select id from terms where school_id = $1 and start_date <= $2::date and end_date >= $2::date', [schoolId, londonDay(7)])
    ).rows[0];
    assert.ok(term, 'a term holds the due days');
    termId = term.id;
    assert.ok(
      (await s.db.query('select 1 from terms where school_id = $1 and id = $2 and end_date >= $3::date', [schoolId, termId, londonDay(8)])).rows.length,
      'both homework are due in the term',
    );
    // One homework due a year ago, in another term.
    await s.db.query(`update homework set start_date = start_date - interval '365 days', due_date = due_date - interval '365 days' where school_id = $1 and id = $2`, [schoolId, outside.Id]);

    const [a, b, c, d, e] = members;
    const mark = (homeworkId: string, student: string, Result: string | null, Comments: string | null) =>
      s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: homeworkId, StudentId: student, Result, Comments });
    for (const student of [a, b, c, e]) assert.equal((await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: first.Id, StudentId: student })).status, 200);
    assert.equal((await mark(first.Id, a, '7', 'Good work, Ana.')).status, 200);
    assert.equal((await mark(first.Id, b, 'Merit', null)).status, 200);
    assert.equal((await mark(first.Id, e, null, '=HYPERLINK("http://x","see me")')).status, 200);
    assert.equal((await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: second.Id, StudentId: d })).status, 200);
    assert.equal((await mark(second.Id, d, '12.5', 'Accurate, "neat" work')).status, 200);
    assert.equal((await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: first.Id, StudentId: chosenAlone })).status, 200);
    assert.equal((await mark(first.Id, chosenAlone, 'B', null)).status, 200);
  });
  /** The classes this file adds to the shared school, taken away after (other files count its classes). */
  const addedGroups: string[] = [];
  after(async () => {
    // The school is shared with the other files (decision 0027): its roll and its classes as seeded.
    if (s) {
      await s.db.query('update students set is_active = false where school_id = $1 and id = $2', [schoolId, imported]);
      for (const table of ['homework_groups', 'group_members']) await s.db.query(`delete from ${table} where school_id = $1 and group_id = any($2::uuid[])`, [schoolId, addedGroups]);
      await s.db.query('delete from groups where school_id = $1 and id = any($2::uuid[])', [schoolId, addedGroups]);
    }
    await s?.stop();
  });

  test("one homework's marks as a CSV a spreadsheet opens: every student, as the database holds them", async () => {
    const answer = await download('teacher', `/ExportHomeworkMarks/${homeworkIds[0]}`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type')!, /^text\/csv; charset=utf-8/);
    assert.ok(answer.headers.get('content-disposition')!.includes(encodeURIComponent(`Marks - ${s.tag} Fractions, part 1 - ${exportDay()}.csv`)));
    const text = answer.bytes.toString('utf8');
    assert.ok(text.startsWith('\uFEFF'), 'a BOM, so a spreadsheet reads accents');
    assert.ok(!/[^\r]\n/.test(text.replace(/"[^"]*"/g, '')), 'every line ends CRLF');
    const rows = readCsv(text);
    const db = await stored([homeworkIds[0]], false);
    assert.equal(rows.length, db.length, 'one row per student of the homework, the one chosen alone too');
    const bySurname = new Map(db.map((row) => [row.surname, row]));
    for (const row of rows) {
      const record = bySurname.get(row.Surname)!;
      assert.ok(record, row.Surname);
      assert.equal(row.Status, ['Not Handed In', record.result || record.comments ? 'Marked' : 'Handed In'][record.handed_in ? 1 : 0]);
      assert.equal(row['Handed in'], record.handed_in ?? '');
      assert.equal(row.Result, record.result ?? '');
      const comment = record.comments ?? '';
      assert.equal(row.Comments, comment.startsWith('=') ? `'${comment}` : comment, 'a comment that would run as a formula is shown as text');
      assert.equal(row.Homework, `${s.tag} Fractions, part 1`);
      assert.equal(row.Class, record.student === chosenAlone ? '' : `${s.tag} 7X`);
    }
  });

  test("one homework's marks as a OneRoster 1.2 gradebook: every result matches the database and the roster's ids", async () => {
    const answer = await download('teacher', `/ExportHomeworkMarks/${homeworkIds[0]}?format=oneroster`);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'application/zip');
    assert.ok(answer.headers.get('content-disposition')!.includes(encodeURIComponent(`OneRoster marks - ${s.tag} Fractions, part 1 - ${exportDay()}.zip`)));
    const bundle = bundleOf(answer.bytes);
    assert.deepEqual([...bundle.keys()].sort(), ['categories.csv', 'lineItems.csv', 'manifest.csv', 'results.csv']);
    const school = (await s.db.query<{ id: string }>('select coalesce(sourced_id, id::text) as id from schools where id = $1', [schoolId])).rows[0].id;
    const term = (await s.db.query<{ id: string }>('select coalesce(sourced_id, id::text) as id from terms where school_id = $1 and id = $2', [schoolId, termId])).rows[0].id;
    const [lineItem, ...others] = bundle.get('lineItems.csv')!;
    assert.equal(others.length, 0, 'one class, one line item');
    assert.deepEqual(
      [lineItem.classSourcedId, lineItem.schoolSourcedId, lineItem.academicSessionSourcedId, lineItem.categorySourcedId, lineItem.title],
      [groupSourcedId(), school, term, bundle.get('categories.csv')![0].sourcedId, `${s.tag} Fractions, part 1`],
    );
    const results = bundle.get('results.csv')!;
    const db = await stored([homeworkIds[0]], true);
    assert.equal(results.length, db.length, 'a result for each student of the class; the one chosen alone has no class here');
    const byStudent = new Map(results.map((row) => [row.studentSourcedId, row]));
    for (const record of db) {
      const result = byStudent.get(record.student);
      assert.ok(result, `a result for ${record.student}`);
      assert.equal(result.lineItemSourcedId, lineItem.sourcedId);
      assert.equal(result.classSourcedId, groupSourcedId());
      // Marked is a result or a comment (02 §4): a comment alone is fully graded, though its status code stays 2.
      assert.equal(result.scoreStatus, !record.handed_in ? 'not submitted' : record.result || record.comments ? 'fully graded' : 'submitted');
      assert.equal(result.textScore, record.result ?? '');
      assert.equal(result.score, record.result && /^\d+(\.\d+)?$/.test(record.result) ? String(Number(record.result)) : '');
      assert.equal(result.comment, record.comments ?? '', 'the comment exactly as written, formula or not');
    }
    assert.ok(!byStudent.has(chosenAlone));
    assert.equal(byStudent.get(studentSourcedId())?.scoreStatus, 'fully graded', "an imported student goes out under the school system's sourcedId");
  });

  test("a class's marks in a term: its homework due in the term, for its students, in both formats", async () => {
    const csv = await download('teacher', `/ExportGroupMarks/${groupId}/${termId}`);
    assert.equal(csv.status, 200);
    const termName = (await s.db.query<{ name: string }>('select name from terms where id = $1 and school_id = $2', [termId, schoolId])).rows[0].name;
    assert.ok(csv.headers.get('content-disposition')!.includes(encodeURIComponent(`Marks - ${s.tag} 7X - ${termName} - ${exportDay()}.csv`)));
    const rows = readCsv(csv.bytes.toString('utf8'));
    assert.deepEqual([...new Set(rows.map((row) => row.Homework))], [`${s.tag} Fractions, part 1`, `${s.tag} Decimals`], 'by due date; last year’s homework is not in this term');
    assert.equal(rows.length, members.length * 2, 'the class’s students only');

    const bundle = bundleOf((await download('teacher', `/ExportGroupMarks/${groupId}/${termId}?format=oneroster`)).bytes);
    assert.equal(bundle.get('lineItems.csv')!.length, 2);
    const results = bundle.get('results.csv')!;
    const db = await stored(homeworkIds, true);
    assert.equal(results.length, db.length);
    const lineItemOf = new Map(bundle.get('lineItems.csv')!.map((item) => [item.sourcedId, item.title]));
    for (const record of db) {
      const result = results.find((row) => row.studentSourcedId === record.student && lineItemOf.get(row.lineItemSourcedId)?.includes(record.homework_id === homeworkIds[0] ? 'Fractions' : 'Decimals'));
      assert.ok(result, `${record.student} on ${record.homework_id}`);
      assert.equal(result.textScore, record.result ?? '');
      assert.equal(result.comment, record.comments ?? '');
    }
  });

  test('a homework set for two classes is a line item in each; a student in both goes under the subject class', async () => {
    const fixture = await s.school('teacher');
    const subjectClass = randomUUID();
    addedGroups.push(subjectClass);
    await s.db.query(`insert into groups (school_id, id, kind, name, subject_id, sourced_id) values ($1, $2, 'subjectClass', $3, $4, $5)`, [
      schoolId, subjectClass, `${s.tag} 7X/Ma`, fixture.subjects[0].id, `SIS-MA-${s.tag}`,
    ]);
    await s.db.query('insert into group_members (school_id, group_id, student_id) values ($1, $2, $3)', [schoolId, subjectClass, members[0]]);
    const both = await s.create('teacher', { Title: `${s.tag} Two classes`, Groups: [groupId, subjectClass], startIn: 0, dueIn: 7 });
    const bundle = bundleOf((await download('teacher', `/ExportHomeworkMarks/${both.Id}?format=oneroster`)).bytes);
    const items = new Map(bundle.get('lineItems.csv')!.map((item) => [item.sourcedId, item.classSourcedId]));
    assert.deepEqual([...items.values()].sort(), [`SIS-MA-${s.tag}`, groupSourcedId()].sort());
    const results = bundle.get('results.csv')!;
    assert.equal(results.length, members.length, 'one result per student, never two');
    const studentId = (await s.db.query<{ id: string }>('select coalesce(sourced_id, id::text) as id from students where school_id = $1 and id = $2', [schoolId, members[0]])).rows[0].id;
    for (const result of results) assert.equal(items.get(result.lineItemSourcedId), result.studentSourcedId === studentId ? `SIS-MA-${s.tag}` : groupSourcedId());
    const choices = await s.call('teacher', 'GET', `/GetMarksExportChoices/${both.Id}`);
    assert.deepEqual(choices.body.Groups.map((g: { Name: string }) => g.Name), [`${s.tag} 7X/Ma`, `${s.tag} 7X`], 'subject classes first');
  });

  test('the choices: the homework’s classes, the school’s terms and the term it is due in', async () => {
    const answer = await s.call('teacher', 'GET', `/GetMarksExportChoices/${homeworkIds[0]}`);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.Groups, [{ Id: groupId, Name: `${s.tag} 7X` }]);
    assert.equal(answer.body.TermId, termId);
    assert.ok(answer.body.Terms.some((term: { Id: string }) => term.Id === termId));
  });

  test('who may call: the school’s own staff with the homework rule; another school’s or an unknown id is not found', async () => {
    const routes = [`/GetMarksExportChoices/${homeworkIds[0]}`, `/ExportHomeworkMarks/${homeworkIds[0]}`, `/ExportGroupMarks/${groupId}/${termId}`];
    for (const route of routes) {
      assert.equal((await download('nobody', route)).status, 401, `${route} without a token`);
      const refused = await s.call('noaccess', 'GET', route);
      assert.equal(refused.status, 403, route);
      assert.equal(refused.body.message, ACCESS_REFUSED.homework);
      assert.equal((await download('admin', route)).status, 200, `${route} for the school's administrator`);
    }
    const otherSchool = await s.call('teacher2', 'GET', `/ExportHomeworkMarks/${homeworkIds[0]}`);
    assert.deepEqual([otherSchool.status, otherSchool.body.message], [404, HOMEWORK_NOT_FOUND_MESSAGE]);
    assert.equal((await s.call('teacher2', 'GET', `/GetMarksExportChoices/${homeworkIds[0]}`)).status, 404);
    const theirTerm = (await s.db.query<{ id: string }>('select t.id from terms t join schools sc on sc.id = t.school_id where t.school_id <> $1 limit 1', [schoolId])).rows[0].id;
    const otherClass = await s.call('teacher2', 'GET', `/ExportGroupMarks/${groupId}/${theirTerm}`);
    assert.deepEqual([otherClass.status, otherClass.body.message], [404, marksOutRefusals.classNotFound]);
    const otherTerm = await s.call('teacher', 'GET', `/ExportGroupMarks/${groupId}/${theirTerm}`);
    assert.deepEqual([otherTerm.status, otherTerm.body.message], [404, marksOutRefusals.termNotFound]);
    for (const route of ['/ExportHomeworkMarks/not-a-homework', `/ExportGroupMarks/not-a-class/${termId}`, `/ExportGroupMarks/${groupId}/not-a-term`, `/ExportHomeworkMarks/${randomUUID()}`])
      assert.equal((await s.call('teacher', 'GET', route)).status, 404, route);
  });

  test('a format it does not know is refused in words', async () => {
    const answer = await s.call('teacher', 'GET', `/ExportHomeworkMarks/${homeworkIds[0]}?format=xlsx`);
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, '"xlsx" is not a valid format. Use csv or oneroster.');
  });

  // Last: its homework is due in the class's term, which the tests above count.
  test('a mark held until Release marks goes out blank in both formats, as the student sees it; released, it goes out', async () => {
    const held = await s.create('teacher', { Title: `${s.tag} Held back`, Groups: [groupId], startIn: 0, dueIn: 7, ReleaseMarksTogether: true });
    const student = members[0];
    assert.equal((await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: held.Id, StudentId: student })).status, 200);
    assert.equal((await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: held.Id, StudentId: student, Result: '9', Comments: 'Held back' })).status, 200);
    const sourced = (await s.db.query<{ id: string }>('select coalesce(sourced_id, id::text) as id from students where school_id = $1 and id = $2', [schoolId, student])).rows[0].id;
    const surname = (await stored([held.Id], false)).find((row) => row.student === sourced)!.surname;
    const exported = async () => {
      const csv = readCsv((await download('teacher', `/ExportHomeworkMarks/${held.Id}`)).bytes.toString('utf8')).find((row) => row.Surname === surname)!;
      const result = bundleOf((await download('teacher', `/ExportHomeworkMarks/${held.Id}?format=oneroster`)).bytes).get('results.csv')!.find((row) => row.studentSourcedId === sourced)!;
      return [csv.Status, csv.Result, csv.Comments, result.scoreStatus, result.textScore, result.comment];
    };
    assert.deepEqual(await exported(), ['Handed In', '', '', 'submitted', '', '']);
    assert.equal((await s.call('teacher', 'POST', '/ReleaseMarks', { HomeworkId: held.Id })).status, 200);
    assert.deepEqual(await exported(), ['Marked', '9', 'Held back', 'fully graded', '9', 'Held back']);
  });
});
