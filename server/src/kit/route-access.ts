// Who may call a route, declared on the route itself: `{ config: { access: 'homework' } }`.
import type { AccessRuleName } from '@homework/contracts';

/**
 * 'public': no token needed. 'authenticated': any valid token — the calls the shell makes before it
 * can decide access (identity, roles, current user). 'operator': the operator's monitoring, with the
 * METRICS_TOKEN as its bearer token, never a user's. 'deployToken': a remote team's pipeline (the
 * release API), with a deploy token issued for the remote the route's `remote` parameter names. Otherwise an access rule of the spec (01 §6),
 * decided by the same `decideAccess` the pages use.
 */
export type RouteAccess = 'public' | 'authenticated' | 'operator' | 'deployToken' | AccessRuleName;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The deploy token a 'deployToken' route was called with (kit/deploy-tokens.ts). */
    deployToken?: import('./deploy-tokens').DeployToken;
  }
}
