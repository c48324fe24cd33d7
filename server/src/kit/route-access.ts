// Who may call a route, declared on the route itself: `{ config: { access: 'homework' } }`.
import type { AccessRuleName } from '@homework/contracts';

/**
 * 'public': no token needed. 'authenticated': any valid token — the calls the shell makes before it
 * can decide access (identity, roles, current user). 'operator': the operator's monitoring, with the
 * METRICS_TOKEN as its bearer token, never a user's. Otherwise an access rule of the spec (01 §6),
 * decided by the same `decideAccess` the pages use.
 */
export type RouteAccess = 'public' | 'authenticated' | 'operator' | AccessRuleName;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
