// The marking routes over real HTTP: hand-ins, marks, extensions, history, submissions through signed
// links and the student overview; other schools and non-teachers; all-or-nothing bulk changes.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { HOMEWORK_NOT_FOUND_MESSAGE, markingMessages } from '@homework/contracts';
import { ACCESS_REFUSED, notADay } from '../../../src/kit';
import { purgeExpiredDeletedHomework } from '../../../src/services/homework/routes/delete';
import {
  DATE_WITHOUT_HAND_IN,
  EXTENSION_NOT_AFTER_DUE,
  LINK_REFUSED,
  MARK_EMPTY,
  NOT_HANDED_IN,
  STUDENT_NOT_FOUND,
  STUDENT_NOT_ON_HOMEWORK,
  TIME_RANGE_BACKWARDS,
  studentsNotOnHomework,
} from '../../../src/services/marking/messages';
import { signLink } from '../../../src/services/marking/signed-links';
import { filesOnDisk, londonDay, startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';
import { freshHomework, markingHistory, submitFile } from './marking-support';

const DASHBOARD = '/v3/ManagementDashboard';

describe('marking API', () => {
  let s: HomeworkTestServer;
  let homeworkId: string;
  let students: string[];

  const row = async (hw: string, student: string) =>
    (
      await s.db.query<{ handed_in_date: Date | null; result: string | null; comments: string | null; status: number; extended_due_date: Date | null }>(
        'select handed_in_date, result, comments, status, extended_due_date from homework_students where homework_id = $1 and student_id = $2',
        [hw, student],
      )
    ).rows[0];

  /** GET under /v3/ManagementDashboard (the helper's call is for /v3/HomeworkManagement). */
  async function dashboard(user: string, route: string): Promise<{ status: number; body: any }> {
    const response = await fetch(`${s.baseUrl}${DASHBOARD}${route}`, { headers: { authorization: `Bearer ${s.tokens[user]}` } });
    return { status: response.status, body: await response.json() };
  }

  before(async () => {
    s = await startHomeworkServer(['teacher', 'teacher2', 'noaccess']);
    ({ id: homeworkId, students } = await freshHomework(s));
    assert.ok(students.length >= 3);
  });
  after(() => s?.stop());

  describe('GetStudentSubmission and the signed file link', () => {
    test('lists the files with links that open without a bearer header, inline when viewable', async () => {
      const pdf = (await submitFile(s, homeworkId, students[0], 'essay.pdf', { content: '%PDF-1.4 test' })).id;
      const zip = (await submitFile(s, homeworkId, students[0], 'project.zip')).id;
      const answer = await s.call('teacher', 'GET', `/GetStudentSubmission/${homeworkId}/${students[0]}`);
      assert.equal(answer.status, 200);
      assert.equal(answer.body.Result, null);
      assert.match(answer.body.HomeworkStudentLinkId, /^[0-9a-f-]{36}$/);
      const byName = new Map<string, { Id: string; FileSize: number; UrlWithSasToken: string }>(answer.body.StudentAttachments.map((a: any) => [a.FileName, a]));
      assert.deepEqual([...byName.keys()].sort(), ['essay.pdf', 'project.zip']);
      assert.equal(byName.get('essay.pdf')!.Id, pdf);
      assert.equal(byName.get('project.zip')!.Id, zip);

      const file = await fetch(byName.get('essay.pdf')!.UrlWithSasToken);
      assert.equal(file.status, 200);
      assert.equal(await file.text(), '%PDF-1.4 test');
      assert.equal(file.headers.get('content-type'), 'application/pdf');
      assert.match(file.headers.get('content-disposition')!, /^inline; filename="essay.pdf"/);
      assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
      assert.match(file.headers.get('content-security-policy')!, /sandbox/);

      const download = await fetch(byName.get('project.zip')!.UrlWithSasToken);
      assert.equal(download.status, 200);
      assert.match(download.headers.get('content-disposition')!, /^attachment; filename="project.zip"/);
    });

    test('an altered, expired or other-school link is refused with 403', async () => {
      const { id } = await submitFile(s, homeworkId, students[1], 'photo.png');
      const answer = await s.call('teacher', 'GET', `/GetStudentSubmission/${homeworkId}/${students[1]}`);
      const url: string = answer.body.StudentAttachments[0].UrlWithSasToken;
      const token = decodeURIComponent(url.split('/').pop()!);
      const bytes = Buffer.from(token, 'base64url');
      const flip = (at: number) => {
        const copy = Buffer.from(bytes);
        copy[at] ^= 1;
        return copy.toString('base64url');
      };
      const hex = (from: number) => bytes.subarray(from, from + 16).toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
      const [school, user, expires] = [hex(0), hex(32), bytes.readUInt32BE(48)];
      assert.equal(school, (await s.school('teacher')).schoolId);
      const secret = Buffer.from((await fs.readFile(path.join(s.dataDir, 'submission-link-secret'), 'utf8')).trim(), 'base64url');
      const other = await s.school('teacher2');
      const tries = {
        'altered signature': flip(bytes.length - 1),
        'altered school': flip(3),
        'altered attachment': flip(20),
        'altered user': flip(40),
        'longer expiry, old signature': flip(51),
        expired: signLink(secret, { schoolId: school, attachmentId: id, userId: user, expires: Math.floor(Date.now() / 1000) - 1 }),
        'other school, signed': signLink(secret, { schoolId: other.schoolId, attachmentId: id, userId: user, expires }),
        'another secret': signLink(Buffer.alloc(32, 7), { schoolId: school, attachmentId: id, userId: user, expires }),
        'not a token': 'abc',
      };
      for (const [name, bad] of Object.entries(tries)) {
        const response = await fetch(`${s.baseUrl}/v3/HomeworkManagement/SubmissionFile/${encodeURIComponent(bad)}`);
        assert.equal(response.status, 403, name);
        assert.equal(((await response.json()) as { message: string }).message, LINK_REFUSED, name);
      }
      assert.equal((await fetch(url)).status, 200, 'the real link still works');
    });

    test('another school, a non-teacher and unknown ids get nothing', async () => {
      const other = await s.call('teacher2', 'GET', `/GetStudentSubmission/${homeworkId}/${students[0]}`);
      assert.deepEqual([other.status, other.body.message], [404, HOMEWORK_NOT_FOUND_MESSAGE]);
      const refused = await s.call('noaccess', 'GET', `/GetStudentSubmission/${homeworkId}/${students[0]}`);
      assert.deepEqual([refused.status, refused.body.message], [403, ACCESS_REFUSED.homework]);
      const notOn = await s.call('teacher', 'GET', `/GetStudentSubmission/${homeworkId}/${randomUUID()}`);
      assert.deepEqual([notOn.status, notOn.body.message], [404, STUDENT_NOT_ON_HOMEWORK]);
      const bad = await s.call('teacher', 'GET', `/GetStudentSubmission/nonsense/${students[0]}`);
      assert.deepEqual([bad.status, bad.body.message], [404, HOMEWORK_NOT_FOUND_MESSAGE]);
    });
  });

  describe('one student: hand in, mark, clear, extend, history', () => {
    test('Hand In defaults to today and refuses a day after today or a non-date', async () => {
      const student = students[2];
      const future = await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId: student, HandedInDate: londonDay(1) });
      assert.deepEqual([future.status, future.body.message], [400, markingMessages.handInDateInFuture]);
      const bad = await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId: student, HandedInDate: '2026-02-30' });
      assert.deepEqual([bad.status, bad.body.message], [400, notADay('2026-02-30', 'hand-in date')]);
      assert.equal((await row(homeworkId, student)).handed_in_date, null, 'nothing written by refused calls');

      const answer = await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId: student });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.Status, 2);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(answer.body.HandedInDate));
      assert.equal(day, londonDay(0));

      const earlier = await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId: student, HandedInDate: londonDay(-2) });
      assert.equal(earlier.status, 200);
      assert.equal(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(earlier.body.HandedInDate)), londonDay(-2));
    });

    test('a hand-in date before the homework was set is refused in words, by Hand In and the bulk recorder', async () => {
      const student = students[1];
      const setDay = londonDay(-14);
      const early = await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId: student, HandedInDate: '2020-01-01' });
      assert.deepEqual([early.status, early.body.message], [400, markingMessages.handInDateBeforeSet(setDay)]);
      assert.match(early.body.message, new RegExp(`\\(${setDay.split('-').reverse().join('/')}\\)`));
      const bulk = await s.call('teacher', 'POST', '/UpdateHomeworkStudents', {
        Id: homeworkId,
        Students: [{ StudentId: student, HandedInDate: londonDay(-15), status: 2 }],
      });
      assert.deepEqual([bulk.status, bulk.body.message], [400, markingMessages.handInDateBeforeSet(setDay)]);
      assert.equal((await row(homeworkId, student)).handed_in_date, null, 'nothing written by refused calls');
      const onTheDay = await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId: student, HandedInDate: setDay });
      assert.equal(onTheDay.status, 200);
      assert.equal((await s.call('teacher', 'POST', '/ClearHandedIn', { HomeworkId: homeworkId, StudentId: student })).status, 200);
    });

    test('Save and Next needs a hand-in and a grade or comment; Clear Grade and Comment goes back to Handed In', async () => {
      const [handedIn, notHandedIn] = [students[2], students[3]];
      const empty = await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: homeworkId, StudentId: handedIn, Result: ' ', Comments: '' });
      assert.deepEqual([empty.status, empty.body.message], [400, MARK_EMPTY]);
      const early = await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: homeworkId, StudentId: notHandedIn, Result: 'A', Comments: null });
      assert.deepEqual([early.status, early.body.message], [400, NOT_HANDED_IN]);
      assert.equal((await row(homeworkId, notHandedIn)).result, null);

      const saved = await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: homeworkId, StudentId: handedIn, Result: 'B+', Comments: 'Good work.' });
      assert.equal(saved.status, 200);
      assert.deepEqual([saved.body.Result, saved.body.Comments, saved.body.Status], ['B+', 'Good work.', 3]);
      const submission = await s.call('teacher', 'GET', `/GetStudentSubmission/${homeworkId}/${handedIn}`);
      assert.deepEqual([submission.body.Result, submission.body.Comments], ['B+', 'Good work.']);

      const cleared = await s.call('teacher', 'POST', '/ClearHomeworkMark', { HomeworkId: homeworkId, StudentId: handedIn });
      assert.deepEqual([cleared.body.Result, cleared.body.Comments, cleared.body.Status], [null, null, 2]);
      assert.notEqual((await row(homeworkId, handedIn)).handed_in_date, null);

      const other = await s.call('teacher2', 'POST', '/SaveHomeworkMark', { HomeworkId: homeworkId, StudentId: handedIn, Result: 'A', Comments: null });
      assert.equal(other.status, 404);
      const refused = await s.call('noaccess', 'POST', '/SaveHomeworkMark', { HomeworkId: homeworkId, StudentId: handedIn, Result: 'A', Comments: null });
      assert.equal(refused.status, 403);
      assert.equal((await row(homeworkId, handedIn)).result, null);
    });

    test('the history lists every change newest first, with who made it', async () => {
      const answer = await s.call('teacher', 'GET', `/GetMarkingHistory/${homeworkId}/${students[2]}`);
      assert.equal(answer.status, 200);
      const fields = answer.body.map((e: any) => `${e.Field}:${e.OldValue}->${e.NewValue}`);
      assert.deepEqual(fields, [
        'Comments:Good work.->null',
        'Result:B+->null',
        'Comments:null->Good work.',
        'Result:null->B+',
        `HandedInDate:${londonDay(0)}->${londonDay(-2)}`,
        `HandedInDate:null->${londonDay(0)}`,
      ]);
      const teacher = await s.school('teacher');
      assert.ok(answer.body.every((e: any) => e.ChangedById === teacher.teacherId && e.ChangedBy.length > 0));
      const other = await s.call('teacher2', 'GET', `/GetMarkingHistory/${homeworkId}/${students[2]}`);
      assert.equal(other.status, 404);
    });

    test('Clear Handed In clears the date and mark and takes the student’s files off, kept in storage for a restore', async () => {
      const student = students[0];
      await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId: student });
      await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: homeworkId, StudentId: student, Result: '7', Comments: null });
      const before = (await s.call('teacher', 'GET', `/GetStudentSubmission/${homeworkId}/${student}`)).body.StudentAttachments;
      assert.ok(before.length >= 2);
      const files = before.map((a: any) => a.Id);
      assert.ok((await filesOnDisk(s.dataDir)).some((f) => files.some((id: string) => f.endsWith(id))));

      const answer = await s.call('teacher', 'POST', '/ClearHandedIn', { HomeworkId: homeworkId, StudentId: student });
      assert.equal(answer.status, 200);
      assert.deepEqual([answer.body.HandedInDate, answer.body.Result, answer.body.Status], [null, null, 1]);
      assert.deepEqual((await s.call('teacher', 'GET', `/GetStudentSubmission/${homeworkId}/${student}`)).body.StudentAttachments, []);
      const left = await filesOnDisk(s.dataDir);
      assert.ok(files.every((id: string) => left.some((f) => f.endsWith(id))), 'kept in storage until the clear expires');
      const gone = await fetch(before[0].UrlWithSasToken);
      assert.deepEqual([gone.status, ((await gone.json()) as { message: string }).message], [403, LINK_REFUSED]);
    });

    test('an extension must fall after the due day; it shows in the students and the overview', async () => {
      const student = students[1];
      const due = (await s.call('teacher', 'GET', `/GetHomework/${homeworkId}`)).body.DueDate as string;
      const dueDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(due));
      const same = await s.call('teacher', 'POST', '/ExtendDueDate', { HomeworkId: homeworkId, StudentId: student, ExtendedDueDate: dueDay });
      assert.deepEqual([same.status, same.body.message], [400, EXTENSION_NOT_AFTER_DUE]);
      const later = londonDay(10);
      const answer = await s.call('teacher', 'POST', '/ExtendDueDate', { HomeworkId: homeworkId, StudentId: student, ExtendedDueDate: later });
      assert.equal(answer.status, 200);
      const listed = (await s.call('teacher', 'GET', `/GetHomeworkStudents/${homeworkId}`)).body.Students.find((r: any) => r.StudentId === student);
      assert.equal(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(listed.ExtendedDueDate)), later);

      const overview = await dashboard('teacher', `/GetStudentHomeworkOverview/?studentId=${student}&timeRangeStartDate=${londonDay(-1)}&timeRangeEndDate=${londonDay(30)}`);
      const item = overview.body.find((i: any) => i.HomeworkId === homeworkId);
      assert.ok(item, 'the homework is in the overview');
      assert.equal(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(item.ExtendedDudeDate)), later);
      assert.equal(item.Status, 'Set (due)');
      assert.equal(item.Title, `${s.tag} Homework`);

      const removed = await s.call('teacher', 'POST', '/ExtendDueDate', { HomeworkId: homeworkId, StudentId: student, ExtendedDueDate: null });
      assert.equal(removed.body.ExtendedDueDate, null);
      const history = await markingHistory(s, homeworkId, student);
      assert.deepEqual(history.slice(0, 2).map((e) => [e.Field, e.OldValue, e.NewValue]), [
        ['ExtendedDueDate', later, null],
        ['ExtendedDueDate', null, later],
      ]);
    });
  });

  describe('UpdateHomeworkStudents (bulk recorder)', () => {
    test('records and clears a whole class in one request, with audit rows', async () => {
      const hw = await freshHomework(s);
      const record = await s.call('teacher', 'POST', '/UpdateHomeworkStudents', {
        Id: hw.id,
        Students: hw.students.map((StudentId) => ({ StudentId, HandedInDate: londonDay(0), status: 2 })),
      });
      assert.equal(record.status, 200);
      assert.equal(record.body.Updated, hw.students.length);
      const listed = (await s.call('teacher', 'GET', `/GetHomeworkStudents/${hw.id}`)).body.Students;
      assert.ok(listed.every((r: any) => r.HandedInDate !== null && r.Status === 2));
      const audit = await s.db.query<{ n: number }>(`select count(*)::int as n from marking_audit where homework_id = $1 and field = 'HandedInDate'`, [hw.id]);
      assert.equal(audit.rows[0].n, hw.students.length);

      const clear = await s.call('teacher', 'POST', '/UpdateHomeworkStudents', {
        Id: hw.id,
        Students: hw.students.slice(0, 2).map((StudentId) => ({ StudentId, HandedInDate: null, status: 1 })),
      });
      assert.equal(clear.body.Updated, 2);
      assert.equal((await row(hw.id, hw.students[0])).handed_in_date, null);
      assert.equal((await row(hw.id, hw.students[0])).status, 1);
      assert.notEqual((await row(hw.id, hw.students[2])).handed_in_date, null);
    });

    test('one bad student refuses the whole request and writes nothing', async () => {
      const hw = await freshHomework(s);
      const send = (extra: object[]) =>
        s.call('teacher', 'POST', '/UpdateHomeworkStudents', {
          Id: hw.id,
          Students: [...hw.students.map((StudentId) => ({ StudentId, HandedInDate: londonDay(0), status: 2 })), ...extra],
        });
      const unknown = await send([{ StudentId: randomUUID(), HandedInDate: londonDay(0), status: 2 }]);
      assert.deepEqual([unknown.status, unknown.body.message], [400, studentsNotOnHomework(1)]);
      const untouched = await s.db.query<{ n: number }>('select count(*)::int as n from homework_students where homework_id = $1 and handed_in_date is not null', [hw.id]);
      assert.equal(untouched.rows[0].n, 0, 'the good students were not recorded either');
      const wrong = await s.call('teacher', 'POST', '/UpdateHomeworkStudents', {
        Id: hw.id,
        Students: [
          { StudentId: hw.students[0], HandedInDate: londonDay(0), status: 2 },
          { StudentId: hw.students[1], HandedInDate: londonDay(3), status: 2 },
        ],
      });
      assert.deepEqual([wrong.status, wrong.body.message], [400, markingMessages.handInDateInFuture]);
      const mixed = await s.call('teacher', 'POST', '/UpdateHomeworkStudents', {
        Id: hw.id,
        Students: [{ StudentId: hw.students[0], HandedInDate: londonDay(0), status: 1 }],
      });
      assert.deepEqual([mixed.status, mixed.body.message], [400, DATE_WITHOUT_HAND_IN]);
      const written = await s.db.query<{ n: number }>('select count(*)::int as n from homework_students where homework_id = $1 and handed_in_date is not null', [hw.id]);
      assert.equal(written.rows[0].n, 0);
      const audit = await s.db.query<{ n: number }>('select count(*)::int as n from marking_audit where homework_id = $1', [hw.id]);
      assert.equal(audit.rows[0].n, 0, 'no history either');
    });

    test("another school's teacher and a non-teacher change nothing", async () => {
      const hw = await freshHomework(s);
      const body = { Id: hw.id, Students: [{ StudentId: hw.students[0], HandedInDate: londonDay(0), status: 2 }] };
      const other = await s.call('teacher2', 'POST', '/UpdateHomeworkStudents', body);
      assert.deepEqual([other.status, other.body.message], [404, HOMEWORK_NOT_FOUND_MESSAGE]);
      const refused = await s.call('noaccess', 'POST', '/UpdateHomeworkStudents', body);
      assert.deepEqual([refused.status, refused.body.message], [403, ACCESS_REFUSED.homework]);
      const bad = await s.call('teacher', 'POST', '/UpdateHomeworkStudents', { Id: hw.id, Students: [{ StudentId: 'x', HandedInDate: null, status: 1 }] });
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /student id/);
      assert.equal((await row(hw.id, hw.students[0])).handed_in_date, null);
    });
  });

  describe('students taken off a homework', () => {
    test('stay out of every route', async () => {
      const hw = await freshHomework(s);
      const gone = hw.students[0];
      await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: hw.id, StudentId: gone });
      await s.db.query('update homework_students set removed_at = now() where homework_id = $1 and student_id = $2', [hw.id, gone]);
      for (const [method, route, body] of [
        ['GET', `/GetStudentSubmission/${hw.id}/${gone}`],
        ['GET', `/GetMarkingHistory/${hw.id}/${gone}`],
        ['POST', '/SaveHomeworkMark', { HomeworkId: hw.id, StudentId: gone, Result: 'A', Comments: null }],
        ['POST', '/ClearHandedIn', { HomeworkId: hw.id, StudentId: gone }],
        ['POST', '/ExtendDueDate', { HomeworkId: hw.id, StudentId: gone, ExtendedDueDate: null }],
      ] as const) {
        const answer = await s.call('teacher', method, route, body);
        assert.deepEqual([answer.status, answer.body.message], [404, STUDENT_NOT_ON_HOMEWORK], route);
      }
      const bulk = await s.call('teacher', 'POST', '/UpdateHomeworkStudents', { Id: hw.id, Students: [{ StudentId: gone, HandedInDate: null, status: 1 }] });
      assert.deepEqual([bulk.status, bulk.body.message], [400, studentsNotOnHomework(1)]);
      const overview = await dashboard('teacher', `/GetStudentHomeworkOverview/?studentId=${gone}&timeRangeStartDate=${londonDay(-1)}&timeRangeEndDate=${londonDay(30)}`);
      assert.equal(overview.status, 200);
      assert.ok(!overview.body.some((i: any) => i.HomeworkId === hw.id));
      assert.notEqual((await row(hw.id, gone)).handed_in_date, null, 'the removed row is kept intact');
    });
  });

  describe('GetStudentHomeworkOverview', () => {
    const overview = (user: string, query: string) => dashboard(user, `/GetStudentHomeworkOverview/?${query}`);

    test('refuses bad dates, unknown students, other schools and non-teachers', async () => {
      const student = students[0];
      const bad = await overview('teacher', `studentId=${student}&timeRangeStartDate=01/09/2026&timeRangeEndDate=${londonDay(0)}`);
      assert.deepEqual([bad.status, bad.body.message], [400, notADay('01/09/2026', 'time range start date')]);
      const backwards = await overview('teacher', `studentId=${student}&timeRangeStartDate=${londonDay(0)}&timeRangeEndDate=${londonDay(-1)}`);
      assert.deepEqual([backwards.status, backwards.body.message], [400, TIME_RANGE_BACKWARDS]);
      const missing = await overview('teacher', `studentId=${student}&timeRangeStartDate=${londonDay(0)}`);
      assert.equal(missing.status, 400);
      const other = await overview('teacher2', `studentId=${student}&timeRangeStartDate=${londonDay(-100)}&timeRangeEndDate=${londonDay(100)}`);
      assert.deepEqual([other.status, other.body.message], [404, STUDENT_NOT_FOUND]);
      const refused = await overview('noaccess', `studentId=${student}&timeRangeStartDate=${londonDay(-100)}&timeRangeEndDate=${londonDay(100)}`);
      assert.equal(refused.status, 403);
    });

    test("lists the seeded student's homework in the window with the spec's fields and status texts", async () => {
      const fixture = await s.school('teacher');
      const seeded = await s.db.query<{ student_id: string }>(
        `select hs.student_id from homework_students hs join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
          where hs.school_id = $1 and hs.removed_at is null and hs.handed_in_date is not null and h.due_date < now()
          group by hs.student_id order by count(*) desc limit 1`,
        [fixture.schoolId],
      );
      const student = seeded.rows[0].student_id;
      const answer = await overview('teacher', `studentId=${student}&timeRangeStartDate=${londonDay(-60)}&timeRangeEndDate=${londonDay(60)}`);
      assert.equal(answer.status, 200);
      assert.ok(answer.body.length > 0);
      for (const item of answer.body) {
        assert.deepEqual(Object.keys(item).sort(), [
          'DueDate', 'ExtendedDudeDate', 'HandedInDate', 'HomeworkId', 'Result', 'SetBy', 'StartDate', 'Status', 'Subject', 'SubjectId', 'Title',
        ]);
        assert.ok(['Handed in', 'Handed in late', 'Not set', 'Set (due)', 'Overdue'].includes(item.Status));
        if (item.HandedInDate === null && new Date(item.DueDate).getTime() < Date.now() - 2 * 86_400_000 && !item.ExtendedDudeDate) assert.equal(item.Status, 'Overdue');
      }
      assert.ok(answer.body.some((i: any) => i.Status === 'Handed in' || i.Status === 'Handed in late'));
      const narrow = await overview('teacher', `studentId=${student}&timeRangeStartDate=${londonDay(0)}&timeRangeEndDate=${londonDay(0)}`);
      assert.ok(narrow.body.length < answer.body.length);
    });
  });

  describe('files shared by key (as the demo shares its files)', () => {
    test('go only when the last row naming them goes: clearing a hand-in, deleting a homework', async () => {
      const [first, second] = [await freshHomework(s), await freshHomework(s)];
      const key = `submissions/shared/${s.tag}`;
      const stored = async () => (await filesOnDisk(s.dataDir)).includes(key);
      for (const hw of [first, second]) {
        await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: hw.id, StudentId: hw.students[0] });
        await submitFile(s, hw.id, hw.students[0], 'shared.pdf', { content: 'shared', sharedKey: key });
        await submitFile(s, hw.id, hw.students[1], 'shared.pdf', { content: 'shared', sharedKey: key });
      }
      assert.equal((await s.call('teacher', 'POST', '/ClearHandedIn', { HomeworkId: first.id, StudentId: first.students[0] })).status, 200);
      assert.ok(await stored(), 'kept: other rows name it');
      assert.equal((await s.call('teacher', 'DELETE', `/DeleteHomework/${first.id}`)).status, 200);
      assert.ok(await stored(), 'kept: the second homework still names it');
      const remaining = await s.db.query<{ n: number }>('select count(*)::int as n from attachments where storage_key = $1', [key]);
      assert.equal(remaining.rows[0].n, 2);
      await s.call('teacher', 'POST', '/ClearHandedIn', { HomeworkId: second.id, StudentId: second.students[0] });
      assert.ok(await stored(), 'kept: one row left');
      assert.equal((await s.call('teacher', 'DELETE', `/DeleteHomework/${second.id}`)).status, 200);
      assert.ok(await stored(), 'kept: the deleted homework can still be restored');
      // Once both deleted homework are past keeping, the purge takes the file with the last of them.
      await s.db.query(`update deleted_homework set deleted_at = now() - interval '31 days' where id = $1`, [first.id]);
      await purgeExpiredDeletedHomework({ db: s.db, storage: s.app.storage, now: () => new Date() }, s.app.log);
      assert.ok(await stored(), 'kept: the second deleted homework still names it');
      await s.db.query(`update deleted_homework set deleted_at = now() - interval '31 days' where id = $1`, [second.id]);
      await purgeExpiredDeletedHomework({ db: s.db, storage: s.app.storage, now: () => new Date() }, s.app.log);
      assert.ok(!(await stored()), 'removed with the last row');
    });
  });

  describe('the demo seed', () => {
    test("the demo teacher's latest past homework has a file of every kind, made when first opened", async () => {
      const fixture = await s.school('teacher');
      // The seed's showcase: the teacher's homework whose submissions hold the most kinds of file (on a
      // shared PostgreSQL, other test files add later past homework for the same teacher).
      const showcase = await s.db.query<{ id: string }>(
        `select hs.homework_id as id
           from attachments a
           join homework_students hs on hs.school_id = a.school_id and hs.id = a.homework_student_id
           join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
          where a.school_id = $1 and h.set_by_id = $2 and a.purpose = 'submission'
          group by hs.homework_id
          order by count(distinct regexp_replace(a.file_name, '^.*[.]', '')) desc, hs.homework_id
          limit 1`,
        [fixture.schoolId, fixture.teacherId],
      );
      const homework = showcase.rows[0].id;
      const files = await s.db.query<{ student_id: string; file_name: string }>(
        `select hs.student_id, a.file_name from attachments a join homework_students hs on hs.school_id = a.school_id and hs.id = a.homework_student_id
          where a.school_id = $1 and hs.homework_id = $2 and a.purpose = 'submission'`,
        [fixture.schoolId, homework],
      );
      const names = files.rows.map((r) => r.file_name.split('.').pop());
      for (const kind of ['pdf', 'docx', 'doc', 'pptx', 'xlsx', 'mp3', 'png', 'jpg', 'gif', 'zip']) assert.ok(names.includes(kind), kind);
      const large = await s.db.query<{ file_name: string; file_size: number }>(
        `select file_name, file_size from attachments where storage_key in ('demo/submissions/large-docx', 'demo/submissions/large-xlsx') limit 2`,
      );
      assert.ok(large.rows.some((r) => r.file_name.endsWith('.docx') && Number(r.file_size) > 10_485_760));

      const starts: Record<string, string> = { pdf: '%PDF', doc: '\xd0\xcf\x11\xe0' };
      for (const [kind, magic] of Object.entries(starts)) {
        const student = files.rows.find((r) => r.file_name.endsWith(`.${kind}`))!.student_id;
        const submission = (await s.call('teacher', 'GET', `/GetStudentSubmission/${homework}/${student}`)).body;
        const attachment = submission.StudentAttachments.find((a: any) => a.FileName.endsWith(`.${kind}`));
        const response = await fetch(attachment.UrlWithSasToken);
        assert.equal(response.status, 200, kind);
        const body = Buffer.from(await response.arrayBuffer());
        assert.equal(body.subarray(0, 4).toString('latin1'), magic, kind);
        const again = (await s.call('teacher', 'GET', `/GetStudentSubmission/${homework}/${student}`)).body;
        assert.equal(again.StudentAttachments.find((a: any) => a.Id === attachment.Id).FileSize, body.length, `${kind}: the size of the made file`);
      }
      const history = await s.call('teacher', 'GET', `/GetMarkingHistory/${homework}/${files.rows[0].student_id}`);
      assert.ok(history.body.some((e: any) => e.Field === 'HandedInDate' && e.ChangedBy.length > 0));
    });
  });
});
