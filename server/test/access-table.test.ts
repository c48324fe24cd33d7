// Who may call what: every route of the OpenAPI document, called by every demo user and by nobody,
// against one table of the rule each route must hold (01 §6, 02 §6). A route missing from the table
// fails the test, so a new route states its rule here as well as on itself.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { RemoteContract } from '@homework/shared/contracts';
import type { RouteAccess } from '../src/kit';
import { signIn, startTestServer, type TestServer } from './support';

const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'POST /analytics/events': 'public',
  // What the shell reads to decide where a user may go.
  'GET /api/v3/userprofile/identities': 'authenticated',
  'GET /api/v3/userprofile/currentuser': 'authenticated',
  'GET /v1/Role/CurrentUser': 'authenticated',
  'GET /v2/SchoolDetails/SchoolDetails/{schoolId}': 'authenticated',
  'GET /v2/SchoolDetails/TimeZone/{schoolId}': 'authenticated',
  'GET /v1/TeacherPhoto/{school}/{user}/{photoId}/{size}': 'authenticated',
  // The school's people, groups and calendar: for users of the suite.
  'GET /v2/Person/Single/{id}': 'signedIn',
  'GET /v2/Teacher/All': 'signedIn',
  'GET /v2/Student/All': 'signedIn',
  'GET /v2/Student/PreAdmission': 'signedIn',
  'GET /v2/Student/Single/{id}': 'signedIn',
  'GET /v2/Parent/all': 'signedIn',
  'GET /v2/Parent/AllPreAdmission': 'signedIn',
  'GET /v1/UserInvite/AcceptedForStaff/{kind}': 'signedIn',
  'GET /v2/SchoolDetails/CurrentTerm/{schoolId}': 'signedIn',
  'GET /v2/SchoolDetails/CurrentAcademicYear/{schoolId}': 'signedIn',
  'GET /v1/School/Get': 'signedIn',
  'GET /v1/Group/Year': 'signedIn',
  'GET /v1/Group/house': 'signedIn',
  'GET /v1/Group/UserDefined': 'signedIn',
  'GET /v1/Group/SubjectClass': 'signedIn',
  'GET /v1/Group/Registration': 'signedIn',
  'GET /v1/Group/PreAdmission': 'signedIn',
  'GET /v1/PreAdmission/Members/{groupId}': 'signedIn',
  'POST /v1/Membership/GroupMembers': 'signedIn',
  'GET /v1/StudentPhoto/{school}/{user}/{photoId}/{size}': 'signedIn',
  'POST /v3/HomeworkManagement/GetHomeworkList': 'homework',
  'GET /v3/HomeworkManagement/GetHomework/{id}': 'homework',
  'GET /v3/HomeworkManagement/GetHomeworkStudents/{id}': 'homework',
  'GET /v3/HomeworkManagement/Subjects': 'homework',
  'DELETE /v3/HomeworkManagement/DeleteHomework/{id}': 'homework',
  'POST /v3/HomeworkManagement/Create': 'homework',
  'POST /v3/HomeworkManagement/Edit': 'homework',
  'GET /v3/HomeworkManagement/GetValidAttachmentFileTypes': 'homework',
  'POST /v3/HomeworkManagement/UploadAttachment': 'homework',
  'GET /v3/HomeworkManagement/Attachment/{homeworkId}/{attachmentId}': 'homework',
};

/** The rules each demo user passes (README's demo sign-ins), beside 'public'. */
const USERS: Record<string, RouteAccess[]> = {
  teacher: ['authenticated', 'signedIn', 'homework', 'messages'],
  admin: ['authenticated', 'signedIn', 'homework', 'messages'],
  teacher2: ['authenticated', 'signedIn', 'homework', 'messages'],
  standalone: ['authenticated', 'signedIn', 'homework'],
  nolicence: ['authenticated'],
  noaccess: ['authenticated'],
  parentlite: ['authenticated', 'sickness'],
};

const ANY_ID = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
const PARAMETER_VALUES: Record<string, string> = { size: '5', kind: 'ALLSTUDENTS' };

let server: TestServer;
const tokens = new Map<string, string>();
let routes: { method: string; path: string; key: string }[] = [];

before(async () => {
  server = await startTestServer();
  const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}` })),
  );
  for (const username of Object.keys(USERS)) tokens.set(username, (await signIn(server.baseUrl, username)).accessToken);
});

after(() => server?.close());

async function call(route: { method: string; path: string }, token?: string): Promise<number> {
  const url = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => PARAMETER_VALUES[name] ?? ANY_ID);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const hasBody = route.method === 'POST';
  if (hasBody) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${url}`, { method: route.method, headers, body: hasBody ? '{}' : undefined });
  await response.arrayBuffer();
  return response.status;
}

test('every documented route is in the table, and the table names no route that is gone', () => {
  assert.deepEqual(routes.map((route) => route.key).sort(), Object.keys(ROUTE_ACCESS).sort());
});

test('every user gets exactly the routes their rules open: 401 with no token, 403 when refused, never a 5xx', async () => {
  const wrong: string[] = [];
  for (const route of routes) {
    const rule = ROUTE_ACCESS[route.key];
    const anonymous = await call(route);
    if (rule === 'public' ? anonymous === 401 || anonymous >= 500 : anonymous !== 401) wrong.push(`nobody ${route.key}: ${anonymous}`);
    for (const [username, rules] of Object.entries(USERS)) {
      const status = await call(route, tokens.get(username));
      const allowed = rule === 'public' || rules.includes(rule);
      const ok = allowed ? status !== 401 && status !== 403 && status < 500 : status === 403;
      if (!ok) wrong.push(`${username} ${route.key}: ${status} (${allowed ? 'allowed' : 'refused'} by '${rule}')`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('a refusal says which permission is missing', async () => {
  const response = await fetch(`${server.baseUrl}/v2/Student/All`, { headers: { authorization: `Bearer ${tokens.get('noaccess')}` } });
  assert.equal(response.status, 403);
  assert.equal(((await response.json()) as { message: string }).message, 'You do not have permission to use this product.');
});

test('a route that declares no access stops the server from starting', async () => {
  await assert.rejects(
    startTestServer({}, { extend: (app) => void app.get('/undeclared', async () => 'open') }),
    /Every route must declare who may call it \(config\.access\); these do not: GET \/undeclared/,
  );
});

test("the remotes' pages ask for the rule of the API they call", () => {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const contracts = readdirSync(repoRoot)
    .filter((name) => /^mf-/.test(name))
    .map((name) => JSON.parse(readFileSync(path.join(repoRoot, name, 'src', 'contract.json'), 'utf8')) as RemoteContract);
  const pagesOf = (prefix: string) => contracts.flatMap((contract) => [...contract.routes, ...contract.menu]).filter((route) => route.path.startsWith(prefix));
  assert.ok(pagesOf('/homework/').length >= 8);
  for (const page of pagesOf('/homework/')) assert.equal(page.access, ROUTE_ACCESS['POST /v3/HomeworkManagement/GetHomeworkList'], page.path);
  for (const page of pagesOf('/messages')) assert.equal(page.access, 'messages', page.path);
});
