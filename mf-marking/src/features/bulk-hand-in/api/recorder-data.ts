// What the bulk hand-in recorder reads (02 §7): the homework (title, subject, due date), its hand-in
// records, the students the teacher may see and the school's zone; and its one save, UpdateHomeworkStudents.
import { calls, getSuite, isCancelled, scopedKey } from '@homework/platform/api';
import {
  HOMEWORK_PATHS,
  SCHOOL_TIME_ZONE_DEFAULT,
  type Homework,
  type HomeworkStudentsResponse,
} from '@homework/contracts';

export { updateHomeworkStudents } from '../../teacher-marking';

export const schoolZoneQuery = () => ({
  queryKey: scopedKey('bulk-hand-in', 'zone'),
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<string> => {
    const user = await calls.currentUser({ signal });
    // A school whose zone cannot be read still works, in the suite's default zone.
    return calls.timeZone(user.schoolId, { signal }).then(
      (answer) => answer?.TimeZone || SCHOOL_TIME_ZONE_DEFAULT,
      (error: unknown) => {
        if (isCancelled(error)) throw error;
        return SCHOOL_TIME_ZONE_DEFAULT;
      },
    );
  },
  staleTime: Infinity,
});

export const recorderHomeworkQuery = (homeworkId: string) => ({
  queryKey: scopedKey('bulk-hand-in', 'homework', homeworkId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getSuite().api.get<Homework>('homework', HOMEWORK_PATHS.get(homeworkId), { signal }),
});

export const recorderHandInsKey = (homeworkId: string) => scopedKey('bulk-hand-in', 'hand-ins', homeworkId);

export const recorderHandInsQuery = (homeworkId: string) => ({
  queryKey: recorderHandInsKey(homeworkId),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    getSuite().api.get<HomeworkStudentsResponse>('homework', HOMEWORK_PATHS.students(homeworkId), { signal }),
});

/** The students the teacher may see (02 §6), kept by the suite's calls for their lifetime. */
export const visibleStudentsQuery = () => ({
  queryKey: scopedKey('bulk-hand-in', 'students'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => calls.students({ signal }),
});
