// What the marking page reads (02 §7): the homework, its hand-in records, the students the teacher
// may see, the school's zone and the signed-in teacher, and a student's marking history.
import { calls, getSuite, isCancelled, scopedKey } from '@homework/platform/api';
import {
  HOMEWORK_PATHS,
  SCHOOL_TIME_ZONE_DEFAULT,
  type Homework,
  type HomeworkStudentsResponse,
} from '@homework/contracts';
import { getMarkingHistory } from './marking-calls';

export interface MarkingContext {
  userId: string;
  timeZone: string;
}

export const markingContextQuery = () => ({
  queryKey: scopedKey('marking', 'context'),
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<MarkingContext> => {
    const user = await calls.currentUser({ signal });
    // A school whose zone cannot be read still works, in the suite's default zone.
    const timeZone = await calls.timeZone(user.schoolId, { signal }).then(
      (answer) => answer?.TimeZone || SCHOOL_TIME_ZONE_DEFAULT,
      (error: unknown) => {
        if (isCancelled(error)) throw error;
        return SCHOOL_TIME_ZONE_DEFAULT;
      },
    );
    return { userId: user.userId, timeZone };
  },
  staleTime: Infinity,
});

export const homeworkQuery = (homeworkId: string) => ({
  queryKey: scopedKey('marking', 'homework', homeworkId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getSuite().api.get<Homework>('homework', HOMEWORK_PATHS.get(homeworkId), { signal }),
});

export const handInsKey = (homeworkId: string) => scopedKey('marking', 'hand-ins', homeworkId);

export const handInsQuery = (homeworkId: string) => ({
  queryKey: handInsKey(homeworkId),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    getSuite().api.get<HomeworkStudentsResponse>('homework', HOMEWORK_PATHS.students(homeworkId), { signal }),
});

/** The students the teacher may see (02 §6), kept by the suite's calls for their lifetime. */
export const visibleStudentsQuery = () => ({
  queryKey: scopedKey('marking', 'students'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => calls.students({ signal }),
});

export const historyKey = (homeworkId: string, studentId: string) => scopedKey('marking', 'history', homeworkId, studentId);

export const historyQuery = (homeworkId: string, studentId: string) => ({
  queryKey: historyKey(homeworkId, studentId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getMarkingHistory(homeworkId, studentId, signal),
});
