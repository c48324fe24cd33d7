// The example other products of the suite copy: a plain page, neither our shell nor single-spa, that
// 1. signs its user in with the suite's identity provider under its own client (code + PKCE),
// 2. finds the homework remote in the suite's remotes list and loads it at run time through the
//    Module Federation runtime,
// 3. mounts the remote's pages with its './mount', handing it a token getter, and reflects the
//    remote's route in its own address (the navigation callback).
// The suite must know the product: its client and redirect address in the server's PRODUCT_CLIENTS
// (README "Embedding the homework remote"), which also lets this origin call the API.
import { createInstance } from '@module-federation/runtime';
import * as federationRuntimeCore from '@module-federation/runtime/core';
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { API_AUDIENCE, type RemoteRegistration, type SuiteConfig } from '@homework/contracts';

/** This product's own settings (settings.json beside the page): where the suite is, and its client there. */
interface Settings {
  suiteUrl: string;
  clientId: string;
}

/** mf-homework's './mount' (mf-homework/src/mount.tsx): mount(element, props) returns unmount. */
type MountHomework = (
  element: HTMLElement,
  props: {
    config: SuiteConfig;
    getAccessToken: () => string | null;
    initialPath?: string;
    onUnauthorised?: () => void;
    onSignInRequired?: (returnTo?: string) => void;
    onNavigate?: (path: string) => void;
  },
) => () => void;

const HOMEWORK_REMOTE = 'mf_homework';
/** The remote's pages this product offers in its own navigation. */
const PAGES = [
  { path: '/homework/all-homework', label: 'All homework' },
  { path: '/homework/create', label: 'Set homework' },
];

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = byId<HTMLParagraphElement>('status');

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function signInManager(config: SuiteConfig, clientId: string): UserManager {
  // The page's own address is its redirect address (registered with the provider).
  const redirectUri = `${location.origin}${location.pathname}`;
  return new UserManager({
    authority: config.auth.authority,
    metadata: config.auth.metadata,
    client_id: clientId,
    redirect_uri: redirectUri,
    post_logout_redirect_uri: redirectUri,
    response_type: 'code',
    scope: config.auth.scope,
    // The provider issues a token for the suite's API only when asked for it, at both steps.
    extraQueryParams: { resource: API_AUDIENCE },
    extraTokenParams: { resource: API_AUDIENCE },
    userStore: new WebStorageStateStore({ store: sessionStorage }),
    // Kept simple: when the token runs out the remote asks for a sign-in (onSignInRequired).
    automaticSilentRenew: false,
  });
}

/** Back from the provider with a code: exchange it, and take the code out of the address. */
async function completeSignIn(users: UserManager): Promise<void> {
  const query = new URLSearchParams(location.search);
  if (!query.has('code') && !query.has('error')) return;
  try {
    await users.signinRedirectCallback();
  } finally {
    history.replaceState(null, '', `${location.pathname}${location.hash}`);
  }
}

/** The remote's path this page shows, from its own address (#/homework/create), else the list. */
function pathFromAddress(): string {
  const path = location.hash.slice(1);
  return path.startsWith('/homework/') ? path : PAGES[0].path;
}

async function start(): Promise<void> {
  const settings = await json<Settings>('settings.json');
  const suite = settings.suiteUrl.replace(/\/+$/, '');
  const [config, remotes] = await Promise.all([json<SuiteConfig>(`${suite}/config.json`), json<RemoteRegistration[]>(`${suite}/remotes.json`)]);
  const users = signInManager(config, settings.clientId);
  await completeSignIn(users);

  let user: User | null = await users.getUser();
  const signIn = () => users.signinRedirect();
  const signInButton = byId<HTMLButtonElement>('sign-in');
  const signOutButton = byId<HTMLButtonElement>('sign-out');
  signInButton.addEventListener('click', () => void signIn());
  signOutButton.addEventListener('click', () => void users.signoutRedirect());
  if (!user || user.expired) {
    status.textContent = 'Sign in to see your homework.';
    signInButton.hidden = false;
    return;
  }
  status.textContent = `Signed in as ${user.profile.name ?? user.profile.sub}.`;
  signOutButton.hidden = false;
  users.events.addUserUnloaded(() => {
    user = null;
  });

  // The remote's manifest, found in the suite's remotes list: a release of the remote is picked up
  // with no change here.
  const registration = remotes.find((remote) => remote.name === HOMEWORK_REMOTE);
  if (!registration) throw new Error(`the suite lists no ${HOMEWORK_REMOTE}`);
  // The suite's remotes run on their host's federation runtime core, found on the page's global
  // (Module Federation's externalRuntime): this page provides the one its own runtime uses.
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = federationRuntimeCore;
  const federation = createInstance({
    name: 'embedding_example',
    remotes: [{ name: HOMEWORK_REMOTE, entry: new URL(registration.manifest, `${suite}/`).href }],
  });
  const homework = await federation.loadRemote<{ mount: MountHomework }>(`${HOMEWORK_REMOTE}/mount`);
  if (!homework) throw new Error('the homework remote has no ./mount');

  const area = byId<HTMLElement>('homework');
  const links = byId<HTMLElement>('pages');
  let unmount: () => void = () => undefined;
  /** Mark the page's own link for the remote's current route (the list's sorted views are the list). */
  const showCurrent = (path: string) => {
    const current = path.split('?')[0].toLowerCase();
    for (const link of links.querySelectorAll('a')) {
      const linked = link.hash.slice(1).toLowerCase();
      if (current === linked || current.startsWith(`${linked}/`)) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  };
  const mountAt = (initialPath: string) => {
    unmount();
    unmount = homework.mount(area, {
      config,
      initialPath,
      getAccessToken: () => (user && !user.expired ? user.access_token : null),
      onSignInRequired: () => void signIn(),
      onUnauthorised: () => {
        status.textContent = 'Your sign-in has run out or does not open homework. Sign in again.';
        signInButton.hidden = false;
      },
      // The remote moved (its own buttons and links): show it in this page's address. A path that
      // is not the homework remote's (the marking of a homework) opens in the suite.
      onNavigate: (path) => {
        if (!registration.routes.some((route) => matches(route.path, path))) {
          location.assign(`${suite}/#${path}`);
          return;
        }
        history.replaceState(null, '', `#${path}`);
        showCurrent(path);
      },
    });
  };
  for (const page of PAGES) {
    const link = document.createElement('a');
    link.href = `#${page.path}`;
    link.textContent = page.label;
    links.append(link);
  }
  // This page's own links (and Back) remount the remote at the path in the address.
  addEventListener('hashchange', () => mountAt(pathFromAddress()));
  links.hidden = false;
  mountAt(pathFromAddress());
}

/** Whether a contract route ('/homework/edit/:homeworkId') matches a path, as the remote's router does. */
function matches(route: string, path: string): boolean {
  const pattern = route.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${pattern.join('/')}/?(?:\\?.*)?$`, 'i').test(path);
}

start().catch((error: unknown) => {
  status.textContent = `Homework could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
  console.error(error);
});
