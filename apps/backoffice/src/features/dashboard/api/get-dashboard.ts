import {
  type Dashboard,
  type DashboardSeries,
  type DashboardSeriesDays,
  dashboardSchema,
  dashboardSeriesSchema,
} from '@gs/shared/staff-dashboard';
import { sessionScopeKey } from '@gs/web/session-scope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';

export const dashboardKeys = {
  all: [...sessionScopeKey, 'dashboard'] as const,
  figures: () => [...dashboardKeys.all, 'figures'] as const,
  series: (days: DashboardSeriesDays) => [...dashboardKeys.all, 'series', days] as const,
};

/** GET /api/staff/dashboard: the shop's figures, at most 10 seconds old (owner or operator). */
export async function getDashboard(options: { signal?: AbortSignal } = {}): Promise<Dashboard> {
  const data = await api.get('/api/staff/dashboard', undefined, options);
  return dashboardSchema.parse(data);
}

/** Refreshed every five minutes while open (and by the Refresh button); the traffic half changes once a minute. */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.figures(),
    queryFn: ({ signal }) => getDashboard({ signal }),
    refetchInterval: 5 * 60_000,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}

/** GET /api/staff/dashboard/series?days: daily figures of the last 30 or 90 China days and the period before. */
export async function getDashboardSeries(
  days: DashboardSeriesDays,
  options: { signal?: AbortSignal } = {},
): Promise<DashboardSeries> {
  return dashboardSeriesSchema.parse(await api.get('/api/staff/dashboard/series', { days }, options));
}

export function useDashboardSeries(days: DashboardSeriesDays) {
  return useQuery({
    queryKey: dashboardKeys.series(days),
    queryFn: ({ signal }) => getDashboardSeries(days, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 5 * 60_000,
  });
}
