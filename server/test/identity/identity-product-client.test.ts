// Another product of the suite embedding a remote (PRODUCT_CLIENTS): its own client signs its users in
// with our provider from its own origin, and that origin, no other, may call the API and fetch the
// remotes' files from the browser.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { API_AUDIENCE, SCOPES, SUITE_CLIENT_ID } from '@homework/contracts';
import { productClientsSetting, productOrigins } from '../../src/config';
import { Browser, formAction, isReturnTo, startTestServer, type TestServer } from '../support';

const PRODUCT = 'other-product';
const PRODUCT_ORIGIN = 'http://localhost:4999';
const REDIRECT_URI = `${PRODUCT_ORIGIN}/embedding/`;
const STRANGER = 'http://localhost:4998';
const API_CALL = '/v3/HomeworkManagement/GetValidAttachmentFileTypes';

describe('PRODUCT_CLIENTS', () => {
  test('reads clients and their redirect addresses; refuses the suite id, a repeated id and a non-address', () => {
    assert.deepEqual(productClientsSetting(`a=${REDIRECT_URI}, b=https://b.example/ https://b.example/cb`), [
      { clientId: 'a', redirectUris: [REDIRECT_URI] },
      { clientId: 'b', redirectUris: ['https://b.example/', 'https://b.example/cb'] },
    ]);
    assert.deepEqual(productClientsSetting(undefined), []);
    assert.throws(() => productClientsSetting(`${SUITE_CLIENT_ID}=${REDIRECT_URI}`), /other than the suite's/);
    assert.throws(() => productClientsSetting(`a=${REDIRECT_URI},a=https://b.example/`), /twice/);
    assert.throws(() => productClientsSetting('a=javascript:alert(1)'), /not an http\(s\) address/);
    assert.throws(() => productClientsSetting('a='), /must be/);
  });

  test('the origins answered across origins are the products\', never the suite\'s own', () => {
    const productClients = productClientsSetting(`a=${REDIRECT_URI} ${PRODUCT_ORIGIN}/other,b=http://localhost:4000/x`);
    assert.deepEqual(productOrigins({ productClients, publicUrl: 'http://localhost:4000' }), [PRODUCT_ORIGIN]);
  });
});

describe('a product of the suite with its own client', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ productClients: productClientsSetting(`${PRODUCT}=${REDIRECT_URI}`) });
  });
  after(() => server?.close());

  test('signs in with code + PKCE and its own redirect address, and gets a token the API accepts', async () => {
    const config = await client.discovery(new URL(`${server.baseUrl}/oidc`), PRODUCT, undefined, client.None(), {
      execute: [client.allowInsecureRequests],
    });
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authorisation = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: SCOPES.join(' '),
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      resource: API_AUDIENCE,
    });
    const browser = new Browser();
    const page = await browser.follow(authorisation.href, {}, REDIRECT_URI);
    const posted = await browser.follow(
      formAction(await page.response.text(), server.baseUrl),
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: 'teacher', password: 'homework' }) },
      REDIRECT_URI,
    );
    assert.ok(isReturnTo(posted.url, REDIRECT_URI), `no return to the product: ${posted.url}`);
    const tokens = await client.authorizationCodeGrant(config, new URL(posted.url), { pkceCodeVerifier: verifier, expectedState: state }, { resource: API_AUDIENCE });
    assert.equal(decodeJwt(tokens.access_token).aud, API_AUDIENCE);
    const answer = await fetch(`${server.baseUrl}${API_CALL}`, { headers: { authorization: `Bearer ${tokens.access_token}`, origin: PRODUCT_ORIGIN } });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('access-control-allow-origin'), PRODUCT_ORIGIN);
  });

  test('the provider refuses another redirect address for that client', async () => {
    const params = new URLSearchParams({ client_id: PRODUCT, redirect_uri: `${STRANGER}/`, response_type: 'code', scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' });
    const answer = await fetch(`${server.baseUrl}/oidc/auth?${params}`, { redirect: 'manual' });
    assert.equal(answer.status, 400);
    const text = await answer.text();
    // What to do, in the page's words; the provider's own reason beside it, marked as English.
    assert.match(text, /Signing in could not go on\. Please go back to Homework and sign in again\./);
    assert.match(text, /<code lang="en">[^<]*redirect_uri/);
  });

  test('a Welsh reader of that refusal reads what to do in Welsh, the reason in English', async () => {
    const params = new URLSearchParams({ client_id: PRODUCT, redirect_uri: `${STRANGER}/`, response_type: 'code', scope: 'openid', ui_locales: 'cy', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' });
    const answer = await fetch(`${server.baseUrl}/oidc/auth?${params}`, { redirect: 'manual' });
    assert.equal(answer.status, 400);
    const text = await answer.text();
    assert.match(text, /<html lang="cy[-"]/);
    assert.match(text, /Doedd dim modd parhau i fewngofnodi\./);
    assert.match(text, /<code lang="en">[^<]*redirect_uri/);
  });

  test("the token endpoint answers the product's origin (CORS), not a stranger's", async () => {
    const preflight = (origin: string) =>
      fetch(`${server.baseUrl}/oidc/token`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    assert.equal((await preflight(PRODUCT_ORIGIN)).headers.get('access-control-allow-origin'), PRODUCT_ORIGIN);
    const token = (origin: string) =>
      fetch(`${server.baseUrl}/oidc/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', client_id: PRODUCT, code: 'nothing', redirect_uri: REDIRECT_URI, code_verifier: 'x'.repeat(43) }),
      });
    const fromProduct = await token(PRODUCT_ORIGIN);
    assert.equal(fromProduct.headers.get('access-control-allow-origin'), PRODUCT_ORIGIN);
    assert.equal((await fromProduct.json() as { error: string }).error, 'invalid_grant');
    assert.equal((await token(STRANGER)).headers.get('access-control-allow-origin'), null);
  });

  test("the API's preflight, its refusals and the suite's configuration answer the product's origin only", async () => {
    const preflight = await fetch(`${server.baseUrl}${API_CALL}`, {
      method: 'OPTIONS',
      headers: { origin: PRODUCT_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), PRODUCT_ORIGIN);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /\bPOST\b/);
    assert.equal(preflight.headers.get('access-control-allow-headers'), 'authorization,content-type');

    // Without a token: the product's code sees the 401 (onUnauthorised), not a network error.
    const refused = await fetch(`${server.baseUrl}${API_CALL}`, { headers: { origin: PRODUCT_ORIGIN } });
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('access-control-allow-origin'), PRODUCT_ORIGIN);

    for (const path of ['/config.json', '/remotes.json']) {
      const answer = await fetch(`${server.baseUrl}${path}`, { headers: { origin: PRODUCT_ORIGIN } });
      assert.equal(answer.headers.get('access-control-allow-origin'), PRODUCT_ORIGIN, path);
      assert.match(answer.headers.get('vary') ?? '', /origin/i, path);
    }

    const stranger = await fetch(`${server.baseUrl}${API_CALL}`, { method: 'OPTIONS', headers: { origin: STRANGER, 'access-control-request-method': 'GET' } });
    assert.equal(stranger.headers.get('access-control-allow-origin'), null);
    assert.notEqual(stranger.status, 204);
  });

  test('no other origin is named: not a stranger, not the suite\'s own, not a look-alike of the product', async () => {
    const own = new URL(server.baseUrl).origin;
    for (const origin of [STRANGER, own, `${PRODUCT_ORIGIN}.evil.example`, 'null']) {
      for (const path of [API_CALL, '/config.json']) {
        const answer = await fetch(`${server.baseUrl}${path}`, { headers: { origin } });
        assert.equal(answer.headers.get('access-control-allow-origin'), null, `${origin} ${path}`);
      }
      const preflight = await fetch(`${server.baseUrl}${API_CALL}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      assert.equal(preflight.status, 404, origin);
      assert.equal(preflight.headers.get('access-control-allow-methods'), null, origin);
    }
    // An OPTIONS that is no preflight (no Access-Control-Request-Method) goes on to routing.
    const plain = await fetch(`${server.baseUrl}${API_CALL}`, { method: 'OPTIONS', headers: { origin: PRODUCT_ORIGIN } });
    assert.equal(plain.status, 404);
    assert.equal(plain.headers.get('access-control-allow-origin'), PRODUCT_ORIGIN);
  });
});
