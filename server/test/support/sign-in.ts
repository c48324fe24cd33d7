// The real authorization code + PKCE flow over HTTP, as the shell's oidc-client-ts does it.
import { createHash, randomBytes } from 'node:crypto';
import { API_AUDIENCE, SCOPES, SUITE_CLIENT_ID } from '@homework/contracts';
import { Browser, isReturnTo } from './browser';

export interface Tokens {
  accessToken: string;
  idToken: string;
  expiresIn: number;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export interface AuthorizationRequest {
  url: string;
  state: string;
  verifier: string;
  redirectUri: string;
}

/** The authorization URL the shell would send the browser to. */
export function authorizationRequest(
  baseUrl: string,
  options: { prompt?: 'none'; responseMode?: 'query' | 'fragment'; redirectPath?: string; extra?: Record<string, string> } = {},
): AuthorizationRequest {
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(12));
  const redirectUri = `${baseUrl}${options.redirectPath ?? '/'}`;
  const params = new URLSearchParams({
    client_id: SUITE_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: options.responseMode ?? 'fragment',
    scope: SCOPES.join(' '),
    resource: API_AUDIENCE,
    state,
    nonce: base64url(randomBytes(12)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...(options.prompt ? { prompt: options.prompt } : {}),
    ...options.extra,
  });
  return { url: `${baseUrl}/oidc/auth?${params}`, state, verifier, redirectUri };
}

/** The parameters of the return to the suite, from the fragment or the query. */
export function returnParameters(location: string): URLSearchParams {
  const url = new URL(location);
  return new URLSearchParams(url.hash ? url.hash.slice(1) : url.search);
}

export async function exchangeCode(baseUrl: string, request: AuthorizationRequest, code: string): Promise<Tokens> {
  const response = await fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: request.redirectUri,
      client_id: SUITE_CLIENT_ID,
      code_verifier: request.verifier,
      resource: API_AUDIENCE,
    }),
  });
  const body = (await response.json()) as { access_token?: string; id_token?: string; expires_in?: number; error?: string; error_description?: string };
  if (!response.ok || !body.access_token || !body.id_token) {
    throw new Error(`token exchange failed (${response.status}): ${body.error} ${body.error_description ?? ''}`);
  }
  return { accessToken: body.access_token, idToken: body.id_token, expiresIn: body.expires_in ?? 0 };
}

/** Reads the sign-in form's action from the provider's page. */
export function formAction(html: string, baseUrl: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the page: ${html.slice(0, 300)}`);
  return new URL(action.replace(/&amp;/g, '&'), baseUrl).href;
}

/**
 * Signs in through the provider's own page, like a user: authorization request, sign-in form,
 * code, token exchange. Pass a `browser` to keep its session (silent renewal, sign-out).
 */
export async function signIn(baseUrl: string, username: string, password = 'homework', browser = new Browser()): Promise<Tokens> {
  const request = authorizationRequest(baseUrl);
  const location = await signInThroughPages(browser, request.url, request.redirectUri, username, password);
  const answer = returnParameters(location);
  if (answer.get('state') !== request.state) throw new Error(`state does not match in ${location}`);
  const code = answer.get('code');
  if (!code) throw new Error(`no code in the return: ${location}`);
  return exchangeCode(baseUrl, request, code);
}

/**
 * Opens an authorization URL (any client's) and signs in on the provider's page when it asks;
 * returns the address the provider sends the browser back to, with the code.
 */
async function signInThroughPages(browser: Browser, url: string, redirectUri: string, username: string, password = 'homework'): Promise<string> {
  const baseUrl = new URL(url).origin;
  const page = await browser.follow(url, {}, redirectUri);
  if (isReturnTo(page.url, redirectUri)) return page.url; // already signed in in this browser
  const html = await page.response.text();
  if (page.response.status !== 200) throw new Error(`sign-in page answered ${page.response.status}: ${html.slice(0, 300)}`);
  const posted = await browser.follow(
    formAction(html, baseUrl),
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username, password }) },
    redirectUri,
  );
  if (!isReturnTo(posted.url, redirectUri)) {
    const text = await posted.response.text();
    throw new Error(`sign-in as ${username} failed (${posted.response.status}): ${/role="alert">([^<]*)/.exec(text)?.[1] ?? text.slice(0, 300)}`);
  }
  return posted.url;
}
