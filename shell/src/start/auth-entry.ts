// What the page does before any layout (01 §2 "outside the shell", 01 §4):
//  - /silent-token-renew: only the silent-renewal callback, in the hidden frame;
//  - '#code=...': the return from sign-in, then back to the hash it came from;
//  - '#error=login_required' (or in the query): a failed renewal: sign out locally, go to /signedout;
//  - the provider's return after sign-out ('?signed-out', POST_LOGOUT_PATH): on to /signedout;
//  - otherwise restore the stored user; an expired token goes to /signedout.
import { SIGNED_OUT_PARAMETER } from '@homework/contracts';
import { SIGNED_OUT_HASH, signedOutHash, type AuthService, type AuthStatus } from '@homework/platform/auth';
import { SILENT_RENEW_PATHNAME, isSignInReturn } from './entry-address';

export type EntryOutcome = { kind: 'silent-renew' } | { kind: 'app'; status: AuthStatus };

interface EntryLocation {
  pathname: string;
  search: string;
  hash: string;
  href: string;
}

export interface EntryDeps {
  auth: AuthService;
  location: EntryLocation;
  /** Replaces the current URL without a reload (history.replaceState). */
  replaceUrl: (url: string) => void;
}

const hasLoginRequiredError = (text: string) => /(^|[?#&/])error=login_required/.test(text);

/** What the address the page opened at is: a callback of the provider's, or a visit to a page. */
export type EntryKind = 'silent-renew' | 'sign-in-return' | 'renewal-failed' | 'signed-out-return' | 'visit';

export function entryKindOf(location: Pick<EntryLocation, 'pathname' | 'search' | 'hash'>): EntryKind {
  if (location.pathname === SILENT_RENEW_PATHNAME) return 'silent-renew';
  if (isSignInReturn(location.hash)) return 'sign-in-return';
  if (hasLoginRequiredError(location.hash) || hasLoginRequiredError(location.search)) return 'renewal-failed';
  if (new URLSearchParams(location.search).has(SIGNED_OUT_PARAMETER)) return 'signed-out-return';
  return 'visit';
}

export async function handleAuthEntry({ auth, location, replaceUrl }: EntryDeps): Promise<EntryOutcome> {
  const kind = entryKindOf(location);
  if (kind === 'silent-renew') {
    await auth.handleSilentRenewCallback(location.href);
    return { kind: 'silent-renew' };
  }
  if (kind === 'sign-in-return') {
    let back: string;
    try {
      back = await auth.handleSignInCallback(location.href);
    } catch (error) {
      // A stale or replayed return (a reload of the callback URL): start again from the root.
      console.warn('[shell] sign-in callback failed:', error);
      replaceUrl(`/#/`);
      return { kind: 'app', status: await auth.restore() };
    }
    replaceUrl(`/${back.startsWith('#') ? back : `#${back}`}`);
    return { kind: 'app', status: 'authenticated' };
  }
  if (kind === 'renewal-failed') {
    await auth.signOutLocally();
    replaceUrl(`/${SIGNED_OUT_HASH}`);
    return { kind: 'app', status: 'unauthenticated' };
  }
  if (kind === 'signed-out-return') replaceUrl(`/${SIGNED_OUT_HASH}`);
  const status = await auth.restore();
  // Sign In on the Signed out page comes back to the page that was opened.
  if (status === 'expired') replaceUrl(`${location.pathname}${location.search}${signedOutHash(location.hash)}`);
  return { kind: 'app', status };
}
