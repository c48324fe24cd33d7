// A remote's own page for running alone (`node <package>/webpack.config.mjs --serve`, which proxies the
// suite's server; or the built dist/index.html): it sets up the suite singleton the way the shell does
// (config, auth, API client), offers sign-in, links to the remote's routes, and mounts the remote's real
// './app' lifecycles below them. Sign-in needs the dev origin among the server's EXTRA_ORIGINS.
// The auth and API parts are imported only when the page starts, so a remote's './app' (which imports
// this package part for createRemoteApp) does not carry them.
import { createRoot } from 'react-dom/client';
import type { AuthService, AuthStatus } from '../auth';
import type { RemoteLifecycles, RemoteRouteTable } from './lifecycles';

interface NavProps {
  routes: RemoteRouteTable;
  auth: AuthService | null;
  useStatus: () => AuthStatus;
}

function Nav({ routes, auth, useStatus }: NavProps) {
  const status = useStatus();
  return (
    <>
      <strong>{document.title}</strong>
      {Object.values(routes.routes).map(({ address: { path }, title }) => (
        <a key={path} href={`#${path.replace(/:(\w+)/g, (_m, name: string) => `sample-${name}`)}`}>
          {title}: {path}
        </a>
      ))}
      {auth &&
        (status === 'authenticated' ? (
          <button onClick={() => void auth.signOut()}>Sign Out</button>
        ) : (
          <button onClick={() => void auth.signIn(window.location.hash)}>Sign In</button>
        ))}
      {!auth && <em>No suite server answered /config.json: pages run without data.</em>}
    </>
  );
}

async function setUpSuite(): Promise<{ auth: AuthService | null; useStatus: () => AuthStatus }> {
  const [{ createApiClient, initSuite, loadSuiteConfig }, { createAuthService, useAuthStore }] = await Promise.all([import('../api'), import('../auth')]);
  const useStatus = () => useAuthStore((state) => state.status);
  try {
    const config = await loadSuiteConfig();
    const auth = createAuthService(config.auth);
    const api = createApiClient({
      config,
      getAccessToken: () => auth.getAccessToken(),
      waitForAccessToken: () => auth.waitForAccessToken(),
      onUnauthorised: () => console.warn('[dev page] the API answered 401/403'),
      log: (message) => console.warn(`[api] ${message}`),
    });
    initSuite({ config, auth, api });
    return { auth, useStatus };
  } catch (error) {
    console.warn('[dev page] running without the suite:', error);
    return { auth: null, useStatus };
  }
}

/** Runs a remote alone on its dev page: `void startDevPage({ routes, app })` from its page entry. */
export async function startDevPage({ routes, app }: { routes: RemoteRouteTable; app: RemoteLifecycles }): Promise<void> {
  const { auth, useStatus } = await setUpSuite();
  if (auth && window.location.pathname === '/silent-token-renew') return auth.handleSilentRenewCallback();
  if (auth && window.location.hash.startsWith('#code=')) {
    const back = await auth.handleSignInCallback().catch(() => '#/');
    window.history.replaceState(null, '', `/${back}`);
  } else if (auth) {
    await auth.restore();
  }

  const container = document.getElementById('root')!;
  const nav = document.createElement('nav');
  nav.style.cssText = 'padding:12px 24px;border-bottom:1px solid #ddd;display:flex;gap:16px;flex-wrap:wrap;align-items:center';
  const area = document.createElement('main');
  container.append(nav, area);
  createRoot(nav).render(<Nav routes={routes} auth={auth} useStatus={useStatus} />);

  if (!window.location.hash || window.location.hash === '#/') window.location.hash = `#${Object.values(routes.routes)[0].address.path}`;
  const props = { name: 'remote-alone', domElement: area } as never;
  await app.bootstrap(props);
  await app.mount(props);
}
