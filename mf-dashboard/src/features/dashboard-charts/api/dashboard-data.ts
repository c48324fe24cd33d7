// GetTotals and GetHandedInStatus (02 §7) through the one QueryClient: answers kept for the spec's
// dashboard lifetime (30 minutes) under keys scoped to the user and school.
import { getSuite, isCancelled, scopedKey, useQuery } from '@homework/platform/api';
import {
  DASHBOARD_PATHS,
  type DashboardDimension,
  type DashboardHandedInStatusRow,
  type DashboardTimeRange,
  type DashboardTotalRow,
} from '@homework/contracts';

export const DASHBOARD_STALE_MS = 30 * 60 * 1000;

const query = (timeRange: DashboardTimeRange, dimension: DashboardDimension) =>
  `?timeRange=${encodeURIComponent(timeRange)}&dimension=${encodeURIComponent(dimension)}`;

export const getTotals = (timeRange: DashboardTimeRange, dimension: DashboardDimension, signal?: AbortSignal) =>
  getSuite().api.get<DashboardTotalRow[]>('homework', `${DASHBOARD_PATHS.totals}${query(timeRange, dimension)}`, { signal });

export const getHandedInStatus = (timeRange: DashboardTimeRange, dimension: DashboardDimension, signal?: AbortSignal) =>
  getSuite().api.get<DashboardHandedInStatusRow[]>('homework', `${DASHBOARD_PATHS.handedInStatus}${query(timeRange, dimension)}`, { signal });

export interface DashboardData<T> {
  rows: T[] | null;
  loading: boolean;
  failed: boolean;
}

function useDashboardQuery<T>(name: string, timeRange: DashboardTimeRange, dimension: DashboardDimension, fetcher: typeof getTotals | typeof getHandedInStatus): DashboardData<T> {
  const result = useQuery({
    queryKey: scopedKey('dashboard', name, timeRange, dimension),
    queryFn: ({ signal }) => fetcher(timeRange, dimension, signal) as Promise<T[]>,
    staleTime: DASHBOARD_STALE_MS,
  });
  return {
    rows: result.data ?? null,
    loading: result.isPending,
    failed: Boolean(result.error && !isCancelled(result.error)),
  };
}

export const useTotals = (timeRange: DashboardTimeRange, dimension: DashboardDimension) =>
  useDashboardQuery<DashboardTotalRow>('totals', timeRange, dimension, getTotals);

export const useHandedInStatus = (timeRange: DashboardTimeRange, dimension: DashboardDimension) =>
  useDashboardQuery<DashboardHandedInStatusRow>('handedInStatus', timeRange, dimension, getHandedInStatus);
