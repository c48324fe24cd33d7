// The shell's start-up: run-time configuration, the auth service and API client, the suite singleton;
// then the sign-in callbacks outside the layout, or the app.
import { createRoot } from 'react-dom/client';
import { createApiClient, initSuite, loadSuiteConfig } from '@homework/platform/api';
import { createAuthService } from '@homework/platform/auth';
import type { AccessRuleName, RemoteRegistration } from '@homework/contracts';
import { ShellApp } from '../app/shell-app';
import { shellLayoutLoader } from '../app/shell-routes';
import { registrationsInPage } from '../remotes/registrations';
import { parseHash } from '../routing/hash-location';
import { matchRoute } from '../routing/routes';
import { ensureSession } from '../session/session-store';
import { handleAuthEntry } from './auth-entry';
import { injectStyles } from './styles';

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
 * The remote of the page being opened, from the list the shell's page carries, is loaded (not
 * mounted) beside the session's calls: its manifest and code are there when access is decided,
 * instead of being asked for after it (a round trip more on a school's slow link, issue 7). A failure
 * here is left to the remote's own loader, which tries again and shows its error panel.
 */
function preloadLandingRemote() {
  const match = matchRoute(parseHash(window.location.hash).pathname, registrationsInPage()?.registrations ?? []);
  if (match.kind !== 'remote') return;
  const { registration } = match;
  void loadRemoteLoader()
    .then(([, { createFederation }]) => {
      const federation = createFederation();
      federation.register([registration]);
      return federation.load(`${registration.name}/app`);
    })
    .catch(() => undefined);
}

export async function start(): Promise<void> {
  const element = document.getElementById('root')!;
  let config;
  try {
    config = await loadSuiteConfig();
  } catch (error) {
    element.textContent = `Homework could not start: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  const auth = createAuthService(config.auth);
  const api = createApiClient({
    config,
    getAccessToken: () => auth.getAccessToken(),
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
  if (outcome.kind === 'silent-renew') return;
  // Signed in: the session's calls go out now, not after the first render, and the layout and the
  // remote loader are asked for while they are answered (a school's slow link waits on each step,
  // issue 7). A failure here is reported by the import that needs the chunk.
  if (outcome.status === 'authenticated') {
    void ensureSession();
    Promise.all([shellLayoutLoader.load(), loadRemoteLoader()]).catch(() => undefined);
    preloadLandingRemote();
  }

  injectStyles();
  createRoot(element).render(<ShellApp config={config} auth={auth} startRemotes={startRemotes} />);
}
