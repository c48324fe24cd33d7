// GetHomeworkList over real HTTP: every filter, every sort with its direction, paging, the cards'
// figures, the 400 on an unknown sort code, tenant isolation. The run's homework carry a tag in the
// title and every query searches for it, so other homework in the database does not matter.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { notValidValueOfObject } from '@homework/contracts';
import { keptDayRanges } from '../../../src/services/homework/routes/list';
import { schoolDayRange } from '../../../src/services/homework/school-time';
import { startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('services/homework/homework-list.test.ts', () => {
  let s: HomeworkTestServer;
  /** Created in this order (so createdate-desc is the reverse), with these due days from today. */
  const PLAN = [
    { key: 'passed', title: 'Delta essay', dueIn: -3, startIn: -10, setBy: 'teacher', subject: 1 },
    { key: 'today', title: 'alpha worksheet', dueIn: 0, startIn: -2, setBy: 'teacher', subject: 0 },
    { key: 'week', title: 'Charlie reading', dueIn: 3, startIn: 0, setBy: 'admin', subject: 2 },
    { key: 'month', title: 'bravo project', dueIn: 20, startIn: 1, setBy: 'teacher', subject: 0 },
    { key: 'later', title: 'Echo revision', dueIn: 45, startIn: 2, setBy: 'admin', subject: 1 },
  ] as const;
  type Key = (typeof PLAN)[number]['key'];
  const ids = {} as Record<Key, string>;
  const byId = new Map<string, Key>();

  before(async () => {
    s = await startHomeworkServer(['teacher', 'teacher2', 'admin']);
    const school = await s.school('teacher');
    const admin = await s.school('admin');
    const [g1, g2] = school.groups;
    const [loner1, loner2] = loners(school);
    for (const [i, p] of PLAN.entries()) {
      const hw = await s.create('teacher', {
        Title: `${s.tag} ${p.title}`,
        SetById: p.setBy === 'admin' ? admin.teacherId : school.teacherId,
        SubjectId: school.subjects[p.subject].id,
        startIn: p.startIn,
        dueIn: p.dueIn,
        // passed: group 1; today: groups 1 and 2; week: group 2; month: one student; later: group 2 and a student.
        Groups: [[g1.id], [g1.id, g2.id], [g2.id], [], [g2.id]][i],
        Students: [[], [], [], [loner1], [loner2]][i],
        AllowStudentAttachments: i % 2 === 0,
      });
      ids[p.key] = hw.Id;
      byId.set(hw.Id, p.key);
      // Distinct creation times, whatever the clock's resolution.
      await s.db.query(`update homework set created_at = now() - make_interval(mins => $2) where id = $1`, [hw.Id, 100 - i]);
    }
    // Three of group 1 handed in the 'today' homework.
    await s.db.query(
      `update homework_students set handed_in_date = now(), status = 2
      where homework_id = $1 and student_id = any($2::uuid[])`,
      [ids.today, g1.members.slice(0, 3)],
    );
  });
  after(async () => {
    await s?.stop();
  });

  async function list(body: Record<string, unknown>, user = 'teacher'): Promise<{ keys: Key[]; total: number; items: any[] }> {
    const answer = await s.call(user, 'POST', '/GetHomeworkList', { SearchQuery: s.tag, PageSize: 100, ...body });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return { keys: answer.body.Items.map((i: any) => byId.get(i.Id)), total: answer.body.TotalItems, items: answer.body.Items };
  }
  const sorted = (keys: Key[]) => [...keys].sort();
  /** Students in neither of the first two groups. */
  const loners = (school: Awaited<ReturnType<HomeworkTestServer['school']>>) =>
    school.otherStudents.filter((x) => !school.groups[1].members.includes(x));

  describe('State filter (school days in Europe/London)', () => {
    test('all', async () => assert.deepEqual(sorted((await list({ State: 'all' })).keys), sorted(['passed', 'today', 'week', 'month', 'later'])));
    test('passed: due before today', async () => assert.deepEqual((await list({ State: 'passed' })).keys, ['passed']));
    test('this-week: due today to today + 7', async () => assert.deepEqual((await list({ State: 'this-week' })).keys, ['today', 'week']));
    test('next-30: due today to today + 30', async () => assert.deepEqual((await list({ State: 'next-30' })).keys, ['today', 'week', 'month']));
    test('next-30 is the default', async () => assert.deepEqual((await list({})).keys, ['today', 'week', 'month']));
    test('edges: this-week takes due today + 7 but not + 8; next-30 takes + 30 but not + 31', async () => {
      const edge = `edge${randomUUID().slice(0, 8)}`; // not found by searches for the run's tag
      const made: Record<string, string> = {};
      for (const dueIn of [7, 8, 30, 31]) made[(await s.create('teacher', { Title: `${edge} d${dueIn}`, dueIn })).Id] = `d${dueIn}`;
      const names = async (State: string) =>
        ((await s.call('teacher', 'POST', '/GetHomeworkList', { SearchQuery: edge, State, PageSize: 100 })).body.Items as any[]).map((i) => made[i.Id]);
      assert.deepEqual(await names('this-week'), ['d7']);
      assert.deepEqual(await names('next-30'), ['d7', 'd8', 'd30']);
      assert.deepEqual(await names('passed'), []);
    });
    test('an unknown state is 400', async () => {
      const answer = await s.call('teacher', 'POST', '/GetHomeworkList', { State: 'someday' });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.message, notValidValueOfObject('someday'));
    });
  });

  describe('filters', () => {
    test('SetBy: one teacher', async () => {
      const admin = await s.school('admin');
      assert.deepEqual((await list({ State: 'all', SetBy: admin.teacherId })).keys, ['week', 'later']);
    });

    test("ExcludeSetBy: every teacher's but one ('Other Teachers Homework' leaves out the caller's own)", async () => {
      const school = await s.school('teacher');
      assert.deepEqual((await list({ State: 'all', ExcludeSetBy: school.teacherId })).keys, ['week', 'later']);
      assert.equal((await s.call('teacher', 'POST', '/GetHomeworkList', { ExcludeSetBy: 'me' })).status, 400);
    });

    test('Subject', async () => {
      const school = await s.school('teacher');
      assert.deepEqual((await list({ State: 'all', Subject: school.subjects[0].id })).keys, ['today', 'month']);
      assert.deepEqual((await list({ State: 'all', Subject: school.subjects[1].id })).keys, ['passed', 'later']);
    });

    test('Groups: homework set for any of them', async () => {
      const [g1, g2] = (await s.school('teacher')).groups;
      assert.deepEqual((await list({ State: 'all', Groups: [g1.id] })).keys, ['passed', 'today']);
      assert.deepEqual((await list({ State: 'all', Groups: [g2.id] })).keys, ['today', 'week', 'later']);
      assert.deepEqual((await list({ State: 'all', Groups: [g1.id, g2.id] })).keys, ['passed', 'today', 'week', 'later']);
    });

    test('Students: homework the student has, through a group or chosen individually', async () => {
      const school = await s.school('teacher');
      const [g1] = school.groups;
      const inG1 = g1.members.find((m) => !school.groups[1].members.includes(m))!;
      assert.deepEqual((await list({ State: 'all', Students: [inG1] })).keys, ['passed', 'today']);
      assert.deepEqual((await list({ State: 'all', Students: [loners(school)[0]] })).keys, ['month']);
    });

    test('Groups and Students together: either', async () => {
      const school = await s.school('teacher');
      const keys = (await list({ State: 'all', Groups: [school.groups[0].id], Students: [loners(school)[1]] })).keys;
      assert.deepEqual(keys, ['passed', 'today', 'later']);
    });

    test('SearchQuery: case-insensitive, anywhere in the title; % and _ are plain characters', async () => {
      assert.deepEqual((await list({ State: 'all', SearchQuery: `${s.tag} ALPHA` })).keys, ['today']);
      assert.deepEqual((await list({ State: 'all', SearchQuery: `${s.tag.toUpperCase()} Bravo` })).keys, ['month']);
      assert.deepEqual(sorted((await list({ State: 'all', SearchQuery: s.tag.toUpperCase() })).keys), sorted(['passed', 'today', 'week', 'month', 'later']));
      assert.equal((await list({ State: 'all', SearchQuery: `${s.tag}_` })).total, 0);
      assert.equal((await list({ State: 'all', SearchQuery: `${s.tag}%` })).total, 0);
    });

    test('SearchQuery: %, _ and \\ in a title are found literally, and match only themselves', async () => {
      const mark = `lit${randomUUID().slice(0, 8)}`; // not found by searches for the run's tag
      const made: Record<string, string> = {};
      // Each plain title is what the search would also match if the character were a pattern.
      const titles = { percent: '50% done', underscore: 'part_two', backslash: 'a\\b', fifty: '50 done', partXtwo: 'partXtwo', ab: 'ab' };
      for (const [name, title] of Object.entries(titles))
        made[(await s.create('teacher', { Title: `${mark} ${title}` })).Id] = name;
      const found = async (query: string) =>
        ((await s.call('teacher', 'POST', '/GetHomeworkList', { SearchQuery: `${mark} ${query}`, State: 'all', PageSize: 100 })).body.Items as any[])
          .map((i) => made[i.Id])
          .sort();
      assert.deepEqual(await found('50%'), ['percent']);
      assert.deepEqual(await found('part_two'), ['underscore']);
      assert.deepEqual(await found('a\\b'), ['backslash']);
    });

    test('filters combine', async () => {
      const school = await s.school('teacher');
      assert.deepEqual((await list({ State: 'next-30', Subject: school.subjects[0].id, SetBy: school.teacherId })).keys, ['today', 'month']);
    });

    test('a filter id that is not an id is 400', async () => {
      const answer = await s.call('teacher', 'POST', '/GetHomeworkList', { SetBy: 'mrs-smith' });
      assert.equal(answer.status, 400);
    });
  });

  describe('SortOrder', () => {
    test('duedate-asc (default): earliest due first', async () => {
      assert.deepEqual((await list({ State: 'all' })).keys, ['passed', 'today', 'week', 'month', 'later']);
      assert.deepEqual((await list({ State: 'all', SortOrder: 'duedate-asc' })).keys, ['passed', 'today', 'week', 'month', 'later']);
    });
    test('title-asc: A to Z ignoring case', async () => {
      assert.deepEqual((await list({ State: 'all', SortOrder: 'title-asc' })).keys, ['today', 'month', 'week', 'passed', 'later']);
    });
    test('subject-asc: subject name A to Z, then due date', async () => {
      const school = await s.school('teacher');
      const name = (k: Key) => school.subjects[PLAN.find((p) => p.key === k)!.subject].name.toLowerCase();
      const keys = (await list({ State: 'all', SortOrder: 'subject-asc' })).keys;
      const expected = [...PLAN]
        .sort((a, b) => name(a.key).localeCompare(name(b.key)) || a.dueIn - b.dueIn)
        .map((p) => p.key);
      assert.deepEqual(keys, expected);
    });
    test('createdate-desc: newest first', async () => {
      assert.deepEqual((await list({ State: 'all', SortOrder: 'createdate-desc' })).keys, ['later', 'month', 'week', 'today', 'passed']);
    });
    test('an unknown code is 400 "{value} is not valid value of object"', async () => {
      for (const code of ['DueDate', 'title-desc', 'bogus']) {
        const answer = await s.call('teacher', 'POST', '/GetHomeworkList', { SortOrder: code });
        assert.equal(answer.status, 400);
        assert.equal(answer.body.message, `${code} is not valid value of object`);
      }
    });
  });

  describe('paging', () => {
    test('pages of 2 cover the list once, in order, each with the total', async () => {
      const pages: Key[] = [];
      for (const page of [1, 2, 3]) {
        const { keys, total } = await list({ State: 'all', PageSize: 2, Page: page });
        assert.equal(total, 5);
        assert.equal(keys.length, page < 3 ? 2 : 1);
        pages.push(...keys);
      }
      assert.deepEqual(pages, ['passed', 'today', 'week', 'month', 'later']);
    });
    test('a page past the end is empty, with the total', async () => {
      const { keys, total } = await list({ State: 'all', PageSize: 2, Page: 4 });
      assert.deepEqual(keys, []);
      assert.equal(total, 5);
    });
    test('page size 5 by default', async () => {
      const answer = await s.call('teacher', 'POST', '/GetHomeworkList', { State: 'all' });
      assert.equal(answer.status, 200);
      assert.ok(answer.body.Items.length <= 5);
      assert.ok(answer.body.TotalItems >= 5);
      const { items } = await list({ State: 'all', PageSize: undefined });
      assert.equal(items.length, 5);
    });
    test('Page 0 and PageSize over 100 are 400', async () => {
      assert.equal((await s.call('teacher', 'POST', '/GetHomeworkList', { Page: 0 })).status, 400);
      assert.equal((await s.call('teacher', 'POST', '/GetHomeworkList', { PageSize: 101 })).status, 400);
    });
    test('an empty body is the default list', async () => {
      const answer = await s.call('teacher', 'POST', '/GetHomeworkList', undefined);
      assert.equal(answer.status, 200);
    });
  });

  describe('cards', () => {
    test('each card carries everything the card shows', async () => {
      const school = await s.school('teacher');
      const admin = await s.school('admin');
      const [g1, g2] = school.groups;
      const { items } = await list({ State: 'all' });
      const card = (k: Key) => items.find((i) => i.Id === ids[k]);

      const today = card('today');
      assert.equal(today.Title, `${s.tag} alpha worksheet`);
      assert.equal(today.Subject, school.subjects[0].name);
      assert.equal(today.SubjectId, school.subjects[0].id);
      assert.match(today.SetBy, /^\S+ [A-Z]\. \S+/);
      assert.equal(today.SetById, school.teacherId);
      assert.equal(today.Source, 'homework-online');
      assert.equal(today.GroupCount, 2);
      assert.equal(today.GroupName, null);
      assert.equal(today.GroupId, null);
      assert.equal(today.StudentCount, 0);
      assert.equal(today.TotalStudents, new Set([...g1.members, ...g2.members]).size);
      assert.equal(today.SubmissionCount, 3);
      assert.equal(today.AttachmentCount, 0);
      assert.equal(today.AllowStudentAttachments, false);
      for (const date of ['StartDate', 'DueDate', 'CreatedDate']) assert.ok(!Number.isNaN(Date.parse(today[date])), date);

      const passed = card('passed');
      assert.equal(passed.GroupCount, 1);
      assert.equal(passed.GroupName, g1.name);
      assert.equal(passed.GroupId, g1.id);
      assert.equal(passed.TotalStudents, g1.members.length);
      assert.equal(passed.SubmissionCount, 0);
      assert.equal(passed.AllowStudentAttachments, true);

      const month = card('month');
      assert.equal(month.GroupCount, 0);
      assert.equal(month.StudentCount, 1);
      assert.equal(month.TotalStudents, 1);

      const later = card('later');
      assert.equal(later.SetById, admin.teacherId);
      assert.equal(later.GroupName, g2.name);
      assert.equal(later.StudentCount, 1);
    });
  });

  describe('tenancy', () => {
    test('another school never sees this school’s homework, and this school never sees theirs', async () => {
      assert.equal((await list({ State: 'all' }, 'teacher2')).total, 0);
      const theirs = await s.create('teacher2', { Title: `${s.tag} Riverside` });
      const ours = await list({ State: 'all' });
      assert.ok(!ours.items.some((i) => i.Id === theirs.Id));
      const seen = await list({ State: 'all' }, 'teacher2');
      assert.deepEqual(seen.items.map((i) => i.Id), [theirs.Id]);
    });
  });

  describe("the state filters' dates, kept for the school day", () => {
    const LONDON = 'Europe/London';
    // After the first call (10:00 in London, 1 July, summer time): whether each is worked out again.
    const cases: { name: string; at: string; days: number; zone: string; again: boolean }[] = [
      { name: 'later the same day', at: '2026-07-01T22:59:59Z', days: 30, zone: LONDON, again: false },
      { name: 'the start of the same day', at: '2026-06-30T23:00:00Z', days: 30, zone: LONDON, again: false },
      { name: "the next day (midnight in London, 23:00 UTC)", at: '2026-07-01T23:00:00Z', days: 30, zone: LONDON, again: true },
      { name: 'a clock set back a day', at: '2026-06-30T10:00:00Z', days: 30, zone: LONDON, again: true },
      { name: 'another reach', at: '2026-07-01T10:00:00Z', days: 7, zone: LONDON, again: true },
      { name: 'another zone', at: '2026-07-01T10:00:00Z', days: 30, zone: 'Asia/Tokyo', again: true },
    ];
    for (const { name, at, days, zone, again } of cases)
      test(`${name}: ${again ? 'worked out again' : 'kept'}, the same dates as schoolDayRange`, () => {
        let calls = 0;
        const dayRange = keptDayRanges((...args) => (calls++, schoolDayRange(...args)));
        dayRange(new Date('2026-07-01T10:00:00Z'), 30, LONDON);
        const before = calls;
        const answer = dayRange(new Date(at), days, zone);
        assert.equal(calls > before, again);
        assert.deepEqual(answer, schoolDayRange(new Date(at), days, zone));
      });
  });
});
