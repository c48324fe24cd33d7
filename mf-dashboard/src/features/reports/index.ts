export { ReportsPage } from './components/reports-page';
export { REPORT_SORTS, sortReportRows, type ReportSort } from './utils/report-sort';
