// Other products of the suite embed a remote on pages of their own origin (config.productClients):
// from there the browser calls the API and fetches the suite's configuration, the remotes list and
// the remotes' manifests, which it allows only when the answer names that origin (CORS). Those
// origins, and no other, are named; a preflight is answered here, before any route's access check.
// @fastify/cors does the answering; each of its options below says why it is so.
import cors, { type FastifyCorsOptions, type FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

const REFUSED: FastifyCorsOptions = { origin: false };
const ANSWERED: FastifyCorsOptions = {
  // The origin is already checked against the products' (below): `true` names it back. Never a
  // reflected stranger, nor the suite's own (productOrigins leaves it out: same-origin needs no CORS).
  origin: true,
  // What a preflight may ask for: the API's methods. The headers are whichever the caller asks for
  // (allowedHeaders left unset: the plugin echoes Access-Control-Request-Headers).
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  // No credentials: the API is called with a bearer token, never a cookie.
  credentials: false,
  maxAge: 600,
};

/**
 * Answers `origins` across origins. Must be registered before the access check, so that a refusal
 * (401, 403) reaches the caller's code as what it is rather than as a network error. `except`:
 * paths that answer their own CORS (the identity provider's).
 */
export async function allowCrossOrigin(app: FastifyInstance, origins: string[], except?: RegExp): Promise<void> {
  // No product, no cross-origin answers at all (nor the plugin's preflight route).
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  // The plugin's own route (`OPTIONS *`) gives only the not-found answer (a preflight it accepts is
  // answered in its hook): public, explicitly, as every route must say who may call it.
  app.addHook('onRoute', (route) => {
    if (route.method === 'OPTIONS' && route.url === '*' && !route.config?.access) route.config = { ...route.config, access: 'public' };
  });
  // Decided per request (the plugin then sends `Vary: Origin` on every answer, as the Fetch standard
  // advises: a cache never hands one origin's answer to another).
  const delegator: FastifyCorsOptionsDelegateCallback = (request, decide) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin) || except?.test(request.url)) return decide(null, REFUSED);
    // An OPTIONS without Access-Control-Request-Method is no preflight: it goes on to routing (the
    // not-found answer, with the origin named), not to the plugin's 400 for a malformed preflight.
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    decide(null, { ...ANSWERED, preflight });
  };
  await app.register(cors, { hook: 'onRequest', delegator });
}
