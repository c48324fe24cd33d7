// Marking together (decision 0030): a change one teacher makes reaches every other open stream of the
// homework within 2 s, through the database, never a process's memory (a stream held by a second
// server on the same database is sent it too); a reader that reconnects with Last-Event-ID is sent
// what it missed, in order, once; a dropped listener listens again and its streams catch up. The
// stream keeps the marking routes' rule and school: another school's teacher is refused the
// homework and is sent nothing of it on their own streams. A client that drops, the per-process cap
// and a drain leave the server answering; the heartbeat keeps a quiet stream open through proxies.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { ACCESS_REFUSED } from '../../../src/kit';
import { HOMEWORK_NOT_FOUND_MESSAGE, MARKING_EVENTS_HEARTBEAT_SECONDS, MARKING_EVENTS_READY } from '@homework/contracts';
import { openPostgres, type Database, type Listener } from '../../../src/db';
import { drain } from '../../../src/operations';
import { startTestServer, type TestServer } from '../../support';
import { loadConfig } from '../../../src/config';
import { PREFIX, londonDay, startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';
import { freshHomework, openEvents, openStudentEvents, type EventReader } from './marking-support';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The database, with its listening connection's drop in the test's hands: a real one on PostgreSQL. */
function droppable(db: Database) {
  let current: { on: Listener; stop: () => Promise<void> } | undefined;
  const wrapped: Database = {
    ...db,
    async listen(channel, on) {
      const stop = await db.listen(channel, on);
      current = { on, stop };
      return stop;
    },
  };
  return {
    db: wrapped,
    async drop() {
      if (db.kind === 'postgres') {
        await db.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'homework listener' and datname = current_database()`);
        return;
      }
      // PGlite's listening cannot drop: stop it and say it dropped, as PostgreSQL's would.
      const dropped = current!;
      await dropped.stop();
      dropped.on.lost(new Error('dropped by the test'));
    },
  };
}

describe('marking events', () => {
  let s: HomeworkTestServer;
  let homeworkId: string;
  let students: string[];
  const readers: EventReader[] = [];
  const open = async (user: string | undefined, hw = homeworkId, headers: Record<string, string> = {}, query = '') => {
    const reader = await openEvents(s.baseUrl, user ? s.tokens[user] : undefined, hw, headers, query);
    readers.push(reader);
    return reader;
  };
  /** A stream open and past its ready event. */
  const ready = async (user: string, hw = homeworkId, headers: Record<string, string> = {}) => {
    const reader = await open(user, hw, headers);
    assert.equal(reader.status, 200);
    const first = await reader.next();
    assert.equal(first.event, MARKING_EVENTS_READY);
    return { reader, first };
  };
  const handIn = (user: string, student: string, days = 0, headers: Record<string, string> = {}) =>
    s.call(user, 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId: student, HandedInDate: londonDay(-days) }, headers);
  const mark = (user: string, student: string, Result: string) => s.call(user, 'POST', '/SaveHomeworkMark', { HomeworkId: homeworkId, StudentId: student, Result, Comments: null });

  before(async () => {
    s = await startHomeworkServer(['teacher', 'admin', 'teacher2', 'noaccess'], { markingStreamsMax: 6 });
    ({ id: homeworkId, students } = await freshHomework(s));
  });
  after(async () => {
    for (const reader of readers) reader.close();
    await s?.stop();
  });

  test('the stream keeps the marking routes’ rule and school', async () => {
    assert.equal((await open(undefined)).status, 401);
    const refused = await open('noaccess');
    await refused.ended;
    assert.equal(refused.status, 403);
    assert.equal(JSON.parse(refused.text()).message, ACCESS_REFUSED.homework);
    const otherSchool = await open('teacher2');
    await otherSchool.ended;
    assert.equal(otherSchool.status, 404);
    assert.equal(JSON.parse(otherSchool.text()).message, HOMEWORK_NOT_FOUND_MESSAGE);
    const notAnId = await open('teacher', 'not-a-homework');
    await notAnId.ended;
    assert.equal(notAnId.status, 404);
    const badPosition = await open('teacher', homeworkId, { 'last-event-id': 'yesterday' });
    await badPosition.ended;
    assert.equal(badPosition.status, 400);
  });

  test("a student's stream (the student view) is sent their changes in every homework, none of others', and keeps the rule and school", async () => {
    // Two homework of the test's own, set for the same class.
    const mine = await freshHomework(s);
    const other = await freshHomework(s);
    const [student, classmate] = mine.students as [string, string];
    const handInTo = (hw: string, who: string, days: number) => s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: hw, StudentId: who, HandedInDate: londonDay(-days) });
    const openStudent = async (user: string | undefined, id = student) => {
      const reader = await openStudentEvents(s.baseUrl, user ? s.tokens[user] : undefined, id);
      readers.push(reader);
      return reader;
    };
    assert.equal((await openStudent(undefined)).status, 401);
    const refused = await openStudent('noaccess');
    await refused.ended;
    assert.equal(refused.status, 403);
    const otherSchool = await openStudent('teacher2');
    await otherSchool.ended;
    assert.equal(otherSchool.status, 404);
    const notAnId = await openStudent('teacher', 'not-a-student');
    await notAnId.ended;
    assert.equal(notAnId.status, 404);

    // A change to the student before the stream opens is not sent again; one after is, from any homework.
    assert.equal((await handInTo(mine.id, student, 2)).status, 200);
    const reader = await openStudent('admin');
    assert.equal(reader.status, 200);
    assert.match(reader.headers.get('content-type') ?? '', /^text\/event-stream/);
    const first = await reader.next();
    assert.deepEqual([first.event, first.data], [MARKING_EVENTS_READY, { StudentId: student, ReadAgain: true }]);
    // A classmate's change: nothing. The student's mark here, then their hand-in in the other homework.
    assert.equal((await handInTo(mine.id, classmate, 1)).status, 200);
    assert.equal((await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: mine.id, StudentId: student, Result: 'B', Comments: null })).status, 200);
    const marked = await reader.next();
    assert.deepEqual([marked.event, marked.data.HomeworkId, marked.data.StudentIds], ['mark', mine.id, [student]]);
    assert.equal((await handInTo(other.id, student, 1)).status, 200);
    const handedIn = await reader.next();
    assert.deepEqual([handedIn.event, handedIn.data.HomeworkId, handedIn.data.StudentIds], ['hand-in', other.id, [student]]);
    assert.deepEqual(await reader.during(300), []);
    reader.close();
  });

  test('a stream is sent ready first, unbuffered and unkept, and asks a first reader to read the marking', async () => {
    const { reader, first } = await ready('admin');
    assert.match(reader.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(reader.headers.get('cache-control'), 'no-store');
    assert.equal(reader.headers.get('x-accel-buffering'), 'no');
    assert.deepEqual(first.data, { HomeworkId: homeworkId, ReadAgain: true });
    reader.close();
  });

  test("one teacher's save reaches another's open stream within 2 s; another school's stream is sent nothing of it", async () => {
    const { reader } = await ready('admin');
    // teacher2 (Riverside School) watches a homework of their own meanwhile.
    const theirs = await s.create('teacher2', { startIn: -14 });
    const { reader: riverside } = await ready('teacher2', theirs.Id);

    const started = Date.now();
    assert.equal((await handIn('teacher', students[0]!, 1)).status, 200);
    const handedIn = await reader.next();
    assert.ok(Date.now() - started < 2000, `arrived after ${Date.now() - started} ms`);
    assert.equal(handedIn.event, 'hand-in');
    assert.match(handedIn.id ?? '', /^\d+$/);
    const { rows } = await s.db.query<{ title: string; surname: string }>(
      "select s.title, s.surname from staff s join user_accounts a on a.school_id = s.school_id and a.person_id = s.id where a.username = 'teacher'",
    );
    assert.equal(handedIn.data.HomeworkId, homeworkId);
    assert.deepEqual(handedIn.data.StudentIds, [students[0]]);
    assert.equal(handedIn.data.Kind, 'hand-in');
    assert.match(handedIn.data.ChangedBy, new RegExp(`^${rows[0]!.title}\\b.*${rows[0]!.surname}$`));
    assert.ok(!Number.isNaN(Date.parse(handedIn.data.ChangedAt)));

    assert.equal((await mark('teacher', students[0]!, 'B+')).status, 200);
    const marked = await reader.next();
    assert.deepEqual([marked.event, marked.data.StudentIds], ['mark', [students[0]]]);
    assert.ok(Number(marked.id) > Number(handedIn.id));

    // Saving the same mark again changes nothing anyone sees: no event.
    assert.equal((await mark('teacher', students[0]!, 'B+')).status, 200);
    assert.deepEqual(await reader.during(300), []);

    assert.deepEqual(await riverside.during(200), [], 'Riverside’s stream is sent nothing of Oakwood’s changes');
    const oakwood = (await s.db.query<{ id: string }>("select id::text from students where school_id = (select school_id from homework where id = $1)", [homeworkId])).rows.map((r) => r.id);
    const seen = new Set((riverside.text().match(UUID) ?? []).map((id) => id.toLowerCase()));
    assert.ok(!seen.has(homeworkId) && !oakwood.some((id) => seen.has(id)), 'no Oakwood id on Riverside’s stream');
    reader.close();
    riverside.close();
  });

  test('the bulk recorder, a clear and its undo are one event each, naming their students', async () => {
    const { reader } = await ready('admin');
    const three = students.slice(1, 4);
    const bulk = await s.call('teacher', 'POST', '/UpdateHomeworkStudents', {
      Id: homeworkId,
      Students: three.map((StudentId) => ({ StudentId, HandedInDate: londonDay(-2), status: 2 })),
    });
    assert.equal(bulk.status, 200, JSON.stringify(bulk.body));
    const recorded = await reader.next();
    assert.deepEqual([recorded.event, [...recorded.data.StudentIds].sort()], ['hand-in', [...three].sort()]);

    const cleared = await s.call('teacher', 'POST', '/ClearHandedIn', { HomeworkId: homeworkId, StudentId: three[0] });
    assert.equal(cleared.status, 200);
    assert.deepEqual([(await reader.next()).event], ['clear']);
    const undone = await s.call('teacher', 'POST', '/RestoreClearedHandIns', { ClearanceId: cleared.body.ClearanceId });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    const restored = await reader.next();
    assert.deepEqual([restored.event, restored.data.StudentIds], ['restore', [three[0]]]);

    const extended = await s.call('teacher', 'POST', '/ExtendDueDate', { HomeworkId: homeworkId, StudentId: three[1], ExtendedDueDate: londonDay(10) });
    assert.equal(extended.status, 200, JSON.stringify(extended.body));
    assert.deepEqual([(await reader.next()).event], ['extension']);
    reader.close();
  });

  test('a reader back with Last-Event-ID is sent what it missed, in order and once, then ready, then live changes', async () => {
    const { reader } = await ready('admin');
    assert.equal((await handIn('teacher', students[4]!, 1)).status, 200);
    const seen = await reader.next();
    reader.close();

    // Away: three changes.
    assert.equal((await handIn('teacher', students[5]!, 1)).status, 200);
    assert.equal((await mark('teacher', students[4]!, 'A')).status, 200);
    assert.equal((await s.call('teacher', 'POST', '/ClearHomeworkMark', { HomeworkId: homeworkId, StudentId: students[4] })).status, 200);

    for (const [headers, query] of [[{ 'last-event-id': seen.id! }, ''], [{}, `?after=${seen.id}`]] as const) {
      const back = await open('admin', homeworkId, headers, query);
      const missed = [await back.next(), await back.next(), await back.next()];
      assert.deepEqual(
        missed.map((e) => [e.event, e.data.StudentIds]),
        [
          ['hand-in', [students[5]]],
          ['mark', [students[4]]],
          ['clear', [students[4]]],
        ],
      );
      const ids = missed.map((e) => Number(e.id));
      assert.ok(ids[0]! > Number(seen.id) && ids[0]! < ids[1]! && ids[1]! < ids[2]!, `in order: ${ids}`);
      const caughtUp = await back.next();
      assert.equal(caughtUp.event, MARKING_EVENTS_READY);
      assert.deepEqual(caughtUp.data, { HomeworkId: homeworkId, ReadAgain: false });
      assert.equal(caughtUp.id, missed[2]!.id);
      back.close();
    }

    // Back again from the last: nothing twice, and the next change live.
    const again = await open('admin', homeworkId, { 'last-event-id': (await s.db.query<{ id: string }>('select max(id)::text as id from marking_events where homework_id = $1', [homeworkId])).rows[0]!.id });
    assert.equal((await again.next()).event, MARKING_EVENTS_READY);
    assert.equal((await mark('teacher', students[5]!, 'C')).status, 200);
    const live = await again.next();
    assert.deepEqual([live.event, live.data.StudentIds], ['mark', [students[5]]]);
    assert.deepEqual(await again.during(300), [], 'nothing twice');
    again.close();
  });

  test('a number the stream never gave, or events no longer kept, ask the reader to read the marking again', async () => {
    const { first } = await ready('admin', homeworkId, { 'last-event-id': '999999999999' });
    assert.equal(first.data.ReadAgain, true);
  });

  test('a client that drops mid-stream, or asks HEAD, leaves the server answering, and its place free', async () => {
    for (const reader of readers.splice(0)) reader.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Cut at the socket, mid-stream, several times.
    const url = new URL(s.baseUrl);
    for (let i = 0; i < 8; i++) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(url.port), url.hostname, () => {
          socket.write(`GET ${PREFIX}/MarkingEvents/${homeworkId} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${s.tokens.admin}\r\n\r\n`);
        });
        socket.once('data', () => {
          socket.destroy();
          resolve();
        });
      });
    }
    // A HEAD is answered at once, and holds no stream.
    for (let i = 0; i < 8; i++) {
      const head = await fetch(`${s.baseUrl}${PREFIX}/MarkingEvents/${homeworkId}`, { method: 'HEAD', headers: { authorization: `Bearer ${s.tokens.admin}` } });
      assert.equal(head.status, 200);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The cap is 6: every dropped stream gave its place back.
    const held = [];
    for (let i = 0; i < 6; i++) held.push((await ready('admin')).reader);
    const beyond = await open('admin');
    await beyond.ended;
    assert.equal(beyond.status, 503);
    assert.match(JSON.parse(beyond.text()).message, /Live updates are not available just now/);
    assert.equal((await s.call('teacher', 'GET', `/GetHomework/${homeworkId}`)).status, 200);
    // A change still reaches the six.
    assert.equal((await handIn('teacher', students[6]!, 1)).status, 200);
    for (const reader of held) assert.equal((await reader.next()).event, 'hand-in');
    for (const reader of held) reader.close();
  });
});

describe('marking events across servers and a dropped listener', () => {
  let a: HomeworkTestServer;
  let b: TestServer;
  let own: Database;
  let listening: ReturnType<typeof droppable>;
  const readers: EventReader[] = [];
  const ready = async (homeworkId: string) => {
    const reader = await openEvents(b.baseUrl, a.tokens.admin, homeworkId);
    readers.push(reader);
    assert.equal(reader.status, 200);
    assert.equal((await reader.next()).event, MARKING_EVENTS_READY);
    return reader;
  };
  const handIn = (homeworkId: string, StudentId: string) =>
    a.call('teacher', 'POST', '/HandInHomework', { HomeworkId: homeworkId, StudentId, HandedInDate: londonDay(-1) });

  before(async () => {
    a = await startHomeworkServer(['teacher', 'admin']);
    // A second server on the same database and keys: PGlite in memory is handed over, PostgreSQL is
    // opened again (its own pool and listening connection), as another process would.
    own = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : a.db;
    listening = droppable(own);
    b = await startTestServer({ publicUrl: a.baseUrl, dataDir: a.config.dataDir }, { db: listening.db });
  });
  after(async () => {
    for (const reader of readers) reader.close();
    await b?.close();
    if (own !== a?.db) await own?.close();
    await a?.stop();
  });

  test('a save through one server reaches a stream held by the other', async () => {
    const { id, students } = await freshHomework(a);
    const onB = await ready(id);
    const started = Date.now();
    assert.equal((await handIn(id, students[0]!)).status, 200);
    const event = await onB.next();
    assert.ok(Date.now() - started < 2000, `arrived after ${Date.now() - started} ms`);
    assert.deepEqual([event.event, event.data.StudentIds], ['hand-in', [students[0]]]);
  });

  test('a dropped listener listens again, and its streams are sent what came meanwhile, then live changes', async () => {
    const { id, students } = await freshHomework(a);
    const onB = await ready(id);
    await listening.drop();
    assert.equal((await handIn(id, students[1]!)).status, 200);
    const missed = await onB.next(5000);
    assert.deepEqual([missed.event, missed.data.StudentIds], ['hand-in', [students[1]]]);
    assert.equal((await handIn(id, students[2]!)).status, 200);
    const live = await onB.next(5000);
    assert.deepEqual([live.event, live.data.StudentIds], ['hand-in', [students[2]]]);
    assert.deepEqual(await onB.during(300), [], 'nothing twice');
  });
});

describe('the heartbeat setting', () => {
  test(`is ${MARKING_EVENTS_HEARTBEAT_SECONDS} s unless set, and never longer: the browser takes three missed as a lost connection`, () => {
    assert.equal(loadConfig({}).markingHeartbeatSeconds, MARKING_EVENTS_HEARTBEAT_SECONDS);
    assert.equal(loadConfig({ MARKING_HEARTBEAT_SECONDS: '5' }).markingHeartbeatSeconds, 5);
    for (const refused of ['0', String(MARKING_EVENTS_HEARTBEAT_SECONDS + 1), 'often'])
      assert.throws(() => loadConfig({ MARKING_HEARTBEAT_SECONDS: refused }), /MARKING_HEARTBEAT_SECONDS must be/);
  });
});

describe('a draining server', () => {
  let s: HomeworkTestServer;
  // A heartbeat a second apart, so the test need not wait the 15 s of the default for one.
  const HEARTBEAT_SECONDS = 1;
  before(async () => {
    s = await startHomeworkServer(['teacher', 'admin'], { markingHeartbeatSeconds: HEARTBEAT_SECONDS });
  });
  after(() => s?.stop().catch(() => undefined));

  test('sends a comment every MARKING_HEARTBEAT_SECONDS, which a reader ignores', async () => {
    const { id } = await freshHomework(s);
    const reader = await openEvents(s.baseUrl, s.tokens.admin, id);
    assert.equal((await reader.next()).event, MARKING_EVENTS_READY);
    assert.deepEqual(await reader.during(HEARTBEAT_SECONDS * 1000 + 500), [], 'no event');
    assert.match(reader.text(), /\n: heartbeat\n\n/);
    reader.close();
  });

  test('ends its open streams and stops without waiting on them', async () => {
    const { id } = await freshHomework(s);
    const reader = await openEvents(s.baseUrl, s.tokens.admin, id);
    assert.equal((await reader.next()).event, MARKING_EVENTS_READY);
    const started = Date.now();
    assert.equal(await drain(s.app), true, 'every request in hand finished');
    await reader.ended;
    assert.ok(Date.now() - started < 5000, `drained in ${Date.now() - started} ms`);
  });
});
