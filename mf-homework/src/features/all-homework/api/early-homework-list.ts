// The list asked for as soon as this remote starts, when it is the page being opened (issue 7): on a
// school's slow link and slow machine the request no longer waits for the page's first render and
// its effects, it is answered while they run (prefetched into the suite's cache, where the page's
// first ask finds it).
import { matchPath } from 'react-router-dom';
import { calls, getQueryClient, isSuiteInitialised, schoolContextQuery } from '@homework/platform/api';
import { useAuthStore } from '@homework/platform/auth';
import { sortOrderFromRouteName, type HomeworkListRequest } from '@homework/contracts';
import { listStateFromQuery, listStateFromRouteState, statusFromRouteState } from '../../../lib/page-status';
import { filtersOf, routePresetPatch, useFilterStore, type FilterState, type RoutePresets } from '../state/filter-store';
import { sendEarly, toListRequest } from './get-homework-list';

/** The page's routes (pages/routes.tsx), matched as its router matches them. */
const LIST_ROUTES = ['/homework/all-homework', '/homework/all-homework/sortBy/:sortOrder/setBy/:setById'];

/**
 * The route's presets from the address (`#/homework/all-homework/...?state=...`), or null when the
 * address is not the list or carries a redirect's status (the page handles those itself).
 */
export function arrivalPresets(hash: string, historyState: unknown): RoutePresets | null {
  const address = new URL(hash.replace(/^#/, '') || '/', 'http://page');
  const match = LIST_ROUTES.map((path) => matchPath({ path, caseSensitive: false, end: true }, address.pathname)).find(Boolean);
  if (!match) return null;
  const routeState = (historyState as { usr?: unknown } | null)?.usr;
  if (statusFromRouteState(routeState)) return null;
  const { sortOrder: sortParam, setById } = match.params;
  const sortOrder = sortOrderFromRouteName(sortParam);
  if (sortParam && !sortOrder) return null;
  return { sortOrder, setById, state: listStateFromRouteState(routeState) ?? listStateFromQuery(address.search) };
}

/**
 * The request the page will send on arrival, or null when it cannot know it yet: a chosen teacher in
 * 'Other Teachers Homework' is checked against the school's list first.
 */
export function arrivalRequest(saved: FilterState, presets: RoutePresets, currentUserId: string): HomeworkListRequest | null {
  const filters = { ...filtersOf(saved), ...routePresetPatch(saved, presets, currentUserId) };
  if (filters.setByOption === 'others' && filters.setBy) return null;
  return toListRequest(filters, currentUserId);
}

/** Sends the landing list's request when the page being opened is the list and a user is signed in. */
export async function askForListEarly(hash = window.location.hash, historyState: unknown = window.history.state): Promise<void> {
  const presets = arrivalPresets(hash, historyState);
  if (!presets || !isSuiteInitialised() || useAuthStore.getState().status !== 'authenticated') return;
  try {
    // Read into the page's cache before it renders: its first render then shows the cards, not a
    // spinner and a second render (issue 21).
    const user = await getQueryClient().fetchQuery(calls.currentUser());
    const request = arrivalRequest(useFilterStore.getState(), presets, user.userId);
    if (!request) return;
    void sendEarly(request);
    // The cards show dates in the school's zone: asked for beside the list (the page's ask shares it).
    void getQueryClient().prefetchQuery(schoolContextQuery());
  } catch {
    // Without the user the page asks in its own time.
  }
}
