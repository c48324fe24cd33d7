// Password guessing at the sign-in page is slowed down without giving anyone a way to lock somebody
// else out (decision 0015): each address is locked for a username after a few failures, the username
// is only slowed down, and far later; one address failing over many usernames is stopped. Addresses
// come from X-Forwarded-For, as a reverse proxy in front of the server would send them.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { MESSAGES } from '@homework/contracts';
import { SIGN_IN_LIMITS, type SignInLimits } from '../../src/config';
import { tooManySignIns } from '../../src/identity/sign-in-limits';
import { Browser, authorizationRequest, formAction, isReturnTo, returnParameters, startTestServer, type TestServer } from '../support';

const LIMITS: SignInLimits = {
  ...SIGN_IN_LIMITS,
  failuresPerClient: 3,
  usernameFailuresBeforeDelay: 6,
  firstDelayMs: 1000,
  longestDelayMs: 2000,
  failuresPerAddress: 12,
};
const WINDOW_SECONDS = LIMITS.windowMs / 1000;
const escaped = (text: string) => text.replace(/'/g, '&#39;');

interface Outcome {
  status: number;
  signedIn: boolean;
  retryAfter: number;
  html: string;
}

/**
 * The provider's sign-in form, opened and ready to send from `from` as the proxy reports it (opened
 * first where a test times its attempts: on a busy machine opening it takes a while).
 */
async function signInForm(at: TestServer, browser = new Browser()) {
  // prompt=login: a browser that is still signed in is asked again, as after signing out.
  const request = authorizationRequest(at.baseUrl, { extra: { prompt: 'login' } });
  const page = await browser.follow(request.url);
  const action = formAction(await page.response.text(), at.baseUrl);
  return async (username: string, password: string, from: string): Promise<Outcome> => {
    const posted = await browser.follow(
      action,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
        body: new URLSearchParams({ username, password }),
      },
      request.redirectUri,
    );
    const signedIn = isReturnTo(posted.url, request.redirectUri) && returnParameters(posted.url).has('code');
    return { status: posted.response.status, signedIn, retryAfter: Number(posted.response.headers.get('retry-after')), html: await posted.response.text() };
  };
}

async function attempt(at: TestServer, username: string, password: string, from: string, browser?: Browser): Promise<Outcome> {
  return (await signInForm(at, browser))(username, password, from);
}

/** Refused before the password is looked at, saying how long to wait, as Retry-After does. */
function assertRefused(outcome: Outcome) {
  assert.equal(outcome.status, 429, outcome.html.slice(0, 300));
  assert.ok(Number.isInteger(outcome.retryAfter) && outcome.retryAfter > 0, `Retry-After: ${outcome.retryAfter}`);
  assert.ok(outcome.html.includes(escaped(tooManySignIns(outcome.retryAfter))), /role="alert">([^<]*)/.exec(outcome.html)?.[1]);
  assert.match(outcome.html, /<input id="password"[^>]*aria-invalid="true"/);
}

/** Refused until the count's window ends: about 15 minutes. */
function assertLocked(outcome: Outcome) {
  assertRefused(outcome);
  assert.ok(outcome.retryAfter > WINDOW_SECONDS - 60 && outcome.retryAfter <= WINDOW_SECONDS, `Retry-After: ${outcome.retryAfter}`);
}

function assertWrongPassword(outcome: Outcome) {
  assert.equal(outcome.status, 200);
  assert.ok(outcome.html.includes(escaped(MESSAGES.invalidCredentials)), /role="alert">([^<]*)/.exec(outcome.html)?.[1]);
}


describe('sign-in limits', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ signInLimits: LIMITS, trustProxy: ['127.0.0.1'] });
  });
  after(() => server?.close());

  test('wrong passwords from one address lock that address out of the username, right password included, but not another address', async () => {
    for (let i = 0; i < LIMITS.failuresPerClient; i++) assertWrongPassword(await attempt(server, 'teacher', 'wrong', '203.0.113.1'));
    assertLocked(await attempt(server, 'teacher', 'homework', '203.0.113.1'));
    assert.ok((await attempt(server, 'teacher', 'homework', '203.0.113.2')).signedIn, 'the right password from another address signs in');
    assert.ok((await attempt(server, 'admin', 'homework', '203.0.113.1')).signedIn, 'another person at the locked address signs in');
  });

  test('a successful sign-in clears its address’s failures for the username', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 1; i < LIMITS.failuresPerClient; i++) assertWrongPassword(await attempt(server, 'standalone', 'wrong', '203.0.113.10'));
      assert.ok((await attempt(server, 'standalone', 'homework', '203.0.113.10')).signedIn, `round ${round + 1}`);
    }
  });

  test('an unknown username is limited in the same way and with the same words, so the limit reveals no account', async () => {
    const limited = async (username: string) => {
      const outcomes = [];
      for (let i = 0; i <= LIMITS.failuresPerClient; i++) outcomes.push(await attempt(server, username, 'wrong', '203.0.113.3'));
      return outcomes;
    };
    const [unknown, known] = [await limited('nobody-at-all'), await limited('teacher')];
    assert.deepEqual(
      unknown.map((o) => o.status),
      [...Array(LIMITS.failuresPerClient).fill(200), 429],
    );
    // The sign-in's own address appears in its form and in its language link: every one is set aside.
    const page = (outcome: Outcome, username: string) =>
      outcome.html.replace(`value="${username}"`, 'value="x"').replace(/\/interaction\/[^/?"]+/g, '/interaction/uid');
    assert.equal(page(unknown[LIMITS.failuresPerClient], 'nobody-at-all'), page(known[LIMITS.failuresPerClient], 'teacher'));
  });

  test('failures from many addresses slow the username down for addresses it does not know, with waits that grow to a longest, never a lock', async () => {
    const own = new Browser();
    assert.ok((await attempt(server, 'teacher2', 'homework', '198.51.100.250', own)).signedIn);
    let address = 0;
    const next = () => `198.51.100.${++address}`;
    for (let i = 0; i < LIMITS.usernameFailuresBeforeDelay; i++) assertWrongPassword(await attempt(server, 'teacher2', 'wrong', next()));

    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [wrong, right, ownForm] = await Promise.all([signInForm(server), signInForm(server), i === 0 ? signInForm(server, own) : undefined]);
      assertWrongPassword(await wrong('teacher2', 'wrong', next()));
      const refused = await right('teacher2', 'homework', next());
      assertRefused(refused);
      waits.push(refused.retryAfter);
      if (ownForm) assert.ok((await ownForm('teacher2', 'homework', '198.51.100.251')).signedIn, 'a browser that has signed in as them is not slowed');
      await sleep(refused.retryAfter * 1000 + 100);
    }
    assert.deepEqual(waits, [1, 2, 2]);
    assert.ok((await attempt(server, 'teacher2', 'homework', next())).signedIn, 'after the wait the right password signs in');
  });

  const burst = async (at: TestServer, username: string, from: (i: number) => string, size: number) => {
    const forms = await Promise.all(Array.from({ length: size }, () => signInForm(at)));
    return Promise.all(forms.map((send, i) => send(username, 'wrong', from(i))));
  };

  test('a burst sent at once from one address has no more passwords checked than its limit', async () => {
    const fromOne = await burst(server, 'nobody-in-a-hurry', () => '203.0.113.30', 3 * LIMITS.failuresPerClient);
    fromOne.filter((o) => o.status !== 200).forEach(assertLocked);
    assert.equal(fromOne.filter((o) => o.status === 200).length, LIMITS.failuresPerClient);
  });

  test('a burst sent at once from many addresses at a username past its free failures has one password checked per wait', async () => {
    // A wait far longer than the burst takes to arrive on a busy machine: with the test limits' one
    // second, a burst spread over more than a second rightly had a second password checked.
    const patient = await startTestServer({ signInLimits: { ...LIMITS, firstDelayMs: 60_000, longestDelayMs: 60_000 }, trustProxy: ['127.0.0.1'] });
    try {
      for (let i = 0; i < LIMITS.usernameFailuresBeforeDelay; i++) assertWrongPassword(await attempt(patient, 'nobody-spread', 'wrong', `198.51.100.${100 + i}`));
      const fromMany = await burst(patient, 'nobody-spread', (i) => `198.51.100.${150 + i}`, 5);
      fromMany.filter((o) => o.status !== 200).forEach(assertRefused);
      assert.equal(fromMany.filter((o) => o.status === 200).length, 1);
    } finally {
      await patient.close();
    }
  });

  test('a browser that has signed in as the username still signs in from an address others have locked out of it (a school’s shared address)', async () => {
    const school = '192.0.2.50';
    const teachers = new Browser();
    assert.ok((await attempt(server, 'parentlite', 'homework', school, teachers)).signedIn);
    for (let i = 0; i < LIMITS.failuresPerClient; i++) assertWrongPassword(await attempt(server, 'parentlite', 'wrong', school));
    assertLocked(await attempt(server, 'parentlite', 'homework', school));
    assert.ok((await attempt(server, 'parentlite', 'homework', school, teachers)).signedIn);
    // Its own failures lock it, like any client.
    for (let i = 0; i < LIMITS.failuresPerClient; i++) assertWrongPassword(await attempt(server, 'parentlite', 'wrong', school, teachers));
    assertLocked(await attempt(server, 'parentlite', 'homework', school, teachers));
  });

  test(`one address is refused after ${LIMITS.failuresPerAddress} failures, whatever the usernames`, async () => {
    for (let i = 0; i < LIMITS.failuresPerAddress; i++) assertWrongPassword(await attempt(server, `someone-${i}`, 'wrong', '203.0.113.99'));
    assertLocked(await attempt(server, 'someone-new', 'wrong', '203.0.113.99'));
    assertLocked(await attempt(server, 'nolicence', 'homework', '203.0.113.99'));
    assert.ok((await attempt(server, 'nolicence', 'homework', '203.0.113.100')).signedIn);
  });

  test('without a configured proxy, X-Forwarded-For is not believed: changing it does not escape a lock', async () => {
    const direct = await startTestServer({ signInLimits: LIMITS });
    try {
      for (let i = 0; i < LIMITS.failuresPerClient; i++) assertWrongPassword(await attempt(direct, 'noaccess', 'wrong', `203.0.113.${150 + i}`));
      assertLocked(await attempt(direct, 'noaccess', 'homework', '203.0.113.160'));
    } finally {
      await direct.close();
    }
  });

  test('two server processes on one database count the same failures: the second refuses after the first counted them', async () => {
    const limits = { signInLimits: LIMITS, trustProxy: ['127.0.0.1'], rateLimitCounterSet: `shared-${Date.now()}:` };
    const first = await startTestServer(limits);
    const second = await startTestServer(limits, { db: process.env.DATABASE_URL ? undefined : first.db });
    try {
      for (let i = 0; i < LIMITS.failuresPerClient; i++) assertWrongPassword(await attempt(first, 'admin', 'wrong', '203.0.113.77'));
      assertLocked(await attempt(second, 'admin', 'homework', '203.0.113.77'));
    } finally {
      await second.close();
      await first.close();
    }
  });
});
