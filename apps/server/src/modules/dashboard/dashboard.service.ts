import { orderStatuses } from '@gs/shared/orders';
import {
  DASHBOARD_TIME_ZONE,
  type Dashboard,
  type DashboardFunnel,
  type DashboardPeriod,
  type TopGame,
  type TopListing,
} from '@gs/shared/staff-dashboard';
import type { Locale } from '@gs/shared/tenant';
import type { Db } from '../../db/database.ts';
import { defineCache } from '../../lib/caches.ts';
import type { RequestContext } from '../../lib/context.ts';
import { getTenantCatalogue } from '../catalogue/index.ts';
import {
  countCreatedOrdersByStatus,
  countFunnel,
  type GamePaidFigures,
  listTopListings,
  onDashboardSnapshot,
  sumPaidOrdersByGame,
} from './dashboard.repository.ts';
import { periodWindows, type TimeWindow } from './dashboard-periods.ts';
import { loadShared } from './shared-load.ts';

const TOP = 5;

interface Traffic {
  asOf: Date;
  funnel: DashboardFunnel;
  topListings: TopListing[];
}

/**
 * A shop's dashboard is computed at most once every 10 seconds, however many staff have it open: a new order or a
 * payment shows within 10 seconds (`generatedAt` says when the figures were computed).
 */
export const DASHBOARD_FRESH_MS = 10_000;
const dashboardCache = defineCache<Dashboard>('dashboard.figures', DASHBOARD_FRESH_MS, 1_000);

/**
 * The figures read from browse tracking grow with the shop's traffic (a busy shop's month is millions of events),
 * so they are computed at most once a minute per shop (`trafficAsOf`).
 */
const TRAFFIC_FRESH_MS = 60_000;
const trafficCache = defineCache<Traffic>('dashboard.traffic', TRAFFIC_FRESH_MS, 1_000);

/**
 * The funnel and the top listings read different rows and no figure of one is checked against the other: each is
 * one statement on its own connection, so they take as long as the longer of them, not both together.
 */
async function loadTraffic(db: Db, tenantId: number, now: Date): Promise<Traffic> {
  const week = periodWindows(now, 7).current;
  const month = periodWindows(now, 30).current;
  const [funnel, topListings] = await Promise.all([
    onDashboardSnapshot(db, (trx) => countFunnel(trx, tenantId, week)),
    onDashboardSnapshot(db, (trx) => listTopListings(trx, tenantId, month, TOP)),
  ]);
  return {
    asOf: now,
    funnel: { from: week.from.toISOString(), to: week.to.toISOString(), ...funnel },
    topListings,
  };
}

/** The games with the highest GMV in window `index` (those with an order paid in it), the lower id first on a tie. */
function topGamesIn(games: GamePaidFigures[], index: number, limit: number): TopGame[] {
  const paidIn = games.flatMap(({ gameId, name, windows }) => {
    const figures = windows[index];
    return figures && figures.paidOrders > 0 ? [{ gameId, name, ...figures }] : [];
  });
  return paidIn.sort((a, b) => b.gmvFen - a.gmvFen || a.gameId - b.gameId).slice(0, limit);
}

/**
 * The tenant's dashboard: GMV and orders for today, 7 and 30 days against their previous periods, orders by state,
 * and the top games of 30 days (at most 10 seconds old), with the 7-day funnel and the top listings
 * of 30 days (at most a minute old). Concurrent requests of one shop share one computation.
 */
export async function getDashboard(ctx: RequestContext): Promise<Dashboard> {
  const dashboard = await loadShared(ctx.caches, dashboardCache, ctx.tenantId, () => computeDashboard(ctx));
  let views = languageViews.get(dashboard);
  if (!views) {
    views = new Map();
    languageViews.set(dashboard, views);
  }
  let view = views.get(ctx.locale);
  if (!view) {
    view = inReaderLanguage(ctx, dashboard);
    views.set(ctx.locale, view);
  }
  return view;
}

// The figures are computed once for every reader; each language's view of one computation is built once beside it
// (readers of one language share one answer, as they share the figures) and goes when the computation does.
const languageViews = new WeakMap<Dashboard, Map<Locale, Promise<Dashboard>>>();

/** The dashboard with its game names in the reader's language (the stored name for a game that is gone). */
async function inReaderLanguage(ctx: RequestContext, dashboard: Dashboard): Promise<Dashboard> {
  const catalogue = await getTenantCatalogue(ctx);
  const gameName = (gameId: number, stored: string) => catalogue.everyGameById.get(gameId)?.name ?? stored;
  return {
    ...dashboard,
    topGames: dashboard.topGames.map((game) => ({ ...game, name: gameName(game.gameId, game.name) })),
    topListings: dashboard.topListings.map((row) => ({ ...row, gameName: gameName(row.gameId, row.gameName) })),
  };
}

async function computeDashboard(ctx: RequestContext): Promise<Dashboard> {
  const now = ctx.clock.now();
  const periods = [periodWindows(now, 1), periodWindows(now, 7), periodWindows(now, 30)] as const;
  const windows = periods.flatMap((p) => [p.current, p.previous]);
  const month = windows.indexOf(periods[2].current);
  const { tenantId } = ctx;
  // The order figures on one snapshot (they agree with each other: the states add up to the orders, the top games'
  // GMV to at most the period's), one pass over the paid orders and one over the created ones; the traffic
  // figures, when due, on other connections at the same time.
  const [orders, traffic] = await Promise.all([
    onDashboardSnapshot(ctx.db, async (db) => ({
      paidByGame: await sumPaidOrdersByGame(db, tenantId, windows),
      createdByStatus: await countCreatedOrdersByStatus(db, tenantId, windows),
    })),
    loadShared(ctx.caches, trafficCache, tenantId, () => loadTraffic(ctx.db, tenantId, now)),
  ]);
  const { paidByGame, createdByStatus } = orders;
  const figures = (index: number, window: TimeWindow) => {
    let gmvFen = 0;
    let paidOrders = 0;
    for (const game of paidByGame) {
      gmvFen += game.windows[index]?.gmvFen ?? 0;
      paidOrders += game.windows[index]?.paidOrders ?? 0;
    }
    let created = 0;
    for (const counts of createdByStatus.values()) created += counts[index] ?? 0;
    return { from: window.from.toISOString(), to: window.to.toISOString(), gmvFen, paidOrders, orders: created };
  };
  const period = (index: 0 | 1 | 2): DashboardPeriod => ({
    current: figures(index * 2, periods[index].current),
    previous: figures(index * 2 + 1, periods[index].previous),
  });
  return {
    generatedAt: now.toISOString(),
    timeZone: DASHBOARD_TIME_ZONE,
    today: period(0),
    last7Days: period(1),
    last30Days: period(2),
    ordersByStatus: orderStatuses.map((status) => ({ status, count: createdByStatus.get(status)?.[month] ?? 0 })),
    topGames: topGamesIn(paidByGame, month, TOP),
    trafficAsOf: traffic.asOf.toISOString(),
    funnel: traffic.funnel,
    topListings: traffic.topListings,
  };
}
