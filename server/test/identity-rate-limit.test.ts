// Password guessing at the sign-in page is slowed down: failures per username, attempts per address.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MESSAGES } from '@homework/contracts';
import { TOO_MANY_SIGN_INS } from '../src/identity';
import { Browser, authorizationRequest, formAction, signIn, startTestServer, type TestServer } from './support';

const PER_USERNAME = 3;
const PER_ADDRESS = 12;
const escaped = (text: string) => text.replace(/'/g, '&#39;');

describe('sign-in limits', () => {
  let server: TestServer;
  let attempts = 0;

  before(async () => {
    server = await startTestServer({ signInFailuresPerUsername: PER_USERNAME, signInAttemptsPerAddress: PER_ADDRESS });
  });
  after(() => server?.close());

  async function attempt(username: string, password: string, at = server) {
    const browser = new Browser();
    const page = await browser.follow(authorizationRequest(at.baseUrl).url);
    const action = formAction(await page.response.text(), at.baseUrl);
    attempts += 1;
    const response = await browser.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), html: await response.text() };
  }

  test(`after ${PER_USERNAME} wrong passwords even the right one is refused for that username, with a clear message`, async () => {
    for (let i = 0; i < PER_USERNAME; i++) {
      const refused = await attempt('teacher', 'wrong');
      assert.equal(refused.status, 200);
      assert.ok(refused.html.includes(escaped(MESSAGES.invalidCredentials)));
    }
    const blocked = await attempt('teacher', 'homework');
    assert.equal(blocked.status, 429);
    assert.ok(blocked.html.includes(escaped(TOO_MANY_SIGN_INS)));
    assert.ok(Number(blocked.retryAfter) > 0 && Number(blocked.retryAfter) <= 15 * 60, `Retry-After: ${blocked.retryAfter}`);
    assert.match(blocked.html, /<input id="password"[^>]*aria-invalid="true"/);
    // Another person at the same address still signs in.
    attempts += 1;
    const tokens = await signIn(server.baseUrl, 'admin');
    assert.ok(tokens.accessToken);
  });

  test('an unknown username is limited in the same way and with the same words, so the limit reveals no account', async () => {
    const outcomes = [];
    for (let i = 0; i <= PER_USERNAME; i++) outcomes.push(await attempt('nobody-at-all', 'wrong'));
    assert.deepEqual(outcomes.map((o) => o.status), [...Array(PER_USERNAME).fill(200), 429]);
    const known = (await attempt('teacher', 'wrong')).html.replace(/value="teacher"/, 'value="x"').replace(/\/interaction\/[^/]+\//, '/interaction/uid/');
    const unknown = outcomes[PER_USERNAME].html.replace(/value="nobody-at-all"/, 'value="x"').replace(/\/interaction\/[^/]+\//, '/interaction/uid/');
    assert.equal(unknown, known);
  });

  test(`one address is refused after ${PER_ADDRESS} attempts, whatever the usernames`, async () => {
    const statuses: number[] = [];
    while (attempts < PER_ADDRESS) statuses.push((await attempt(`someone-${attempts}`, 'wrong')).status);
    assert.ok(statuses.every((status) => status === 200), String(statuses));
    const next = await attempt('someone-new', 'wrong');
    assert.equal(next.status, 429);
    assert.ok(next.html.includes(escaped(TOO_MANY_SIGN_INS)));
  });

  test('two server processes on one database count the same failures: the second refuses after the first counted them', async () => {
    const limits = { signInFailuresPerUsername: PER_USERNAME, signInAttemptsPerAddress: 1000, rateLimitCounterSet: `shared-${Date.now()}:` };
    const first = await startTestServer(limits);
    const second = await startTestServer(limits, { db: process.env.DATABASE_URL ? undefined : first.db });
    try {
      for (let i = 0; i < PER_USERNAME; i++) assert.equal((await attempt('admin', 'wrong', first)).status, 200);
      const blocked = await attempt('admin', 'homework', second);
      assert.equal(blocked.status, 429);
      assert.ok(blocked.html.includes(escaped(TOO_MANY_SIGN_INS)));
    } finally {
      await second.close();
      await first.close();
    }
  });
});
