// One school never sees another's data. Every API route — those of registerServices and every
// /v1, /v2, /v3 and /api route of the OpenAPI document, so a new route is walked without anyone
// listing it — is called with teacher2's token (Riverside School), with path parameters taken from
// both schools, and no answer may hold any id of Oakwood Academy's rows (read from every table
// with a school_id, so new tables count too) beyond a refusal repeating the id asked for. Every
// route must also refuse a call without a token.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { INVITE_KINDS } from '@homework/contracts';
import type { Database } from '../../src/db';
import { registerServices } from '../../src/services/index';
import { signIn, startTestServer, type TestServer } from '../support';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('services/tenancy.test.ts', () => {
  interface Route {
    method: string;
    /** Fastify form: /v2/Student/Single/:id */
    url: string;
    queryIds: string[];
    /** Other query parameters the walker has a value for ('timeRange=term'). */
    query?: string;
    /** The route's access rule (its config), as registerServices declares it. */
    access?: string;
  }

  /** Values for query parameters that are not ids: the dashboard's choices. */
  const QUERY_VALUES: Record<string, string> = { timeRange: 'term', dimension: 'subject' };

  /** One school's ids that the walker puts in paths and bodies. */
  interface SchoolIds {
    school: string;
    student: string;
    studentPhoto: string;
    teacher: string;
    teacherPhoto: string;
    group: string;
    preAdmissionGroup: string;
    subject: string;
  }

  const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
  const API_PATH = /^\/(v\d+|api)\//;

  let server: TestServer;
  let token: string;
  let own: SchoolIds;
  let other: SchoolIds;
  /** Every uuid of every row of Oakwood Academy. */
  const oakwoodIds = new Set<string>();
  /** One row id of each Oakwood table. */
  let oakwoodSamples: string[] = [];

  async function schoolIds(db: Database, schoolName: string, teacherUsername: string): Promise<SchoolIds> {
    const one = async (sql: string, params: unknown[]) => {
      const { rows } = await db.query<Record<string, string>>(sql, params);
      assert.ok(rows[0], `no row for: ${sql}`);
      return rows[0];
    };
    const { id: school } = await one('select id from schools where name = $1', [schoolName]);
    const student = await one(
      'select id, photo_id from students where school_id = $1 and photo_id is not null and is_active and not is_pre_admission order by id limit 1',
      [school],
    );
    const teacher = await one(
      'select s.id, s.photo_id from staff s join user_accounts a on a.school_id = s.school_id and a.person_id = s.id where a.username = $1',
      [teacherUsername],
    );
    return {
      school,
      student: student.id,
      studentPhoto: student.photo_id,
      teacher: teacher.id,
      teacherPhoto: teacher.photo_id,
      group: (await one(`select id from groups where school_id = $1 and kind = 'year' order by position limit 1`, [school])).id,
      preAdmissionGroup: (await one(`select id from groups where school_id = $1 and kind = 'preAdmission' order by id limit 1`, [school])).id,
      subject: (await one('select id from subjects where school_id = $1 order by id limit 1', [school])).id,
    };
  }

  /**
   * Every uuid in every uuid column of every table that has a school_id, for one school, and one row
   * id of each such table (what a route with an unfamiliar parameter is tried with).
   */
  async function allIdsOf(db: Database, schoolId: string): Promise<{ ids: Set<string>; samples: string[] }> {
    const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c
      where c.table_schema = current_schema() and c.data_type = 'uuid'
        and exists (select 1 from information_schema.columns k
                     where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = 'school_id')`,
    );
    assert.ok(columns.length > 10, 'found the tables');
    const ids = new Set<string>([schoolId]);
    const samples: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await db.query<{ v: string | null }>(
        `select distinct "${column}"::text as v from "${table}" where school_id = $1 order by 1`,
        [schoolId],
      );
      for (const { v } of rows) if (v) ids.add(v.toLowerCase());
      if (column === 'id' && rows[0]?.v) samples.push(rows[0].v);
    }
    return { ids, samples };
  }

  /** The routes registerServices adds, listed from a bare Fastify instance. */
  async function serviceRoutes(): Promise<Route[]> {
    const app = Fastify();
    const routes: Route[] = [];
    app.decorate('authenticate', async () => undefined);
    app.decorate('config', server.config);
    app.decorate('storage', server.app.storage);
    app.decorate('db', {} as Database);
    app.addHook('onRoute', (route) => {
      const access = (route.config as { access?: string } | undefined)?.access;
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, queryIds: [], access });
    });
    await registerServices(app);
    await app.ready();
    await app.close();
    return routes;
  }

  type OpenApiOperation = { parameters?: { in: string; name: string }[]; responses?: Record<string, unknown> };

  async function documentedRoutes(): Promise<{ routes: Route[]; operations: Map<string, OpenApiOperation> }> {
    const response = await fetch(`${server.baseUrl}/docs/json`);
    assert.equal(response.status, 200, 'the OpenAPI document is served');
    const doc = (await response.json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
    const routes: Route[] = [];
    const operations = new Map<string, OpenApiOperation>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      for (const [method, operation] of Object.entries(methods)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const key = `${method.toUpperCase()} ${url}`;
        operations.set(key, operation);
        const inQuery = (operation.parameters ?? []).filter((p) => p.in === 'query');
        const queryIds = inQuery.filter((p) => /id$/i.test(p.name)).map((p) => p.name);
        const query = inQuery.filter((p) => p.name in QUERY_VALUES).map((p) => `${p.name}=${QUERY_VALUES[p.name]}`).join('&');
        if (API_PATH.test(url)) routes.push({ method: method.toUpperCase(), url, queryIds, ...(query ? { query } : {}) });
      }
    }
    return { routes, operations };
  }

  /** Values for a path parameter: the caller's own school's first (a real answer), then Oakwood's. */
  function candidates(name: string, route: Route): string[] {
    const both = (pick: (ids: SchoolIds) => string) => [pick(own), pick(other)];
    const studentPhoto = route.url.includes('StudentPhoto');
    switch (name) {
      case 'school':
      case 'schoolId':
        return both((ids) => ids.school);
      case 'user':
        return both((ids) => (studentPhoto ? ids.student : ids.teacher));
      case 'photoId':
        return both((ids) => (studentPhoto ? ids.studentPhoto : ids.teacherPhoto));
      case 'size':
        return ['5', '2'];
      case 'kind':
        return [...INVITE_KINDS];
      case 'groupId':
        return [own.preAdmissionGroup, other.preAdmissionGroup, other.group];
      default:
        // Any other id (a person, a homework...): the caller's own, then a row of each Oakwood table.
        return [own.student, own.teacher, ...oakwoodSamples];
    }
  }

  /**
   * Whether the walker holds real values for every parameter of the route, so that Riverside's own
   * call must succeed (a homework id, say, it cannot know).
   */
  function walkerKnowsData(route: Route): boolean {
    const known = ['school', 'schoolId', 'user', 'photoId', 'size', 'kind', 'groupId'];
    const personLookup = /^\/v2\/(Person|Student)\/Single\//.test(route.url);
    const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const paramsKnown = params.every((name) => known.includes(name) || (name === 'id' && personLookup));
    // teacher2 is no school administrator: the school's own data pages refuse them (route-access tests).
    const teacherMayCall = route.access !== 'schoolAdmin';
    return teacherMayCall && paramsKnown && route.queryIds.length === 0 && (route.method === 'GET' || route.url === '/v1/Membership/GroupMembers');
  }

  function bodiesFor(route: Route): unknown[] {
    if (route.method === 'GET' || route.method === 'DELETE') return [undefined];
    if (route.url === '/v1/Membership/GroupMembers')
      return [[own.group, own.preAdmissionGroup], [other.group, other.preAdmissionGroup], [own.group, other.group, other.preAdmissionGroup]];
    // A route the walker knows nothing of: an empty object, and a list of Oakwood's ids.
    return [{}, [other.student, other.group, other.teacher, other.subject]];
  }

  /** Every combination of parameter values: the URL and whether it names anything of Oakwood's. */
  function variants(route: Route): { url: string; namesOther: boolean }[] {
    const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
    let urls = [{ url: route.url, namesOther: false }];
    for (const name of names) {
      urls = urls.flatMap(({ url, namesOther }) =>
        candidates(name, route).map((value) => ({
          url: url.replace(`:${name}`, encodeURIComponent(value)),
          namesOther: namesOther || oakwoodIds.has(value.toLowerCase()),
        })),
      );
    }
    if (route.query) urls = urls.map((v) => ({ ...v, url: `${v.url}?${route.query}` }));
    if (route.queryIds.length === 0) return urls;
    const query = (value: string) => route.queryIds.map((name) => `${name}=${value}`).join('&');
    const join = route.query ? '&' : '?';
    return urls.flatMap((v) => [
      { url: `${v.url}${join}${query(own.student)}`, namesOther: v.namesOther },
      { url: `${v.url}${join}${query(other.student)}`, namesOther: true },
    ]);
  }

  const uuidsIn = (text: string) => new Set((text.match(UUID_IN_TEXT) ?? []).map((id) => id.toLowerCase()));

  /**
   * Oakwood ids in an answer. A refusal may repeat what the caller asked for ('No student with id …
   * was found in your school.'), which tells them nothing; a success may hold none at all.
   */
  function oakwoodIdsIn(answer: string, ok: boolean, asked: string): string[] {
    const echoes = ok ? new Set<string>() : uuidsIn(asked);
    return [...uuidsIn(answer)].filter((id) => oakwoodIds.has(id) && !echoes.has(id));
  }

  before(async () => {
    server = await startTestServer();
    token = (await signIn(server.baseUrl, 'teacher2')).accessToken;
    own = await schoolIds(server.db, 'Riverside School', 'teacher2');
    other = await schoolIds(server.db, 'Oakwood Academy', 'teacher');
    const oakwood = await allIdsOf(server.db, other.school);
    for (const id of oakwood.ids) oakwoodIds.add(id);
    oakwoodSamples = oakwood.samples;
    assert.ok(oakwoodSamples.length >= 8, `sample ids of ${oakwoodSamples.length} tables`);
    assert.ok(oakwoodIds.size > 3000, `collected ${oakwoodIds.size} Oakwood ids`);
    assert.ok(!oakwoodIds.has(own.student) && !oakwoodIds.has(own.school));
  });
  after(() => server?.close());

  describe('tenancy: one school never sees another school’s data', () => {
    let routes: Route[];
    let services: Route[];

    before(async () => {
      services = await serviceRoutes();
      const documented = await documentedRoutes();
      const key = (r: Route) => `${r.method} ${r.url}`;
      for (const route of services) {
        const operation = documented.operations.get(key(route));
        assert.ok(operation, `${key(route)} is in the OpenAPI document`);
        assert.ok(operation.responses?.['200'], `${key(route)} documents its answer`);
      }
      // The documented form last: it knows the query's ids, the registered one does not.
      const byKey = new Map(services.map((r) => [key(r), r]));
      for (const r of documented.routes) byKey.set(key(r), { ...byKey.get(key(r)), ...r });
      routes = [...byKey.values()];
      assert.ok(services.length >= 25, `registerServices adds ${services.length} routes`);
    });

    test('every API route refuses a call without a bearer token', async () => {
      for (const route of routes) {
        const [{ url }] = variants(route);
        const response = await fetch(`${server.baseUrl}${url}`, {
          method: route.method,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { headers: { 'content-type': 'application/json' }, body: '[]' }),
        });
        // A submission file's signed link is its own check (public route): without one it is refused 403.
        const expected = /\/SubmissionFile\//.test(route.url) ? 403 : 401;
        assert.equal(response.status, expected, `${route.method} ${url} without a token answered ${response.status}`);
      }
    });

    test('teacher2 walks every API route and never receives an Oakwood Academy id', async (t) => {
      const answeredOwn = new Set<string>();
      let calls = 0;
      for (const route of routes) {
        for (const { url, namesOther } of variants(route)) {
          for (const body of bodiesFor(route)) {
            calls++;
            const response = await fetch(`${server.baseUrl}${url}`, {
              method: route.method,
              headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
              body: body === undefined ? undefined : JSON.stringify(body),
            });
            const where = `${route.method} ${url}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;
            assert.ok(response.status < 500, `${where} failed with ${response.status}`);
            const type = response.headers.get('content-type') ?? '';
            if (type.startsWith('text/event-stream')) {
              // A live stream never ends: its first events (the ready event) are what it says, then it is let go.
              const reader = response.body!.getReader();
              const first = new TextDecoder().decode((await reader.read()).value);
              await reader.cancel();
              assert.deepEqual(oakwoodIdsIn(first, response.ok, where), [], `${where} streamed Oakwood ids: ${first.slice(0, 300)}`);
            } else if (type.startsWith('application/json') || type.startsWith('text/')) {
              const text = await response.text();
              assert.deepEqual(oakwoodIdsIn(text, response.ok, where), [], `${where} answered ${response.status} with Oakwood ids: ${text.slice(0, 300)}`);
            } else {
              await response.arrayBuffer();
              // Bytes (a photo) carry no ids to look for: they may only be served for Riverside's own.
              assert.ok(!(response.ok && namesOther), `${where} served ${type} for another school's ids`);
            }
            if (response.ok && !namesOther) answeredOwn.add(`${route.method} ${route.url}`);
          }
        }
      }
      t.diagnostic(`${routes.length} routes, ${calls} calls, ${oakwoodIds.size} Oakwood ids watched`);
      // The walk reached real data: every route it holds values for answered Riverside's own call.
      const expected = routes.filter(walkerKnowsData);
      assert.ok(expected.length >= 25, `${expected.length} routes with known data`);
      for (const route of expected) assert.ok(answeredOwn.has(`${route.method} ${route.url}`), `${route.method} ${route.url} never answered`);
    });
  });
});
