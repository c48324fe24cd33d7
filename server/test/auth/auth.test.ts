// The API's bearer-token check: only tokens signed by the provider's keys, for this issuer and
// audience, unexpired and naming a user and school, get through.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SignJWT, generateKeyPair, importJWK, type JWK, type JWTPayload } from 'jose';
import { API_AUDIENCE, PROVIDER_CLAIM, PROVIDER_NAME_CLAIM, USER_ORGANISATION_CLAIM, type SuiteConfig } from '@homework/contracts';
import { signIn, startTestServer, type TestServer } from '../support';

const PROBE = '/test/who-am-i';

/** A route that needs any valid token, declared the way service routes declare theirs. */
function addProbe(app: FastifyInstance) {
  app.get(PROBE, { config: { access: 'authenticated' } }, async (request) => request.identity);
}

const call = (baseUrl: string, token?: string) =>
  fetch(`${baseUrl}${PROBE}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('bearer-token check', () => {
  let server: TestServer;
  let teacher: { personId: string; schoolId: string };
  let signingKey: { kid: string; key: Awaited<ReturnType<typeof importJWK>> };

  before(async () => {
    server = await startTestServer({}, { extend: addProbe });
    const { rows } = await server.db.query<{ personId: string; schoolId: string }>(
      `select person_id as "personId", school_id as "schoolId" from user_accounts where username = 'teacher'`,
    );
    teacher = rows[0];
    const jwks = JSON.parse(await fs.readFile(path.join(server.config.dataDir, 'oidc-jwks.json'), 'utf8')) as { keys: JWK[] };
    signingKey = { kid: jwks.keys[0].kid!, key: await importJWK(jwks.keys[0], 'RS256') };
  });
  after(() => server?.close());

  /** A token like the provider's, signed with the given key (the provider's own by default). */
  function craft(claims: JWTPayload, key = signingKey) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      [PROVIDER_CLAIM]: 'homework',
      [PROVIDER_NAME_CLAIM]: 'Homework sign-in',
      [USER_ORGANISATION_CLAIM]: `${teacher.personId}|${teacher.schoolId}`,
      sub: teacher.personId,
      iss: server.config.oidcIssuer,
      aud: API_AUDIENCE,
      iat: now,
      exp: now + 300,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
      .sign(key.key);
  }

  async function assertUnauthorised(response: Response, message: RegExp) {
    assert.equal(response.status, 401);
    assert.equal(response.headers.get('www-authenticate'), 'Bearer');
    const body = (await response.json()) as { message: string };
    assert.match(body.message, message);
  }

  test('a token from a real sign-in passes, and the user and school come from it', async () => {
    const { accessToken } = await signIn(server.baseUrl, 'teacher');
    const response = await call(server.baseUrl, accessToken);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      userId: teacher.personId,
      schoolId: teacher.schoolId,
      provider: server.config.providerId,
      providerName: server.config.providerName,
    });
  });

  test('no token: 401', async () => {
    await assertUnauthorised(await call(server.baseUrl), /Not authenticated/);
    await assertUnauthorised(await fetch(`${server.baseUrl}${PROBE}`, { headers: { authorization: 'Basic dGVhY2hlcjpob21ld29yaw==' } }), /Not authenticated/);
  });

  test('a token crafted with the provider’s key and the right claims passes (so the refusals below are for one reason each)', async () => {
    assert.equal((await call(server.baseUrl, await craft({}))).status, 200);
  });

  test('a forged token (signed by another key, even under the provider’s key id): 401', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    await assertUnauthorised(await call(server.baseUrl, await craft({}, { kid: signingKey.kid, key: privateKey })), /not valid/);
  });

  test('an expired token: 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    await assertUnauthorised(await call(server.baseUrl, await craft({ iat: now - 120, exp: now - 60 })), /expired/);
  });

  test('a validly signed token without an expiry: 401', async () => {
    await assertUnauthorised(await call(server.baseUrl, await craft({ exp: undefined })), /not valid/);
  });

  test('a token for another audience: 401', async () => {
    await assertUnauthorised(await call(server.baseUrl, await craft({ aud: 'urn:another:api' })), /not valid/);
  });

  test('a token from another issuer: 401', async () => {
    await assertUnauthorised(await call(server.baseUrl, await craft({ iss: 'https://elsewhere.example/oidc' })), /not valid/);
  });

  test('a token without the user-organisation claim: 401', async () => {
    await assertUnauthorised(await call(server.baseUrl, await craft({ [USER_ORGANISATION_CLAIM]: 'no-school' })), /names no user and school/);
  });

  test('an ID token is not an access token: 401', async () => {
    const { idToken } = await signIn(server.baseUrl, 'teacher');
    await assertUnauthorised(await call(server.baseUrl, idToken), /not valid/);
  });

  test('every API route in the OpenAPI document refuses a call without a token', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([route, operations]) =>
      Object.keys(operations)
        .filter((method) => method === 'get' || method === 'post' || method === 'delete' || method === 'put')
        .map((method) => ({ method: method.toUpperCase(), route })),
    );
    // Public routes: analytics takes anonymous events; a load balancer asks the health routes.
    const PUBLIC = new Set(['/analytics/events', '/health/live', '/health/ready']);
    // A submission file's signed link is its own check; metrics are not there without METRICS_TOKEN.
    const refusedOtherwise: Record<string, number> = { '/v3/HomeworkManagement/SubmissionFile/{token}': 403, '/metrics': 404 };
    const guarded = routes.filter(({ route }) => !PUBLIC.has(route));
    assert.ok(guarded.some(({ route }) => route === PROBE));
    for (const { method, route } of guarded) {
      const url = `${server.baseUrl}${route.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`;
      const response = await fetch(url, { method, headers: method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
      assert.equal(response.status, refusedOtherwise[route] ?? 401, `${method} ${route}`);
    }
  });

  test('a token past its configured lifetime: 401', async () => {
    const shortLived = await startTestServer({ accessTokenTtlSeconds: 2 }, { extend: addProbe });
    try {
      const { accessToken, expiresIn } = await signIn(shortLived.baseUrl, 'teacher');
      assert.equal(expiresIn, 2);
      assert.equal((await call(shortLived.baseUrl, accessToken)).status, 200);
      assert.equal((await call(server.baseUrl, accessToken)).status, 401, 'another issuer’s token');
      await sleep(3100);
      await assertUnauthorised(await call(shortLived.baseUrl, accessToken), /expired/);
    } finally {
      await shortLived.close();
    }
  });

  test('with an external provider (LOCAL_IDP=false, OIDC_ISSUER) keys come from its discovery document', async () => {
    const api = await startTestServer({ localIdp: false, oidcIssuer: server.config.oidcIssuer }, { extend: addProbe });
    try {
      const { accessToken } = await signIn(server.baseUrl, 'teacher');
      const response = await call(api.baseUrl, accessToken);
      assert.equal(response.status, 200);
      assert.equal(((await response.json()) as { schoolId: string }).schoolId, teacher.schoolId);
      const { privateKey } = await generateKeyPair('RS256');
      await assertUnauthorised(await call(api.baseUrl, await craft({}, { kid: signingKey.kid, key: privateKey })), /not valid/);

      const config = (await (await fetch(`${api.baseUrl}/config.json`)).json()) as SuiteConfig;
      assert.equal(config.auth.authority, server.config.oidcIssuer);
      assert.equal(config.auth.metadata, undefined, 'an outside provider is discovered by the browser');
      assert.equal((await fetch(`${api.baseUrl}/oidc/.well-known/openid-configuration`)).status, 404, 'no local provider');
    } finally {
      await api.close();
    }
  });
});
