export { StudentOverview, STUDENT_WIDGET_FAILURE } from './components/student-overview';
export { HandInCell } from './components/hand-in-cell';
export {
  sortOptions,
  handInChartRows,
  chartRowText,
  tooltipPosition,
  studentOverviewCsv,
} from './utils/student-overview';
export { getStudentHandInExport, getStudentHandInStatus, useStudentHandInStatus } from './api/student-hand-ins';
