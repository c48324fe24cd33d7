// Decision 0040 over HTTP: a person's own language, kept for them only and within their school; the
// school's languages, which only its administrator reads and sets. The seeded schools are left as
// they were (server test files share one database): every choice made here is undone after.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LANGUAGE, pathOf, type MyLanguage, type SchoolLanguages } from '@homework/contracts';
import { ACCESS_REFUSED } from '../../../src/kit';
import { signIn, startTestServer, type TestServer } from '../../support';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('services/user-profile/languages-api.test.ts', () => {
  const MINE = `/${pathOf(LANGUAGE.mine)}`;
  const SCHOOL = `/${pathOf(LANGUAGE.school)}`;
  const USERS = ['teacher', 'admin', 'teacher2'] as const;
  type User = (typeof USERS)[number];

  let s: TestServer;
  const tokens = {} as Record<User, string>;
  /** Oakwood's languages as seeded, put back after. */
  let seeded: SchoolLanguages;

  async function call<T>(method: 'GET' | 'POST', path: string, user: User, body?: unknown) {
    const response = await fetch(`${s.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[user]}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T & { message?: string } };
  }

  const mine = (user: User) => call<MyLanguage>('GET', MINE, user);
  const choose = (user: User, language: unknown) => call<MyLanguage>('POST', MINE, user, { Language: language });

  before(async () => {
    s = await startTestServer();
    for (const user of USERS) tokens[user] = (await signIn(s.baseUrl, user)).accessToken;
    seeded = (await call<SchoolLanguages>('GET', SCHOOL, 'admin')).body;
  });

  after(async () => {
    // The teacher's and the admin's choices removed, and Oakwood's languages as they were.
    for (const user of USERS) await choose(user, null);
    await call('POST', SCHOOL, 'admin', seeded);
    await s.close();
  });

  describe('a person’s own language', () => {
    test('is the school’s until they choose: English by default', async () => {
      assert.deepEqual((await mine('teacher')).body, { Chosen: null, School: 'en', Active: 'en' });
    });

    test('Cymraeg chosen is kept for them, and read back after', async () => {
      const chosen = await choose('teacher', 'cy');
      assert.equal(chosen.status, 200);
      assert.deepEqual(chosen.body, { Chosen: 'cy', School: 'en', Active: 'cy' });
      assert.deepEqual((await mine('teacher')).body, { Chosen: 'cy', School: 'en', Active: 'cy' });
    });

    test('is theirs alone: a colleague in the same school, and a teacher of another, still have the school’s', async () => {
      await choose('teacher', 'cy');
      assert.equal((await mine('admin')).body.Active, 'en');
      assert.equal((await mine('teacher2')).body.Active, 'en');
    });

    test('null goes back to the school’s language', async () => {
      await choose('teacher', 'cy');
      assert.deepEqual((await choose('teacher', null)).body, { Chosen: null, School: 'en', Active: 'en' });
    });

    test('a language the suite has no catalogue for is refused in words, and nothing is kept', async () => {
      await choose('teacher', null);
      for (const bad of ['fr', 'CY', 3, undefined]) {
        const answer = await choose('teacher', bad);
        assert.equal(answer.status, 400, `${String(bad)} refused`);
        assert.equal(typeof answer.body.message, 'string');
      }
      assert.equal((await mine('teacher')).body.Chosen, null);
    });

    test('no one signed in is refused', async () => {
      const response = await fetch(`${s.baseUrl}${MINE}`);
      assert.equal(response.status, 401);
    });
  });

  describe('the school’s languages', () => {
    test('are English, and English mail, as seeded', () => {
      assert.deepEqual(seeded, { Language: 'en', MailLanguage: 'en' });
    });

    test('a teacher who is not the school’s administrator may neither read nor set them', async () => {
      const read = await call('GET', SCHOOL, 'teacher');
      assert.equal(read.status, 403);
      assert.ok(Object.values(ACCESS_REFUSED).includes(read.body.message as never), read.body.message);
      const set = await call('POST', SCHOOL, 'teacher', { Language: 'cy', MailLanguage: 'both' });
      assert.equal(set.status, 403);
      assert.deepEqual((await call<SchoolLanguages>('GET', SCHOOL, 'admin')).body, seeded);
    });

    test('the administrator sets them for their own school: its people without a choice see Welsh, others keep theirs', async () => {
      try {
        await choose('admin', 'en');
        const set = await call<SchoolLanguages>('POST', SCHOOL, 'admin', { Language: 'cy', MailLanguage: 'both' });
        assert.equal(set.status, 200);
        assert.deepEqual(set.body, { Language: 'cy', MailLanguage: 'both' });
        assert.deepEqual((await mine('teacher')).body, { Chosen: null, School: 'cy', Active: 'cy' });
        // Their own choice wins over the school's.
        assert.deepEqual((await mine('admin')).body, { Chosen: 'en', School: 'cy', Active: 'en' });
        // Another school is not touched: the school is the token's, never the request's.
        assert.deepEqual((await mine('teacher2')).body, { Chosen: null, School: 'en', Active: 'en' });
      } finally {
        await call('POST', SCHOOL, 'admin', seeded);
        await choose('admin', null);
      }
    });

    test('a mail language that is not one of the three is refused, and nothing changes', async () => {
      const answer = await call('POST', SCHOOL, 'admin', { Language: 'en', MailLanguage: 'welsh' });
      assert.equal(answer.status, 400);
      assert.deepEqual((await call<SchoolLanguages>('GET', SCHOOL, 'admin')).body, seeded);
    });
  });
});
