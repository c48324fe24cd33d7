// The dashboard calls (02 §7), one endpoint each (decision 0010), relative to the API's base URL. The
// student table and its export are not shown by the spec: ours, in the same style, documented in the
// OpenAPI document.
import { endpoint, of } from '../endpoint';
import type { DashboardDimension, DashboardTimeRange } from './codes';
import type {
  DashboardHandedInStatusRow,
  DashboardTotalRow,
  StudentHandInExportRequest,
  StudentHandInExportResponse,
  StudentHandInStatusRequest,
  StudentHandInStatusResponse,
} from './rules';

const service = 'homework';

/** The charts' query: which time range, counted by which dimension. */
export interface DashboardQuery {
  timeRange: DashboardTimeRange;
  dimension: DashboardDimension;
}

export const DASHBOARD = {
  totals: endpoint({ service, method: 'GET', path: 'v3/ManagementDashboard/GetTotals', query: of<DashboardQuery>(), answer: of<DashboardTotalRow[]>() }),
  handedInStatus: endpoint({ service, method: 'GET', path: 'v3/ManagementDashboard/GetHandedInStatus', query: of<DashboardQuery>(), answer: of<DashboardHandedInStatusRow[]>() }),
  studentHandInStatus: endpoint({ service, method: 'POST', path: 'v3/ManagementDashboard/GetStudentHandInStatus', body: of<StudentHandInStatusRequest>(), answer: of<StudentHandInStatusResponse>() }),
  studentHandInExport: endpoint({ service, method: 'POST', path: 'v3/ManagementDashboard/GetStudentHandInExport', body: of<StudentHandInExportRequest>(), answer: of<StudentHandInExportResponse>() }),
} as const;
