// The Fastify application: docs, identity provider, token check, front ends, then the services.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { constants as zlib } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { productOrigins, type ServerConfig } from './config';
import type { Database } from './db';
import { registerAuth, staffMatcher } from './auth';
import './auth/types';
import { OIDC_PREFIX, registerIdentityProvider } from './identity';
import { loadOrCreateSigningKeys, publicKeys } from './identity/keys';
import { providerEndpoints } from './identity/provider';
import { allowCrossOrigin, decorateConfig, decorateDatabase, decorateMetrics, decorateStorage, errorHandler, parseJsonBodies, refuseControlCharacters, registerAccessControl } from './kit';
import { registerOperations } from './operations';
import { registerServices } from './services/index';
import { translateAnswers } from './kit/api-messages';
import { answerNotFound, registerDocs, registerWeb, servedRemotes } from './web';
import { shellStartUpAssets, shellStartUpStyles } from './web/start-up-assets';
import { registerOutboxWorker } from './workers';

export interface BuildOptions {
  /** Runs before anything registers a route, so its hooks see every route (tests list them so). */
  beforeRoutes?: (app: FastifyInstance) => void;
}

export async function buildApp(config: ServerConfig, db: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // A line per request (every static file) only when debugging.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    trustProxy: config.trustProxy,
    // Validation stops at the first issue (allErrors would let one request make it walk every item of
    // a large body); the services' own rules name each field a form got wrong. Allow `type: ['string', 'null']`.
    ajv: { customOptions: { allErrors: false, allowUnionTypes: true } },
  });

  options.beforeRoutes?.(app);
  // First, so that it sees every route that follows: each must declare who may call it.
  decorateConfig(app, config);
  decorateDatabase(app, db);
  await decorateStorage(app, config);
  decorateMetrics(app, db);
  registerOutboxWorker(app, config, db, app.storage);
  // Before the access check (its refusals carry the header too); the provider answers its own CORS.
  await allowCrossOrigin(app, productOrigins(config), new RegExp(`^${OIDC_PREFIX}(?:[/?]|$)`));
  registerAccessControl(app, db);
  parseJsonBodies(app);
  refuseControlCharacters(app);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(answerNotFound);
  translateAnswers(app);

  // Before the identity provider's hook, which answers its requests itself: helmet writes its headers
  // on the raw response, so they reach those answers too.
  await app.register(helmet, securityHeaders(config));
  await app.register(compress, answerCompression);
  await registerDocs(app, config);
  await registerOperations(app);

  const localIssuer = config.localIdp && config.oidcIssuer === `${config.publicUrl}/oidc`;
  // Identity and web meet here, not in each other: the sign-in page prefetches the shell's scripts,
  // and the front ends' configuration names our own provider's endpoints.
  const signInPrefetch = async () => [...shellStartUpAssets(config.repoRoot, await servedRemotes(config.repoRoot, db)), ...shellStartUpStyles(config.repoRoot)];
  if (config.localIdp) await registerIdentityProvider(app, { signInPrefetch });
  registerAuth(app, config, {
    ...(localIssuer ? { localKeys: publicKeys(await loadOrCreateSigningKeys(config.dataDir)) } : {}),
    ...(config.oidcStaffMatch ? { staff: { claim: config.oidcStaffMatch.claim, find: staffMatcher(db, config.oidcStaffMatch) } } : {}),
  });

  await registerWeb(app, { providerEndpoints: config.localIdp ? providerEndpoints(config.oidcIssuer) : undefined });
  await registerServices(app);
  return app;
}

/**
 * The API's JSON answers compressed for a school's slow link (a class's hand-ins, the Student
 * Overview's export: hundreds of KiB), at a brotli quality cheap enough to make at each call. The
 * front ends' files are compressed as they are built, and are sent as they are.
 */
const answerCompression = {
  compressibleTypes: /^application\/json\b/,
  threshold: 1024,
  encodings: ['br' as const, 'gzip' as const],
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
};

/**
 * Security headers on every answer (helmet's defaults: nosniff, Referrer-Policy no-referrer,
 * X-Frame-Options SAMEORIGIN, Cross-Origin-Opener-Policy...). The shell page sends its own CSP
 * (web/static.ts), which helmet's would overwrite; a remote's own dev server on another port of the
 * same host still loads our assets (Cross-Origin-Resource-Policy same-site); HSTS only over HTTPS.
 */
function securityHeaders(config: ServerConfig) {
  return {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' as const },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  };
}
