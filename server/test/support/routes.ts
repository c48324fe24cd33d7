// Every route of a running app, read from Fastify's own route tree (printRoutes), not a hand list: a
// route added later is covered by the tests that walk them. Each one found is confirmed by hasRoute.
import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface AppRoute {
  method: HTTPMethods;
  url: string;
}

const INDENT = 4;
/** `│   ├── v3/HomeworkManagement/Create (POST)`; a node without a handler has no methods. */
const LINE = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

export function routesOf(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1].length / INDENT;
    prefixes.length = depth;
    const url = `${prefixes.join('')}${match[2]}`;
    prefixes.push(match[2]);
    for (const method of (match[3]?.split(', ') ?? []) as HTTPMethods[]) {
      if (!app.hasRoute({ method, url })) throw new Error(`printRoutes was misread: ${method} ${url} is not a route`);
      routes.push({ method, url });
    }
  }
  if (routes.length === 0) throw new Error('printRoutes listed no routes');
  return routes;
}

/** A URL that reaches the route: each parameter given `value`, a wildcard a word. */
export function concreteUrl(url: string, value: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*$/, 'anything');
}
