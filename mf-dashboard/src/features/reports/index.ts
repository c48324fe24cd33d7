export { ReportsPage } from './components/reports-page';
export { REPORT_SORTS, reportSorts, sortReportRows, type ReportSort } from './utils/report-sort';
