// The provider's sessions are kept in the database: a server that restarts (a new process on the same
// database and data folder) keeps its users signed in.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { after, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import { USER, pathOf } from '@homework/contracts';
import { Browser, authorizationRequest, exchangeCode, returnParameters, signIn, startTestServer, type TestServer } from '../support';

describe('a restart keeps people signed in', () => {
  const running: TestServer[] = [];
  const cleanUp: (() => Promise<unknown>)[] = [];
  after(async () => {
    for (const server of running.reverse()) await server.close();
    for (const step of cleanUp) await step();
  });

  test('the session survives a restart: a silent renewal gives a code and tokens without a password', async () => {
    const first = await startTestServer();
    const { dataDir, port } = first.config;
    const browser = new Browser();
    const before = await signIn(first.baseUrl, 'teacher', undefined, browser);
    await first.stop();

    // PGlite in memory: the same database handed on; PostgreSQL: a new connection pool to it.
    const second = await startTestServer({ port, dataDir }, { db: process.env.DATABASE_URL ? undefined : first.db });
    running.push(second);
    cleanUp.push(() => first.db.close(), () => fs.rm(dataDir, { recursive: true, force: true }));

    const renewal = authorizationRequest(second.baseUrl, { prompt: 'none', responseMode: 'query', redirectPath: '/silent-token-renew' });
    const answer = await browser.fetch(renewal.url);
    assert.equal(answer.status, 303);
    const code = returnParameters(answer.headers.get('location')!).get('code');
    assert.ok(code, `no code after the restart: ${answer.headers.get('location')}`);
    const renewed = await exchangeCode(second.baseUrl, renewal, code);
    assert.equal(decodeJwt(renewed.accessToken).sub, decodeJwt(before.accessToken).sub);

    // The token issued before the restart still opens the API.
    const me = await fetch(`${second.baseUrl}/${pathOf(USER.currentUser)}`, { headers: { authorization: `Bearer ${before.accessToken}` } });
    assert.equal(me.status, 200);
  });
});
