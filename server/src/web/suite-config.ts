// GET /config.json: the front ends' run-time configuration (SuiteConfig), built from server settings.
import type { FastifyInstance } from 'fastify';
import { SCOPES, type ProviderEndpoints, type ServiceName, type SuiteConfig } from '@homework/contracts';
import type { ServerConfig } from '../config';
import { NO_CACHE } from './cache-control';

const SERVICES: ServiceName[] = [
  'people', 'schoolDetails', 'schoolAdmin', 'userProfile', 'image', 'groups', 'messages', 'homework', 'activities', 'analytics',
];

/**
 * `providerEndpoints`: our own identity provider's endpoints, when it is ours (known, so the browser
 * need not discover them); app.ts hands them over, so that web does not import identity.
 */
export function suiteConfig(config: ServerConfig, providerEndpoints?: ProviderEndpoints): SuiteConfig {
  const base = config.publicUrl;
  return {
    // One process serves every service by default; each could move to its own host by changing this.
    services: Object.fromEntries(SERVICES.map((name) => [name, base])) as Record<ServiceName, string>,
    auth: {
      authority: config.oidcIssuer,
      clientId: config.oidcClientId,
      scope: SCOPES.join(' '),
      ...(providerEndpoints ? { metadata: providerEndpoints } : {}),
    },
    links: config.links,
    ...(config.remoteOverrideOrigins.length > 0 ? { remoteOverrideOrigins: config.remoteOverrideOrigins } : {}),
  };
}

export function registerSuiteConfig(app: FastifyInstance, body: SuiteConfig): void {
  app.get('/config.json', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', NO_CACHE).send(body));
}
