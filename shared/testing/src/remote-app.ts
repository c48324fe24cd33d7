// Checks every remote's tests make the same way: its contract.json is valid and has a page for each
// route, and its './app' lifecycles mount a page at a hash route and leave nothing behind.
// Types of the jest-dom matchers (tools/jest-setup-dom.ts loads them at run time, outside tsc's view).
import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { validateRemoteContract, type RemoteContract } from '@homework/contracts';
import type { RemoteLifecycles, RemotePages } from '@homework/platform/remote';

/** A remote's contract for tests of what every remote shares (two routes with pages, one without). */
export const SAMPLE_REMOTE_CONTRACT: RemoteContract = {
  name: 'mf_sample',
  section: 'Sample',
  routes: [
    { path: '/sample/things', title: 'Things', access: 'signedIn' },
    { path: '/sample/things/:thingId', title: 'Thing', access: 'signedIn' },
    { path: '/sample/without-page', title: 'Without a page', access: 'signedIn' },
  ],
  menu: [],
};

/**
 * contract.json (as read, before any cast) is a valid RemoteContract named `container`; its routes are
 * unique and every menu entry opens one of them; and what remotes.json lists for it (scripts/build.mjs
 * adds the manifest URL) validates too.
 */
export function expectValidRemoteContract(json: unknown, container: string) {
  expect(validateRemoteContract(json)).toEqual([]);
  const contract = json as RemoteContract;
  expect(contract.name).toBe(container);
  const paths = contract.routes.map((route) => route.path.toLowerCase());
  expect(new Set(paths).size).toBe(paths.length);
  for (const entry of contract.menu) expect(paths).toContain(entry.path.toLowerCase());
  const manifest = `/remotes/${container.replace(/_/g, '-')}/mf-manifest.json`;
  expect(validateRemoteContract({ ...contract, manifest })).toEqual([]);
}

/** A page for every route of the contract, and no other. */
export function expectPagesMatchContract(contract: Pick<RemoteContract, 'routes'>, pages: RemotePages) {
  expect(Object.keys(pages).sort()).toEqual(contract.routes.map((route) => route.path).sort());
}

type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;
const call = (lifecycle: unknown, props: Record<string, unknown>) => (lifecycle as Lifecycle)(props);

/** Moves to a hash and lets its hashchange pass before anything listens. */
export const goToHash = (hash: string) =>
  new Promise<void>((resolve) => {
    if (window.location.hash === hash) return resolve();
    window.addEventListener('hashchange', () => resolve(), { once: true });
    window.location.hash = hash;
  });

/**
 * Mounts a remote's lifecycles at a hash route as the shell does: into an area of its own
 * (`domElement`, appended to the body), bootstrap then mount. `unmount` runs its unmount lifecycle.
 */
export async function mountRemoteAt(app: RemoteLifecycles, hash: string, { name = 'mf_test' }: { name?: string } = {}) {
  await goToHash(hash);
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name, domElement };
  await call(app.bootstrap, props);
  // single-spa-react resolves mount after React commits, which act holds back until it ends.
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = call(app.mount, props);
  });
  await mounted;
  return {
    domElement,
    unmount: async () => {
      let unmounted: Promise<unknown> = Promise.resolve();
      await act(async () => {
        unmounted = call(app.unmount, props);
      });
      await unmounted;
    },
  };
}

/**
 * A remote's page at a hash route shows its heading and its text (a placeholder page's honest note);
 * unmounting the remote then leaves its area empty.
 */
export async function expectPageAt(app: RemoteLifecycles, hash: string, { heading, text }: { heading: string; text: string }) {
  const { domElement, unmount } = await mountRemoteAt(app, hash);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(domElement).toContainElement(screen.getByRole('heading', { name: heading }));
  await unmount();
  expect(domElement).toBeEmptyDOMElement();
}
