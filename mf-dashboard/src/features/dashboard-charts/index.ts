export { DashboardCharts } from './components/dashboard-charts';
export { ChartWidget, dimensionOptions, timeRangeOptions } from './components/chart-widget';
export { useHandedInStatus, useTotals, DASHBOARD_STALE_MS } from './api/dashboard-data';
export { HAND_IN_STATUSES, handedInStatusCsv, totalsCsv, stackedPoints } from './utils/chart-data';
export { loadDashboard } from './dashboard-loader';
export { chartsLoader } from './components/charts-loader';
