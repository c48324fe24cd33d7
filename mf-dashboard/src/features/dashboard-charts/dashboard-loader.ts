// The dashboard route's loader (every teacher lands on it after sign-in; decision 0009, one
// loader per route). When this remote starts for the dashboard, the chart chunk and both widgets'
// first figures no longer wait for the page's first render: they arrive while it runs, into the
// suite's cache under the widgets' own queries, where the page finds them.
import { getQueryClient } from '@homework/platform/api';
import { DASHBOARD_FIRST_DIMENSION, DASHBOARD_FIRST_TIME_RANGE } from '@homework/contracts';
import { dashboardQuery } from './api/dashboard-data';
import { chartsLoader } from './components/charts-loader';

/** Starts the chart chunk and the widgets' first figures. */
export function loadDashboard(): Promise<unknown> {
  const client = getQueryClient();
  return Promise.all([
    chartsLoader.load(),
    ...(['totals', 'handedInStatus'] as const).map((figures) =>
      client.ensureQueryData(dashboardQuery(figures, DASHBOARD_FIRST_TIME_RANGE, DASHBOARD_FIRST_DIMENSION)),
    ),
  ]);
}
