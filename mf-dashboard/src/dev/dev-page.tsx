// This remote's own page for running alone (`node <package>/webpack.config.mjs --serve`, which proxies
// the suite's server; or the built dist/index.html): it sets up the suite singleton the way the shell
// does (config, auth, API client), offers sign-in, links to the remote's routes, and mounts the real
// './app' lifecycles below them. Sign-in needs the dev origin among the server's EXTRA_ORIGINS.
import { createRoot } from 'react-dom/client';
import { createApiClient, initSuite, loadSuiteConfig } from '@homework/shared/api';
import { createAuthService, useAuthStore, type AuthService } from '@homework/shared/auth';
import { contract } from '../contract';
import * as app from '../app';

function Nav({ auth }: { auth: AuthService | null }) {
  const status = useAuthStore((state) => state.status);
  return (
    <>
      <strong>{contract.name} (running alone)</strong>
      {contract.routes.map((route) => (
        <a key={route.path} href={`#${route.path.replace(/:(\w+)/g, (_m, name: string) => `sample-${name}`)}`}>
          {route.title}: {route.path}
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

async function setUpSuite(): Promise<AuthService | null> {
  try {
    const config = await loadSuiteConfig();
    const auth = createAuthService(config.auth);
    const api = createApiClient({
      config,
      getAccessToken: () => auth.getAccessToken(),
      onUnauthorised: () => console.warn('[dev page] the API answered 401/403'),
      log: (message) => console.warn(`[api] ${message}`),
    });
    initSuite({ config, auth, api });
    return auth;
  } catch (error) {
    console.warn('[dev page] running without the suite:', error);
    return null;
  }
}

async function start() {
  const auth = await setUpSuite();
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
  createRoot(nav).render(<Nav auth={auth} />);

  if (!window.location.hash || window.location.hash === '#/') window.location.hash = `#${contract.routes[0].path}`;
  const props = { name: contract.name, domElement: area } as never;
  await app.bootstrap(props);
  await app.mount(props);
}

void start();
