// GetStudentHandInStatus (one page) and GetStudentHandInExport (every student, asked afresh each time).
import { getSuite, keepPreviousData, queryKeys, useQuery } from '@homework/platform/api';
import { DASHBOARD, type StudentHandInExportRequest, type StudentHandInStatusRequest } from '@homework/contracts';

export const getStudentHandInStatus = (request: StudentHandInStatusRequest, signal?: AbortSignal) =>
  getSuite().api.call(DASHBOARD.studentHandInStatus, { body: request }, { signal });

/** Not kept in the browser: the export is asked for afresh each time (02 §4). */
export const getStudentHandInExport = (request: StudentHandInExportRequest, signal?: AbortSignal) =>
  getSuite().api.call(DASHBOARD.studentHandInExport, { body: request }, { signal });

export const useStudentHandInStatus = (request: StudentHandInStatusRequest) =>
  useQuery({
    queryKey: queryKeys.dashboardFigures('studentHandInStatus', request),
    queryFn: ({ signal }) => getStudentHandInStatus(request, signal),
    placeholderData: keepPreviousData,
  });
