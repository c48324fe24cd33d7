// A remote's start for the page being opened (decision 0009, one loader per route): the route the
// address opens is matched against the route table's routes as the remote's router matches them, and
// that route's loader asks for what its page will read. The route table is the remote's one table
// (decision 0029); the request is the page's query.
import { matchPath } from 'react-router-dom';
import { isSuiteInitialised } from '@homework/platform/api';
import { useAuthStore } from '@homework/platform/auth';
import type { RemoteRouteTable, RouteArrival, RouteLoader } from '@homework/platform/remote';

/** The table's route an address (`#/homework/edit/h1?x=1`) opens, with its loader and arrival; null for another package's page. */
export function routeArrival(
  routes: RemoteRouteTable,
  hash: string,
  historyState: unknown,
): { path: string; loader: RouteLoader | undefined; arrival: RouteArrival } | null {
  const address = new URL(hash.replace(/^#/, '') || '/', 'http://page');
  for (const route of Object.values(routes.routes)) {
    const { path } = route.address;
    const match = matchPath({ path, caseSensitive: false, end: true }, address.pathname);
    // The router keeps a link's state under `usr` in the history entry.
    if (match) return { path, loader: route.loader, arrival: { params: match.params, search: address.search, state: (historyState as { usr?: unknown } | null)?.usr } };
  }
  return null;
}

/**
 * Runs the loader of the route the address opens, when a user is signed in; settles when it has, and
 * never fails: a failure is the page's to show, when it asks again.
 */
export async function loadRoute(routes: RemoteRouteTable, hash: string, historyState: unknown): Promise<void> {
  if (!isSuiteInitialised() || useAuthStore.getState().status !== 'authenticated') return;
  const found = routeArrival(routes, hash, historyState);
  const load = found?.loader;
  if (!found || !load) return;
  try {
    // Called now, not a tick later: the request leaves before the page's code is evaluated.
    await load(found.arrival);
  } catch {
    // The page asks in its own time.
  }
}
