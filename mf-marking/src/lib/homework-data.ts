// What the marking views read of one homework (02 §7), one hook per resource under the platform's
// keys: the marking view, the bulk recorder and the clears all read and invalidate the same answers,
// so a write in one is seen by every other.
import { calls, getSuite, queryKeys, useQuery } from '@homework/platform/api';
import { HOMEWORK_PATHS, type Homework, type HomeworkStudentsResponse } from '@homework/contracts';

export const homeworkQuery = (homeworkId: string) => ({
  queryKey: queryKeys.homeworkRecord(homeworkId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getSuite().api.get<Homework>('homework', HOMEWORK_PATHS.get(homeworkId), { signal }),
});

export const handInsQuery = (homeworkId: string) => ({
  queryKey: queryKeys.handIns(homeworkId),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    getSuite().api.get<HomeworkStudentsResponse>('homework', HOMEWORK_PATHS.students(homeworkId), { signal }),
});


export const useHomework = (homeworkId: string) => useQuery(homeworkQuery(homeworkId));
export const useHandIns = (homeworkId: string) => useQuery(handInsQuery(homeworkId));
/** The students the teacher may see (02 §6), the suite's call, kept for its lifetime. */
export const useVisibleStudents = () => useQuery(calls.students());
