// What the homework API tests share: a server with its own data folder (uploads land there), signed-in
// demo users, ids read from the seeded database, and a tag that marks this run's homework, so the
// tests also hold on a PostgreSQL database that other test files share.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HomeworkSaveRequest } from '@homework/contracts';
import type { ServerConfig } from '../../src/config';
import { signIn, startTestServer, type TestServer } from '.';

export const PREFIX = '/v3/HomeworkManagement';

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface SchoolFixture {
  schoolId: string;
  teacherId: string;
  subjects: { id: string; name: string }[];
  /** Groups with at least three active members, largest first. */
  groups: { id: string; name: string; members: string[] }[];
  /** Active students in no group of `groups[0]`. */
  otherStudents: string[];
}

export interface HomeworkTestServer extends TestServer {
  dataDir: string;
  tag: string;
  tokens: Record<string, string>;
  call<T = any>(user: string, method: string, route: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>;
  school(username: string): Promise<SchoolFixture>;
  /** A valid Create body for `username`'s school: today + `startIn` to today + `dueIn` days. */
  homework(username: string, overrides?: Partial<HomeworkSaveRequest> & { startIn?: number; dueIn?: number }): Promise<HomeworkSaveRequest>;
  create(username: string, overrides?: Partial<HomeworkSaveRequest> & { startIn?: number; dueIn?: number }): Promise<any>;
  stop(): Promise<void>;
}

/** 'YYYY-MM-DD' of today + `days` in Europe/London (the seeded schools' zone). */
export function londonDay(days = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function startHomeworkServer(
  users: string[] = ['teacher', 'teacher2', 'admin', 'noaccess'],
  overrides: Partial<ServerConfig> = {},
): Promise<HomeworkTestServer> {
  // Uploads go under the configuration's data folder (app.storage); give this server its own.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-api-'));
  const server = await startTestServer({ dataDir, ...overrides });
  const tokens: Record<string, string> = {};
  for (const user of users) tokens[user] = (await signIn(server.baseUrl, user)).accessToken;
  const tag = `t${randomBytes(4).toString('hex')}`;
  const fixtures = new Map<string, SchoolFixture>();

  async function call<T>(user: string, method: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await fetch(`${server.baseUrl}${PREFIX}${route}`, {
      method,
      headers: {
        ...(tokens[user] ? { authorization: `Bearer ${tokens[user]}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (a download)
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async function school(username: string): Promise<SchoolFixture> {
    const known = fixtures.get(username);
    if (known) return known;
    const db = server.db;
    const account = (
      await db.query<{ school_id: string; person_id: string }>('select school_id, person_id from user_accounts where username = $1', [username])
    ).rows[0];
    const subjects = (
      await db.query<{ id: string; name: string }>('select id, name from subjects where school_id = $1 order by name', [account.school_id])
    ).rows;
    const groups = (
      await db.query<{ id: string; name: string; members: string[] }>(
        `select g.id, g.name, array_agg(gm.student_id::text order by gm.student_id) as members
           from groups g
           join group_members gm on gm.school_id = g.school_id and gm.group_id = g.id
           join students st on st.school_id = gm.school_id and st.id = gm.student_id and st.is_active
          where g.school_id = $1 and g.kind in ('subjectClass', 'registration', 'userDefined')
          group by g.id, g.name
         having count(*) >= 3
          order by count(*) desc, g.name
          limit 6`,
        [account.school_id],
      )
    ).rows;
    const otherStudents = (
      await db.query<{ id: string }>(
        `select st.id from students st
          where st.school_id = $1 and st.is_active
            and not exists (select 1 from group_members gm where gm.school_id = st.school_id and gm.student_id = st.id and gm.group_id = $2)
          order by st.id limit 10`,
        [account.school_id, groups[0]?.id ?? '00000000-0000-0000-0000-000000000000'],
      )
    ).rows.map((r) => r.id);
    const fixture = { schoolId: account.school_id, teacherId: account.person_id, subjects, groups, otherStudents };
    fixtures.set(username, fixture);
    return fixture;
  }

  async function homework(username: string, overrides: Partial<HomeworkSaveRequest> & { startIn?: number; dueIn?: number } = {}) {
    const s = await school(username);
    const { startIn = 0, dueIn = 7, ...rest } = overrides;
    return {
      Title: `${tag} Homework`,
      Description: '<p>Read chapter 3 and answer the questions.</p>',
      SubjectId: s.subjects[0].id,
      SetById: s.teacherId,
      Students: [],
      Groups: [s.groups[0].id],
      Attachments: [],
      StartDate: londonDay(startIn),
      DueDate: londonDay(dueIn),
      AllowStudentAttachments: true,
      ...rest,
    };
  }

  async function create(username: string, overrides: Partial<HomeworkSaveRequest> & { startIn?: number; dueIn?: number } = {}) {
    const answer = await call(username, 'POST', '/Create', await homework(username, overrides));
    if (answer.status !== 200) throw new Error(`Create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  return {
    ...server,
    dataDir,
    tag,
    tokens,
    call,
    school,
    homework,
    create,
    async stop() {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every file under the server's upload folder, temporary ones included. */
export async function filesOnDisk(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(path.relative(root, full));
    }
  };
  await walk(root);
  return found;
}
