// A visitor with no session who opens a page that needs one is sent to the provider's sign-in page
// before React, antd and the layout are downloaded: on a school's slow link that is most of the wait
// (decision 0001). The suite's service worker is installed first, so that they download meanwhile. Anything else (a callback of the provider's, a status page, a stored user) goes
// on to the full start-up, which makes the same decisions again.
import { loadSuiteConfig } from '@homework/platform/api';
import { createAuthService } from '@homework/platform/auth';
import { hashPathOf, statusPageAt } from '../routing/status-routes';
import { entryKindOf } from './auth-entry';
import { installServiceWorkerBeforeSignIn } from './service-worker';
import { takePseudoLocaleFromAddress } from '../language/pseudo-locale';
import { takeOverridesFromAddress } from '../remotes/overrides';

interface VisitLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Is this a visit to a page that needs sign-in (not a callback, not a status page)? */
export function isVisitNeedingSignIn(location: VisitLocation): boolean {
  return entryKindOf(location) === 'visit' && statusPageAt(hashPathOf(location.hash)) === null;
}

/** Resolves to true when it has left for the sign-in page; false when the full start-up should run. */
export async function signInFirst(location: VisitLocation = window.location): Promise<boolean> {
  if (!isVisitNeedingSignIn(location)) return false;
  // Kept before the address is left for the provider's, which does not bring it back.
  takeOverridesFromAddress();
  takePseudoLocaleFromAddress();
  const auth = createAuthService((await loadSuiteConfig()).auth);
  if ((await auth.restore()) !== 'unauthenticated') return false;
  await installServiceWorkerBeforeSignIn();
  await auth.signIn(location.hash || '#/');
  return true;
}
