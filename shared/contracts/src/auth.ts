// Token claims (01 §3) and the identity-provider settings both sides agree on.

/** Access-token claim carrying the user-organisation identifier `userId|schoolId`. */
export const USER_ORGANISATION_CLAIM = 'userorganisation';
export const PROVIDER_CLAIM = 'provider';
export const PROVIDER_NAME_CLAIM = 'providername';

export const APPLICATION_SCOPE = 'homework';
export const STAFF_SCOPE = 'staff';
export const SCOPES = ['openid', 'profile', APPLICATION_SCOPE, STAFF_SCOPE] as const;

/** Audience (resource indicator) of the suite's API. */
export const API_AUDIENCE = 'urn:homework:api';
export const SUITE_CLIENT_ID = 'homework-suite';
/**
 * Where the provider returns after sign-out, after the suite's origin: registered exactly (client
 * metadata may not hold the '#/signedout' fragment), and sent on to the Signed out page by the shell.
 */
export const SIGNED_OUT_PARAMETER = 'signed-out';
export const POST_LOGOUT_PATH = `/?${SIGNED_OUT_PARAMETER}`;

export interface AccessTokenClaims {
  sub: string;
  iss: string;
  aud: string | string[];
  exp: number;
  [PROVIDER_CLAIM]: string;
  [PROVIDER_NAME_CLAIM]: string;
  [USER_ORGANISATION_CLAIM]: string;
}

export function parseUserOrganisation(value: string): { userId: string; schoolId: string } | null {
  const parts = value.split('|');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { userId: parts[0], schoolId: parts[1] };
}

export const formatUserOrganisation = (userId: string, schoolId: string) => `${userId}|${schoolId}`;

/** The id of the shell page's JSON block holding the suite's configuration (GET /config.json's answer). */
export const SUITE_CONFIG_ELEMENT_ID = 'suite-config';
/** The id of the shell page's JSON block holding the remotes list (GET /remotes.json's answer). */
export const SUITE_REMOTES_ELEMENT_ID = 'suite-remotes';
/**
 * The suite's service worker (the server's web/service-worker.ts): the sign-in page and the signed-in
 * shell install it; it keeps the start-up scripts compiled in Cache Storage.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
