// GetHomeworkList (01 §7) and the hook the page reads it through. Every filter change asks again;
// a sequence counter drops any answer that is not the latest request's, and the earlier request is
// cancelled.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getSuite, isCancelled } from '@homework/platform/api';
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

/** The request for the filters; SetBy and Subject only when one is chosen (01 §7). */
export function toListRequest(filters: FilterState, currentUserId: string | null): HomeworkListRequest {
  const setBy = effectiveSetBy(filters, currentUserId);
  const search = filters.searchQuery.trim();
  return {
    SortOrder: filters.sortOrder,
    Page: filters.page,
    PageSize: HOMEWORK_LIST_PAGE_SIZE,
    ...(setBy ? { SetBy: setBy } : {}),
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
  /** Asks again with the same request (after a delete). */
  reload(): void;
}

/** null: not ready to ask yet (the current user is still loading). */
export function useHomeworkList(request: HomeworkListRequest | null): HomeworkListResult {
  // The same request rebuilt on each render is the same request: compare by value.
  const key = request ? JSON.stringify(request) : null;
  const stable = useMemo<HomeworkListRequest | null>(() => (key ? JSON.parse(key) : null), [key]);
  const [data, setData] = useState<HomeworkListResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sequence = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    if (!stable) return;
    const id = ++sequence.current;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    getHomeworkList(stable, controller.signal).then(
      (answer) => {
        if (id !== sequence.current) return;
        setData(answer);
        setError(null);
        setLoading(false);
      },
      (failure: Error) => {
        if (id !== sequence.current || isCancelled(failure)) return;
        setError(failure.message);
        setLoading(false);
      },
    );
  }, [stable]);

  useEffect(() => {
    load();
  }, [load]);

  // Leaving the page cancels what is in flight; a late answer is dropped by the counter.
  useEffect(
    () => () => {
      sequence.current++;
      inFlight.current?.abort();
    },
    [],
  );

  return { data, loading, error, reload: load };
}
