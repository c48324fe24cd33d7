// A student's marking history (02 §7), under its one key.
import { queryKeys, useQuery } from '@homework/platform/api';
import { getMarkingHistory } from './marking-calls';

export const historyQuery = (homeworkId: string, studentId: string) => ({
  queryKey: queryKeys.markingHistory(homeworkId, studentId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getMarkingHistory(homeworkId, studentId, signal),
});

export const useMarkingHistory = (homeworkId: string, studentId: string) => useQuery(historyQuery(homeworkId, studentId));
