// The dashboard's first charts started as soon as this remote starts, when the dashboard is the page
// being opened (issue 9: every teacher lands on it after sign-in). The chart chunk and both widgets'
// first figures no longer wait for the page's first render: they arrive while it runs.
import { matchPath } from 'react-router-dom';
import { getQueryClient, isSuiteInitialised } from '@homework/platform/api';
import { useAuthStore } from '@homework/platform/auth';
import { DASHBOARD_FIRST_DIMENSION, DASHBOARD_FIRST_TIME_RANGE } from '@homework/contracts';
import { dashboardQuery } from './api/dashboard-data';
import { chartsLoader } from './components/charts-loader';

export const DASHBOARD_ROUTE = '/homework/dashboard';

/** Whether the address (`#/homework/dashboard?...`) opens the dashboard, matched as the router matches it. */
export function opensDashboard(hash: string): boolean {
  const { pathname } = new URL(hash.replace(/^#/, '') || '/', 'http://page');
  return matchPath({ path: DASHBOARD_ROUTE, caseSensitive: false, end: true }, pathname) !== null;
}

/** Starts the chart chunk and the widgets' first figures when the page being opened is the dashboard and a user is signed in. */
export function startDashboardEarly(hash = window.location.hash): void {
  if (!opensDashboard(hash) || !isSuiteInitialised() || useAuthStore.getState().status !== 'authenticated') return;
  // A failure is left to the page: its own ask loads again and shows the widget's error.
  chartsLoader.load().catch(() => undefined);
  for (const figures of ['totals', 'handedInStatus'] as const) {
    void getQueryClient().prefetchQuery(dashboardQuery(figures, DASHBOARD_FIRST_TIME_RANGE, DASHBOARD_FIRST_DIMENSION));
  }
}
