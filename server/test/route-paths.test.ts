// The browser's calls and the server's routes are one set: every path the contracts' path constants
// produce (the ones the front ends call) is a route the app registers, and every route the app
// registers is one of them, but for the server's own routes listed below. Paths are compared as
// patterns, each parameter unnamed, so a route's parameter names are the server's to choose. A
// service that writes a path as a string of its own, rather than routeOf(CONTRACT_PATH), fails the
// last test.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as contracts from '@homework/contracts';
import { routeOf } from '../src/kit';
import { startTestServer, type TestServer } from './support';

/** Routes that are the server's own, called by no contracts constant (docs/architecture.md). */
const SERVER_OWN = new Set([
  // The front ends, their configuration and built files, and the API's browsable page (web/).
  '/',
  '/*',
  '/index.html',
  '/activities',
  '/help',
  '/profile',
  '/silent-token-renew',
  '/config.json',
  '/remotes.json',
  '/remotes/mf-dashboard/*',
  '/remotes/mf-homework/*',
  '/remotes/mf-marking/*',
  '/remotes/mf-messaging/*',
  '/releases/*',
  '/sw.js',
  '/docs',
  '/docs/',
  '/docs/json',
  '/docs/yaml',
  '/docs/static/index.html',
  '/docs/static/swagger-initializer.js',
  '/docs/static/*',
  // What a load balancer and the operator's monitoring call (operations/).
  '/health/live',
  '/health/ready',
  '/metrics',
]);

/** The identity provider's pages (identity/: sign-in, passwords) are all its own, under this path. */
const IDENTITY = '/oidc/';

/** A route with its parameters unnamed: `/v2/Student/Single/:id` is `/v2/Student/Single/:`. */
const pattern = (route: string) => route.replace(/:\w+/g, ':');

type PathConstant = string | ((...args: never[]) => string) | { [name: string]: PathConstant };

/** Every route pattern a constant produces: a function is called with a parameter in each place. */
function patternsOf(constant: PathConstant): string[] {
  if (typeof constant === 'string') return [pattern(routeOf(constant.split('?')[0]))];
  if (typeof constant === 'object') return Object.values(constant).flatMap(patternsOf);
  // A query string (MESSAGING_PATHS.sentPage) is no part of the route.
  const names = Array.from({ length: constant.length }, (_, index) => `p${index}`) as [string, ...string[]];
  return [pattern(routeOf(constant, ...names).split('?')[0])];
}

/** Every path the contracts' `*PATHS` constants produce, by pattern. */
const browserCalls = new Set(
  Object.entries(contracts)
    .filter(([name]) => /(^|_)PATHS$/.test(name))
    .flatMap(([, constant]) => patternsOf(constant as PathConstant)),
);

const SERVICES = path.join(import.meta.dirname, '../src/services');

describe("the browser's calls and the server's routes", () => {
  let server: TestServer;
  let routes: Set<string>;

  before(async () => {
    server = await startTestServer();
    routes = new Set(server.routes.map((route) => pattern(route.url)));
  });
  after(() => server?.close());

  test('every path the contracts give the browser is a route', () => {
    assert.deepEqual([...browserCalls].filter((call) => !routes.has(call)), []);
  });

  test("every route is a path the contracts give the browser, or one of the server's own", () => {
    assert.deepEqual([...routes].filter((route) => !browserCalls.has(route) && !SERVER_OWN.has(route) && !route.startsWith(IDENTITY)), []);
  });

  test("the server's own routes are all there", () => {
    assert.deepEqual([...SERVER_OWN].filter((route) => !routes.has(route)), []);
  });

  test('no service writes a path of its own', () => {
    // A quoted path of a service's (v1/…, api/…, Notification/…), or any quoted '/Name'.
    const literal = /['"`]\/?(?:v\d+|api|Notification|analytics)\/[\w/:-]*|['"`]\/[A-Z][\w/:-]*/g;
    const found = readdirSync(SERVICES, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => (readFileSync(path.join(SERVICES, file), 'utf8').match(literal) ?? []).map((text) => `${file}: ${text}`));
    assert.deepEqual(found, []);
  });
});
