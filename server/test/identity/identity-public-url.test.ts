// The provider speaks only under the configured public URL, whatever Host a request names.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from '../support';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET to the test server naming `host` in its Host header (fetch would not let us). */
function getAs(server: TestServer, host: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

describe('public URL of the identity provider', () => {
  let server: TestServer;
  let port: string;
  before(async () => {
    server = await startTestServer();
    port = new URL(server.baseUrl).port;
  });
  after(() => server?.close());

  for (const host of ['evil.example', 'localhost']) {
    test(`the discovery document names the public URL even when asked as ${host}`, async () => {
      const answer = await getAs(server, `${host}:${port}`, '/oidc/.well-known/openid-configuration');
      assert.equal(answer.status, 200);
      const discovery = JSON.parse(answer.body) as Record<string, unknown>;
      for (const endpoint of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint', 'userinfo_endpoint']) {
        assert.ok(String(discovery[endpoint]).startsWith(`${server.baseUrl}/oidc/`), `${endpoint}: ${String(discovery[endpoint])}`);
      }
    });
  }

  for (const path of ['/', '/index.html?x=1', '/oidc/auth?client_id=homework&prompt=login', '/oidc/session/end', '/oidc/interaction/abc']) {
    test(`${path} on another name for the server is redirected to the public URL`, async () => {
      const answer = await getAs(server, `localhost:${port}`, path);
      assert.equal(answer.status, 308);
      assert.equal(answer.headers.location, `${server.baseUrl}${path}`);
    });
  }

  test('the public name itself, and API or asset requests on another name, are not redirected', async () => {
    assert.notEqual((await getAs(server, new URL(server.baseUrl).host, '/oidc/auth?client_id=homework')).status, 308);
    assert.notEqual((await getAs(server, `localhost:${port}`, '/oidc/jwks')).status, 308);
    assert.notEqual((await getAs(server, `localhost:${port}`, '/main.0123abcd.js')).status, 308);
  });
});
