// A remote's start for the page being opened (decision 0009, one loader per route): the route the
// address opens is matched against the contract's routes as the remote's router matches them, and that
// route's loader asks for what its page will read. The route table is the contract's, once; the request
// is the page's query.
import { matchPath } from 'react-router-dom';
import type { RemoteContract } from '@homework/contracts';
import { isSuiteInitialised } from '@homework/platform/api';
import { useAuthStore } from '@homework/platform/auth';
import type { RemoteLoaders, RouteArrival } from '@homework/platform/remote';

/** The contract's route an address (`#/homework/edit/h1?x=1`) opens, with its arrival; null for another package's page. */
export function routeArrival(contract: RemoteContract, hash: string, historyState: unknown): { path: string; arrival: RouteArrival } | null {
  const address = new URL(hash.replace(/^#/, '') || '/', 'http://page');
  for (const { path } of contract.routes) {
    const match = matchPath({ path, caseSensitive: false, end: true }, address.pathname);
    // The router keeps a link's state under `usr` in the history entry.
    if (match) return { path, arrival: { params: match.params, search: address.search, state: (historyState as { usr?: unknown } | null)?.usr } };
  }
  return null;
}

/**
 * Runs the loader of the route the address opens, when a user is signed in; settles when it has, and
 * never fails: a failure is the page's to show, when it asks again.
 */
export async function loadRoute(contract: RemoteContract, loaders: RemoteLoaders, hash: string, historyState: unknown): Promise<void> {
  if (!isSuiteInitialised() || useAuthStore.getState().status !== 'authenticated') return;
  const found = routeArrival(contract, hash, historyState);
  const load = found ? loaders[found.path] : undefined;
  if (!found || !load) return;
  try {
    // Called now, not a tick later: the request leaves before the page's code is evaluated.
    await load(found.arrival);
  } catch {
    // The page asks in its own time.
  }
}
