// Mounts the local OpenID Connect provider at /oidc and serves its sign-in interaction.
import type { IncomingMessage } from 'node:http';
import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '@homework/contracts';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import { checkCredentials } from './accounts';
import { shellStartUpAssets } from '../web/start-up-assets';
import { errorPage, signInPage } from './pages';
import { INTERACTION_PATH, OIDC_PREFIX, createProvider } from './provider';
import { databaseRateLimitStore } from '../kit';

export { hashPassword, verifyPassword } from './passwords';
export { OIDC_PREFIX } from './provider';

/** The pages a browser opens itself: the shell, and the provider's sign-in and sign-out. */
const BROWSER_PAGES = /^\/(?:$|[?#]|index\.html(?:$|[?#])|oidc\/(?:auth|session\/end)(?:$|[/?#])|oidc\/interaction\/)/;

/** Shown whichever limit was reached, and whether or not the username exists. */
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

const EXPIRED = 'This sign-in page has expired. Please go back to Homework and sign in again.';

export async function registerIdentityProvider(app: FastifyInstance, config: ServerConfig, db: Database): Promise<Provider> {
  const provider = await createProvider(config, db);
  const callback = provider.callback();
  const publicHost = new URL(config.publicUrl).host;

  // The same server under another name (127.0.0.1 for localhost) would keep its sign-in cookies
  // and the suite's stored tokens apart from the public origin's: send the browser's pages there
  // before a sign-in starts.
  app.addHook('onRequest', async (request, reply) => {
    if (request.host === publicHost || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const url = request.raw.url ?? '/';
    if (BROWSER_PAGES.test(url)) return reply.redirect(`${config.publicUrl}${url}`, 308);
  });

  // The provider is a Koa application: hand it the raw request before Fastify reads the body.
  // Its sign-in interaction stays with Fastify (routes below).
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    const forProvider = url === OIDC_PREFIX || /^\/oidc[/?]/.test(url);
    if (!forProvider || url.startsWith(`${INTERACTION_PATH}/`)) return;
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = url; // oidc-provider derives its mount path from originalUrl minus url
    raw.url = url.slice(OIDC_PREFIX.length).replace(/^(?!\/)/, '/');
    // The provider builds its endpoints' URLs (discovery, redirects) from the request's host:
    // use the configured public one, never a name the caller chose.
    raw.headers.host = publicHost;
    delete raw.headers['x-forwarded-host'];
    await callback(raw, reply.raw);
  });

  await app.register(async (scope) => {
    await scope.register(formBody);
    // Guessing passwords: failed sign-ins per username (counted for unknown names too, so the limit
    // tells nothing about which accounts exist) and every attempt per address (one address guessing
    // many usernames). Counted in the database, so several server processes share the counts.
    await scope.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
    const perAddress = scope.createRateLimit({
      max: config.signInAttemptsPerAddress,
      timeWindow: SIGN_IN_WINDOW_MS,
      keyGenerator: (request) => `${config.rateLimitCounterSet}sign-in-address:${request.ip}`,
    });
    const failuresPerUsername = scope.createRateLimit({
      max: config.signInFailuresPerUsername,
      timeWindow: SIGN_IN_WINDOW_MS,
      keyGenerator: (request) => `${config.rateLimitCounterSet}sign-in-username:${String((request.body as { username?: unknown })?.username ?? '').trim().toLowerCase()}`,
    });
    const hide = { config: { access: 'public' as const }, schema: { hide: true } };

    scope.get<{ Params: { uid: string } }>(`${INTERACTION_PATH}/:uid`, hide, async (request, reply) => {
      const details = await interactionOrExpired(provider, request.raw, reply);
      if (!details) return reply;
      if (details.prompt.name === 'login') {
        return sendPage(reply, 200, signInPage({ action: `${INTERACTION_PATH}/${details.uid}/login`, prefetch: shellStartUpAssets(config.repoRoot) }));
      }
      // Consent for the first-party suite is implied: loadExistingGrant grants its scopes, and
      // anything more it asks for is granted here rather than asked.
      const grantId = await grantWhatIsMissing(provider, details);
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
      return reply.redirect(returnTo, 303);
    });

    scope.post<{ Params: { uid: string }; Body: { username?: string; password?: string } }>(
      `${INTERACTION_PATH}/:uid/login`,
      hide,
      async (request, reply) => {
        const details = await interactionOrExpired(provider, request.raw, reply);
        if (!details) return reply;
        const username = String(request.body?.username ?? '');
        const action = `${INTERACTION_PATH}/${details.uid}/login`;
        const address = await perAddress(request);
        const failures = await failuresPerUsername(request, { increment: false });
        if ((!address.isAllowed && address.isExceeded) || (!failures.isAllowed && failures.remaining === 0)) {
          const wait = Math.max(address.isAllowed ? 0 : address.ttlInSeconds, failures.isAllowed ? 0 : failures.ttlInSeconds);
          reply.header('retry-after', String(Math.max(1, wait)));
          return sendPage(reply, 429, signInPage({ action, username, error: TOO_MANY_SIGN_INS }));
        }
        const account = await checkCredentials(db, username, String(request.body?.password ?? ''));
        if (!account) {
          await failuresPerUsername(request);
          return sendPage(reply, 200, signInPage({ action, username, error: MESSAGES.invalidCredentials }));
        }
        const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: account.personId } }, {
          mergeWithLastSubmission: false,
        });
        return reply.redirect(returnTo, 303);
      },
    );
  });

  return provider;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

async function grantWhatIsMissing(provider: Provider, interaction: Interaction): Promise<string> {
  const { details } = interaction.prompt as { details: Record<string, unknown> };
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId: interaction.session!.accountId, clientId: String(interaction.params.client_id) });
  const missingScope = details.missingOIDCScope as string[] | undefined;
  const missingClaims = details.missingOIDCClaims as string[] | undefined;
  const missingResourceScopes = details.missingResourceScopes as Record<string, string[]> | undefined;
  if (missingScope) grant.addOIDCScope(missingScope.join(' '));
  if (missingClaims) grant.addOIDCClaims(missingClaims);
  for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
  return grant.save();
}

async function interactionOrExpired(provider: Provider, req: IncomingMessage, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(req, reply.raw);
  } catch {
    // No interaction cookie, or the interaction timed out: the browser has to start again.
    sendPage(reply, 400, errorPage(EXPIRED));
    return undefined;
  }
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
