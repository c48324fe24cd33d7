// The marking calls of 02 §7 through the shared API client; a student's submission under its one
// key, so the view and its neighbour prefetch share one cached answer.
import { getQueryClient, getSuite, queryKeys } from '@homework/platform/api';
import {
  MARKING_PATHS,
  type ExtendDueDateRequest,
  type HandInRequest,
  type MarkingHistoryEntry,
  type MarkingStudentRequest,
  type SaveHomeworkMarkRequest,
  type StudentSubmission,
  type UpdateHomeworkStudentsRequest,
} from '@homework/contracts';

/** Signed file links last a few minutes, so a submission is fresh for one minute only. */
const SUBMISSION_STALE_MS = 60_000;

export function getStudentSubmission(homeworkId: string, studentId: string, signal?: AbortSignal): Promise<StudentSubmission> {
  return getSuite().api.get<StudentSubmission>('homework', MARKING_PATHS.studentSubmission(homeworkId, studentId), { signal });
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
  getSuite().api.get<MarkingHistoryEntry[]>('homework', MARKING_PATHS.markingHistory(homeworkId, studentId), { signal });

const post = (path: string, body: unknown) => getSuite().api.post<unknown>('homework', path, body);

export const updateHomeworkStudents = (body: UpdateHomeworkStudentsRequest) => post(MARKING_PATHS.updateHomeworkStudents, body);
export const handIn = (body: HandInRequest) => post(MARKING_PATHS.handIn, body);
export const clearHandedIn = (body: MarkingStudentRequest) => post(MARKING_PATHS.clearHandedIn, body);
export const saveMark = (body: SaveHomeworkMarkRequest) => post(MARKING_PATHS.saveMark, body);
export const clearMark = (body: MarkingStudentRequest) => post(MARKING_PATHS.clearMark, body);
export const extendDueDate = (body: ExtendDueDateRequest) => post(MARKING_PATHS.extendDueDate, body);
