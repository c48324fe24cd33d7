// Other products of the suite embed a remote on pages of their own origin (config.productClients):
// from there the browser calls the API and fetches the suite's configuration, the remotes list and
// the remotes' manifests, which it allows only when the answer names that origin (CORS). Those
// origins, and no other, are named; a preflight is answered here, before any route's access check.
import type { FastifyInstance } from 'fastify';

/** What a preflight may ask for: the API's methods, and whichever headers the caller sends. */
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const PREFLIGHT_KEPT_SECONDS = '600';

/**
 * Answers `origins` across origins. Must run before the access check, so that a refusal (401, 403)
 * reaches the caller's code as what it is rather than as a network error. `except`: paths that
 * answer their own CORS (the identity provider's).
 */
export function allowCrossOrigin(app: FastifyInstance, origins: string[], except?: RegExp): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin) || except?.test(request.url)) return undefined;
    reply.header('access-control-allow-origin', origin).header('vary', 'origin');
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return undefined;
    return reply
      .code(204)
      .header('access-control-allow-methods', METHODS)
      .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '')
      .header('access-control-max-age', PREFLIGHT_KEPT_SECONDS)
      .send();
  });
}
