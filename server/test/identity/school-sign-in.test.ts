// Each school signs in with its own accounts (decision 0034): three schools on one server, two of
// them at their own OpenID Connect provider (two oauth2-mock-server instances, which this project does
// not write, started here on free ports) and one on passwords. The whole redirect chain over real HTTP,
// with a browser that keeps cookies: e-mail first, the school's provider, back signed in with the
// suite's tokens, and the API's answer.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { API_AUDIENCE, POST_LOGOUT_PATH, USER, pathOf } from '@homework/contracts';
import { SIGN_IN_LIMITS } from '../../src/config';
import { loadOrCreateSealingKey } from '../../src/identity/keys';
import { SCHOOL_SIGN_IN_TEXTS, escapeHtml } from '../../src/identity/pages';
import { setSchoolProvider } from '../../src/identity/school-providers';
import { Browser, authorizationRequest, exchangeCode, formAction, freePort, isReturnTo, returnParameters, startTestServer, type TestServer } from '../support';

/** A school's provider: an oauth2-mock-server that signs in whoever the login hint names, or `as`. */
async function upstreamProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const hints = new Map<string, string>();
  const provider = {
    server,
    issuer: server.issuer.url!,
    /** Whom the provider says signed in, whatever was typed (a tenant's own idea of the person). */
    as: undefined as string | undefined,
    endSessions: 0,
    close: () => server.stop(),
  };
  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, request: { url?: string }) => {
    const hint = new URL(request.url ?? '/', provider.issuer).searchParams.get('login_hint') ?? '';
    hints.set(redirect.url.searchParams.get('code') ?? '', provider.as ?? hint);
  });
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, request: { body?: Record<string, unknown> }) => {
    const email = hints.get(String(request.body?.code ?? ''));
    if (email) Object.assign(token.payload, { email, sub: `upstream-${email}` });
  });
  server.service.on('beforePostLogoutRedirect', () => void provider.endSessions++);
  return provider;
}

describe('each school signs in with its own accounts', () => {
  let server: TestServer;
  let oakwood: Awaited<ReturnType<typeof upstreamProvider>>;
  let riverside: Awaited<ReturnType<typeof upstreamProvider>>;
  const schools = { oakwood: '', riverside: '', passwords: '' };
  let teacher: { id: string; email: string };
  let shared: { oakwood: string; riverside: string; email: string };

  before(async () => {
    [oakwood, riverside] = await Promise.all([upstreamProvider(), upstreamProvider()]);
    // The e-mail step's limit, low enough to reach from one forwarded address (the last test), above
    // the steps the other tests take from this one.
    server = await startTestServer({ signInLimits: { ...SIGN_IN_LIMITS, discoveriesPerAddress: 50 }, trustProxy: ['127.0.0.1'] }, { privateDatabase: true });
    const schoolOf = async (username: string) =>
      (await server.db.query<{ school_id: string }>('select school_id from user_accounts where username = $1', [username])).rows[0].school_id;
    schools.oakwood = await schoolOf('teacher');
    schools.riverside = await schoolOf('teacher2');
    schools.passwords = await schoolOf('standalone');
    assert.equal(new Set(Object.values(schools)).size, 3);
    teacher = (await server.db.query<{ id: string; email: string }>('select id, email from staff where school_id = $1 and email is not null and left_at is null order by id limit 1', [schools.oakwood])).rows[0];
    // One address on the staff of both schools (a teacher who works at two academies of the trust).
    const email = `j.moss@oakwood-academy.example`;
    shared = { email, oakwood: randomUUID(), riverside: randomUUID() };
    for (const [school, id] of [[schools.oakwood, shared.oakwood], [schools.riverside, shared.riverside]]) {
      await server.db.query(`insert into staff (school_id, id, forename, surname, email) values ($1, $2, 'Jo', 'Moss', $3)`, [school, id, email]);
    }
    const key = await loadOrCreateSealingKey(server.config.dataDir);
    const set = async (schoolId: string, issuer: string, domain: string, clientId: string, ...more: string[]) =>
      assert.deepEqual(await setSchoolProvider(server.db, key, { schoolId, label: '', issuer, clientId, clientSecret: `${clientId}-secret`, matchStaffBy: 'email', domains: [domain, ...more] }), []);
    // Client ids of letters only: openid-client form-encodes a client id in the Basic header as RFC 6749
    // says (a hyphen as %2D), which real providers decode and this mock does not.
    // trust.example: the trust's own domain, which both schools' staff may use.
    await set(schools.oakwood, oakwood.issuer, 'oakwood-academy.example', 'homeworkoakwood', 'trust.example');
    await set(schools.riverside, riverside.issuer, 'riverside-school.example', 'homeworkriverside', 'trust.example');
    // A school whose provider is down (nothing listens there) and one set up with a wrong issuer.
    const meadow = (await server.db.query<{ id: string }>(`select id from schools where name = 'Meadow School'`)).rows[0].id;
    const brook = (await server.db.query<{ id: string }>(`select id from schools where name like 'Brook Lane%'`)).rows[0].id;
    await set(meadow, `http://127.0.0.1:${await freePort()}`, 'meadow-school.example', 'homeworkmeadow');
    await set(brook, `${oakwood.issuer}/not-the-issuer`, 'brook-lane.example', 'homeworkbrook');
  });
  after(async () => {
    await server?.close();
    await oakwood?.close();
    await riverside?.close();
  });

  /** The e-mail-first page of a new sign-in, and its form's address. */
  async function emailStep(browser: Browser) {
    const request = authorizationRequest(server.baseUrl);
    const page = await browser.follow(request.url);
    const html = await page.response.text();
    assert.equal(page.response.status, 200);
    return { request, html, action: formAction(html, server.baseUrl) };
  }

  const post = (browser: Browser, url: string, fields: Record<string, string>) =>
    browser.fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

  /** E-mail first, then whatever the school's provider does, back to the suite; the suite's tokens. */
  async function signInWithSchool(email: string, browser = new Browser()) {
    const { request, action } = await emailStep(browser);
    const sent = await post(browser, action, { name: email });
    assert.equal(sent.status, 303);
    const returned = await browser.follow(new URL(sent.headers.get('location')!, server.baseUrl).href, {}, request.redirectUri);
    assert.ok(isReturnTo(returned.url, request.redirectUri), `not back at the suite: ${returned.response.status} ${(await returned.response.text()).slice(0, 400)}`);
    const answer = returnParameters(returned.url);
    assert.equal(answer.get('state'), request.state);
    return exchangeCode(server.baseUrl, request, answer.get('code')!);
  }

  const currentUser = async (accessToken: string) => {
    const response = await fetch(`${server.baseUrl}/${pathOf(USER.currentUser)}`, { headers: { authorization: `Bearer ${accessToken}` } });
    return { status: response.status, body: (await response.json()) as { userId?: string; schoolId?: string } };
  };

  test('the client secret is kept sealed: the database holds no secret in clear', async () => {
    const { rows } = await server.db.query<{ sealed: string }>('select client_secret_sealed as sealed from school_sign_in_providers where school_id = $1', [schools.oakwood]);
    assert.match(rows[0].sealed, /^v1\./);
    assert.ok(!rows[0].sealed.includes('homeworkoakwood-secret'));
  });

  test('the sign-in page asks who first; a domain goes to its school’s provider, whoever the address names; any other to the password page', async () => {
    const browser = new Browser();
    const { html, action } = await emailStep(browser);
    assert.match(html, new RegExp(`<label for="name">${escapeHtml(SCHOOL_SIGN_IN_TEXTS.emailLabel)}</label>`));
    assert.doesNotMatch(html, /type="password"/);

    // Home-realm discovery tells only where a domain signs in: the same answer for a teacher and for nobody.
    const where = async (name: string) => {
      const answer = await post(browser, action, { name });
      assert.equal(answer.status, 303);
      const url = new URL(answer.headers.get('location')!);
      for (const varying of ['state', 'nonce', 'code_challenge', 'login_hint']) url.searchParams.delete(varying);
      return url.href;
    };
    const toOakwood = await where(teacher.email);
    assert.equal(await where(`nobody-${randomUUID()}@oakwood-academy.example`), toOakwood);
    assert.ok(toOakwood.startsWith(`${oakwood.issuer}/authorize?`), toOakwood);
    const params = new URL(toOakwood).searchParams;
    assert.equal(params.get('client_id'), 'homeworkoakwood');
    assert.equal(params.get('redirect_uri'), `${server.baseUrl}/oidc/interaction/school-callback`);
    assert.equal(params.get('code_challenge_method'), 'S256');
    assert.ok((await where('someone@RIVERSIDE-school.example')).startsWith(`${riverside.issuer}/authorize?`));

    // Unknown domains and usernames: the password page, the same for any name but the name typed.
    const passwordPage = async (name: string) => {
      const answer = await post(browser, action, { name });
      assert.equal(answer.status, 200);
      return (await answer.text()).replaceAll(escapeHtml(name), 'NAME');
    };
    const known = await passwordPage('standalone');
    assert.match(known, /type="password"/);
    assert.equal(await passwordPage('no-such-user'), known);
    assert.equal(await passwordPage(`x@${randomUUID()}.example`), known);
  });

  test('a teacher signed in through Oakwood’s provider is Oakwood’s teacher to the API', async () => {
    const tokens = await signInWithSchool(teacher.email);
    const claims = decodeJwt(tokens.accessToken);
    assert.equal(claims.iss, `${server.baseUrl}/oidc`, 'the suite’s own provider issues the tokens');
    assert.equal(claims.aud, API_AUDIENCE);
    assert.deepEqual(await currentUser(tokens.accessToken), { status: 200, body: { ...(await currentUser(tokens.accessToken)).body, userId: teacher.id, schoolId: schools.oakwood } });
  });

  test('one address on the staff of two schools: each school’s provider signs in its own member of staff, never the other’s', async () => {
    const atOakwood = await signInWithSchool(shared.email);
    assert.deepEqual(pick(await currentUser(atOakwood.accessToken)), { userId: shared.oakwood, schoolId: schools.oakwood });
    // Riverside's provider vouches for the same address (its tenant's account for that teacher).
    riverside.as = shared.email;
    try {
      const atRiverside = await signInWithSchool('j.moss@riverside-school.example');
      assert.deepEqual(pick(await currentUser(atRiverside.accessToken)), { userId: shared.riverside, schoolId: schools.riverside });
    } finally {
      riverside.as = undefined;
    }
  });

  test('a domain two schools of a trust share: the teacher chooses the school, and is that school’s member of staff', async () => {
    const browser = new Browser();
    const { request, action } = await emailStep(browser);
    const choice = await post(browser, action, { name: 'j.moss@trust.example' });
    assert.equal(choice.status, 200);
    const html = await choice.text();
    assert.ok(html.includes(`<legend>${escapeHtml(SCHOOL_SIGN_IN_TEXTS.chooseLegend)}</legend>`));
    const offered = [...html.matchAll(/name="school" value="([^"]+)"[^>]*> <label for="[^"]+">([^<]+)<\/label>/g)].map((m) => [m[2], m[1]]);
    assert.deepEqual(offered, [['Oakwood Academy', schools.oakwood], ['Riverside School', schools.riverside]]);
    const chooseAt = formAction(html, server.baseUrl);

    const none = await post(browser, chooseAt, { name: 'j.moss@trust.example' });
    assert.equal(none.status, 400);
    assert.ok((await none.text()).includes(escapeHtml(SCHOOL_SIGN_IN_TEXTS.chooseSchool)));
    // A school the domain does not belong to is not a choice.
    assert.equal((await post(browser, chooseAt, { name: 'j.moss@trust.example', school: schools.passwords })).status, 400);

    riverside.as = shared.email;
    try {
      const sent = await post(browser, chooseAt, { name: 'j.moss@trust.example', school: schools.riverside });
      assert.ok(sent.headers.get('location')!.startsWith(`${riverside.issuer}/authorize?`));
      const returned = await browser.follow(sent.headers.get('location')!, {}, request.redirectUri);
      assert.ok(isReturnTo(returned.url, request.redirectUri));
      const tokens = await exchangeCode(server.baseUrl, request, returnParameters(returned.url).get('code')!);
      assert.deepEqual(pick(await currentUser(tokens.accessToken)), { userId: shared.riverside, schoolId: schools.riverside });
    } finally {
      riverside.as = undefined;
    }
  });

  test('an ID token of Oakwood’s provider in Riverside’s sign-in is refused, and the API refuses it as a bearer token', async () => {
    const browser = new Browser();
    const { action } = await emailStep(browser);
    const sent = await post(browser, action, { name: 'someone@riverside-school.example' });
    const authorise = new URL(sent.headers.get('location')!);
    // Oakwood's key signs a token made out to Riverside's client with this sign-in's nonce: all that
    // differs is who issued it.
    const forged = await oakwood.server.issuer.buildToken({
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, { aud: 'homeworkriverside', nonce: authorise.searchParams.get('nonce'), sub: 'x', email: shared.email }),
    });
    riverside.server.service.once('beforeResponse', (response: { body: Record<string, unknown> }) => void (response.body.id_token = forged));
    const page = await browser.follow(authorise.href, {}, `${server.baseUrl}/`);
    assert.equal(page.response.status, 502);
    assert.match(await page.response.text(), new RegExp(escapeHtml(SCHOOL_SIGN_IN_TEXTS.misconfigured).replaceAll(/[.()]/g, '\\$&')));

    const bearer = await oakwood.server.issuer.buildToken({
      scopesOrTransform: (_header, payload) => Object.assign(payload, { aud: API_AUDIENCE, email: teacher.email }),
    });
    assert.equal((await currentUser(bearer)).status, 401);
  });

  test('the school on passwords signs in after the e-mail step as before; a password at a school with its own provider is refused', async () => {
    const browser = new Browser();
    const { request, action } = await emailStep(browser);
    const page = await post(browser, action, { name: 'standalone' });
    const login = formAction(await page.text(), server.baseUrl);
    const signedIn = await browser.follow(login, passwordForm('standalone'), request.redirectUri);
    assert.ok(isReturnTo(signedIn.url, request.redirectUri));
    const tokens = await exchangeCode(server.baseUrl, request, returnParameters(signedIn.url).get('code')!);
    assert.equal(pick(await currentUser(tokens.accessToken)).schoolId, schools.passwords);

    const other = new Browser();
    const second = await emailStep(other);
    const passwordPage = await post(other, second.action, { name: 'teacher' });
    const refused = await other.fetch(formAction(await passwordPage.text(), server.baseUrl), passwordForm('teacher'));
    assert.equal(refused.status, 403);
    assert.match(await refused.text(), new RegExp(escapeHtml(SCHOOL_SIGN_IN_TEXTS.usesSchoolAccount).replaceAll(/[.()]/g, '\\$&')));
  });

  test('a provider that is down, or set up wrongly, gets a page that says so in a teacher’s words', async () => {
    for (const [email, status, words] of [
      ['someone@meadow-school.example', 503, SCHOOL_SIGN_IN_TEXTS.down],
      ['someone@brook-lane.example', 502, SCHOOL_SIGN_IN_TEXTS.misconfigured],
    ] as const) {
      const browser = new Browser();
      const { action } = await emailStep(browser);
      const answer = await post(browser, action, { name: email });
      assert.equal(answer.status, status, email);
      const html = await answer.text();
      assert.ok(html.includes(escapeHtml(words)), html.slice(0, 500));
      assert.match(html, /<h1>Could not sign you in<\/h1>/);
    }
    // The school's provider refuses our client secret (one that has expired there): set up wrongly.
    const browser = new Browser();
    const { action } = await emailStep(browser);
    riverside.server.service.once('beforeResponse', (response: { body: unknown; statusCode: number }) => {
      response.statusCode = 401;
      response.body = { error: 'invalid_client', error_description: 'client secret expired' };
    });
    const sent = await post(browser, action, { name: 'someone@riverside-school.example' });
    const page = await browser.follow(sent.headers.get('location')!, {}, `${server.baseUrl}/`);
    assert.equal(page.response.status, 502);
    assert.ok((await page.response.text()).includes(escapeHtml(SCHOOL_SIGN_IN_TEXTS.misconfigured)));
  });

  test('turned away at the school’s provider, or vouched for but not on that school’s staff: said in words, not signed in', async () => {
    const browser = new Browser();
    const { action } = await emailStep(browser);
    oakwood.server.service.once('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
    const sent = await post(browser, action, { name: teacher.email });
    const cancelled = await browser.follow(sent.headers.get('location')!, {}, `${server.baseUrl}/`);
    assert.equal(cancelled.response.status, 403);
    assert.ok((await cancelled.response.text()).includes(escapeHtml(SCHOOL_SIGN_IN_TEXTS.refused)));

    const stranger = `not-on-the-staff-${randomUUID()}@oakwood-academy.example`;
    const again = await emailStep(browser);
    const unknown = await browser.follow((await post(browser, again.action, { name: stranger })).headers.get('location')!, {}, `${server.baseUrl}/`);
    assert.equal(unknown.response.status, 403);
    assert.ok((await unknown.response.text()).includes(escapeHtml(SCHOOL_SIGN_IN_TEXTS.noStaff('Oakwood Academy', 'email', stranger))));
  });

  test('the e-mail step is counted per address, as sign-in is: past the limit it waits, in words', async () => {
    const browser = new Browser();
    const { action } = await emailStep(browser);
    const from = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' };
    const send = () => browser.fetch(action, { method: 'POST', headers: from, body: new URLSearchParams({ name: 'someone@oakwood-academy.example' }) });
    for (let step = 0; step < 50; step++) assert.equal((await send()).status, 303);
    const refused = await send();
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.match(await refused.text(), /Too many sign-in attempts\. Please wait \d+ minutes? and try again\./);
  });

  test('sign-out ends the suite’s session, then the school provider’s, and comes back to the suite', async () => {
    const browser = new Browser();
    const tokens = await signInWithSchool(teacher.email, browser);
    const before = oakwood.endSessions;
    const params = new URLSearchParams({ id_token_hint: tokens.idToken, post_logout_redirect_uri: `${server.baseUrl}${POST_LOGOUT_PATH}` });
    const page = await browser.fetch(`${server.baseUrl}/oidc/session/end?${params}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    const form = await page.text();
    const fields = Object.fromEntries([...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const out = await browser.follow(formAction(form, server.baseUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }, `${server.baseUrl}/`);
    assert.equal(out.url, `${server.baseUrl}${POST_LOGOUT_PATH}`);
    assert.equal(oakwood.endSessions, before + 1, 'the school’s provider was asked to sign out too');
    const renewal = await browser.fetch(authorizationRequest(server.baseUrl, { prompt: 'none', responseMode: 'query' }).url);
    assert.equal(returnParameters(renewal.headers.get('location')!).get('error'), 'login_required');
  });
});

const pick = ({ body }: { body: { userId?: string; schoolId?: string } }) => ({ userId: body.userId, schoolId: body.schoolId });

const passwordForm = (username: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ username, password: 'homework' }),
});
