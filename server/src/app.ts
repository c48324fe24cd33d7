// The Fastify application: docs, identity provider, token check, front ends, then the services.
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db';
import { registerAuth } from './auth';
import './auth/types';
import { registerIdentityProvider } from './identity';
import { loadOrCreateSigningKeys, publicKeys } from './identity/keys';
import { registerServices } from './services/index';
import { registerDocs, registerWeb } from './web';

export async function buildApp(config: ServerConfig, db: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // A line per request (every static file) only when debugging.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    trustProxy: config.publicUrl.startsWith('https:'),
    // Report every invalid field at once, not only the first; allow `type: ['string', 'null']`.
    ajv: { customOptions: { allErrors: true, allowUnionTypes: true } },
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }));

  await registerDocs(app, config);

  const localIssuer = config.localIdp && config.oidcIssuer === `${config.publicUrl}/oidc`;
  if (config.localIdp) await registerIdentityProvider(app, config, db);
  registerAuth(app, config, localIssuer ? { localKeys: publicKeys(await loadOrCreateSigningKeys(config.dataDir)) } : {});

  await registerWeb(app, config, db);
  await registerServices(app, db);
  return app;
}

interface ValidationIssue {
  field: string;
  message: string;
}

/** One answer shape for every failure: `{ message, errors? }`; never a stack or internals. */
function errorHandler(error: FastifyError & { errors?: unknown }, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    const errors: ValidationIssue[] = error.validation.map((issue) => ({
      field: fieldOf(issue.instancePath, issue.params as Record<string, unknown>, error.validationContext),
      message: issue.message ?? 'is not valid',
    }));
    return reply.code(400).send({ message: `Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message, ...(error.errors !== undefined ? { errors: error.errors } : {}) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Something went wrong on the server. Please try again.' });
}

/** `body.title`, `querystring.page`, `body.assignedTo` for a missing property. */
function fieldOf(instancePath: string, params: Record<string, unknown>, context?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof params.missingProperty === 'string') parts.push(params.missingProperty);
  if (typeof params.additionalProperty === 'string') parts.push(params.additionalProperty);
  return [context, ...parts].filter(Boolean).join('.') || (context ?? 'request');
}
