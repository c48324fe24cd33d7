// An independent OpenID Connect client (openid-client 6 with jose) against our provider: discovery,
// code + PKCE through the provider's own sign-in page, token exchange with ID-token validation,
// userinfo with the access token the code flow issued, and the suite's own request for the API.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { API_AUDIENCE, SCOPES, SUITE_CLIENT_ID } from '@homework/contracts';
import { Browser, formAction, isReturnTo, startTestServer, type TestServer } from '../support';

describe('a standard OpenID Connect client', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  /** The whole code flow as openid-client runs it, signing in on the provider's page as `teacher`. */
  async function codeFlow(extra: Record<string, string> = {}) {
    const config = await client.discovery(new URL(`${server.baseUrl}/oidc`), SUITE_CLIENT_ID, undefined, client.None(), {
      execute: [client.allowInsecureRequests],
    });
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const redirectUri = `${server.baseUrl}/`;
    const authorisation = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPES.join(' '),
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      response_mode: 'query',
      ...extra,
    });
    const browser = new Browser();
    const page = await browser.follow(authorisation.href, {}, redirectUri);
    const posted = await browser.follow(
      formAction(await page.response.text(), server.baseUrl),
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: 'teacher', password: 'homework' }) },
      redirectUri,
    );
    assert.ok(isReturnTo(posted.url, redirectUri), `no return to the client: ${posted.url}`);
    const tokens = await client.authorizationCodeGrant(
      config,
      new URL(posted.url),
      { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true },
      extra.resource ? { resource: extra.resource } : undefined,
    );
    return { config, tokens };
  }

  test('discovery, code + PKCE, token exchange and ID-token validation; userinfo answers the access token it was given', async () => {
    const { config, tokens } = await codeFlow();
    const claims = tokens.claims()!;
    assert.ok(claims.sub);
    const userInfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    assert.equal(userInfo.sub, claims.sub);
    assert.ok(userInfo.name, 'userinfo gives the profile scope its name');
  });

  test('a client asking for the API resource gets a JWT for the API, which the API accepts', async () => {
    const { tokens } = await codeFlow({ resource: API_AUDIENCE });
    assert.equal(decodeJwt(tokens.access_token).aud, API_AUDIENCE);
    const answer = await fetch(`${server.baseUrl}/v3/HomeworkManagement/GetValidAttachmentFileTypes`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(answer.status, 200);
  });
});
