// GetStudentHandInStatus (one page) and GetStudentHandInExport (every student, asked afresh each time).
import { getSuite, keepPreviousData, queryKeys, useQuery } from '@homework/platform/api';
import {
  DASHBOARD_PATHS,
  type StudentHandInExportRequest,
  type StudentHandInExportResponse,
  type StudentHandInStatusRequest,
  type StudentHandInStatusResponse,
} from '@homework/contracts';

export const getStudentHandInStatus = (request: StudentHandInStatusRequest, signal?: AbortSignal) =>
  getSuite().api.post<StudentHandInStatusResponse>('homework', DASHBOARD_PATHS.studentHandInStatus, request, { signal });

/** Not kept in the browser: the export is asked for afresh each time (02 §4). */
export const getStudentHandInExport = (request: StudentHandInExportRequest, signal?: AbortSignal) =>
  getSuite().api.post<StudentHandInExportResponse>('homework', DASHBOARD_PATHS.studentHandInExport, request, { signal });

export const useStudentHandInStatus = (request: StudentHandInStatusRequest) =>
  useQuery({
    queryKey: queryKeys.dashboardFigures('studentHandInStatus', request),
    queryFn: ({ signal }) => getStudentHandInStatus(request, signal),
    placeholderData: keepPreviousData,
  });
