// The marking calls of 02 §7 through the shared API client; a student's submission under its one
// key, so the view and its neighbour prefetch share one cached answer.
import { getQueryClient, getSuite, queryKeys } from '@homework/platform/api';
import { MARKING, type ExtendDueDateRequest, type StudentSubmission, type UpdateHomeworkStudentsRequest } from '@homework/contracts';

/** Signed file links last a few minutes, so a submission is fresh for one minute only. */
const SUBMISSION_STALE_MS = 60_000;

export function getStudentSubmission(homeworkId: string, studentId: string, signal?: AbortSignal): Promise<StudentSubmission> {
  return getSuite().api.call(MARKING.studentSubmission, { homeworkId, studentId }, { signal });
}

export const submissionQuery = (homeworkId: string, studentId: string) => ({
  queryKey: queryKeys.submission(homeworkId, studentId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getStudentSubmission(homeworkId, studentId, signal),
  staleTime: SUBMISSION_STALE_MS,
});

/** Loads the students either side ahead of time so Previous and Next show at once. */
export function prefetchSubmissions(homeworkId: string, studentIds: readonly (string | null | undefined)[]): Promise<void[]> {
  const client = getQueryClient();
  return Promise.all(
    studentIds.filter((id): id is string => !!id).map((id) => client.prefetchQuery(submissionQuery(homeworkId, id))),
  );
}

export const getMarkingHistory = (homeworkId: string, studentId: string, signal?: AbortSignal) =>
  getSuite().api.call(MARKING.markingHistory, { homeworkId, studentId }, { signal });

const api = () => getSuite().api;

export const updateHomeworkStudents = (body: UpdateHomeworkStudentsRequest) => api().call(MARKING.updateHomeworkStudents, { body });
// A hand-in, a clear and a mark are sent with an idempotency key (waiting-changes/api/send-change.ts).
export const extendDueDate = (body: ExtendDueDateRequest) => api().call(MARKING.extendDueDate, { body });
