// GetStudentHandInStatus (one page) and GetStudentHandInExport (every student, asked afresh each time).
import { getSuite, isCancelled, keepPreviousData, scopedKey, useQuery } from '@homework/platform/api';
import {
  DASHBOARD_PATHS,
  type StudentHandInExportRequest,
  type StudentHandInExportResponse,
  type StudentHandInStatusRequest,
  type StudentHandInStatusResponse,
} from '@homework/contracts';

export const getStudentHandInStatus = (request: StudentHandInStatusRequest, signal?: AbortSignal) =>
  getSuite().api.post<StudentHandInStatusResponse>('homework', DASHBOARD_PATHS.studentHandInStatus, request, { signal });

/** Not cached: the export is the figures as they are when the teacher asks. */
export const getStudentHandInExport = (request: StudentHandInExportRequest, signal?: AbortSignal) =>
  getSuite().api.post<StudentHandInExportResponse>('homework', DASHBOARD_PATHS.studentHandInExport, request, { signal });

export function useStudentHandInStatus(request: StudentHandInStatusRequest) {
  const query = useQuery({
    queryKey: scopedKey('dashboard', 'studentHandInStatus', request),
    queryFn: ({ signal }) => getStudentHandInStatus(request, signal),
    placeholderData: keepPreviousData,
  });
  return {
    data: query.data ?? null,
    loading: query.isFetching,
    failed: Boolean(query.error && !isCancelled(query.error)),
  };
}
