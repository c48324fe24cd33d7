// The contracts' calls and the server's routes are one set (decision 0010). Every endpoint of the
// contracts (the objects the front ends and the release pipeline call) is registered as exactly one
// route, from that object (kit's routesOn), and every route the app registers is from an endpoint, but
// for the server's own routes listed below. A service that writes a path as a string of its own,
// rather than an endpoint's, fails the last test.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as contracts from '@homework/contracts';
import * as heldMarks from '@homework/contracts/held-marks';
import { isEndpoint, type AnyRouteEndpoint } from '@homework/contracts';
// The mark schemes' calls are their entry's only, off every first screen (decision 0039).
import { MARK_SCHEMES } from '@homework/contracts/mark-schemes';
import type { RouteOptions } from 'fastify';
import { SERVER_DIR, startTestServer, type TestServer } from '../support';

/** Routes that are the server's own, called by no endpoint of the contracts (docs/architecture.md). */
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

/** Every endpoint of the contracts, wherever it sits in their exports (`HOMEWORK.get`). */
function endpointsIn(value: unknown, seen = new Set<unknown>()): AnyRouteEndpoint[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  if (isEndpoint(value)) return [value];
  return Object.values(value).flatMap((inner) => endpointsIn(inner, seen));
}
// The root entry's, and those of entries kept off the first screens (decisions 0037, 0039).
const endpoints = endpointsIn([contracts, heldMarks, { MARK_SCHEMES }]);

/** A route as the lists name it: its method and pattern. */
const named = (route: { method: string | string[]; url: string }) => `${[route.method].flat().join(',')} ${pattern(route.url)}`;

const SERVICES = path.join(SERVER_DIR, 'src/services');

describe("the contracts' calls and the server's routes", () => {
  let server: TestServer;
  let routes: Set<string>;
  /** The routes but the HEAD ones Fastify adds to each GET. */
  let registered: RouteOptions[];

  before(async () => {
    server = await startTestServer();
    routes = new Set(server.routes.map((route) => pattern(route.url)));
    registered = server.routes.filter((route) => route.method !== 'HEAD');
  });
  after(() => server?.close());

  test('the contracts have endpoints, each its own path', () => {
    const paths = endpoints.map((endpoint) => `${endpoint.method} ${pattern(`/${endpoint.path}`)}`);
    assert.ok(endpoints.length > 0);
    assert.deepEqual(paths.filter((path, index) => paths.indexOf(path) !== index), []);
  });

  test('every endpoint is exactly one route, registered from it', () => {
    const notOne = endpoints
      .map((endpoint) => ({ endpoint, from: registered.filter((route) => route.config?.endpoint === endpoint) }))
      .filter(({ from }) => from.length !== 1 || named(from[0]) !== `${from[0].config!.endpoint!.method} ${pattern(`/${from[0].config!.endpoint!.path}`)}`)
      .map(({ endpoint, from }) => `${endpoint.method} ${endpoint.path}: ${from.length} routes`);
    assert.deepEqual(notOne, []);
  });

  test("every route is an endpoint's, or one of the server's own", () => {
    const other = registered.filter((route) => !route.config?.endpoint && !SERVER_OWN.has(route.url) && !route.url.startsWith(IDENTITY)).map(named);
    assert.deepEqual(other, []);
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
