// GET /config.json: the front ends' run-time configuration (SuiteConfig), built from server settings.
import type { FastifyInstance } from 'fastify';
import { SCOPES, type ServiceName, type SuiteConfig } from '@homework/contracts';
import type { ServerConfig } from '../config';
import { providerEndpoints } from '../identity/provider';
import { NO_CACHE } from './cache-control';

const SERVICES: ServiceName[] = [
  'people', 'schoolDetails', 'schoolAdmin', 'userProfile', 'image', 'groups', 'messages', 'homework', 'activities', 'analytics',
];

export function suiteConfig(config: ServerConfig): SuiteConfig {
  const base = config.publicUrl;
  return {
    // One process serves every service by default; each could move to its own host by changing this.
    services: Object.fromEntries(SERVICES.map((name) => [name, base])) as Record<ServiceName, string>,
    auth: {
      authority: config.oidcIssuer,
      clientId: config.oidcClientId,
      scope: SCOPES.join(' '),
      // Our own provider's endpoints are known: the browser need not discover them.
      ...(config.localIdp ? { metadata: providerEndpoints(config.oidcIssuer) } : {}),
    },
    links: config.links,
  };
}

export function registerSuiteConfig(app: FastifyInstance, config: ServerConfig): void {
  const body = suiteConfig(config);
  app.get('/config.json', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', NO_CACHE).send(body));
}
