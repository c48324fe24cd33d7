// The local OpenID Connect provider, driven over HTTP as the shell's oidc-client-ts drives it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import {
  API_AUDIENCE,
  MESSAGES,
  POST_LOGOUT_PATH,
  PROVIDER_CLAIM,
  PROVIDER_NAME_CLAIM,
  SUITE_CLIENT_ID,
  USER_ORGANISATION_CLAIM,
} from '@homework/contracts';
import { hashPassword } from '../../src/identity/passwords';
import { Browser, authorizationRequest, exchangeCode, formAction, returnParameters, signIn, startTestServer, type TestServer } from '../support';

const TTL = 900;
const USERNAME = 'identity-test';
const PASSWORD = 'correct horse battery staple';

describe('identity provider', () => {
  let server: TestServer;
  let account: { personId: string; schoolId: string };

  before(async () => {
    server = await startTestServer({ accessTokenTtlSeconds: TTL });
    // An account of our own, on whichever school the seed made first.
    const school = await server.db.query<{ id: string }>('select id from schools order by id limit 1');
    account = { personId: '00000000-0000-4000-8000-00000000a11c', schoolId: school.rows[0].id };
    await server.db.query(
      `insert into user_accounts (username, password_hash, school_id, person_id, display_name) values ($1, $2, $3, $4, $5)
       on conflict (username) do nothing`,
      [USERNAME, await hashPassword(PASSWORD), account.schoolId, account.personId, 'Ada Test'],
    );
  });
  after(() => server?.close());

  test('publishes its discovery document', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    assert.equal(response.status, 200);
    const discovery = (await response.json()) as Record<string, unknown>;
    assert.equal(discovery.issuer, `${server.baseUrl}/oidc`);
    assert.deepEqual(discovery.code_challenge_methods_supported, ['S256']);
    assert.deepEqual(discovery.response_types_supported, ['code']);
    for (const endpoint of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint']) {
      assert.match(String(discovery[endpoint]), new RegExp(`^${server.baseUrl}/oidc/`), endpoint);
    }
    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as { keys: Record<string, unknown>[] };
    assert.ok(jwks.keys.length > 0);
    assert.ok(jwks.keys.every((key) => key.d === undefined), 'no private key material is published');
  });

  test('the sign-in page has labelled Username and Password fields and a Sign in button', async () => {
    const browser = new Browser();
    const { response, url } = await browser.follow(authorizationRequest(server.baseUrl).url);
    assert.equal(response.status, 200);
    assert.match(url, /\/oidc\/interaction\//);
    assert.match(response.headers.get('content-type') ?? '', /text\/html; charset=utf-8/);
    const html = await response.text();
    assert.match(html, /<html lang="en-GB">/);
    assert.match(html, /<label for="username">Username<\/label>\s*<input id="username" name="username"/);
    assert.match(html, /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/);
    assert.match(html, /<button type="submit">Sign in<\/button>/);
  });

  for (const [what, username, password] of [
    ['a wrong password', USERNAME, 'wrong'],
    ['an unknown username', 'nobody-here', PASSWORD],
  ] as const) {
    test(`${what} shows the sign-in page again with "${MESSAGES.invalidCredentials}"`, async () => {
      const browser = new Browser();
      const page = await browser.follow(authorizationRequest(server.baseUrl).url);
      const action = formAction(await page.response.text(), server.baseUrl);
      const body = new URLSearchParams({ username, password });
      const answer = await browser.fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      assert.equal(answer.status, 200);
      const html = await answer.text();
      assert.match(html, /role="alert">Invalid username or password\.</);
      assert.match(html, /<label for="username">Username<\/label>/);
      assert.ok(html.includes(`value="${username}"`), 'the username is kept');
      assert.equal(formAction(html, server.baseUrl), action, 'the page posts to the same interaction again');
    });
  }

  test('a real sign-in yields a JWT access token for the API with the spec’s claims and the configured lifetime', async () => {
    const tokens = await signIn(server.baseUrl, USERNAME, PASSWORD);
    assert.equal(tokens.expiresIn, TTL);
    const claims = decodeJwt(tokens.accessToken);
    assert.equal(claims.iss, `${server.baseUrl}/oidc`);
    assert.equal(claims.aud, API_AUDIENCE);
    assert.equal(claims.sub, account.personId);
    assert.equal(claims[USER_ORGANISATION_CLAIM], `${account.personId}|${account.schoolId}`);
    assert.equal(claims[PROVIDER_CLAIM], server.config.providerId);
    assert.equal(claims[PROVIDER_NAME_CLAIM], server.config.providerName);
    assert.equal(claims.exp! - claims.iat!, TTL);
    assert.ok(Math.abs(claims.exp! - (Date.now() / 1000 + TTL)) < 30);

    const id = decodeJwt(tokens.idToken);
    assert.equal(id.aud, SUITE_CLIENT_ID);
    assert.equal(id.sub, account.personId);
    assert.equal(id.name, 'Ada Test');
  });

  test('usernames are matched in any letter case', async () => {
    const tokens = await signIn(server.baseUrl, USERNAME.toUpperCase(), PASSWORD);
    assert.equal(decodeJwt(tokens.accessToken).sub, account.personId);
  });

  test('PKCE is required', async () => {
    const request = authorizationRequest(server.baseUrl);
    const url = new URL(request.url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await fetch(url, { redirect: 'manual' });
    assert.equal(response.status, 303);
    const answer = returnParameters(response.headers.get('location')!);
    assert.equal(answer.get('error'), 'invalid_request');
    assert.match(answer.get('error_description') ?? '', /PKCE/);
  });

  test('renewal in a hidden frame: prompt=none returns a new code while the provider session lasts', async () => {
    const browser = new Browser();
    await signIn(server.baseUrl, USERNAME, PASSWORD, browser);
    const renewal = authorizationRequest(server.baseUrl, { prompt: 'none', responseMode: 'query', redirectPath: '/silent-token-renew' });
    const response = await browser.fetch(renewal.url);
    assert.equal(response.status, 303);
    const location = response.headers.get('location')!;
    assert.ok(location.startsWith(`${server.baseUrl}/silent-token-renew?`), location);
    const answer = returnParameters(location);
    assert.equal(answer.get('state'), renewal.state);
    const tokens = await exchangeCode(server.baseUrl, renewal, answer.get('code')!);
    assert.equal(decodeJwt(tokens.accessToken).sub, account.personId);

    // The session cookie is SameSite=Lax: the same-origin hidden frame sends it.
    const cookies = (await browser.fetch(authorizationRequest(server.baseUrl, { prompt: 'none' }).url)).headers.getSetCookie();
    assert.ok(cookies.every((cookie) => !/samesite=none/i.test(cookie)));
  });

  test('renewal without a provider session answers login_required', async () => {
    const renewal = authorizationRequest(server.baseUrl, { prompt: 'none', responseMode: 'query', redirectPath: '/silent-token-renew' });
    const response = await new Browser().fetch(renewal.url);
    assert.equal(response.status, 303);
    assert.equal(returnParameters(response.headers.get('location')!).get('error'), 'login_required');
  });

  test('end-session with id_token_hint returns to the post-logout URI without asking, and ends the session', async () => {
    const browser = new Browser();
    const tokens = await signIn(server.baseUrl, USERNAME, PASSWORD, browser);
    const postLogout = `${server.baseUrl}${POST_LOGOUT_PATH}`;
    const params = new URLSearchParams({ id_token_hint: tokens.idToken, post_logout_redirect_uri: postLogout, state: 'bye' });
    const page = await browser.fetch(`${server.baseUrl}/oidc/session/end?${params}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    // No question for the user: a form that submits itself, saying yes.
    assert.match(html, /document\.forms\[0\]\.submit\(\)/);
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    assert.equal(fields.logout, 'yes');
    const confirm = await browser.fetch(formAction(html, server.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    assert.equal(confirm.status, 303);
    const location = new URL(confirm.headers.get('location')!);
    assert.equal(`${location.origin}${location.pathname}`, `${server.baseUrl}/`);
    assert.ok(location.searchParams.has('signed-out'));
    assert.equal(location.searchParams.get('state'), 'bye');

    const renewal = await browser.fetch(authorizationRequest(server.baseUrl, { prompt: 'none', responseMode: 'query' }).url);
    assert.equal(returnParameters(renewal.headers.get('location')!).get('error'), 'login_required');
  });

  for (const [what, uri] of [
    ['another site', 'https://evil.example/?signed-out'],
    ['the suite with a fragment added', `/#/signedout`],
    ['the suite with another query', `/?signed-out&next=https://evil.example/`],
    ['the suite’s origin alone', `/`],
  ] as const) {
    test(`a post-logout URI that is not exactly the registered one is refused: ${what}`, async () => {
      const tokens = await signIn(server.baseUrl, USERNAME, PASSWORD);
      const address = uri.startsWith('/') ? `${server.baseUrl}${uri}` : uri;
      const params = new URLSearchParams({ id_token_hint: tokens.idToken, post_logout_redirect_uri: address });
      const response = await fetch(`${server.baseUrl}/oidc/session/end?${params}`);
      assert.equal(response.status, 400);
      assert.match(await response.text(), /post_logout_redirect_uri not registered/);
    });
  }

  test('Back to a finished sign-in page, while signed in, goes on to the suite; signed out, it says the page has expired', async () => {
    const browser = new Browser();
    const request = authorizationRequest(server.baseUrl);
    const page = await browser.follow(request.url, {}, request.redirectUri);
    const signInPage = page.url;
    assert.match(signInPage, /\/oidc\/interaction\//);
    const action = formAction(await page.response.text(), server.baseUrl);
    const body = new URLSearchParams({ username: USERNAME, password: PASSWORD });
    const posted = await browser.follow(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }, request.redirectUri);
    assert.ok(returnParameters(posted.url).get('code'), 'signed in');

    for (const [what, again] of [
      ['the sign-in page', () => browser.fetch(signInPage)],
      ['its form sent again', () => browser.fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })],
    ] as const) {
      const response = await again();
      assert.equal(response.status, 303, what);
      assert.equal(response.headers.get('location'), `${server.baseUrl}/`, what);
    }

    // Another browser, with no session here, still starts again.
    const stranger = await fetch(signInPage);
    assert.equal(stranger.status, 400);
    assert.match(await stranger.text(), /This sign-in page has expired/);
  });

  test('an expired or missing interaction says so plainly', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/interaction/unknown-uid`);
    assert.equal(response.status, 400);
    assert.match(await response.text(), /This sign-in page has expired/);
  });
});
