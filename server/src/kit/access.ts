// Who may call each route, declared on the route itself and checked in one place before its
// handler: `app.get(url, { config: { access: 'homework' } }, handler)`. A route that declares
// nothing stops the server from starting.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AccessRuleName } from '@homework/shared/contracts';
import type { Queryable } from '../db';
import { scopeOf } from '../services/common/scope';
import { httpError } from '../services/common/errors';
import { accessDecisions } from './access-decision';

/**
 * 'public': anyone, no token. 'authenticated': any valid token — the calls the shell makes to
 * decide where a user may go (who they are, their roles and school). Otherwise a rule of the spec's
 * access rules, by the name the remotes' contracts use.
 */
export type RouteAccess = 'public' | 'authenticated' | AccessRuleName;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const FORBIDDEN_MESSAGES: Record<AccessRuleName, string> = {
  signedIn: 'You do not have permission to use this product.',
  homework: 'You do not have permission to use homework.',
  messages: 'You do not have permission to use messages.',
  sickness: 'You do not have permission to use sickness reports.',
};

const describe = (route: Pick<RouteOptions, 'method' | 'url'>) => `${[route.method].flat().join(',')} ${route.url}`;

/**
 * Registers the check. Call it on the root instance before any route is added: it sees every route
 * of every plugin, and refuses to start when one declares no access.
 */
export function registerAccessControl(app: FastifyInstance, db: Queryable): void {
  const routes: RouteOptions[] = [];
  const decisionFor = accessDecisions(db);

  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !route.config?.access).map(describe);
    if (undeclared.length) throw new Error(`Every route must declare who may call it (config.access); these do not: ${undeclared.join('; ')}`);
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    // No access: the not-found handler, which answers nothing of anyone's.
    if (!access || access === 'public') return undefined;
    const refused = await app.authenticate(request, reply);
    if (refused) return refused;
    if (access === 'authenticated') return undefined;
    const { schoolId, userId } = scopeOf(request);
    if (!(await decisionFor(schoolId, userId)).can(access)) throw httpError(403, FORBIDDEN_MESSAGES[access]);
    return undefined;
  });
}

/**
 * Declares the access of every route added inside `scope` (an encapsulated plugin) that does not
 * declare its own: a service states its rule once, a route that differs says so in its config.
 * Also for plugins whose routes we do not write (static files, the API document's pages).
 */
export function declareAccess(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}
