// GetHomeworkList (01 §7) and the hook the page reads it through: every filter change asks again.
import { getQueryClient, getSuite, keepPreviousData, queryKeys, useQuery } from '@homework/platform/api';
import {
  HOMEWORK,
  HOMEWORK_LIST_PAGE_SIZE,
  type HomeworkListRequest,
  type HomeworkListResponse,
} from '@homework/contracts';
import { effectiveSetBy, type FilterState } from '../state/filter-store';

export function getHomeworkList(request: HomeworkListRequest, signal?: AbortSignal): Promise<HomeworkListResponse> {
  return getSuite().api.call(HOMEWORK.list, { body: request }, { signal });
}

/** An answer asked for before the page (its route's loader, list-loader.ts) is the page view's for this long. */
export const EARLY_ANSWER_LIFETIME_MS = 15_000;

export const homeworkListQuery = (request: HomeworkListRequest) => ({
  queryKey: queryKeys.homeworkList(request),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getHomeworkList(request, signal),
});

/**
 * Marks a fetch as the early one, in the query's own state (`fetchMeta`), which its next fetch (the
 * page asking again) clears. Not the query's options or meta: a query's observers replace those.
 */
const EARLY_FETCH = {};

/**
 * Sends the page's request before the page asks (its route's loader, list-loader.ts), into the suite's cache: the
 * page's first ask finds it there, on its way or answered, and sends nothing. Asked early again (the
 * shell's prepare, then the remote's start) within the answer's lifetime, it sends nothing either. A
 * failure is the page's to show (it asks again), never an unhandled one.
 */
export async function sendEarly(request: HomeworkListRequest): Promise<void> {
  const client = getQueryClient();
  // As the client's prefetchQuery does (its defaults, a fetch only when stale), with the fetch marked.
  const options = client.defaultQueryOptions(homeworkListQuery(request));
  const query = client.getQueryCache().build(client, options);
  if (!query.isStaleByTime(EARLY_ANSWER_LIFETIME_MS)) return;
  await query.fetch(options, { meta: EARLY_FETCH }).catch(() => undefined);
}

/**
 * The request for the filters; SetBy and Subject only when one is chosen (01 §7). 'Other Teachers
 * Homework' with no teacher chosen leaves out the current teacher's own.
 */
export function toListRequest(filters: FilterState, currentUserId: string | null): HomeworkListRequest {
  const setBy = effectiveSetBy(filters, currentUserId);
  const search = filters.searchQuery.trim();
  return {
    SortOrder: filters.sortOrder,
    Page: filters.page,
    PageSize: HOMEWORK_LIST_PAGE_SIZE,
    ...(setBy ? { SetBy: setBy } : {}),
    ...(!setBy && filters.setByOption === 'others' && currentUserId ? { ExcludeSetBy: currentUserId } : {}),
    ...(search ? { SearchQuery: search } : {}),
    ...(filters.subject ? { Subject: filters.subject } : {}),
    Groups: filters.assignedTo.groups.map((g) => g.Id),
    Students: filters.assignedTo.students.map((s) => s.Id),
    State: filters.state,
  };
}

/**
 * The list for a request; null: not ready to ask yet (the current user is still loading). TanStack
 * Query keys the answer by the request's value, cancels a superseded request through its signal and
 * drops its late answer; the previous page stays on screen while the next one loads.
 */
export function useHomeworkList(request: HomeworkListRequest | null) {
  return useQuery({
    ...homeworkListQuery(request!),
    enabled: request !== null,
    // The early answer, until the page asks again itself; any other only for the moment it arrives.
    staleTime: (query) => (query.state.fetchMeta === EARLY_FETCH ? EARLY_ANSWER_LIFETIME_MS : 0),
    placeholderData: keepPreviousData,
  });
}
