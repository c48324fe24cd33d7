// Who may call what: every route of the OpenAPI document, called by every demo user (and by no one),
// against one expected table. A route whose rule changes, or a new route not in the table, fails here.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { INVITE_KINDS } from '@homework/contracts';
import type { Queryable } from '../src/db';
import { ACCESS_REFUSED, declarePublic, registerAccessControl, type RouteAccess } from '../src/kit';
import { signIn, startTestServer, type TestServer } from './support';

/** Every documented route and who may call it. */
const EXPECTED: Record<string, RouteAccess> = {
  'GET /api/v3/userprofile/identities': 'authenticated',
  'GET /api/v3/userprofile/currentuser': 'authenticated',
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
  'POST /v3/HomeworkManagement/GetClearHandedInSummary': 'homework',
  'POST /v3/HomeworkManagement/RestoreClearedHandIns': 'homework',
  'GET /v3/HomeworkManagement/GetStudentSubmission/{homeworkId}/{studentId}': 'homework',
  // The signed link is the check (HMAC over school, file, user and expiry): see marking-api.test.ts.
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
};

/** The demo users (README) and the rules their roles open, written out rather than computed. */
const USERS: Record<string, RouteAccess[]> = {
  teacher: ['public', 'authenticated', 'signedIn', 'homework', 'messages'],
  admin: ['public', 'authenticated', 'signedIn', 'homework', 'messages'],
  standalone: ['public', 'authenticated', 'signedIn', 'homework'],
  teacher2: ['public', 'authenticated', 'signedIn', 'homework', 'messages'],
  nolicence: ['public', 'authenticated'],
  noaccess: ['public', 'authenticated'],
  parentlite: ['public', 'authenticated'],
};

function sampleUrl(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'size' ? '5' : name === 'kind' ? INVITE_KINDS[0] : randomUUID()));
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
  let documented: string[];
  const tokens = new Map<string, string>();

  before(async () => {
    server = await startTestServer();
    const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const username of Object.keys(USERS)) tokens.set(username, (await signIn(server.baseUrl, username)).accessToken);
  });
  after(() => server?.close());

  test('the table lists exactly the documented routes', () => {
    assert.deepEqual([...documented].sort(), Object.keys(EXPECTED).sort());
  });

  test('without a token only public routes answer', async () => {
    for (const key of documented) {
      const answer = await call(server, key);
      if (EXPECTED[key] === 'public') assert.notEqual(answer.status, 401, `${key} is public`);
      else assert.equal(answer.status, 401, `${key} without a token answered ${answer.status}`);
    }
  });

  test('every demo user is let through or refused as the table says', async () => {
    const wrong: string[] = [];
    for (const [username, opens] of Object.entries(USERS)) {
      for (const key of documented) {
        const rule = EXPECTED[key];
        const answer = await call(server, key, tokens.get(username));
        const refused = answer.status === 403 && refusals.has(answer.message ?? '');
        if (opens.includes(rule)) {
          if (refused || answer.status === 401 || answer.status >= 500) wrong.push(`${username} ${key}: ${answer.status} ${answer.message}`);
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
});

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
