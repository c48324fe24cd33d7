// Bearer-token check for every API route: signature by the issuer's keys, issuer, audience, expiry.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { PROVIDER_CLAIM, PROVIDER_NAME_CLAIM, USER_ORGANISATION_CLAIM, parseUserOrganisation } from '@homework/contracts';
import type { ServerConfig } from '../config';
import type { StaffOf } from './staff-match';
import type { RequestIdentity } from './types';

export type { RequestIdentity } from './types';
export { staffMatcher } from './staff-match';

export interface AuthOptions {
  /**
   * Keys of the local provider, used directly so the server never calls its own public URL (which a
   * reverse proxy may not route back). Without them the keys come from the issuer's discovery document.
   */
  localKeys?: JSONWebKeySet;
  /** The school's own provider: who a token without our user-organisation claim names (config.oidcStaffMatch). */
  staff?: { claim: string; find: StaffOf };
}

export function registerAuth(app: FastifyInstance, config: Pick<ServerConfig, 'oidcIssuer' | 'oidcAudience'>, options: AuthOptions = {}): void {
  const keys = options.localKeys ? cached(async () => createLocalJWKSet(options.localKeys!)) : cached(() => discoverKeys(config.oidcIssuer));

  app.decorateRequest('identity', null as unknown as RequestIdentity);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return unauthorised(reply, 'Not authenticated');

    let getKey: JWTVerifyGetKey;
    try {
      getKey = await keys();
    } catch (error) {
      request.log.error({ err: error }, 'cannot load the identity provider keys');
      return reply.code(503).send({ message: 'The sign-in service is unavailable. Please try again shortly.' });
    }
    let payload: JWTPayload;
    try {
      // A token that never expires would stay valid after its user leaves: `exp` is required.
      ({ payload } = await jwtVerify(match[1], getKey, { issuer: config.oidcIssuer, audience: config.oidcAudience, requiredClaims: ['exp'] }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) return unauthorised(reply, 'The access token has expired');
      request.log.info({ reason: (error as Error).message }, 'rejected access token');
      return unauthorised(reply, 'The access token is not valid');
    }
    let organisation = typeof payload[USER_ORGANISATION_CLAIM] === 'string' ? parseUserOrganisation(payload[USER_ORGANISATION_CLAIM]) : null;
    if (!organisation && options.staff) {
      const { claim, find } = options.staff;
      const value = payload[claim];
      const found = typeof value === 'string' && value !== '' ? await find(value) : 'none';
      if (found === 'none') return unauthorised(reply, `The access token's ${claim} matches no member of staff`);
      if (found === 'several') return unauthorised(reply, `The access token's ${claim} belongs to more than one member of staff`);
      organisation = found;
    }
    if (!organisation) return unauthorised(reply, 'The access token names no user and school');
    request.identity = {
      ...organisation,
      provider: String(payload[PROVIDER_CLAIM] ?? ''),
      providerName: String(payload[PROVIDER_NAME_CLAIM] ?? ''),
    };
    return undefined;
  });
}

// Returning the reply from an async hook makes Fastify wait until it is sent and stop there.
function unauthorised(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ message });
}

async function discoverKeys(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
  if (!jwksUri) throw new Error(`discovery of ${issuer} has no jwks_uri`);
  // createRemoteJWKSet caches the keys and refetches when a token names an unknown kid (key rotation).
  return createRemoteJWKSet(new URL(jwksUri));
}

/** Runs `load` once; a failure is forgotten so the next request tries again. */
function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error) => {
      pending = undefined;
      throw error;
    }));
}
