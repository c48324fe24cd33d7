// What a clear of hand-ins would take, asked for when the question opens, and the restore that
// Undo and the History's Restore send (decision 0016, clears kept 30 days).
import { getSuite, queryKeys, useQuery } from '@homework/platform/api';
import { MARKING, type RestoreClearedRequest } from '@homework/contracts';

/**
 * Counted by the server, by the clear's own rule, at the moment of asking: neither page lists
 * students' files, and another teacher may have marked or cleared since the page was read.
 */
export const clearSummaryQuery = (homeworkId: string, studentIds: readonly string[]) => ({
  queryKey: queryKeys.clearSummary(homeworkId, studentIds),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    getSuite().api.call(MARKING.clearSummary, { body: { HomeworkId: homeworkId, StudentIds: [...studentIds] } }, { signal }),
  // Asked afresh each time the question opens.
  staleTime: 0,
  gcTime: 0,
});

export const useClearSummary = (homeworkId: string, studentIds: readonly string[]) => useQuery(clearSummaryQuery(homeworkId, studentIds));

export const restoreCleared = (body: RestoreClearedRequest) => getSuite().api.call(MARKING.restoreCleared, { body });
