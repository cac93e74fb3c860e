import type { DashboardDay, DashboardSeries, DashboardSeriesDays } from '@gs/shared/staff-dashboard';
import { defineCache } from '../../lib/caches.ts';
import type { RequestContext } from '../../lib/context.ts';
import { dailyFigures, onDashboardSnapshot } from './dashboard.repository.ts';
import { periodWindows, startOfChinaDay } from './dashboard-periods.ts';
import { loadShared } from './shared-load.ts';

const DAY_MS = 24 * 3_600_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The series read up to 180 days of orders and visits: computed at most once a minute per shop and range. */
const SERIES_FRESH_MS = 60_000;
const seriesCaches = {
  30: defineCache<DashboardSeries>('dashboard.series30', SERIES_FRESH_MS, 1_000),
  90: defineCache<DashboardSeries>('dashboard.series90', SERIES_FRESH_MS, 1_000),
} satisfies Record<DashboardSeriesDays, unknown>;

/** The China day (`YYYY-MM-DD`) that began at `start`. */
const dayKey = (start: number) => new Date(start + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** `count` China days from the one that began at `first`, each with its figures (zeros where there were none). */
function daysFrom(first: number, count: number, figures: Map<string, Omit<DashboardDay, 'day'>>): DashboardDay[] {
  return Array.from({ length: count }, (_, i) => {
    const day = dayKey(first + i * DAY_MS);
    return { day, gmvFen: 0, paidOrders: 0, orders: 0, visitors: 0, ...figures.get(day) };
  });
}

/**
 * The shop's daily GMV, paid orders, orders created and distinct visitors over the last `days` China days (today so
 * far included) and the `days` before them, on one snapshot; at most a minute old.
 */
export function getDashboardSeries(ctx: RequestContext, days: DashboardSeriesDays): Promise<DashboardSeries> {
  return loadShared(ctx.caches, seriesCaches[days], ctx.tenantId, async () => {
    const now = ctx.clock.now();
    const windows = periodWindows(now, days);
    const figures = await onDashboardSnapshot(ctx.db, (trx) =>
      dailyFigures(trx, ctx.tenantId, { from: windows.previous.from, to: now }),
    );
    const first = startOfChinaDay(windows.current.from).getTime();
    return {
      days,
      generatedAt: now.toISOString(),
      current: daysFrom(first, days, figures),
      previous: daysFrom(first - days * DAY_MS, days, figures),
    };
  });
}
