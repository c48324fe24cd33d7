// The suite's provider as a client of a school's own provider (decision 0034), through openid-client:
// discovery, authorization code + PKCE + state + nonce, the code exchanged with the client secret, and
// the ID token checked by the library (issuer, audience, expiry, nonce, and its signature against the
// provider's JWKS: enableNonRepudiationChecks). Failures are sorted into what a teacher can be told.
import * as client from 'openid-client';
import { createHash } from 'node:crypto';
import { isLoopback, type SchoolProvider } from './school-providers';

/** down: not answering; misconfigured: answering, but not as set up; refused: the teacher did not finish or was turned away there. */
export type UpstreamProblem = 'down' | 'misconfigured' | 'refused';

export class UpstreamFailure extends Error {
  constructor(
    readonly problem: UpstreamProblem,
    /** For the server's log only: never the secret, never a token. */
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** What the callback needs to finish the sign-in it started, kept server-side under the state. */
export interface UpstreamChecks {
  verifier: string;
  state: string;
  nonce: string;
}

const DISCOVERY_KEPT_MS = 10 * 60 * 1000;
const TIMEOUT_SECONDS = 10;

const kept = new Map<string, { config: Promise<client.Configuration>; until: number }>();

const keyOf = (provider: SchoolProvider) =>
  createHash('sha256').update(`${provider.issuer}\n${provider.clientId}\n${provider.clientSecret}`).digest('base64url');

/**
 * The provider's discovered configuration, kept ten minutes for the return and the sign-out; a
 * failure is not kept. `fresh` asks again, as each sign-in does before it sends a teacher there, so a
 * provider that has stopped answering gets our page in words rather than the browser's error.
 */
export function upstreamConfiguration(provider: SchoolProvider, fresh = false): Promise<client.Configuration> {
  const key = keyOf(provider);
  const hit = kept.get(key);
  if (hit && hit.until > Date.now() && !fresh) return hit.config;
  if (kept.size > 1000) kept.clear();
  const config = discover(provider);
  kept.set(key, { config, until: Date.now() + DISCOVERY_KEPT_MS });
  config.catch(() => kept.delete(key));
  return config;
}

async function discover(provider: SchoolProvider): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  // Plain http only on this machine (the tests' providers); a school's is https.
  const insecure = issuer.protocol === 'http:' && isLoopback(issuer) ? [client.allowInsecureRequests] : [];
  let discovered: client.Configuration;
  try {
    discovered = await client.discovery(issuer, provider.clientId, undefined, undefined, { execute: insecure, timeout: TIMEOUT_SECONDS });
  } catch (error) {
    throw failureOf(error, 'discovery');
  }
  const metadata = discovered.serverMetadata();
  const methods = metadata.token_endpoint_auth_methods_supported;
  // Basic is the standard's default; a provider that names only client_secret_post gets that.
  const auth = methods?.includes('client_secret_post') && !methods.includes('client_secret_basic') ? client.ClientSecretPost : client.ClientSecretBasic;
  const config = new client.Configuration(metadata, provider.clientId, undefined, auth(provider.clientSecret));
  for (const option of insecure) option(config);
  client.enableNonRepudiationChecks(config);
  config.timeout = TIMEOUT_SECONDS;
  return config;
}

/** Where to send the browser, and the checks its return must pass. */
export async function startUpstream(provider: SchoolProvider, redirectUri: string, loginHint?: string): Promise<{ url: string; checks: UpstreamChecks }> {
  const config = await upstreamConfiguration(provider, true);
  const verifier = client.randomPKCECodeVerifier();
  const checks = { verifier, state: client.randomState(), nonce: client.randomNonce() };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: provider.matchStaffBy === 'email' ? 'openid email profile' : 'openid profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return { url: url.href, checks };
}

/** The checked claims of the person who signed in, with the upstream's ID token (for signing out there). */
export async function finishUpstream(
  provider: SchoolProvider,
  returned: URL,
  checks: UpstreamChecks,
): Promise<{ claims: Record<string, unknown>; idToken: string | undefined }> {
  const config = await upstreamConfiguration(provider);
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, returned, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw failureOf(error, 'sign-in');
  }
  const claims: Record<string, unknown> = { ...tokens.claims() };
  // Some providers put the e-mail address or username in userinfo only.
  if (claims[provider.claim] === undefined && config.serverMetadata().userinfo_endpoint) {
    try {
      Object.assign(claims, await client.fetchUserInfo(config, tokens.access_token, String(claims.sub)), { sub: claims.sub });
    } catch (error) {
      throw failureOf(error, 'userinfo');
    }
  }
  return { claims, idToken: tokens.id_token };
}

/** The provider's sign-out address for this person, when it has one. */
export async function upstreamSignOut(provider: SchoolProvider, idToken: string | undefined, returnTo: string, state: string): Promise<string | undefined> {
  const config = await upstreamConfiguration(provider);
  if (!config.serverMetadata().end_session_endpoint) return undefined;
  return client
    .buildEndSessionUrl(config, { post_logout_redirect_uri: returnTo, state, ...(idToken ? { id_token_hint: idToken } : {}) })
    .href;
}

function failureOf(error: unknown, step: string): UpstreamFailure {
  if (error instanceof UpstreamFailure) return error;
  const reason = `${step}: ${describe(error)}`;
  if (error instanceof client.AuthorizationResponseError) {
    if (['access_denied', 'login_required', 'interaction_required', 'consent_required'].includes(error.error)) return new UpstreamFailure('refused', reason);
    if (['temporarily_unavailable', 'server_error'].includes(error.error)) return new UpstreamFailure('down', reason);
    return new UpstreamFailure('misconfigured', reason);
  }
  if (error instanceof client.ResponseBodyError) return new UpstreamFailure(error.status >= 500 ? 'down' : 'misconfigured', reason);
  const status = (error as { cause?: { status?: unknown } })?.cause?.status;
  if (typeof status === 'number' && status >= 500) return new UpstreamFailure('down', reason);
  // fetch's network failures (refused, unreachable, DNS) and time-outs: the provider is not answering.
  const name = (error as Error)?.name;
  if (error instanceof TypeError || name === 'TimeoutError' || name === 'AbortError') return new UpstreamFailure('down', reason);
  return new UpstreamFailure('misconfigured', reason);
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  const code = (error as { code?: string }).code;
  return `${error.name}${code ? ` ${code}` : ''}: ${error.message}${cause}`;
}
