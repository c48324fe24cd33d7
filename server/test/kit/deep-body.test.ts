// A JSON body nested 100,000 deep, sent to every route the running app has (decision 0014): a clear 4xx
// from each, never a 500 (a recursive walk of the body overflowed the stack), and the server still
// answers afterwards. Routes are read from the app itself, so a route added later is covered too.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { MAX_JSON_NESTING, TOO_DEEPLY_NESTED_MESSAGE, findControlCharacter, nestsDeeperThan } from '../../src/kit';
import { signIn, startTestServer, type TestServer } from '../support';
import { concreteUrl, routesOf, type AppRoute } from '../support/routes';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('kit/deep-body.test.ts', () => {
  const DEPTH = 100_000;
  const BODIES = {
    arrays: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
    objects: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
  };
  /** Fastify reads no body of a GET or HEAD request: those routes never see one. */
  const BODILESS = new Set(['GET', 'HEAD']);

  let s: TestServer;
  let token: string;

  before(async () => {
    s = await startTestServer();
    // The school admin, who is also a teacher, passes the access check of the most routes, so that
    // their bodies are read rather than refused before.
    token = (await signIn(s.baseUrl, 'admin')).accessToken;
  });
  after(() => s?.close());

  function send(route: AppRoute, body: string): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${s.baseUrl}${concreteUrl(route.url, '00000000-0000-4000-8000-000000000000')}`, {
        method: route.method,
        agent: false,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  describe('the nesting scan', () => {
    const cases: [string, boolean][] = [
      ['{"a":[1,{"b":2}]}', false],
      [`${'['.repeat(MAX_JSON_NESTING)}${']'.repeat(MAX_JSON_NESTING)}`, false],
      [`${'['.repeat(MAX_JSON_NESTING + 1)}${']'.repeat(MAX_JSON_NESTING + 1)}`, true],
      // Brackets inside strings, escaped quotes included, are text.
      [`{"a":"${'['.repeat(MAX_JSON_NESTING + 1)}\\"${'{'.repeat(MAX_JSON_NESTING + 1)}"}`, false],
      [BODIES.objects, true],
    ];
    for (const [text, deeper] of cases) {
      test(`${text.slice(0, 40)}… (${text.length} characters) → ${deeper}`, () => assert.equal(nestsDeeperThan(text, MAX_JSON_NESTING), deeper));
    }
  });

  describe('the control-character walk', () => {
    test(`finds a control character ${DEPTH.toLocaleString('en-GB')} levels down, without running out of stack`, () => {
      let value: unknown = 'bell\u0007';
      for (let i = 0; i < DEPTH; i++) value = i % 2 ? [value] : { Title: value };
      const found = findControlCharacter(value);
      assert.equal(found?.length, DEPTH);
      assert.deepEqual(found?.slice(0, 2), [0, 'Title']);
    });
  });

  describe(`a JSON body nested ${DEPTH.toLocaleString('en-GB')} deep`, () => {
    test('every route that takes a body answers it with a 4xx, the server still answering after', async (t) => {
      const routes = routesOf(s.app).filter((route) => !BODILESS.has(route.method));
      assert.ok(routes.some((route) => route.url === '/v3/HomeworkManagement/Create'), 'the routes were read from the app');
      const wrong: string[] = [];
      const tooDeep: string[] = [];
      for (const route of routes) {
        for (const [shape, body] of Object.entries(BODIES)) {
          const answer = await send(route, body);
          const name = `${route.method} ${route.url} (${shape}): ${answer.status} ${answer.text.slice(0, 120)}`;
          if (answer.status < 400 || answer.status >= 500) wrong.push(name);
          if (answer.status === 400 && answer.text.includes(JSON.stringify(TOO_DEEPLY_NESTED_MESSAGE))) tooDeep.push(name);
        }
      }
      t.diagnostic(`${routes.length} routes; ${tooDeep.length} of ${routes.length * 2} answers named the nesting`);
      assert.deepEqual(wrong, []);
      // The body is read, and refused for its depth, unless the route refuses before reading it (the
      // analytics body limit, or a caller without the route's access).
      assert.ok(tooDeep.length >= routes.length, `${tooDeep.length} answers named the nesting`);

      const list = await send({ method: 'POST', url: '/v3/HomeworkManagement/GetHomeworkList' }, '{"State":"all"}');
      assert.equal(list.status, 200, list.text);
      const config = await send({ method: 'GET', url: '/config.json' }, '');
      assert.equal(config.status, 200);
    });
  });
});
