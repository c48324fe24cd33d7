// The platform around the services: front ends and their run-time files, OpenAPI, analytics,
// the error shape, and the database layer.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { SCOPES, SUITE_CLIENT_ID, type SuiteConfig } from '@homework/contracts';
import { migrate, wrapPglite } from '../../src/db';
import { signIn, startTestServer, type TestServer } from '../support';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A workspace with built front ends: the shell, one remote, and the composed remotes list. */
async function builtWorkspace(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-built-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!DOCTYPE html><title>shell</title>',
    'shell/dist/main.0123abcd.js': 'console.log("shell")',
    'mf-homework/dist/mf-manifest.json': '{"name":"mf_homework"}',
    'mf-homework/dist/remoteEntry.js': 'var mf_homework;',
    'mf-homework/dist/412.a1b2c3d4e5f6.js': 'chunk',
    'dist/remotes.json': JSON.stringify([{ name: 'mf_homework', section: 'Homework', routes: [], menu: [], manifest: '/remotes/mf-homework/mf-manifest.json' }]),
  };
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), content);
  }
  await fs.mkdir(path.join(root, 'mf-marking'), { recursive: true }); // a remote not built yet
  return root;
}

describe('with built front ends', () => {
  let server: TestServer;
  let root: string;
  before(async () => {
    root = await builtWorkspace();
    server = await startTestServer({ repoRoot: root });
  });
  after(async () => {
    await server?.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  const get = (url: string) => fetch(`${server.baseUrl}${url}`);

  test('the shell is served at / and /silent-token-renew, never cached without revalidation', async () => {
    for (const url of ['/', '/silent-token-renew']) {
      const response = await get(url);
      assert.equal(response.status, 200, url);
      assert.equal(response.headers.get('cache-control'), 'no-cache', url);
      assert.match(await response.text(), /<title>shell<\/title>/);
    }
  });

  test('the shell page runs scripts only from its own origin', async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    assert.match(policy, /(^|; )script-src 'self'(;|$)/);
    assert.match(policy, /object-src 'none'/);
    assert.match(policy, new RegExp(`connect-src 'self' ${server.baseUrl}`));
  });

  test('hashed chunks are immutable; manifests and un-hashed entries are revalidated', async () => {
    const cases: [string, string][] = [
      ['/main.0123abcd.js', IMMUTABLE],
      ['/remotes/mf-homework/412.a1b2c3d4e5f6.js', IMMUTABLE],
      ['/remotes/mf-homework/mf-manifest.json', 'no-cache'],
      ['/remotes/mf-homework/remoteEntry.js', 'no-cache'],
    ];
    for (const [url, cacheControl] of cases) {
      const response = await get(url);
      assert.equal(response.status, 200, url);
      assert.equal(response.headers.get('cache-control'), cacheControl, url);
    }
  });

  test('/remotes.json is the composed list, no-cache', async () => {
    const response = await get('/remotes.json');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const remotes = (await response.json()) as { name: string; manifest: string }[];
    assert.deepEqual(remotes.map((r) => r.name), ['mf_homework']);
  });

  test('a remote that is not built answers 404 for its files, as JSON', async () => {
    const response = await get('/remotes/mf-marking/mf-manifest.json');
    assert.equal(response.status, 404);
    assert.ok(((await response.json()) as { message: string }).message);
  });
});

describe('platform', () => {
  let server: TestServer;
  let root: string;
  before(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-unbuilt-'));
    server = await startTestServer({ repoRoot: root });
  });
  after(async () => {
    await server?.close();
    await fs.rm(root, { recursive: true, force: true });
  });
  const get = (url: string, init?: RequestInit) => fetch(`${server.baseUrl}${url}`, init);

  test('starts without any front-end build: / explains, /remotes.json is an empty list', async () => {
    const page = await get('/');
    assert.equal(page.status, 503);
    assert.match(await page.text(), /not been built yet/);
    const remotes = await get('/remotes.json');
    assert.equal(remotes.status, 200);
    assert.equal(remotes.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await remotes.json(), []);
  });

  test('/config.json is the front ends’ run-time configuration, no-cache', async () => {
    const response = await get('/config.json');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const config = (await response.json()) as SuiteConfig;
    assert.ok(Object.keys(config.services).length >= 10);
    for (const [name, url] of Object.entries(config.services)) assert.equal(url, server.baseUrl, name);
    const { metadata, ...auth } = config.auth;
    assert.deepEqual(auth, { authority: `${server.baseUrl}/oidc`, clientId: SUITE_CLIENT_ID, scope: SCOPES.join(' ') });
    // The endpoints given to the browser are the provider's own, as its discovery document names them.
    const discovery = (await (await get('/oidc/.well-known/openid-configuration')).json()) as Record<string, unknown>;
    assert.ok(metadata);
    for (const [name, value] of Object.entries(metadata)) assert.equal(value, discovery[name], name);
    assert.equal(config.links.help, `${server.baseUrl}/help`);
    for (const link of Object.values(config.links)) assert.equal((await fetch(link)).status, 200, link);
  });

  test('/docs/json is an OpenAPI document of the routes, and /docs its page', async () => {
    const doc = (await (await get('/docs/json')).json()) as { openapi: string; paths: Record<string, unknown>; components: { securitySchemes: object } };
    assert.match(doc.openapi, /^3\./);
    assert.ok(doc.paths['/analytics/events']);
    assert.ok(!Object.keys(doc.paths).some((p) => p.startsWith('/oidc')), 'the provider’s own pages are not API');
    assert.ok(doc.components.securitySchemes);
    const page = await get('/docs', { redirect: 'follow' });
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  });

  test('analytics: page views and events are recorded, with the school when a token is sent', async () => {
    const post = (body: unknown, token?: string) =>
      get('/analytics/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const occurredAt = new Date().toISOString();
    // Unique names: on PostgreSQL the database is shared by the test servers.
    const marker = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const pagePath = `/signedout/${marker}`;
    const eventName = `Sickness Page Viewed ${marker}`;
    assert.equal((await post({ type: 'pageView', path: pagePath, occurredAt })).status, 204);
    const { accessToken } = await signIn(server.baseUrl, 'teacher');
    const event = { type: 'event', name: eventName, properties: { tab: 'list', count: 2, on: true }, occurredAt };
    assert.equal((await post(event, accessToken)).status, 204);
    assert.equal((await post(event, 'not-a-token')).status, 401);

    const { rows } = await server.db.query<{ type: string; name: string | null; path: string | null; properties: object; school: string | null }>(
      `select type, name, path, properties, school_id::text as school from analytics_events where path = $1 or name = $2 order by id`,
      [pagePath, eventName],
    );
    const { rows: teacher } = await server.db.query<{ school: string }>(`select school_id::text as school from user_accounts where username = 'teacher'`);
    assert.deepEqual(rows, [
      { type: 'pageView', name: null, path: pagePath, properties: {}, school: null },
      { type: 'event', name: eventName, path: null, properties: { tab: 'list', count: 2, on: true }, school: teacher[0].school },
    ]);
  });

  test('an invalid body answers 400 with a message naming its first issue', async () => {
    const response = await get('/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'event', occurredAt: 'yesterday' }),
    });
    assert.equal(response.status, 400);
    const body = (await response.json()) as { message: string; errors: { field: string; message: string }[] };
    // The same plain words as every service (one error handler for the whole app). Validation stops
    // at the first issue (ajv's allErrors is off), so the later bad occurredAt is not reached.
    assert.equal(body.message, 'The event name is missing.');
    assert.deepEqual(body.errors, [{ field: 'body.name', message: 'The event name is missing.' }]);
    assert.ok(!/\n\s+at |stack/.test(JSON.stringify(body)), 'no stack');
  });

  test('malformed JSON and unknown paths answer JSON { message }', async () => {
    const bad = await get('/analytics/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    assert.equal(bad.status, 400);
    assert.ok(((await bad.json()) as { message: string }).message);
    const missing = await get('/v9/Nothing/Here');
    assert.equal(missing.status, 404);
    assert.deepEqual(await missing.json(), { message: 'Not found: GET /v9/Nothing/Here' });
  });
});

describe('database layer', () => {
  // One empty database for these tests: a new PGlite takes seconds to initialise.
  let db: ReturnType<typeof wrapPglite>;
  before(async () => {
    db = wrapPglite(await PGlite.create());
  });
  after(() => db?.close());

  test('migrations apply once each, in number order, each in its own transaction', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-migrations-'));
    try {
      await fs.writeFile(path.join(dir, '010_second.sql'), 'insert into things values (2);');
      await fs.writeFile(path.join(dir, '002_first.sql'), 'create table things (n int8 primary key); insert into things values (1);');
      await fs.writeFile(path.join(dir, 'notes.txt'), 'not a migration');
      assert.deepEqual(await migrate(db, dir), ['002_first.sql', '010_second.sql']);
      assert.deepEqual(await migrate(db, dir), []);

      await fs.writeFile(path.join(dir, '011_broken.sql'), 'insert into things values (3); insert into nowhere values (1);');
      await assert.rejects(migrate(db, dir), /Migration 011_broken.sql failed/);
      const { rows } = await db.query<{ n: number }>('select n from things order by n');
      assert.deepEqual(rows, [{ n: 1 }, { n: 2 }], 'the failed migration left nothing behind (and int8 reads as a number)');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  test('a transaction that throws is rolled back', async () => {
    await db.exec('create table t (n int)');
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query('insert into t values ($1)', [1]);
        throw new Error('stop');
      }),
      /stop/,
    );
    assert.deepEqual((await db.query('select count(*)::int as c from t')).rows, [{ c: 0 }]);
  });
});
