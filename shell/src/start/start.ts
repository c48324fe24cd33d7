// The shell's start-up, in two parts so that a school's slow link and slow machine wait on the network
// and the CPU at once (decision 0001): this part needs only the platform's auth and API client. It asks
// for the second part (render-shell: React DOM, antd and the app) first thing, then, while that
// downloads and is evaluated, reads the configuration, completes a sign-in return (the token exchange),
// sends the session's calls and loads the landing remote. The silent-renewal frame never loads the
// second part.
import { createApiClient, initSuite, loadSuiteConfig } from '@homework/platform/api';
import { createAuthService } from '@homework/platform/auth';
import type { AccessRuleName, RemoteRegistration } from '@homework/contracts';
import { takePseudoLocaleFromAddress } from '../language/pseudo-locale';
import { takeOverridesFromAddress } from '../remotes/overrides';
import { ensureSession } from '../session/session';
import { entryKindOf, handleAuthEntry } from './auth-entry';
import { installServiceWorker } from './service-worker';
import { landingRegistration, preloadLandingManifest } from './landing-remote';

export const UNAUTHORISED_HASH = '#/unauthorised';

/** single-spa and the remote loaders are not needed until access is decided: a separate chunk. */
const loadRemoteLoader = () =>
  Promise.all([
    import(/* webpackChunkName: "shell-remotes" */ '../remotes/register-remotes'),
    import(/* webpackChunkName: "shell-remotes" */ '../remotes/federation'),
  ]);

function startRemotes(options: { registrations: RemoteRegistration[]; can: (rule: AccessRuleName) => boolean }) {
  void loadRemoteLoader().then(([{ registerRemotes }, { createFederation }]) => registerRemotes({ ...options, federation: createFederation() }));
}

/**
 * The remote of the page being opened is loaded (not mounted) beside the session's calls: its
 * manifest and code are there when access is decided, instead of being asked for after it (a round
 * trip more on a school's slow link, decision 0001). A failure here is left to the remote's own loader,
 * which tries again and shows its error panel.
 */
function preloadLandingRemote() {
  const registration = landingRegistration();
  if (!registration) return;
  // The federation runtime alone: the remote loader's chunk waits for antd (its error panel), and
  // the remote's manifest and code can come down beside antd.
  void import(/* webpackChunkName: "shell-federation" */ '../remotes/federation')
    .then(({ createFederation }) => {
      const federation = createFederation();
      federation.register([registration]);
      return federation.load(`${registration.name}/app`);
    })
    .then(prepareLanding)
    .catch(() => undefined);
}

/**
 * A remote's app may export `prepare()`: what its first screen will ask for, asked for now (the
 * homework list), while the shell's libraries are still coming down, rather than when it mounts.
 */
function prepareLanding(app: unknown) {
  const prepare = (app as { prepare?: unknown } | null)?.prepare;
  if (typeof prepare === 'function') prepare();
}

const loadRenderer = () => import(/* webpackChunkName: "shell-render" */ './render-shell');

function showStartFailure(element: HTMLElement, error: unknown) {
  element.textContent = `Homework could not start: ${error instanceof Error ? error.message : String(error)}`;
}

export async function start(): Promise<void> {
  const element = document.getElementById('root')!;
  takeOverridesFromAddress();
  takePseudoLocaleFromAddress();
  // A visit names its page now; a sign-in return once the exchange has put its page back (below).
  const entry = entryKindOf(window.location);
  if (entry === 'visit') preloadLandingManifest();
  const renderer = entry === 'silent-renew' ? null : loadRenderer();
  // Reported where it is awaited; without this a failure before then would be unhandled.
  renderer?.catch(() => undefined);
  let config;
  try {
    config = await loadSuiteConfig();
  } catch (error) {
    showStartFailure(element, error);
    return;
  }
  const auth = createAuthService(config.auth);
  const api = createApiClient({
    config,
    getAccessToken: () => auth.getAccessToken(),
    waitForAccessToken: () => auth.waitForAccessToken(),
    onUnauthorised: () => {
      if (window.location.hash.toLowerCase() !== UNAUTHORISED_HASH) window.location.hash = UNAUTHORISED_HASH;
    },
    log: (message) => console.warn(`[api] ${message}`),
  });
  initSuite({ config, auth, api });

  const outcome = await handleAuthEntry({
    auth,
    location: window.location,
    replaceUrl: (url) => window.history.replaceState(null, '', url),
  });
  if (outcome.kind === 'silent-renew' || !renderer) return;
  // Signed in: the session's calls go out now, and the remote loader and the landing remote are asked
  // for while they are answered. A failure here is reported by the import that needs the chunk.
  const signedIn = outcome.status === 'authenticated';
  if (signedIn) {
    if (entry === 'sign-in-return') preloadLandingManifest();
    void ensureSession();
    loadRemoteLoader().catch(() => undefined);
    preloadLandingRemote();
  }
  let renderShell;
  try {
    ({ renderShell } = await renderer);
  } catch (error) {
    showStartFailure(element, error);
    return;
  }
  renderShell({ element, config, auth, signedIn, startRemotes });
  if (signedIn) installServiceWorker();
}
