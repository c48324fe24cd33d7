// Sign-out needs the user's own click or the suite's own page: a page of another site that sends the
// browser to the end-session address must not sign people out (login CSRF's mirror image).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { POST_LOGOUT_PATH } from '@homework/contracts';
import { Browser, authorizationRequest, returnParameters, signIn, startTestServer, type TestServer } from '../support';

describe('sign-out on request of another site', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  const stillSignedIn = async (browser: Browser) => {
    const renewal = await browser.fetch(authorizationRequest(server.baseUrl, { prompt: 'none', responseMode: 'query' }).url);
    return returnParameters(renewal.headers.get('location')!).has('code');
  };

  const endSession = async (browser: Browser, headers: Record<string, string>) => {
    const tokens = await signIn(server.baseUrl, 'teacher', undefined, browser);
    const params = new URLSearchParams({ id_token_hint: tokens.idToken, post_logout_redirect_uri: `${server.baseUrl}${POST_LOGOUT_PATH}` });
    const page = await browser.fetch(`${server.baseUrl}/oidc/session/end?${params}`, { headers });
    assert.equal(page.status, 200);
    return page.text();
  };

  for (const [what, headers] of [
    ['a link on another site', { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' }],
    ['another port of the same host that is not the suite', { 'sec-fetch-site': 'same-site', referer: 'http://127.0.0.1:1/' }],
  ] as const) {
    test(`${what}: the user is asked, nothing submits itself, and the session stays`, async () => {
      const browser = new Browser();
      const html = await endSession(browser, headers);
      assert.doesNotMatch(html, /<script/);
      assert.match(html, /<h1>Sign out<\/h1><p>Do you want to sign out of Homework\?<\/p>/);
      assert.match(html, /<button type="submit">Sign out<\/button><\/form>/);
      assert.equal(await stillSignedIn(browser), true);
    });
  }

  for (const [what, headers] of [
    ['the suite’s own page', { 'sec-fetch-site': 'same-origin', referer: 'http://127.0.0.1:1/' }],
    ['the address typed by the user', { 'sec-fetch-site': 'none' }],
  ] as const) {
    test(`${what}: the form submits itself`, async () => {
      const html = await endSession(new Browser(), headers);
      assert.match(html, /document\.forms\[0\]\.submit\(\)/);
      assert.match(html, /<noscript><button type="submit">Sign out<\/button><\/noscript>/);
    });
  }
});
