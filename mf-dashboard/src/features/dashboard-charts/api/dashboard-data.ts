// GetTotals and GetHandedInStatus (02 §7) through the one QueryClient, under keys scoped to the user
// and school: an answer is kept for the browser's part of the dashboard's freshness rule
// (DASHBOARD_FRESHNESS in contracts: 30 minutes in all, of which the server may keep it 5).
import { getSuite, queryKeys, useQuery } from '@homework/platform/api';
import {
  CACHE_MINUTES,
  DASHBOARD,
  type DashboardDimension,
  type DashboardHandedInStatusRow,
  type DashboardTimeRange,
  type DashboardTotalRow,
} from '@homework/contracts';

export const DASHBOARD_STALE_MS = CACHE_MINUTES.dashboard * 60_000;

export const getTotals = (timeRange: DashboardTimeRange, dimension: DashboardDimension, signal?: AbortSignal) =>
  getSuite().api.call(DASHBOARD.totals, { query: { timeRange, dimension } }, { signal });

export const getHandedInStatus = (timeRange: DashboardTimeRange, dimension: DashboardDimension, signal?: AbortSignal) =>
  getSuite().api.call(DASHBOARD.handedInStatus, { query: { timeRange, dimension } }, { signal });

type DashboardFigures = 'totals' | 'handedInStatus';

const FETCHERS = { totals: getTotals, handedInStatus: getHandedInStatus } as const;

/** One place for a widget's query, so that the page and its route's loader (dashboard-loader.ts) share the answer. */
export const dashboardQuery = (figures: DashboardFigures, timeRange: DashboardTimeRange, dimension: DashboardDimension) => ({
  queryKey: queryKeys.dashboardFigures(figures, timeRange, dimension),
  queryFn: ({ signal }: { signal?: AbortSignal }) => FETCHERS[figures](timeRange, dimension, signal) as Promise<unknown[]>,
  staleTime: DASHBOARD_STALE_MS,
});

function useDashboardQuery<T>(figures: DashboardFigures, timeRange: DashboardTimeRange, dimension: DashboardDimension) {
  return useQuery({ ...dashboardQuery(figures, timeRange, dimension), select: (rows) => rows as T[] });
}

export const useTotals = (timeRange: DashboardTimeRange, dimension: DashboardDimension) => useDashboardQuery<DashboardTotalRow>('totals', timeRange, dimension);

export const useHandedInStatus = (timeRange: DashboardTimeRange, dimension: DashboardDimension) =>
  useDashboardQuery<DashboardHandedInStatusRow>('handedInStatus', timeRange, dimension);
