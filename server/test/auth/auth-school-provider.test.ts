// The school's own OpenID Connect provider (LOCAL_IDP=false, decision 0025): its tokens name a person
// by e-mail or username, matched to the member of staff imported from the school's information
// system, whose imported roles then decide what they may use.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { API_AUDIENCE, USER, pathOf } from '@homework/contracts';
import { staffMatcher } from '../../src/auth';
import { PGLITE_EXTENSIONS, migrate, wrapPglite, type Database } from '../../src/db';
import { importRoster } from '../../src/roster-import';
import { rosterId } from '../../src/roster-import/mapping';
import { northfield, writeFolder } from '../support/roster-bundle';
import { startTestServer, type TestServer } from '../support';

const PROBE = '/test/who-am-i';
const SCHOOL = rosterId('S1');
const SARAH = rosterId('S1', 'staff', 't1');

/** A provider of the school's own: its discovery document and keys, and tokens it signs. */
async function schoolProvider() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'school-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((request, response) => {
    const body = request.url === '/.well-known/openid-configuration' ? { issuer: issuer(), jwks_uri: `${issuer()}/jwks` } : { keys: [jwk] };
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = () => `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const token = (claims: JWTPayload) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ sub: 'someone', iss: issuer(), aud: API_AUDIENCE, iat: now, exp: now + 300, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'school-key' })
      .sign(privateKey);
  };
  return { issuer: issuer(), token, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function emptyDatabase(): Promise<Database> {
  const db = wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  await migrate(db);
  return db;
}

describe('signed in by the school’s own provider, matched by e-mail', () => {
  let provider: Awaited<ReturnType<typeof schoolProvider>>;
  let db: Database;
  let server: TestServer;
  let work: string;
  const call = async (token: string, route = PROBE) => fetch(`${server.baseUrl}${route}`, { headers: { authorization: `Bearer ${token}` } });

  before(async () => {
    provider = await schoolProvider();
    // Its own database, whatever the run's: the shared one holds the demo schools only.
    db = await emptyDatabase();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-school-provider-'));
    const result = await importRoster(db, await writeFolder(path.join(work, 'bundle'), northfield()));
    assert.ok('changes' in result);
    server = await startTestServer(
      { localIdp: false, oidcIssuer: provider.issuer, oidcStaffMatch: { by: 'email', claim: 'email' } },
      { db, extend: (app: FastifyInstance) => void app.get(PROBE, { config: { access: 'authenticated' } }, async (request) => request.identity) },
    );
  });
  after(async () => {
    await server?.close();
    await db?.close();
    await provider?.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  test('a token whose e-mail is an imported teacher’s is that teacher, in any letter case', async () => {
    for (const email of ['s.khan@northfield.example', 'S.Khan@Northfield.example']) {
      const response = await call(await provider.token({ email }));
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { userId: SARAH, schoolId: SCHOOL, provider: '', providerName: '' });
    }
  });

  test('the imported roles decide: the teacher has the engagement role', async () => {
    const response = await call(await provider.token({ email: 's.khan@northfield.example' }), `/${pathOf(USER.roleCurrentUser)}`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), [{ ProductCode: 'engagement', Roles: 1 }]);
  });

  test('an e-mail of nobody on the staff, or no e-mail at all: 401 saying so', async () => {
    for (const claims of [{ email: 'ngozi@mail.example' }, {}]) {
      const response = await call(await provider.token(claims));
      assert.equal(response.status, 401);
      assert.deepEqual(await response.json(), { message: "The access token's email matches no member of staff" });
    }
  });
});

describe('matching a claim to the staff', () => {
  let db: Database;
  let work: string;
  before(async () => {
    db = await emptyDatabase();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-staff-match-'));
    await importRoster(db, await writeFolder(path.join(work, 'one'), northfield()));
  });
  after(async () => {
    await db?.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  test('by username, by e-mail; nobody once they have left; several when two schools share one', async () => {
    const byUsername = staffMatcher(db, { by: 'username', claim: 'preferred_username' }, 0);
    const byEmail = staffMatcher(db, { by: 'email', claim: 'email' }, 0);
    assert.deepEqual(await byUsername('SKHAN'), { userId: SARAH, schoolId: SCHOOL });
    assert.deepEqual(await byEmail('t.reid@northfield.example'), { userId: rosterId('S1', 'staff', 'a1'), schoolId: SCHOOL });
    assert.equal(await byUsername('s.khan@northfield.example'), 'none');

    const left = northfield((rows) => void (rows.users = rows.users.filter((user) => user.sourcedId !== 'a1')));
    await importRoster(db, await writeFolder(path.join(work, 'two'), left));
    assert.equal(await byEmail('t.reid@northfield.example'), 'none');

    // The same teacher at a second school of the trust.
    const second = northfield();
    for (const file of Object.keys(second)) second[file] = second[file].replace(/\bS1\b/g, 'S2').replace('Northfield Academy', 'Southfield Academy');
    await importRoster(db, await writeFolder(path.join(work, 'three'), second));
    assert.equal(await byEmail('s.khan@northfield.example'), 'several');
  });
});
