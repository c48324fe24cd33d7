// The dashboard calls over real HTTP. Every figure, for every dimension and both time ranges, is
// checked against a count done another way: the school's rows loaded into the test and counted in
// JavaScript with the contracts' own 02 §4 rule (rowBadge). Also: writes show once the server's kept
// answers end (the freshness rule), a removed hand-in and an extended due date change the figures as
// they should, another school's token sees only its own school, a user without Homework is refused,
// and bad timeRange/dimension/sortOrder are refused by the schemas with the spec's sentence.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  DASHBOARD_DIMENSIONS,
  DASHBOARD_TIME_RANGES,
  STUDENT_OVERVIEW_SORTS,
  addDays,
  dashboardDimensionMessage,
  dashboardTimeRangeMessage,
  rowBadge,
  schoolDateOf,
  schoolToday,
  sortStudentOverview,
  studentOverviewSortMessage,
  teacherDisplayName,
  type DashboardDimension,
  type DashboardHandedInStatusRow,
  type DashboardTimeRange,
  type StudentHandInRow,
  type StudentOverviewRow,
  type StudentOverviewSort,
} from '@homework/contracts';
import { ACCESS_REFUSED } from '../../../src/kit';
import { KEPT_ANSWER_MS } from '../../../src/services/dashboard/kept-answers';
import { signIn, startTestServer, type TestServer } from '../../support';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('services/dashboard/dashboard.test.ts', () => {
  const ZONE = 'Europe/London';
  const BASE = '/v3/ManagementDashboard';

  interface HandIn {
    homeworkId: string;
    studentId: string;
    subject: string;
    teacher: string;
    dueDay: string;
    handedInDay: string | null;
    extendedDay: string | null;
    year: string;
    reg: string;
    house: string;
    gender: string;
  }
  interface Student {
    id: string;
    surname: string;
    forename: string;
    reg: string;
    year: string;
    groups: string[];
  }

  let server: TestServer;
  const tokens: Record<string, string> = {};

  async function call(user: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const response = await fetch(`${server.baseUrl}${BASE}${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[user]}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: await response.json() };
  }

  async function schoolOf(username: string): Promise<string> {
    const { rows } = await server.db.query<{ school_id: string }>('select school_id from user_accounts where username = $1', [username]);
    return rows[0].school_id;
  }

  /** The range's days from the school details API (a different code path from the dashboard's). */
  async function rangeDays(user: string, schoolId: string, timeRange: DashboardTimeRange): Promise<{ start: string; end: string }> {
    const which = timeRange === 'term' ? 'CurrentTerm' : 'CurrentAcademicYear';
    const response = await fetch(`${server.baseUrl}/v2/SchoolDetails/${which}/${schoolId}`, { headers: { authorization: `Bearer ${tokens[user]}` } });
    const body = (await response.json()) as { StartDate: string; EndDate: string };
    return { start: body.StartDate, end: body.EndDate };
  }

  const day = (value: Date | string | null) => (value === null ? null : schoolDateOf(value, ZONE));

  /** Every live hand-in of the school, with the homework's and the student's values. */
  async function loadSchool(schoolId: string): Promise<{ homework: { id: string; subject: string; teacher: string; dueDay: string }[]; handIns: HandIn[]; students: Student[] }> {
    const homework = (
      await server.db.query<any>(
        `select h.id, sub.name as subject, t.title, t.forename, t.surname, h.due_date
         from homework h join subjects sub on sub.school_id = h.school_id and sub.id = h.subject_id
         join staff t on t.school_id = h.school_id and t.id = h.set_by_id where h.school_id = $1`,
        [schoolId],
      )
    ).rows.map((r) => ({
      id: r.id as string,
      subject: r.subject as string,
      teacher: teacherDisplayName({ Title: r.title, DisplayForename: r.forename, DisplaySurname: r.surname }),
      dueDay: day(r.due_date)!,
    }));
    const byId = new Map(homework.map((h) => [h.id, h]));
    const studentRows = (await server.db.query<any>('select * from students where school_id = $1', [schoolId])).rows;
    const members = (await server.db.query<any>('select group_id, student_id from group_members where school_id = $1', [schoolId])).rows;
    const byStudent = new Map(studentRows.map((s) => [s.id as string, s]));
    const handIns = (await server.db.query<any>('select * from homework_students where school_id = $1', [schoolId])).rows
      .filter((r) => r.removed_at === null)
      .map((r): HandIn => {
        const h = byId.get(r.homework_id)!;
        const s = byStudent.get(r.student_id)!;
        return {
          homeworkId: h.id,
          studentId: s.id,
          subject: h.subject,
          teacher: h.teacher,
          dueDay: h.dueDay,
          handedInDay: day(r.handed_in_date),
          extendedDay: day(r.extended_due_date),
          year: s.year_group,
          reg: s.reg_group || 'None',
          house: s.house || 'None',
          gender: s.gender || 'None',
        };
      });
    const students = studentRows
      .filter((s) => s.is_active && !s.is_pre_admission)
      .map((s) => ({
        id: s.id as string,
        surname: s.display_surname as string,
        forename: s.display_forename as string,
        reg: (s.reg_group ?? '') as string,
        year: s.year_group as string,
        groups: members.filter((m) => m.student_id === s.id).map((m) => m.group_id as string),
      }));
    return { homework, handIns, students };
  }

  const nameOf: Record<DashboardDimension, (h: HandIn) => string> = {
    subject: (h) => h.subject,
    teacher: (h) => h.teacher,
    subjectByYear: (h) => `${h.year} ${h.subject}`,
    year: (h) => h.year,
    regGroup: (h) => h.reg,
    house: (h) => h.house,
    gender: (h) => h.gender,
  };

  type Figure = 'HandedInOnTime' | 'HandedInLate' | 'Overdue' | 'Due';
  const FIGURE_OF = { 'Handed In': 'HandedInOnTime', 'Handed In Late': 'HandedInLate', Overdue: 'Overdue', 'Not Yet Handed In': 'Due' } as const;
  const figureOf = (h: HandIn, today: string): Figure => FIGURE_OF[rowBadge({ handedInDay: h.handedInDay, extendedDudeDate: h.extendedDay }, h.dueDay, today)];

  /** Rows by name, their figures only (a teacher's id is checked apart). */
  const byName = <T extends { Name: string; TeacherId?: string }>(rows: T[]) =>
    Object.fromEntries(rows.map(({ TeacherId: _id, ...figures }) => [figures.Name, figures]));

  /** Every dimension's GetHandedInStatus and GetTotals for the range, asked by the user, equal a count of their school's rows done here. */
  async function assertFiguresMatchCount(timeRange: DashboardTimeRange, user = 'teacher'): Promise<void> {
    const schoolId = await schoolOf(user);
    const { start, end } = await rangeDays(user, schoolId, timeRange);
    const today = schoolToday(new Date(), ZONE);
    const school = await loadSchool(schoolId);
    const inRange = (dueDay: string) => dueDay >= start && dueDay <= end;
    const handIns = school.handIns.filter((h) => inRange(h.dueDay));
    assert.ok(handIns.length > 0, 'the seeded school has hand-ins in the range');

    for (const dimension of DASHBOARD_DIMENSIONS) {
      const status = await call(user, 'GET', `/GetHandedInStatus?timeRange=${timeRange}&dimension=${dimension}`);
      assert.equal(status.status, 200, JSON.stringify(status.body));
      const expected: Record<string, DashboardHandedInStatusRow> = {};
      for (const h of handIns) {
        const name = nameOf[dimension](h);
        const row = (expected[name] ??= { Name: name, Count: 0, HandedInOnTime: 0, HandedInLate: 0, Overdue: 0, Due: 0 });
        row.Count += 1;
        row[figureOf(h, today)] += 1;
      }
      assert.deepEqual(byName(status.body), expected, `${user}: GetHandedInStatus ${timeRange} ${dimension}`);

      const totals = await call(user, 'GET', `/GetTotals?timeRange=${timeRange}&dimension=${dimension}`);
      assert.equal(totals.status, 200);
      const counted: Record<string, Set<string>> = {};
      if (dimension === 'subject' || dimension === 'teacher') {
        for (const h of school.homework.filter((x) => inRange(x.dueDay))) (counted[h[dimension]] ??= new Set()).add(h.id);
      } else {
        for (const h of handIns) (counted[nameOf[dimension](h)] ??= new Set()).add(h.homeworkId);
      }
      const expectedTotals = Object.fromEntries(Object.entries(counted).map(([Name, ids]) => [Name, { Name, Count: ids.size }]));
      assert.deepEqual(byName(totals.body), expectedTotals, `${user}: GetTotals ${timeRange} ${dimension}`);
    }
  }

  /** Each current student of the user's school with their figures for the range, counted here. */
  async function countStudentFigures(user: string, timeRange: DashboardTimeRange): Promise<Map<string, { HandedInOnTime: number; HandedInLate: number; Overdue: number; Due: number }>> {
    const schoolId = await schoolOf(user);
    const { start, end } = await rangeDays(user, schoolId, timeRange);
    const today = schoolToday(new Date(), ZONE);
    const school = await loadSchool(schoolId);
    const expected = new Map(school.students.map((s) => [s.id, { HandedInOnTime: 0, HandedInLate: 0, Overdue: 0, Due: 0 }]));
    for (const h of school.handIns.filter((x) => x.dueDay >= start && x.dueDay <= end)) {
      const row = expected.get(h.studentId);
      if (row) row[figureOf(h, today)] += 1;
    }
    return expected;
  }

  /** The export's rows are the counted students, each with the figures counted. */
  function assertStudentFigures(rows: StudentHandInRow[], expected: Awaited<ReturnType<typeof countStudentFigures>>, what: string): void {
    assert.equal(rows.length, expected.size, `${what}: every current student`);
    for (const row of rows) {
      const e = expected.get(row.Id);
      assert.ok(e, `${what}: ${row.Id} is a current student of the school`);
      assert.deepEqual([row.HandedInOnTime, row.HandedInLate, row.TotalOverdue, row.TotalDue], [e.HandedInOnTime, e.HandedInLate, e.Overdue, e.Due], `${what}: ${row.Id}`);
    }
  }

  before(async () => {
    server = await startTestServer();
    for (const user of ['teacher', 'teacher2', 'noaccess']) tokens[user] = (await signIn(server.baseUrl, user)).accessToken;
    // Make the 02 §4 edges happen in the term: a removed hand-in that was handed in (it must not
    // count), and an overdue hand-in given an extended due date that makes it due again.
    const schoolId = await schoolOf('teacher');
    const today = schoolToday(new Date(), ZONE);
    const term = await rangeDays('teacher', schoolId, 'term');
    const inTerm = (await server.db.query<any>(
      `select hs.homework_id, hs.student_id, hs.handed_in_date from homework_students hs join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
      where hs.school_id = $1 and hs.removed_at is null and h.due_date >= $2::date and h.due_date <= $3::date and h.due_date < $4::date
      order by h.due_date, hs.student_id`,
      [schoolId, term.start, term.end, addDays(today, -3)],
    )).rows;
    const handedIn = inTerm.find((r) => r.handed_in_date !== null);
    const notHandedIn = inTerm.find((r) => r.handed_in_date === null);
    assert.ok(handedIn && notHandedIn, 'the seeded term has past homework, handed in and not');
    await server.db.query('update homework_students set removed_at = now() where homework_id = $1 and student_id = $2', [handedIn.homework_id, handedIn.student_id]);
    await server.db.query(`update homework_students set extended_due_date = $3::date where homework_id = $1 and student_id = $2`, [
      notHandedIn.homework_id,
      notHandedIn.student_id,
      addDays(today, 3),
    ]);
  });
  after(() => server?.close());

  describe('GetTotals and GetHandedInStatus', () => {
    for (const timeRange of DASHBOARD_TIME_RANGES) {
      test(`every dimension, ${timeRange}: the figures equal a count done in the test`, () => assertFiguresMatchCount(timeRange));
    }

    test('every kind of write shows once the answers kept before it end: hand-ins, due dates, removals, students, subjects', async (t) => {
      const schoolId = await schoolOf('teacher');
      await assertFiguresMatchCount('term');
      const shown = await call('teacher', 'GET', '/GetHandedInStatus?timeRange=term&dimension=subject');
      const today = schoolToday(new Date(), ZONE);
      const { start } = await rangeDays('teacher', schoolId, 'term');
      const past = (
        await server.db.query<any>(
          `select hs.homework_id, hs.student_id from homework_students hs join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
          where hs.school_id = $1 and hs.removed_at is null and hs.handed_in_date is null and h.due_date >= $2::date and h.due_date < $3::date
          order by h.due_date, hs.student_id limit 3`,
          [schoolId, start, addDays(today, -2)],
        )
      ).rows;
      assert.equal(past.length, 3, 'the seeded term has past homework not handed in');
      // A hand-in through the marking service, a removal, and a homework moved to another day of the term.
      const handIn = await fetch(`${server.baseUrl}/v3/HomeworkManagement/HandInHomework`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.teacher}`, 'content-type': 'application/json' },
        body: JSON.stringify({ HomeworkId: past[0].homework_id, StudentId: past[0].student_id }),
      });
      assert.equal(handIn.status, 200, await handIn.text());
      await server.db.query('update homework_students set removed_at = now() where homework_id = $1 and student_id = $2', [past[1].homework_id, past[1].student_id]);
      await server.db.query(`update homework set due_date = due_date + interval '1 day' where id = $1`, [past[2].homework_id]);
      // Within the server's part of the freshness rule, the answer it kept stands.
      assert.deepEqual(await call('teacher', 'GET', '/GetHandedInStatus?timeRange=term&dimension=subject'), shown);
      // Then its lifetime ends (the server's clock moved on; put back when the test ends).
      t.mock.timers.enable({ apis: ['Date'], now: Date.now() + KEPT_ANSWER_MS });
      // The student with the most homework moving house and gender, and a subject renamed; both put
      // back afterwards, since on a shared PostgreSQL other test files read the demo school's people.
      const mover = (
        await server.db.query<{ id: string; house: string; gender: string }>(
          `select id, house, gender from students where school_id = $1 and id = (
           select student_id from homework_students where school_id = $1 and removed_at is null group by student_id order by count(*) desc, student_id limit 1)`,
          [schoolId],
        )
      ).rows[0];
      const subject = (
        await server.db.query<{ id: string; name: string }>(`select s.id, s.name from subjects s join homework h on h.school_id = s.school_id and h.subject_id = s.id where h.id = $1`, [past[0].homework_id])
      ).rows[0];
      try {
        await server.db.query(`update students set house = 'Moved House', gender = 'X' where school_id = $1 and id = $2`, [schoolId, mover.id]);
        await server.db.query(`update subjects set name = name || ' (renamed)' where school_id = $1 and id = $2`, [schoolId, subject.id]);
        await assertFiguresMatchCount('term');
        await assertFiguresMatchCount('academicYear');
      } finally {
        await server.db.query(`update students set house = $3, gender = $4 where school_id = $1 and id = $2`, [schoolId, mover.id, mover.house, mover.gender]);
        await server.db.query(`update subjects set name = $3 where school_id = $1 and id = $2`, [schoolId, subject.id, subject.name]);
      }
      // The Student Overview reads the same summaries: the student handed in just now counts it.
      const school = await loadSchool(schoolId);
      const theirs = school.handIns.filter((h) => h.studentId === past[0].student_id && h.dueDay >= start && h.handedInDay !== null);
      const exported = await call('teacher', 'POST', '/GetStudentHandInExport', { timeRange: 'term', sortOrder: 'nameAsc' });
      const row = (exported.body as StudentHandInRow[]).find((r) => r.Id === past[0].student_id);
      assert.ok(row, 'the student is in the overview');
      assert.equal(row.HandedInOnTime + row.HandedInLate, theirs.length);
    });

    test('a removed hand-in never counts and an extended due date makes an overdue hand-in due', async () => {
      const schoolId = await schoolOf('teacher');
      const { rows } = await server.db.query<any>(
        `select (select count(*)::int from homework_students where school_id = $1 and removed_at is not null) as removed,
              (select count(*)::int from homework_students where school_id = $1 and extended_due_date > now()) as extended`,
        [schoolId],
      );
      assert.ok(rows[0].removed >= 1 && rows[0].extended >= 1, 'the edges exist');
      const status = await call('teacher', 'GET', '/GetHandedInStatus?timeRange=term&dimension=gender');
      // Hand-ins whose homework is due on a day of the term, the days being the school's (its time
      // zone's), counted straight from the hand-in table; and the same with the removed ones.
      const { start, end } = await rangeDays('teacher', schoolId, 'term');
      const counts = (
        await server.db.query<{ live: number; all: number }>(
          `select count(*) filter (where hs.removed_at is null)::int as live, count(*)::int as all
           from homework_students hs join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
           join schools sc on sc.id = hs.school_id
          where hs.school_id = $1 and (h.due_date at time zone sc.time_zone)::date between $2::date and $3::date`,
          [schoolId, start, end],
        )
      ).rows[0];
      assert.ok(counts.all > counts.live, 'a hand-in due in the term was removed');
      const sum = (status.body as DashboardHandedInStatusRow[]).reduce((n, r) => n + r.Count, 0);
      assert.equal(sum, counts.live);
    });

    test("sliced by teacher, each row carries that teacher's id for the link to their homework; no other slice does", async () => {
      const schoolId = await schoolOf('teacher');
      for (const call_ of ['GetTotals', 'GetHandedInStatus']) {
        const byTeacher = await call('teacher', 'GET', `/${call_}?timeRange=academicYear&dimension=teacher`);
        assert.equal(byTeacher.status, 200);
        assert.ok(byTeacher.body.length > 0);
        for (const row of byTeacher.body as { Name: string; TeacherId?: string }[]) {
          assert.ok(row.TeacherId, `${call_}: ${row.Name} has an id`);
          const teacher = (
            await server.db.query<{ name: string }>(
              `select concat_ws(' ', nullif(btrim(title), ''), nullif(upper(left(btrim(forename), 1)) || '.', '.'), btrim(surname)) as name
               from staff where school_id = $1 and id = $2`,
              [schoolId, row.TeacherId],
            )
          ).rows[0];
          assert.equal(teacher?.name, row.Name, `${call_}: the id is the school's teacher of that name`);
        }
        const bySubject = await call('teacher', 'GET', `/${call_}?timeRange=academicYear&dimension=subject`);
        for (const row of bySubject.body) assert.equal(row.TeacherId, undefined);
      }
    });

    test('another school sees only its own rows', async () => {
      const own = await schoolOf('teacher2');
      const other = await schoolOf('teacher');
      assert.notEqual(own, other);
      // Riverside's charts, every dimension and both ranges, equal a count of Riverside's rows.
      for (const timeRange of DASHBOARD_TIME_RANGES) await assertFiguresMatchCount(timeRange, 'teacher2');

      // The Student Overview's export and table: Riverside's current students, each with their own figures.
      const expected = await countStudentFigures('teacher2', 'academicYear');
      assert.ok(expected.size > 0);
      const exported = await call('teacher2', 'POST', '/GetStudentHandInExport', { timeRange: 'academicYear', sortOrder: 'nameAsc' });
      assert.equal(exported.status, 200);
      assertStudentFigures(exported.body, expected, "Riverside's export");
      assert.ok((exported.body as StudentHandInRow[]).some((row) => row.HandedInOnTime > 0), 'Riverside has hand-ins in the year');
      const page = await call('teacher2', 'POST', '/GetStudentHandInStatus', { timeRange: 'academicYear', studentIds: null, groupIds: null, sortOrder: 'nameAsc', pageSize: 100, pageNumber: 1 });
      assert.equal(page.status, 200);
      assert.equal(page.body.totalRows, expected.size);
      assert.deepEqual(page.body.page, (exported.body as StudentHandInRow[]).slice(0, 100));

      // Another school's students named in the selection match nobody.
      const otherStudent = (await server.db.query<{ id: string }>('select id from students where school_id = $1 limit 1', [other])).rows[0].id;
      const picked = await call('teacher2', 'POST', '/GetStudentHandInStatus', { timeRange: 'term', studentIds: [otherStudent], groupIds: null, sortOrder: 'nameAsc', pageSize: 8, pageNumber: 1 });
      assert.deepEqual(picked.body, { page: [], totalRows: 0 });
    });
  });

  describe('GetStudentHandInStatus and GetStudentHandInExport', () => {
    const toOverview = (r: StudentHandInRow): StudentOverviewRow => ({
      studentId: r.Id,
      surname: r.DisplaySurname,
      forename: r.DisplayForename,
      reg: r.RegGroup,
      year: r.YearGroup,
      handedIn: r.HandedInOnTime,
      handedInLate: r.HandedInLate,
      due: r.TotalDue,
      notHandedIn: r.TotalOverdue,
    });

    test("every student's figures equal a count done in the test; pages of the export in every sort order", async () => {
      const expected = await countStudentFigures('teacher', 'term');

      for (const sortOrder of STUDENT_OVERVIEW_SORTS) {
        const exported = await call('teacher', 'POST', '/GetStudentHandInExport', { timeRange: 'term', sortOrder });
        assert.equal(exported.status, 200);
        const rows = exported.body as StudentHandInRow[];
        assertStudentFigures(rows, expected, sortOrder);
        // The whole order is the contracts' rule: the figure the right way, then surname, forename and id
        // (nameAsc: the name alone). The seeded names are plain letters and an apostrophe, which the
        // database's collation and en-GB order alike.
        const sorted = sortStudentOverview(rows.map(toOverview), sortOrder as StudentOverviewSort);
        assert.deepEqual(rows.map((r) => r.Id), sorted.map((r) => r.studentId), sortOrder);

        // Pages of 8 are the export's slices.
        const second = await call('teacher', 'POST', '/GetStudentHandInStatus', { timeRange: 'term', studentIds: null, groupIds: null, sortOrder, pageSize: 8, pageNumber: 2 });
        assert.equal(second.status, 200);
        assert.equal(second.body.totalRows, rows.length);
        assert.deepEqual(second.body.page, rows.slice(8, 16), `${sortOrder} page 2`);
      }
    });

    test('chosen students and groups: the union of the students and the groups’ current members', async () => {
      const schoolId = await schoolOf('teacher');
      const school = await loadSchool(schoolId);
      const group = (await server.db.query<{ id: string }>(`select id from groups where school_id = $1 and kind = 'registration' order by name limit 1`, [schoolId])).rows[0].id;
      const loner = school.students.find((s) => !s.groups.includes(group))!;
      const want = new Set([loner.id, ...school.students.filter((s) => s.groups.includes(group)).map((s) => s.id)]);
      const answer = await call('teacher', 'POST', '/GetStudentHandInStatus', { timeRange: 'academicYear', studentIds: [loner.id], groupIds: [group], sortOrder: 'nameAsc', pageSize: 100, pageNumber: 1 });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.totalRows, want.size);
      assert.deepEqual(new Set(answer.body.page.map((r: StudentHandInRow) => r.Id)), want);
      const past = await call('teacher', 'POST', '/GetStudentHandInStatus', { timeRange: 'academicYear', studentIds: [loner.id], groupIds: [group], sortOrder: 'nameAsc', pageSize: 100, pageNumber: 9 });
      assert.deepEqual(past.body, { page: [], totalRows: want.size });
      // The export holds the same students, every page of them (docs/teacher-week.md, week 1 item 15), and the whole school
      // when none is chosen.
      const exported = await call('teacher', 'POST', '/GetStudentHandInExport', { timeRange: 'academicYear', studentIds: [loner.id], groupIds: [group], sortOrder: 'nameAsc' });
      assert.equal(exported.status, 200);
      assert.deepEqual(exported.body, answer.body.page);
      const everyone = await call('teacher', 'POST', '/GetStudentHandInExport', { timeRange: 'academicYear', studentIds: [], groupIds: null, sortOrder: 'nameAsc' });
      assert.ok((everyone.body as StudentHandInRow[]).length > want.size);
    });
  });

  describe('refusals and bad input', () => {
    test('a user without Homework is refused every dashboard call', async () => {
      for (const [method, path, body] of [
        ['GET', '/GetTotals?timeRange=term&dimension=year', undefined],
        ['GET', '/GetHandedInStatus?timeRange=term&dimension=year', undefined],
        ['POST', '/GetStudentHandInStatus', { timeRange: 'term' }],
        ['POST', '/GetStudentHandInExport', { timeRange: 'term' }],
      ] as const) {
        assert.deepEqual(await call('noaccess', method, path, body), { status: 403, body: { message: ACCESS_REFUSED.homework } }, path);
      }
    });

    test('a time range, dimension or sort order that is not one of the allowed values is a 400 naming them', async () => {
      const cases: [string, string, unknown, string][] = [
        ['GET', '/GetTotals?timeRange=week&dimension=year', undefined, dashboardTimeRangeMessage],
        ['GET', '/GetTotals?dimension=year', undefined, dashboardTimeRangeMessage],
        ['GET', '/GetTotals?timeRange=term&dimension=class', undefined, dashboardDimensionMessage],
        ['GET', '/GetHandedInStatus?timeRange=Term&dimension=year', undefined, dashboardTimeRangeMessage],
        ['GET', '/GetHandedInStatus?timeRange=term', undefined, dashboardDimensionMessage],
        ['POST', '/GetStudentHandInStatus', { timeRange: 'month' }, dashboardTimeRangeMessage],
        ['POST', '/GetStudentHandInStatus', { timeRange: 'term', sortOrder: 'random' }, studentOverviewSortMessage],
        ['POST', '/GetStudentHandInExport', {}, dashboardTimeRangeMessage],
        ['POST', '/GetStudentHandInExport', { timeRange: 'term', sortOrder: 'x' }, studentOverviewSortMessage],
      ];
      for (const [method, path, body, message] of cases) {
        const answer = await call('teacher', method, path, body);
        assert.deepEqual([answer.status, answer.body.message], [400, message], `${method} ${path} ${JSON.stringify(body)}`);
      }
      // Refused by Fastify against the schemas, which document the codes (OpenAPI) as they check them.
      const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as { paths: Record<string, Record<string, any>> };
      const codes = (schema: { enum?: unknown[] }) => schema.enum;
      for (const path of ['/GetTotals', '/GetHandedInStatus']) {
        const parameters = doc.paths[`${BASE}${path}`]!.get.parameters as { name: string; required: boolean; schema: { enum?: unknown[] } }[];
        const named = Object.fromEntries(parameters.map((p) => [p.name, p]));
        assert.deepEqual(codes(named.timeRange!.schema), [...DASHBOARD_TIME_RANGES], path);
        assert.deepEqual(codes(named.dimension!.schema), [...DASHBOARD_DIMENSIONS], path);
        assert.ok(named.timeRange!.required && named.dimension!.required, path);
      }
      for (const path of ['/GetStudentHandInStatus', '/GetStudentHandInExport']) {
        const body = doc.paths[`${BASE}${path}`]!.post.requestBody.content['application/json'].schema;
        assert.deepEqual(codes(body.properties.timeRange), [...DASHBOARD_TIME_RANGES], path);
        assert.deepEqual(codes(body.properties.sortOrder), [...STUDENT_OVERVIEW_SORTS], path);
        assert.deepEqual(body.required, ['timeRange'], path);
      }
      const badPage = await call('teacher', 'POST', '/GetStudentHandInStatus', { timeRange: 'term', pageNumber: 0 });
      assert.equal(badPage.status, 400);
      const badId = await call('teacher', 'POST', '/GetStudentHandInStatus', { timeRange: 'term', studentIds: ['nope'] });
      assert.equal(badId.status, 400);
      assert.match(badId.body.message, /student id/);
    });
  });
});
