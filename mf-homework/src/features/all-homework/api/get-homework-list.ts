// GetHomeworkList (01 §7) and the hook the page reads it through: every filter change asks again.
import { useCallback } from 'react';
import { getSuite, isCancelled, keepPreviousData, scopedKey, useQuery } from '@homework/platform/api';
import {
  HOMEWORK_LIST_PAGE_SIZE,
  HOMEWORK_PATHS,
  type HomeworkListRequest,
  type HomeworkListResponse,
} from '@homework/contracts';
import { effectiveSetBy, type FilterState } from '../state/filter-store';

export function getHomeworkList(request: HomeworkListRequest, signal?: AbortSignal): Promise<HomeworkListResponse> {
  return getSuite().api.post<HomeworkListResponse>('homework', HOMEWORK_PATHS.list, request, { signal });
}

/** Past this, an early answer is no longer the page view's: the page asks again. */
export const EARLY_ANSWER_LIFETIME_MS = 15_000;

let early: { key: string; answer: Promise<HomeworkListResponse>; sentAt: number } | null = null;

const keyOf = (request: HomeworkListRequest) => JSON.stringify(request);

/** Sends the page's request before the page asks (early-homework-list.ts); the page's first ask for it takes the answer. */
export function sendEarly(request: HomeworkListRequest, now = Date.now()): void {
  const answer = getHomeworkList(request);
  // Unhandled only until the page takes it; a failure is then the page's to show.
  answer.catch(() => undefined);
  early = { key: keyOf(request), answer, sentAt: now };
}

/** The early answer for this request, once, while it is still the page view's. */
export function takeEarlyAnswer(request: HomeworkListRequest, now = Date.now()): Promise<HomeworkListResponse> | null {
  const taken = early;
  if (!taken || taken.key !== keyOf(request)) return null;
  early = null;
  return now - taken.sentAt <= EARLY_ANSWER_LIFETIME_MS ? taken.answer : null;
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

export interface HomeworkListResult {
  data: HomeworkListResponse | null;
  loading: boolean;
  error: string | null;
  /** Asks again with the same request (after a delete, or the Retry of a failed load). */
  reload(): void;
}

/**
 * null: not ready to ask yet (the current user is still loading). TanStack Query keys the answer by
 * the request's value, cancels a superseded request through its signal and drops its late answer;
 * the previous page stays on screen while the next one loads.
 */
export function useHomeworkList(request: HomeworkListRequest | null): HomeworkListResult {
  const query = useQuery({
    queryKey: scopedKey('homework', 'list', request),
    queryFn: ({ signal }) => takeEarlyAnswer(request!) ?? getHomeworkList(request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch({ cancelRefetch: true }), [refetch]);
  return {
    data: query.data ?? null,
    loading: query.isFetching,
    error: query.error && !isCancelled(query.error) ? query.error.message : null,
    reload,
  };
}
