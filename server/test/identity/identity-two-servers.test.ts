// Two server processes behind one address (a load balancer) on one database share the provider's
// state: a session made on one gives codes on the other, a code issued by one is redeemed at the
// other, and a sign-out on one ends the session on both. Each server has its own provider instance,
// so nothing here can come from a process's memory.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import { USER, pathOf } from '@homework/contracts';
import { Browser, authorizationRequest, exchangeCode, returnParameters, signIn, startTestServer, type TestServer } from '../support';

/** A balancer sending each request to the server chosen by `use`, as a load balancer may. */
async function balancer(): Promise<{ url: string; use(server: TestServer): void; close(): Promise<void> }> {
  let target = 0;
  const proxy = http.createServer((request, response) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    use(server) {
      target = server.config.port;
    },
    close: () => {
      proxy.closeAllConnections();
      return new Promise((resolve) => proxy.close(() => resolve()));
    },
  };
}

describe('two servers on one database', () => {
  const cleanUp: (() => Promise<unknown>)[] = [];
  after(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  test('share sessions, codes and sign-outs', async () => {
    const front = await balancer();
    cleanUp.push(() => front.close());
    const first = await startTestServer({ publicUrl: front.url });
    cleanUp.push(() => first.close());
    // The same data folder (cookie keys) and database; PGlite in memory is handed over, PostgreSQL gets a second pool.
    const second = await startTestServer(
      { publicUrl: front.url, dataDir: first.config.dataDir },
      { db: process.env.DATABASE_URL ? undefined : first.db },
    );
    cleanUp.push(() => second.close());

    front.use(first);
    const browser = new Browser();
    const before = await signIn(front.url, 'teacher', undefined, browser);

    // A silent renewal answered by the other server: its session, its code, redeemed at the first.
    front.use(second);
    const renewal = authorizationRequest(front.url, { prompt: 'none', responseMode: 'query', redirectPath: '/silent-token-renew' });
    const answer = await browser.fetch(renewal.url);
    assert.equal(answer.status, 303);
    const code = returnParameters(answer.headers.get('location')!).get('code');
    assert.ok(code, `no code from the second server: ${answer.headers.get('location')}`);
    front.use(first);
    const renewed = await exchangeCode(front.url, renewal, code);
    assert.equal(decodeJwt(renewed.accessToken).sub, decodeJwt(before.accessToken).sub);

    // A token from either server opens the API on the other.
    front.use(second);
    const me = await fetch(`${front.url}/${pathOf(USER.currentUser)}`, { headers: { authorization: `Bearer ${before.accessToken}` } });
    assert.equal(me.status, 200);

    // Signed out on the second: the first no longer finds the session.
    const ending = await browser.fetch(`${front.url}/oidc/session/end?${new URLSearchParams({ id_token_hint: renewed.idToken })}`);
    const page = await ending.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    assert.ok(xsrf, 'the sign-out page carries its form');
    const confirmed = await browser.fetch(`${front.url}/oidc/session/end/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    assert.ok([302, 303].includes(confirmed.status), `sign-out confirmed: ${confirmed.status}`);
    front.use(first);
    const afterSignOut = authorizationRequest(front.url, { prompt: 'none', responseMode: 'query', redirectPath: '/silent-token-renew' });
    const refused = await browser.fetch(afterSignOut.url);
    assert.equal(returnParameters(refused.headers.get('location')!).get('error'), 'login_required');
  });
});
