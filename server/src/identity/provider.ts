// The local OpenID Connect provider (oidc-provider 9): public clients, the suite's and those of the
// other products that embed a remote (config.productClients); code + PKCE; JWT access tokens for the
// API carrying the spec's claims.
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import {
  API_AUDIENCE,
  APPLICATION_SCOPE,
  PROVIDER_CLAIM,
  POST_LOGOUT_PATH,
  PROVIDER_NAME_CLAIM,
  SCOPES,
  STAFF_SCOPE,
  SUITE_CLIENT_ID,
  USER_ORGANISATION_CLAIM,
  formatUserOrganisation,
  type Language,
  type ProviderEndpoints,
} from '@homework/contracts';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db';
import { findAccountByPersonId } from './accounts';
import { databaseAdapter } from './database-adapter';
import { loadOrCreateCookieKeys, loadOrCreateSigningKeys } from './keys';
import { brokeredStaff, parseBrokeredAccountId } from './school-providers';
import { languageOf } from '../domain/languages';
import { languageOfList } from '../kit/messages';
import { identityMessages } from './messages';
import { errorPage, signOutPage, signedOutPage } from './pages';

export const OIDC_PREFIX = '/oidc';
export const INTERACTION_PATH = `${OIDC_PREFIX}/interaction`;

const API_SCOPES = [APPLICATION_SCOPE, STAFF_SCOPE].join(' ');
// Every scope the suite asks for is a scope of this provider (`scopes` below), so the grant holds
// all of them as OpenID scopes, and the API's two for its resource too.
const OIDC_SCOPES = SCOPES.join(' ');

/**
 * The provider's endpoints (oidc-provider's default routes under the issuer), given to the browser in
 * the suite configuration so that it need not fetch the discovery document. A test checks them
 * against the discovery document the provider serves.
 */
export function providerEndpoints(issuer: string): ProviderEndpoints {
  return {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/me`,
    end_session_endpoint: `${issuer}/session/end`,
    jwks_uri: `${issuer}/jwks`,
  };
}

export async function createProvider(config: ServerConfig, db: Queryable): Promise<Provider> {
  const origins = [config.publicUrl, ...config.extraOrigins];
  const ttl = config.accessTokenTtlSeconds;

  const configuration: Configuration = {
    // Sessions, grants, codes and interactions live in the database, and the keys that sign tokens and
    // cookies in the data folder: a restart keeps people signed in, and server processes sharing the
    // database and the data folder share sessions.
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: SUITE_CLIENT_ID,
        client_name: 'Homework',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((o) => [`${o}/`, `${o}/silent-token-renew`]),
        post_logout_redirect_uris: origins.map((o) => `${o}${POST_LOGOUT_PATH}`),
      },
      ...config.productClients.map((product) => ({
        client_id: product.clientId,
        client_name: product.clientId,
        application_type: 'web' as const,
        token_endpoint_auth_method: 'none' as const,
        grant_types: ['authorization_code'],
        response_types: ['code' as const],
        redirect_uris: product.redirectUris,
        post_logout_redirect_uris: product.redirectUris,
      })),
    ],
    // A product's token calls come from its own pages: their origins, a stranger's never.
    clientBasedCORS: (_ctx, origin, client) => (client.redirectUris ?? []).some((uri) => URL.canParse(uri) && new URL(uri).origin === origin),
    jwks: await loadOrCreateSigningKeys(config.dataDir),
    cookies: { keys: await loadOrCreateCookieKeys(config.dataDir) },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: [...SCOPES],
    claims: { openid: ['sub'], profile: ['name'] },
    // The name goes into the ID token too: the suite's access token is for the API, not for userinfo.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => html(ctx, signOutPage(form, { ask: !fromOwnPage(ctx, origins), language: await sessionLanguage(db, ctx) })),
        postLogoutSuccessSource: async (ctx) => html(ctx, signedOutPage(await sessionLanguage(db, ctx))),
      },
      // A JWT for the API only when the client asks for it (the suite does, at both steps, RFC 8707);
      // without a resource the access token is the provider's own, for userinfo, as any standard
      // client expects of the code flow.
      resourceIndicators: {
        enabled: true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_AUDIENCE) throw new errors.InvalidTarget();
          return { scope: API_SCOPES, audience: API_AUDIENCE, accessTokenTTL: ttl, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    ttl: {
      AccessToken: ttl,
      IdToken: ttl,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    // The suite is first-party: its consent is implied, so every sign-in reuses or makes a grant of
    // the suite's scopes instead of asking.
    async loadExistingGrant(ctx) {
      const { client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session?.grantIdFor(client!.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing || client?.clientId !== SUITE_CLIENT_ID || !session?.accountId) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(API_AUDIENCE, API_SCOPES);
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const account = await accountOf(db, sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, name: account.displayName }) };
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await accountOf(db, token.accountId);
      if (!account) return undefined;
      return {
        [PROVIDER_CLAIM]: config.providerId,
        [PROVIDER_NAME_CLAIM]: config.providerName,
        [USER_ORGANISATION_CLAIM]: formatUserOrganisation(account.personId, account.schoolId),
      };
    },
    // The provider's own errors are technical (a client's mistake, said in OAuth's words): the person
    // reads what to do in the language asked for, and the reason as the provider gave it.
    renderError: async (ctx, out) => {
      const language = await sessionLanguage(db, ctx);
      html(ctx, errorPage(identityMessages.text(language, 'error.cannotGoOn'), language, out.error_description ?? out.error));
    },
  };

  const provider = new Provider(config.oidcIssuer, configuration);
  // Behind an HTTPS reverse proxy the provider must trust X-Forwarded-Proto to build https URLs.
  provider.proxy = config.trustProxy !== false;
  return provider;
}

/**
 * Who an account id names: a password account (the person's id), or a member of staff signed in
 * through their school's provider (school and staff, decision 0034), while that school still has its
 * provider and they have not left: the user and school every token of that session carries.
 */
async function accountOf(db: Queryable, accountId: string): Promise<{ personId: string; schoolId: string; displayName: string } | undefined> {
  const brokered = parseBrokeredAccountId(accountId);
  if (!brokered) return findAccountByPersonId(db, accountId);
  const staff = await brokeredStaff(db, brokered.schoolId, brokered.staffId);
  return staff && { personId: brokered.staffId, schoolId: brokered.schoolId, displayName: staff.name };
}

/**
 * The language of the provider's own pages (decision 0040): the signed-in person's (their own, else
 * their school's), else the request's `ui_locales`, else English.
 */
async function sessionLanguage(db: Queryable, ctx: KoaContextWithOIDC): Promise<Language> {
  const accountId = ctx.oidc?.session?.accountId;
  const account = accountId ? await accountOf(db, accountId).catch(() => undefined) : undefined;
  if (account) return (await languageOf(db, account.schoolId, account.personId)).Active;
  return languageOfList(ctx.oidc?.params?.ui_locales) ?? 'en';
}

/**
 * Whether the suite's own page (or the user, typing the address) opened the sign-out, from the
 * browser's Fetch Metadata: same-origin or none; same-site only with a Referer of a registered
 * origin (another port of localhost is same-site). Clients that send no Fetch Metadata are not
 * browsers a page of another site can drive, so they are not asked.
 */
export function fromOwnPage(ctx: KoaContextWithOIDC, origins: string[]): boolean {
  const site = ctx.get('sec-fetch-site');
  if (site === '' || site === 'same-origin' || site === 'none') return true;
  if (site !== 'same-site') return false;
  try {
    return origins.includes(new URL(ctx.get('referer')).origin);
  } catch {
    return false;
  }
}

function html(ctx: KoaContextWithOIDC, body: string): void {
  ctx.type = 'html';
  ctx.body = body;
}
