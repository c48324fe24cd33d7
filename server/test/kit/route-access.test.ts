// Who may call what: every route the app registers (as its onRoute hook sees them, so a route hidden
// from the OpenAPI document is listed too), called by every demo user, a signed-in user without
// homework, and no one, against one expected table. A route whose rule changes, or a new route not in
// the table, fails here.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { INVITE_KINDS, RELEASE_MESSAGES } from '@homework/contracts';
import type { RouteOptions } from 'fastify';
import type { Queryable } from '../../src/db';
import { ACCESS_REFUSED, OPERATOR_TOKEN_NEEDED, declarePublic, registerAccessControl, type RouteAccess } from '../../src/kit';
import { hashPassword } from '../../src/identity';
import { FIELD_NAMES_CY } from '../../src/kit/validation/cy';
import { REFUSAL } from '@homework/contracts/schemas';
import { signIn, startTestServer, type TestServer } from '../support';

/** Every route and who may call it. */
const EXPECTED: Record<string, RouteAccess> = {
  // The front ends, their configuration, and the API's browsable page (web/).
  'GET /': 'public',
  'GET /index.html': 'public',
  'GET /activities': 'public',
  'GET /help': 'public',
  'GET /profile': 'public',
  'GET /silent-token-renew': 'public',
  'GET /config.json': 'public',
  'GET /remotes.json': 'public',
  // Each remote's built files (web/static.ts), registered whether built yet or not.
  'GET /remotes/mf-dashboard/*': 'public',
  'GET /remotes/mf-homework/*': 'public',
  'GET /remotes/mf-marking/*': 'public',
  'GET /remotes/mf-messaging/*': 'public',
  // Every remote's releases (web/static.ts, docs/release.md).
  'GET /releases/*': 'public',
  'GET /sw.js': 'public',
  'GET /*': 'public',
  'GET /docs/': 'public',
  'GET /docs/json': 'public',
  'GET /docs/yaml': 'public',
  'GET /docs/static/index.html': 'public',
  'GET /docs/static/swagger-initializer.js': 'public',
  'GET /docs/static/*': 'public',
  // What a load balancer and the operator's monitoring call (operations/).
  'GET /health/live': 'public',
  'GET /health/ready': 'public',
  'GET /metrics': 'operator',
  // The release API, called by a remote team's pipeline with a deploy token (services/releases/).
  'GET /api/releases/{remote}': 'deployToken',
  'PUT /api/releases/{remote}/{version}': 'deployToken',
  'PUT /api/releases/{remote}/{version}/files/{file}': 'deployToken',
  'PUT /api/deployments/{remote}': 'deployToken',
  // The identity provider's own sign-in page (identity/); its other endpoints are not Fastify routes.
  'GET /oidc/interaction/{uid}': 'public',
  'POST /oidc/interaction/{uid}/login': 'public',
  // Signing in with the school's own provider (identity/school-sign-in.ts, decision 0034): the e-mail
  // step, the choice of school, the provider's return, the finished sign-in, the return from its sign-out.
  'POST /oidc/interaction/{uid}/email': 'public',
  'POST /oidc/interaction/{uid}/school-choice': 'public',
  'GET /oidc/interaction/{uid}/school': 'public',
  'GET /oidc/interaction/school-callback': 'public',
  'GET /oidc/interaction/school-signed-out': 'public',
  // Setting a password from a mailed link, and asking for one: the link is the only credential.
  'GET /oidc/password/forgot': 'public',
  'POST /oidc/password/forgot': 'public',
  'GET /oidc/password/set/{token}': 'public',
  'POST /oidc/password/set/{token}': 'public',
  // The services.
  'GET /api/v3/userprofile/identities': 'authenticated',
  'GET /api/v3/userprofile/currentuser': 'authenticated',
  // Each person's own language (decision 0040): anyone signed in, for themselves only.
  'GET /api/v3/userprofile/language': 'authenticated',
  'POST /api/v3/userprofile/language': 'authenticated',
  'GET /v1/Role/CurrentUser': 'authenticated',
  'GET /v2/Person/Single/{id}': 'signedIn',
  'GET /v2/Teacher/All': 'signedIn',
  'GET /v2/Student/All': 'signedIn',
  'GET /v2/Student/PreAdmission': 'signedIn',
  'GET /v2/Student/Single/{id}': 'signedIn',
  'GET /v2/Parent/all': 'signedIn',
  'GET /v2/Parent/AllPreAdmission': 'signedIn',
  'GET /v1/UserInvite/AcceptedForStaff/{kind}': 'signedIn',
  'GET /v2/SchoolDetails/SchoolDetails/{schoolId}': 'signedIn',
  'GET /v2/SchoolDetails/CurrentTerm/{schoolId}': 'signedIn',
  'GET /v2/SchoolDetails/CurrentAcademicYear/{schoolId}': 'signedIn',
  'GET /v2/SchoolDetails/TimeZone/{schoolId}': 'signedIn',
  'GET /v1/School/Get': 'signedIn',
  'GET /v1/Group/Year': 'signedIn',
  'GET /v1/Group/house': 'signedIn',
  'GET /v1/Group/UserDefined': 'signedIn',
  'GET /v1/Group/SubjectClass': 'signedIn',
  'GET /v1/Group/Registration': 'signedIn',
  'GET /v1/Group/PreAdmission': 'signedIn',
  'GET /v1/PreAdmission/Members/{groupId}': 'signedIn',
  'POST /v1/Membership/GroupMembers': 'signedIn',
  'GET /v1/TeacherPhoto/{school}/{user}/{photoId}/{size}': 'signedIn',
  'GET /v1/StudentPhoto/{school}/{user}/{photoId}/{size}': 'signedIn',
  'POST /v3/HomeworkManagement/GetHomeworkList': 'homework',
  'POST /v3/HomeworkManagement/Create': 'homework',
  'POST /v3/HomeworkManagement/Edit': 'homework',
  'DELETE /v3/HomeworkManagement/DeleteHomework/{id}': 'homework',
  'GET /v3/HomeworkManagement/GetDeleteHomeworkSummary/{id}': 'homework',
  'GET /v3/HomeworkManagement/GetDeletedHomework': 'homework',
  'POST /v3/HomeworkManagement/RestoreDeletedHomework/{id}': 'homework',
  'GET /v3/HomeworkManagement/GetHomework/{id}': 'homework',
  'GET /v3/HomeworkManagement/GetHomeworkStudents/{id}': 'homework',
  'GET /v3/HomeworkManagement/Subjects': 'homework',
  'GET /v3/HomeworkManagement/GetValidAttachmentFileTypes': 'homework',
  'POST /v3/HomeworkManagement/UploadAttachment': 'homework',
  'GET /v3/HomeworkManagement/Attachment/{homeworkId}/{attachmentId}': 'homework',
  'POST /v3/HomeworkManagement/UpdateHomeworkStudents': 'homework',
  'POST /v3/HomeworkManagement/HandInHomework': 'homework',
  'POST /v3/HomeworkManagement/ClearHandedIn': 'homework',
  'POST /v3/HomeworkManagement/SaveHomeworkMark': 'homework',
  'POST /v3/HomeworkManagement/ClearHomeworkMark': 'homework',
  'POST /v3/HomeworkManagement/ExtendDueDate': 'homework',
  'GET /v3/HomeworkManagement/GetMarkingHistory/{homeworkId}/{studentId}': 'homework',
  'GET /v3/HomeworkManagement/MarkingEvents/{homeworkId}': 'homework',
  'GET /v3/HomeworkManagement/StudentMarkingEvents/{studentId}': 'homework',
  'POST /v3/HomeworkManagement/GetClearHandedInSummary': 'homework',
  'POST /v3/HomeworkManagement/RestoreClearedHandIns': 'homework',
  'GET /v3/HomeworkManagement/GetStudentSubmission/{homeworkId}/{studentId}': 'homework',
  'GET /v3/HomeworkManagement/GetCommentBank': 'homework',
  'POST /v3/HomeworkManagement/AddBankComment': 'homework',
  'POST /v3/HomeworkManagement/EditBankComment': 'homework',
  'POST /v3/HomeworkManagement/DeleteBankComment': 'homework',
  'POST /v3/HomeworkManagement/RestoreBankComment': 'homework',
  'POST /v3/HomeworkManagement/UseBankComment': 'homework',
  'GET /v3/HomeworkManagement/GetMarkSchemes': 'homework',
  'POST /v3/HomeworkManagement/SaveMarkScheme': 'homework',
  'POST /v3/HomeworkManagement/DeleteMarkScheme': 'homework',
  'POST /v3/HomeworkManagement/RestoreMarkScheme': 'homework',
  'GET /v3/HomeworkManagement/GetHomeworkMarkScheme/{homeworkId}': 'homework',
  'GET /v3/HomeworkManagement/GetMarkSchemeChangeSummary/{homeworkId}': 'homework',
  'POST /v3/HomeworkManagement/ChooseMarkScheme': 'homework',
  'POST /v3/HomeworkManagement/RestoreMarkSchemeCopy': 'homework',
  'GET /v3/HomeworkManagement/GetMarksExportChoices/{homeworkId}': 'homework',
  'GET /v3/HomeworkManagement/ExportHomeworkMarks/{homeworkId}': 'homework',
  'GET /v3/HomeworkManagement/ExportGroupMarks/{groupId}/{termId}': 'homework',
  'GET /v3/HomeworkManagement/GetHeldMarks/{homeworkId}': 'homework',
  'POST /v3/HomeworkManagement/ReleaseMarks': 'homework',
  // The signed link is the check (HMAC over school, file, user and expiry): see services/marking/marking-api.test.ts.
  'GET /v3/HomeworkManagement/SubmissionFile/{token}': 'public',
  'GET /v3/ManagementDashboard/GetStudentHomeworkOverview/': 'homework',
  'GET /v3/ManagementDashboard/GetTotals': 'homework',
  'GET /v3/ManagementDashboard/GetHandedInStatus': 'homework',
  'POST /v3/ManagementDashboard/GetStudentHandInStatus': 'homework',
  'POST /v3/ManagementDashboard/GetStudentHandInExport': 'homework',
  'POST /analytics/events': 'public',
  'POST /Notification/Notify': 'messages',
  'POST /Notification/NotifyHomework': 'homework',
  'POST /Notification/NotifyFeedback': 'homework',
  'GET /v1/MessageAttachment/GetValidAttachmentFileTypes': 'messages',
  'POST /v1/MessageAttachment/UploadAttachment': 'messages',
  'GET /v1/Message/Sent': 'messages',
  'GET /v1/Message/Sent/{messageId}': 'messages',
  'POST /v1/Message/Sent/{messageId}/RetryFailed': 'messages',
  // The school administrator's School data (decision 0025).
  'POST /v1/SchoolData/ImportRoster': 'schoolAdmin',
  'GET /v1/SchoolData/Invitations': 'schoolAdmin',
  'POST /v1/SchoolData/Invitations': 'schoolAdmin',
  // The school's languages (decision 0040).
  'GET /v1/SchoolData/Languages': 'schoolAdmin',
  'POST /v1/SchoolData/Languages': 'schoolAdmin',
};

/**
 * Signed in, but not for homework: a member of Oakwood Academy's office staff (not a teacher) with
 * the engagement role, so messages and the signed-in routes open and homework's do not.
 */
const OFFICE = {
  username: 'office-route-access',
  password: 'office password for the route table',
  personId: '00000000-0000-4000-8000-0000000aff1c',
};

/** The demo users (README) and the rules their roles open, written out rather than computed. */
const USERS: Record<string, RouteAccess[]> = {
  teacher: ['public', 'authenticated', 'signedIn', 'homework', 'messages'],
  admin: ['public', 'authenticated', 'signedIn', 'homework', 'messages', 'schoolAdmin'],
  standalone: ['public', 'authenticated', 'signedIn', 'homework'],
  teacher2: ['public', 'authenticated', 'signedIn', 'homework', 'messages'],
  nolicence: ['public', 'authenticated'],
  noaccess: ['public', 'authenticated'],
  parentlite: ['public', 'authenticated'],
  [OFFICE.username]: ['public', 'authenticated', 'signedIn', 'messages'],
};

async function addOfficeUser(server: TestServer): Promise<void> {
  const { rows } = await server.db.query<{ school_id: string }>("select school_id from user_accounts where username = 'teacher'");
  const schoolId = rows[0].school_id;
  await server.db.query(
    `insert into staff (school_id, id, title, forename, surname, is_teacher) values ($1, $2, 'Ms', 'Office', 'Route', false)
     on conflict do nothing`,
    [schoolId, OFFICE.personId],
  );
  await server.db.query("insert into user_roles (school_id, user_id, product_code, roles) values ($1, $2, 'engagement', 1) on conflict do nothing", [
    schoolId,
    OFFICE.personId,
  ]);
  await server.db.query(
    `insert into user_accounts (username, password_hash, school_id, person_id, display_name) values ($1, $2, $3, $4, 'Ms Office Route')
     on conflict (username) do nothing`,
    [OFFICE.username, await hashPassword(OFFICE.password), schoolId, OFFICE.personId],
  );
}

/** `GET /v2/Person/Single/{id}` for each route and method (HEAD where no GET answers it). */
function routeKeys(routes: RouteOptions[]): Map<string, RouteAccess | undefined> {
  const keys = new Map<string, RouteAccess | undefined>();
  for (const route of routes) {
    const url = route.url.replace(/:(\w+)/g, '{$1}');
    for (const method of [route.method].flat()) keys.set(`${method} ${url}`, route.config?.access);
  }
  // Fastify answers HEAD for every GET route (the same route, so the same access).
  for (const key of [...keys.keys()]) {
    const [method, url] = key.split(' ');
    if (method === 'HEAD' && (keys.has(`GET ${url}`) || keys.has(`GET ${url}/`))) keys.delete(key);
  }
  return keys;
}

function sampleUrl(path: string): string {
  return path
    .replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'size' ? '5' : name === 'kind' ? INVITE_KINDS[0] : randomUUID()))
    .replace(/\*$/, 'anything');
}

interface Answer {
  status: number;
  message?: string;
}

async function call(server: TestServer, key: string, token?: string): Promise<Answer> {
  const [method, path] = key.split(' ');
  const response = await fetch(`${server.baseUrl}${sampleUrl(path)}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
  const text = await response.text();
  let message: string | undefined;
  try {
    message = (JSON.parse(text) as { message?: string }).message;
  } catch {
    message = undefined;
  }
  return { status: response.status, message };
}

const refusals = new Set(Object.values(ACCESS_REFUSED));

describe('route × user access table', () => {
  let server: TestServer;
  let registered: string[];
  let declared: Map<string, RouteAccess | undefined>;
  const tokens = new Map<string, string>();

  before(async () => {
    // With the operator's token set, so that /metrics is there to be refused (unset, it is a 404).
    server = await startTestServer({ metricsToken: 'route-table-metrics-token' });
    await addOfficeUser(server);
    declared = routeKeys(server.routes);
    registered = [...declared.keys()];
    for (const username of Object.keys(USERS)) {
      tokens.set(username, (await signIn(server.baseUrl, username, username === OFFICE.username ? OFFICE.password : undefined)).accessToken);
    }
  });
  after(() => server?.close());

  test('the table lists exactly the routes the app registers, each with the access it declares', () => {
    const differences = [...new Set([...declared.keys(), ...Object.keys(EXPECTED)])]
      .filter((key) => !declared.has(key) || !(key in EXPECTED) || declared.get(key) !== EXPECTED[key])
      .map((key) => `${key}: the app declares ${declared.get(key) ?? '(no such route)'}, the table ${EXPECTED[key] ?? '(nothing)'}`);
    assert.deepEqual(differences, []);
  });

  test('without a token only public routes answer', async () => {
    for (const key of registered) {
      const answer = await call(server, key);
      if (EXPECTED[key] === 'public') assert.notEqual(answer.status, 401, `${key} is public`);
      else assert.equal(answer.status, 401, `${key} without a token answered ${answer.status}`);
    }
  });

  test('every demo user is let through or refused as the table says', async () => {
    const wrong: string[] = [];
    for (const [username, opens] of Object.entries(USERS)) {
      for (const key of registered) {
        const rule = EXPECTED[key];
        const answer = await call(server, key, tokens.get(username));
        const refused = answer.status === 403 && refusals.has(answer.message ?? '');
        if (opens.includes(rule)) {
          // A public page may answer 503 where the front ends are not built: only a refusal is wrong there.
          if (refused || answer.status === 401 || (rule !== 'public' && answer.status >= 500)) wrong.push(`${username} ${key}: ${answer.status} ${answer.message}`);
        } else if (rule === 'deployToken') {
          // A user's token is no deploy token: refused as one never issued.
          if (!(answer.status === 401 && answer.message === RELEASE_MESSAGES.tokenUnknown)) wrong.push(`${username} ${key}: expected 401, got ${answer.status} ${answer.message}`);
        } else if (rule === 'operator') {
          // A user's token is not the operator's: refused as a wrong bearer token.
          if (!(answer.status === 401 && answer.message === OPERATOR_TOKEN_NEEDED)) wrong.push(`${username} ${key}: expected 401, got ${answer.status} ${answer.message}`);
        } else if (!(answer.status === 403 && answer.message === ACCESS_REFUSED[rule as keyof typeof ACCESS_REFUSED])) {
          wrong.push(`${username} ${key}: expected 403, got ${answer.status} ${answer.message}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });

  test('noaccess is refused people, groups, photos, school details and invites', async () => {
    const token = tokens.get('noaccess');
    for (const key of [
      'GET /v2/Student/All',
      'GET /v2/Parent/all',
      'GET /v2/Teacher/All',
      'GET /v1/Group/Registration',
      'GET /v1/TeacherPhoto/{school}/{user}/{photoId}/{size}',
      'GET /v2/SchoolDetails/SchoolDetails/{schoolId}',
      'GET /v1/UserInvite/AcceptedForStaff/{kind}',
    ]) {
      assert.deepEqual(await call(server, key, token), { status: 403, message: ACCESS_REFUSED.signedIn }, key);
    }
  });

  // A refusal of the schema names its field (kit/validation) by its description, in Welsh by
  // FIELD_NAMES_CY. Every route is walked here, so a field a new route describes must bring its Welsh
  // name. A field with no description is named by its property (homeworkId), an identifier in any language.
  test("every field a route's schema describes has its Welsh name for a refusal's sentence", () => {
    const unnamed = new Set<string>();
    for (const route of server.routes)
      for (const part of ['body', 'querystring', 'params'] as const)
        for (const name of fieldDescriptions(route.schema?.[part])) if (!(name in FIELD_NAMES_CY)) unnamed.add(`${name} (${route.url} ${part})`);
    assert.deepEqual([...unnamed], []);
  });
});

type SchemaPart = { description?: string; properties?: Record<string, SchemaPart>; items?: SchemaPart; anyOf?: SchemaPart[]; oneOf?: SchemaPart[]; [REFUSAL]?: string };

/** The descriptions of a schema's fields that a refusal can name: those without a refusal of their own. */
function fieldDescriptions(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as SchemaPart;
  const parts = [...Object.values(node.properties ?? {}), ...(node.items ? [node.items] : []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  return [...(node.description && !node[REFUSAL] ? [node.description] : []), ...parts.flatMap(fieldDescriptions)];
}

describe('a route must declare who may call it', () => {
  const noDatabase = {} as Queryable;

  test('a route without config.access stops the server from starting', async () => {
    const app = Fastify();
    registerAccessControl(app, noDatabase);
    app.get('/declared', { config: { access: 'public' } }, async () => 'ok');
    app.get('/forgotten', async () => 'oops');
    await assert.rejects(async () => app.ready(), /config\.access.*GET \/forgotten/);
    await app.close();
  });

  test('routes of a scope that declares them public start', async () => {
    const app = Fastify();
    registerAccessControl(app, noDatabase);
    await app.register(async (scope) => {
      declarePublic(scope);
      scope.get('/file', async () => 'ok');
    });
    await app.ready();
    assert.equal((await app.inject('/file')).body, 'ok');
    await app.close();
  });
});
