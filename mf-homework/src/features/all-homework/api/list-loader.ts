// The list routes' loader (decisions 0007 and 0009): when this remote starts for the list, the page's
// own request is sent before the page renders (prefetched into the suite's cache, where the page's
// first ask finds it), so on a school's slow link and slow machine it is answered while the page's
// first render and its effects run. The list's routes name this loader (src/routes.tsx).
import { calls, getQueryClient, schoolContextQuery } from '@homework/platform/api';
import type { RouteArrival } from '@homework/platform/remote';
import type { HomeworkListRequest } from '@homework/contracts';
import { arrivalListState, statusFromRouteState } from '../../../lib/page-status';
import { filtersOf, routePresetPatch, routePresetsOf, useFilterStore, type FilterState, type RoutePresets } from '../state/filter-store';
import { sendEarly, toListRequest } from './get-homework-list';

/** The presets a list route's arrival names, or null when it carries a redirect's status or an unknown sort (the page handles those itself). */
export function arrivalPresets({ params, search, state }: RouteArrival): RoutePresets | null {
  if (statusFromRouteState(state)) return null;
  const presets = routePresetsOf(params.sortOrder, params.setById, arrivalListState(state, search));
  return params.sortOrder && !presets.sortOrder ? null : presets;
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

/** Sends the list's request for this arrival, with the signed-in user it needs and the school's zone beside it. */
export async function loadHomeworkList(arrival: RouteArrival): Promise<void> {
  const presets = arrivalPresets(arrival);
  if (!presets) return;
  const client = getQueryClient();
  // Read into the page's cache before it renders: its first render then shows the cards, not a
  // spinner and a second render, each felt on a slow machine.
  const user = await client.fetchQuery(calls.currentUser());
  const request = arrivalRequest(useFilterStore.getState(), presets, user.userId);
  if (!request) return;
  void sendEarly(request);
  // The cards show dates in the school's zone: asked for beside the list (the page's ask shares it).
  void client.prefetchQuery(schoolContextQuery());
}
