// Mounts the local OpenID Connect provider at /oidc and serves its sign-in interaction.
import type { IncomingMessage } from 'node:http';
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { PASSWORD_PATH } from '../domain/password-links';
import { checkCredentials } from './accounts';
import { loadOrCreateCookieKeys, loadOrCreateSealingKey } from './keys';
import { identityMessages } from './messages';
import { emailFirstPage, errorPage, interactionIn, interactionLanguage, signInPage, withLanguage } from './pages';
import { registerPasswordRoutes } from './password-routes';
import { INTERACTION_PATH, OIDC_PREFIX, createProvider } from './provider';
import { anySchoolProvider, schoolHasProvider } from './school-providers';
import { forgetSchoolSession, registerSchoolSignIn } from './school-sign-in';
import { signInGuard } from './sign-in-guard';
import { tooManySignIns } from './sign-in-limits';
import { trustBrowser, trustedBrowserId } from './trusted-browsers';

export { hashPassword, verifyPassword } from './passwords';
export { OIDC_PREFIX } from './provider';

/** The pages a browser opens itself: the shell, and the provider's sign-in and sign-out. */
const BROWSER_PAGES = /^\/(?:$|[?#]|index\.html(?:$|[?#])|oidc\/(?:auth|session\/end)(?:$|[/?#])|oidc\/interaction\/)/;

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface IdentityOptions {
  /**
   * What the sign-in page asks the browser to prefetch while the teacher types: the shell's start-up
   * scripts and stylesheet, which app.ts asks of web, so that identity does not import web.
   */
  signInPrefetch: () => Promise<string[]>;
}

/** The local OpenID Connect provider under /oidc, with its sign-in pages. Reads app.config and app.db. */
export async function registerIdentityProvider(app: FastifyInstance, options: IdentityOptions): Promise<Provider> {
  const { config, db } = app;
  const provider = await createProvider(config, db);
  // Made at the first request: Koa composes its middleware then, and the school sign-in adds one
  // (its sign-out) below.
  let callback: ReturnType<Provider['callback']> | undefined;
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
  // Its sign-in interaction and the password pages stay with Fastify (routes below).
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    const forProvider = url === OIDC_PREFIX || /^\/oidc[/?]/.test(url);
    if (!forProvider || url.startsWith(`${INTERACTION_PATH}/`) || url.startsWith(`${PASSWORD_PATH}/`)) return;
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = url; // oidc-provider derives its mount path from originalUrl minus url
    raw.url = url.slice(OIDC_PREFIX.length).replace(/^(?!\/)/, '/');
    // The provider builds its endpoints' URLs (discovery, redirects) from the request's host:
    // use the configured public one, never a name the caller chose.
    raw.headers.host = publicHost;
    delete raw.headers['x-forwarded-host'];
    await (callback ??= provider.callback())(raw, reply.raw);
  });

  // Guessing passwords (sign-in-limits.ts): counted for unknown usernames too, with the same words,
  // so the limits tell nothing about which accounts exist.
  const admit = signInGuard(db, config.signInLimits, config.rateLimitCounterSet);
  const cookieKeys = await loadOrCreateCookieKeys(config.dataDir);
  const trustedBrowserMs = config.signInLimits.trustedBrowserDays * 24 * 60 * 60 * 1000;
  const sealingKey = await loadOrCreateSealingKey(config.dataDir);

  await app.register(async (scope) => {
    await scope.register(formBody);
    const hide = { config: { access: 'public' as const }, schema: { hide: true } };

    scope.get<{ Params: { uid: string } }>(`${INTERACTION_PATH}/:uid`, hide, async (request, reply) => {
      const details = await interactionOrExpired(provider, request, reply, config.publicUrl);
      if (!details) return reply;
      if (details.prompt.name === 'login') {
        const prefetch = await options.signInPrefetch();
        const language = interactionLanguage(request.query, details);
        const switchTo = interactionIn(details.uid);
        // With a school's own provider anywhere, who is signing in comes first (decision 0034);
        // otherwise the page is the password page it always was.
        if (await anySchoolProvider(db)) {
          return sendPage(reply, 200, emailFirstPage({ action: withLanguage(`${INTERACTION_PATH}/${details.uid}/email`, language), prefetch, language, switchTo }));
        }
        return sendPage(reply, 200, signInPage({ action: withLanguage(`${INTERACTION_PATH}/${details.uid}/login`, language), prefetch, language, switchTo }));
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
        const details = await interactionOrExpired(provider, request, reply, config.publicUrl);
        if (!details) return reply;
        const username = String(request.body?.username ?? '');
        const language = interactionLanguage(request.query, details);
        const action = withLanguage(`${INTERACTION_PATH}/${details.uid}/login`, language);
        const again = { action, username, language, switchTo: interactionIn(details.uid) };
        const cookies = request.headers.cookie;
        const admission = await admit({ username, ip: request.ip, trustedBrowser: trustedBrowserId(cookies, username, cookieKeys, trustedBrowserMs) });
        if (!admission.admitted) {
          request.log.info({ limit: admission.limit }, 'sign-in refused: too many failures');
          const waitSeconds = Math.max(1, Math.ceil(admission.waitMs / 1000));
          reply.header('retry-after', String(waitSeconds));
          return sendPage(reply, 429, signInPage({ ...again, error: tooManySignIns(waitSeconds, language) }));
        }
        const account = await checkCredentials(db, username, String(request.body?.password ?? ''));
        if (!account) return sendPage(reply, 200, signInPage({ ...again, error: identityMessages.text(language, 'signIn.invalid') }));
        await admission.succeeded();
        // A school with its own provider signs in there, where its IT team's rules (MFA, leavers) apply:
        // a password left from before is not a way round them. Said only once the password matched.
        if (await schoolHasProvider(db, account.schoolId)) {
          const error = identityMessages.text(language, 'school.usesSchoolAccount');
          return sendPage(reply, 403, emailFirstPage({ action: withLanguage(`${INTERACTION_PATH}/${details.uid}/email`, language), error, language, switchTo: interactionIn(details.uid) }));
        }
        // On the raw response, beside any cookie the provider sets there.
        reply.raw.appendHeader(
          'set-cookie',
          trustBrowser(cookies, username, { keys: cookieKeys, maxAgeMs: trustedBrowserMs, path: INTERACTION_PATH, secure: config.publicUrl.startsWith('https:') }),
        );
        if (await anySchoolProvider(db)) reply.raw.appendHeader('set-cookie', forgetSchoolSession(config.publicUrl));
        const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: account.personId } }, {
          mergeWithLastSubmission: false,
        });
        return reply.redirect(returnTo, 303);
      },
    );

    registerPasswordRoutes(scope, sendPage);
    registerSchoolSignIn(scope, config, db, {
      provider,
      sealingKey,
      prefetch: options.signInPrefetch,
      interactionOrExpired: (request, reply) => interactionOrExpired(provider, request, reply, config.publicUrl),
      sendPage,
    });
  });

  return provider;
}

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

async function interactionOrExpired(provider: Provider, request: FastifyRequest, reply: FastifyReply, suiteUrl: string) {
  const req = request.raw;
  try {
    return await provider.interactionDetails(req, reply.raw);
  } catch {
    // No interaction cookie, or the interaction is over. A browser signed in here came back to a
    // finished sign-in (Back after signing in): on to the suite, which is what the teacher wants.
    // Otherwise the browser has to start again.
    if (await signedInHere(provider, req, reply)) return void reply.header('cache-control', 'no-store').redirect(`${suiteUrl}/`, 303);
    const language = interactionLanguage(request.query, undefined);
    sendPage(reply, 400, errorPage(identityMessages.text(language, 'signIn.expired'), language));
    return undefined;
  }
}

async function signedInHere(provider: Provider, req: IncomingMessage, reply: FastifyReply): Promise<boolean> {
  try {
    const session = await provider.Session.get(provider.createContext(req, reply.raw));
    return !!session.accountId;
  } catch {
    return false;
  }
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
