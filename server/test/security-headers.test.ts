// Security headers on every kind of answer: the shell page, the provider's own (hijacked) answers,
// the sign-in page, the API.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { SuiteConfig } from '@homework/contracts';
import { loadConfig } from '../src/config';
import { suiteConfig } from '../src/web';
import { contentSecurityPolicy } from '../src/web/static';
import { Browser, authorizationRequest, signIn, startTestServer, type TestServer } from './support';

describe('security headers', () => {
  let server: TestServer;
  let repoRoot: string;

  before(async () => {
    repoRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-headers-'));
    await fs.mkdir(path.join(repoRoot, 'shell', 'dist'), { recursive: true });
    await fs.writeFile(path.join(repoRoot, 'shell', 'dist', 'index.html'), '<!DOCTYPE html><html lang="en-GB"><title>Homework</title></html>');
    server = await startTestServer({ repoRoot });
  });
  after(async () => {
    await server?.close();
    await fs.rm(repoRoot, { recursive: true, force: true });
  });

  const pages: [string, () => Promise<Response>][] = [
    ['the shell page', () => fetch(`${server.baseUrl}/`)],
    ['the discovery document', () => fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`)],
    ['the sign-in page', async () => (await new Browser().follow(authorizationRequest(server.baseUrl).url)).response],
    ['an API answer', () => fetch(`${server.baseUrl}/api/does-not-exist`)],
  ];

  for (const [what, load] of pages) {
    test(`${what}: nosniff, a referrer policy, no framing by other sites`, async () => {
      const response = await load();
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(response.headers.get('x-frame-options'), 'SAMEORIGIN');
      assert.equal(response.headers.get('strict-transport-security'), null, 'no HSTS over plain HTTP');
    });
  }

  test('answers of signed-in calls are never stored by a browser or proxy; photos keep their private lifetime', async () => {
    const { accessToken } = await signIn(server.baseUrl, 'teacher');
    const headers = { authorization: `Bearer ${accessToken}` };
    const students = await fetch(`${server.baseUrl}/v2/Student/All`, { headers });
    assert.equal(students.status, 200);
    assert.equal(students.headers.get('cache-control'), 'no-store');
    const refused = await fetch(`${server.baseUrl}/v2/Student/All`);
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('cache-control'), 'no-store');
    const config = await fetch(`${server.baseUrl}/config.json`);
    assert.notEqual(config.headers.get('cache-control'), 'no-store');
  });

  test('the shell keeps its own Content-Security-Policy, now forbidding framing by other sites', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    assert.equal(response.status, 200);
    const policy = response.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self'/);
    assert.match(policy, /frame-ancestors 'self'/);
  });

  test("no origin may serve a remote's development build unless the operator allows it", async () => {
    const policy = (await fetch(`${server.baseUrl}/`)).headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self';/);
    const config = (await (await fetch(`${server.baseUrl}/config.json`)).json()) as SuiteConfig;
    assert.equal(config.remoteOverrideOrigins, undefined);
  });

  test("an allowed development origin may serve scripts, styles and hot updates to the shell's page", () => {
    const suite = suiteConfig(loadConfig({ REMOTE_OVERRIDE_ORIGINS: 'http://localhost:4101/, https://dev.example.org' }));
    assert.deepEqual(suite.remoteOverrideOrigins, ['http://localhost:4101', 'https://dev.example.org']);
    const policy = contentSecurityPolicy(suite);
    assert.match(policy, /script-src 'self' http:\/\/localhost:4101 https:\/\/dev\.example\.org;/);
    assert.match(policy, /style-src 'self' 'unsafe-inline' http:\/\/localhost:4101 https:\/\/dev\.example\.org;/);
    assert.match(policy, /connect-src [^;]*http:\/\/localhost:4101 https:\/\/dev\.example\.org ws:\/\/localhost:4101 wss:\/\/dev\.example\.org;/);
  });
});
