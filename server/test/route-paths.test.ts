// The browser's calls and the server's routes are one set (decision 0010). Every endpoint of the
// contracts (the objects the front ends call) is registered as exactly one route, from that object
// (kit's routesOn), and every route the app registers is from an endpoint, but for the server's own
// routes listed below and the routes NOT_YET_ENDPOINTS names, which are registered from the older
// path constants: for those, every path the contracts' *PATHS constants produce is a route, compared
// as patterns, each parameter unnamed. A service that writes a path as a string of its own, rather
// than an endpoint's, fails the last test.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as contracts from '@homework/contracts';
import { isEndpoint, type AnyEndpoint } from '@homework/contracts';
import type { RouteOptions } from 'fastify';
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

/**
 * The routes still registered from a path constant (routeOf(…_PATHS…)), not yet from an endpoint: the
 * list only shrinks, each route leaving it as its service's calls become endpoints.
 */
const NOT_YET_ENDPOINTS = new Set<string>([
  'PUT /api/releases/:/:/files/:',
  'PUT /api/releases/:/:',
  'PUT /api/deployments/:',
  'GET /api/releases/:',
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
  // A query string is no part of the route.
  const names = Array.from({ length: constant.length }, (_, index) => `p${index}`) as [string, ...string[]];
  return [pattern(routeOf(constant, ...names).split('?')[0])];
}

/** Every endpoint of the contracts, wherever it sits in their exports (`HOMEWORK.get`). */
function endpointsIn(value: unknown, seen = new Set<unknown>()): AnyEndpoint[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  if (isEndpoint(value)) return [value];
  return Object.values(value).flatMap((inner) => endpointsIn(inner, seen));
}
const endpoints = endpointsIn(contracts);

/** A route as the lists name it: its method and pattern. */
const named = (route: { method: string | string[]; url: string }) => `${[route.method].flat().join(',')} ${pattern(route.url)}`;

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

  test("every route is an endpoint's, or one of the server's own, or one not yet made an endpoint", () => {
    const other = registered
      .filter((route) => !route.config?.endpoint && !SERVER_OWN.has(route.url) && !route.url.startsWith(IDENTITY))
      .map(named)
      .filter((route) => !NOT_YET_ENDPOINTS.has(route));
    assert.deepEqual(other, []);
  });

  test('the routes not yet made endpoints are all there, and none is an endpoint', () => {
    const fromPaths = new Set(registered.filter((route) => !route.config?.endpoint).map(named));
    assert.deepEqual([...NOT_YET_ENDPOINTS].filter((route) => !fromPaths.has(route)), []);
  });

  test('every path the contracts give the browser is a route', () => {
    assert.deepEqual([...browserCalls].filter((call) => !routes.has(call)), []);
  });

  test("every route not from an endpoint is a path the contracts give the browser, or one of the server's own", () => {
    const fromPaths = registered.filter((route) => !route.config?.endpoint).map((route) => pattern(route.url));
    assert.deepEqual(fromPaths.filter((route) => !browserCalls.has(route) && !SERVER_OWN.has(route) && !route.startsWith(IDENTITY)), []);
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
