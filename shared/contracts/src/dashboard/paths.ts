// The dashboard calls' paths, relative to the API's base URL.

/**
 * The dashboard calls (02 §7). The student table and its export are not shown by the spec: ours, in
 * the same style, documented in the OpenAPI document.
 */
export const DASHBOARD_PATHS = {
  totals: 'v3/ManagementDashboard/GetTotals',
  handedInStatus: 'v3/ManagementDashboard/GetHandedInStatus',
  studentHandInStatus: 'v3/ManagementDashboard/GetStudentHandInStatus',
  studentHandInExport: 'v3/ManagementDashboard/GetStudentHandInExport',
} as const;
