// Checks every remote's tests make the same way: its route table makes a valid contract, and its
// './app' lifecycles mount a page at a hash route and leave nothing behind.
// Types of the jest-dom matchers (tools/jest-setup-dom.ts loads them at run time, outside tsc's view).
import '@testing-library/jest-dom';
import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { contractOf, defineRoutes, pageAddress, validateRemoteContract } from '@homework/contracts';
import type { RemoteLifecycles, RemoteRouteTable, RouteLoader } from '@homework/platform/remote';

/** A remote's table for tests of what every remote shares: a list page and a page of one thing. */
export function sampleRemoteRoutes(
  pages: { things: ComponentType; thing: ComponentType },
  loaders: { thing?: RouteLoader } = {},
): RemoteRouteTable {
  return defineRoutes({
    section: 'Sample',
    routes: {
      things: { address: pageAddress('/sample/things'), title: 'Things', access: 'signedIn', menu: { label: 'Things', parent: null, order: 1 }, page: pages.things },
      thing: { address: pageAddress('/sample/things/:thingId'), title: 'Thing', access: 'signedIn', page: pages.thing, loader: loaders.thing },
    },
  });
}

/**
 * The contract a route table makes (what the build writes to contract.json) is a valid RemoteContract
 * with unique routes, and so is what remotes.json lists for it (scripts/build.mjs adds the manifest URL).
 */
export function expectValidRouteTable(routes: RemoteRouteTable) {
  const contract = contractOf(routes, 'mf_test');
  expect(validateRemoteContract(contract)).toEqual([]);
  const paths = contract.routes.map((route) => route.path.toLowerCase());
  expect(new Set(paths).size).toBe(paths.length);
  expect(validateRemoteContract({ ...contract, manifest: '/remotes/mf-test/mf-manifest.json' })).toEqual([]);
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
