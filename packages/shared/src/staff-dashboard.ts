import { z } from 'zod';
import { listingStatuses } from './listings.ts';
import { orderStatusSchema } from './orders.ts';

/*
 * `GET /api/staff/dashboard` (issue 14, screen 1; owners and operators). Every figure is of the request's tenant and
 * computed in SQL when asked. Days are China days (Asia/Shanghai, UTC+8, no daylight saving); periods end at the
 * server's current time. Money is integer fen.
 *
 * Definitions:
 * - A period of N days runs from the start of the China day N − 1 days before today up to now ("today" is N = 1).
 *   Its previous period is the same span N days earlier (today 00:00–now against yesterday 00:00–the same time), so
 *   a part of a day is compared with the same part of another.
 * - GMV counts an order when its payment completed (`paid_at`, the full or the balance payment) falls in the period
 *   and the order is now in trade, completed or in after-sale: what buyers paid (price + guarantee + service fee)
 *   for trades that stand. Refunded orders leave GMV (the money went back); cancelled orders and orders with only a
 *   deposit paid never enter it. Purchases and price-competition recycle orders both count (both are trades the
 *   shop runs).
 * - `orders` counts the orders created in the period, whatever became of them.
 * - The traffic figures (the funnel and the top listings, read from browse tracking) are computed at most once a
 *   minute per shop: `trafficAsOf` says when. Everything else is at most 10 seconds old: `generatedAt` says when.
 */

const id = z.number().int().positive();
const fen = z.number().int().nonnegative();
const count = z.number().int().nonnegative();

/** The China time zone every dashboard day is counted in. */
export const DASHBOARD_TIME_ZONE = 'Asia/Shanghai';

export const periodFiguresSchema = z.object({
  /** ISO 8601 instants: the period is from ≤ t ≤ to. */
  from: z.string(),
  to: z.string(),
  /** GMV: the totals of the orders paid in the period that stand (see the definitions above). */
  gmvFen: fen,
  /** The orders counted in GMV. */
  paidOrders: count,
  /** Orders created in the period, in any state. */
  orders: count,
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const dashboardPeriodSchema = z.object({
  current: periodFiguresSchema,
  previous: periodFiguresSchema,
});
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

export const orderStatusCountSchema = z.object({ status: orderStatusSchema, count });

/**
 * The last 7 days' purchase funnel, in people: visitors (distinct browsers with a tracked storefront page), detail
 * viewers (those who opened a listing), buyers (users with a purchase created who browsed as a detail viewer) and
 * payers (buyers with a purchase paid). Each step is a subset of the one before, so no step passes 100 %.
 * Price-competition recycle orders start in no visit and are left out here.
 */
export const dashboardFunnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  visitors: count,
  detailViewers: count,
  buyers: count,
  payers: count,
});
export type DashboardFunnel = z.infer<typeof dashboardFunnelSchema>;

export const topGameSchema = z.object({ gameId: id, name: z.string(), gmvFen: fen, paidOrders: count });
export type TopGame = z.infer<typeof topGameSchema>;

export const topListingSchema = z.object({
  listingId: id,
  number: z.string(),
  title: z.string(),
  gameId: id,
  gameName: z.string(),
  /** The listing's own price (before any tenant markup). */
  priceFen: fen,
  status: z.enum(listingStatuses),
  /** Detail views in the last 30 days. */
  views: count,
});
export type TopListing = z.infer<typeof topListingSchema>;

/*
 * `GET /api/staff/pending-work` (issue 25; any shop staff): the work waiting now, one count per queue the caller's
 * roles may work on. Home and the dashboard show these same tiles, each a link to its list with the same filter
 * (the count is the list's total). A queue and the roles it is for are defined once, on the server.
 */
export const pendingQueueKeys = [
  /** Listings waiting for review (`pending_review`). */
  'listingReviews',
  /** Quick-recycle requests submitted, not yet taken up. */
  'recycleSubmitted',
  /** Quick-recycle requests being verified. */
  'recycleVerifying',
  /** Orders in trade (paid, being delivered or confirmed). */
  'ordersInTrade',
  /** Orders in after-sale. */
  'afterSales',
  /** Claims submitted, waiting to be taken up. */
  'claimsSubmitted',
  /** Claims in review by staff. */
  'claimsInReview',
  /** Withdrawals waiting for a transfer or a rejection. */
  'withdrawals',
  /** Real-name level-two reviews waiting. */
  'realNameReviews',
  /** Merchant applications waiting for a decision (owners). */
  'merchantApplications',
  /** Open price-competition requests recyclers may quote on (recyclers and owners). */
  'bidPool',
  /** Feedback threads open (waiting for a staff answer). */
  'feedbackOpen',
  /** Customer chats with messages that nobody handles. */
  'chatsUnassigned',
] as const;
export const pendingQueueKeySchema = z.enum(pendingQueueKeys);
export type PendingQueueKey = z.infer<typeof pendingQueueKeySchema>;

export const pendingQueueCountSchema = z.object({ key: pendingQueueKeySchema, count });
export type PendingQueueCount = z.infer<typeof pendingQueueCountSchema>;

export const pendingWorkSchema = z.object({
  /** When the counts were computed (ISO 8601): at most 10 seconds before the answer. */
  generatedAt: z.string(),
  /** The caller's queues, in the order shown (`pendingQueueKeys`'s). */
  queues: z.array(pendingQueueCountSchema),
});
export type PendingWork = z.infer<typeof pendingWorkSchema>;

export const dashboardSchema = z.object({
  /** When the figures were computed (ISO 8601). */
  generatedAt: z.string(),
  timeZone: z.literal(DASHBOARD_TIME_ZONE),
  today: dashboardPeriodSchema,
  last7Days: dashboardPeriodSchema,
  last30Days: dashboardPeriodSchema,
  /** When the funnel and the top listings were computed (ISO 8601): at most a minute before `generatedAt`. */
  trafficAsOf: z.string(),
  /** Orders created in the last 30 days by their state now; every state, zeros included. */
  ordersByStatus: z.array(orderStatusCountSchema),
  funnel: dashboardFunnelSchema,
  /** The 5 games with the highest GMV in the last 30 days, highest first. */
  topGames: z.array(topGameSchema),
  /** The 5 listings with the most detail views in the last 30 days, most first. */
  topListings: z.array(topListingSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The day ranges the dashboard's charts offer. */
export const dashboardSeriesDays = [30, 90] as const;
export type DashboardSeriesDays = (typeof dashboardSeriesDays)[number];

/** `GET /api/staff/dashboard/series?days=30|90`. */
export const dashboardSeriesQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days): days is DashboardSeriesDays => (dashboardSeriesDays as readonly number[]).includes(days), {
      message: 'days is 30 or 90',
    })
    .default(30),
});

/** One China day of the charts: GMV and paid orders (as the KPIs count them), orders created, distinct visitors. */
export const dashboardDaySchema = z.object({
  /** The China day, `YYYY-MM-DD`. */
  day: z.string(),
  gmvFen: fen,
  paidOrders: count,
  orders: count,
  visitors: count,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/**
 * Daily figures of the last `days` China days (today so far last) and of the `days` before them, day by day, so a
 * chart can lay the previous period under the current one. Every day is present, zeros included.
 */
export const dashboardSeriesSchema = z.object({
  days: z.number().int(),
  generatedAt: z.string(),
  current: z.array(dashboardDaySchema),
  previous: z.array(dashboardDaySchema),
});
export type DashboardSeries = z.infer<typeof dashboardSeriesSchema>;
