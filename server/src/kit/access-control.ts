// One place that decides who may call each route: every route declares `config.access`, the server
// refuses to start when one does not, and one hook checks the declaration before any handler runs.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { RELEASE_MESSAGES, type AccessRuleName } from '@homework/contracts';
import type { Queryable } from '../db';
import { scopeOf } from './scope';
import { decisionCache } from './access-decision';
import { findDeployToken } from './deploy-tokens';
import type { RouteAccess } from './route-access';
import './route-access';

/** What a signed-in user is told when their roles do not open the route. */
export const ACCESS_REFUSED: Record<AccessRuleName, string> = {
  signedIn: 'You do not have permission to use the Homework suite.',
  homework: 'You do not have permission to use homework.',
  messages: 'You do not have permission to use messages.',
  sickness: 'You do not have permission to use sickness reports.',
  schoolAdmin: "Only the school's administrator may change the school's data.",
};

/**
 * Must run before anything registers a route: the check sees every route added after it, in every
 * plugin. `app.authenticate` is looked up per request, so it may be decorated later.
 */
export function registerAccessControl(app: FastifyInstance, db: Queryable): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  // At ready, not in onRoute: a plugin's own onRoute hook (declarePublic) runs after the root's.
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !route.config?.access);
    if (undeclared.length) {
      const names = undeclared.map((route) => `${[route.method].flat().join(',')} ${route.url}`).join(', ');
      throw new Error(`Every route must declare config.access (who may call it); these do not: ${names}`);
    }
  });

  const decisionOf = decisionCache(db);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const access: RouteAccess | undefined = request.routeOptions.config?.access;
    // Undeclared only for the not-found handler: no route, nothing to protect.
    if (!access || access === 'public') return undefined;
    if (access === 'operator') return checkOperatorToken(request, reply, app.config.metricsToken);
    if (access === 'deployToken') return checkDeployToken(request, reply, db);
    const answered = await app.authenticate(request, reply);
    if (answered) return answered;
    if (access === 'authenticated') return undefined;
    const { schoolId, userId } = scopeOf(request);
    const decision = await decisionOf(schoolId, userId);
    if (!decision?.can(access)) return reply.code(403).send({ message: ACCESS_REFUSED[access] });
    return undefined;
  });

  // What a signed-in call answers is somebody's data: no browser or proxy keeps it, unless the
  // route chose its own rule (photos are kept privately for the spec's cache lifetimes).
  app.addHook('onSend', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (access && access !== 'public' && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}

export const OPERATOR_TOKEN_NEEDED = 'Send the metrics token (METRICS_TOKEN) as a bearer token.';

/**
 * The operator's routes answer the METRICS_TOKEN bearer token only; with no token set they are not
 * there at all (the not-found answer of any unknown address), so nothing is open by default.
 */
function checkOperatorToken(request: FastifyRequest, reply: FastifyReply, token: string | undefined) {
  if (!token) {
    reply.callNotFound();
    return reply;
  }
  const sent = Buffer.from(/^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    return reply.code(401).header('www-authenticate', 'Bearer').send({ message: OPERATOR_TOKEN_NEEDED });
  }
  return undefined;
}

/**
 * Routes that a third-party plugin adds (static files, the API's browsable page) cannot carry our
 * config, so the scope they are registered in declares them public, explicitly.
 */
export function declarePublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });
}

/**
 * The release API's routes answer a deploy token, and only for the remote it was issued for: a route's
 * `remote` parameter must be the token's (403 otherwise, in words). No token, one never issued or
 * one revoked is 401.
 */
async function checkDeployToken(request: FastifyRequest, reply: FastifyReply, db: Queryable) {
  const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const refuse = (message: string) => reply.code(401).header('www-authenticate', 'Bearer').send({ message });
  if (!sent) return refuse(RELEASE_MESSAGES.tokenNeeded);
  const token = await findDeployToken(db, sent);
  if (!token) return refuse(RELEASE_MESSAGES.tokenUnknown);
  if (token.revokedAt) return refuse(RELEASE_MESSAGES.tokenRevoked);
  const remote = (request.params as { remote?: string }).remote;
  if (remote !== token.remote) return reply.code(403).send({ message: RELEASE_MESSAGES.wrongRemote(token.remote, remote ?? 'this') });
  request.deployToken = token;
  return undefined;
}
