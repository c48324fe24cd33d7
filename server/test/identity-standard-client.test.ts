// Another suite product signing in with a standard OpenID Connect client library (openid-client 6):
// discovery, authorisation code + PKCE through our sign-in page, token exchange, ID-token validation
// and userinfo with the access token the code flow issues.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as client from 'openid-client';
import { SUITE_CLIENT_ID } from '@homework/contracts';
import { Browser, signInThroughPages, startTestServer, type TestServer } from './support';

describe('a standard OpenID Connect client (openid-client 6)', () => {
  let server: TestServer;
  let configuration: client.Configuration;
  before(async () => {
    server = await startTestServer();
    configuration = await client.discovery(new URL(server.config.oidcIssuer), SUITE_CLIENT_ID, undefined, client.None(), {
      execute: [client.allowInsecureRequests], // the test server is plain http on 127.0.0.1
    });
  });
  after(() => server?.close());

  const signInWithClient = async (scope: string) => {
    const redirectUri = `${server.baseUrl}/`;
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const back = await signInThroughPages(new Browser(), url.href, redirectUri, 'teacher');
    return client.authorizationCodeGrant(configuration, new URL(back), { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
  };

  test('discovery, code + PKCE, token exchange and a validated ID token', async () => {
    const tokens = await signInWithClient('openid profile');
    const claims = tokens.claims();
    assert.ok(claims?.sub);
    assert.equal(claims.iss, server.config.oidcIssuer);
    assert.equal(claims.aud, SUITE_CLIENT_ID);
    assert.equal(tokens.token_type.toLowerCase(), 'bearer');
  });

  test('fetchUserInfo answers the code flow’s access token with the user’s claims', async () => {
    const tokens = await signInWithClient('openid profile');
    const sub = tokens.claims()!.sub;
    const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, sub);
    assert.equal(userInfo.sub, sub);
    assert.equal(typeof userInfo.name, 'string');
    assert.ok(String(userInfo.name).length > 0);
  });

  test('userinfo refuses a missing or forged access token', async () => {
    for (const token of ['', 'not-a-token']) {
      const response = await fetch(`${server.config.oidcIssuer}/me`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      assert.equal(response.status, 401);
    }
  });
});
