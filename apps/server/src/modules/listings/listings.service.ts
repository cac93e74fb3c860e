import {
  LISTING_SEARCH_MAX_WINDOW,
  type ListingDetail,
  type ListingSearchPage,
  type ListingSearchQuery,
  type ListingSummary,
  RECOMMEND_LIMIT,
  type RecentDeal,
} from '@gs/shared/listings';
import type { RequestContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  countOnSale,
  findAnyGameCatalogue,
  type GameCatalogue,
  getGameCatalogue,
  getOnSaleCounts,
  getTenantCatalogue,
} from '../catalogue/index.ts';
import { isFavourite } from './favourites.repository.ts';
import { findPageStart } from './listing-page-starts.ts';
import { shownPriceFen } from './listing-price.ts';
import { planListingSearch, type SearchPlan } from './listing-search.ts';
import {
  type ListingViewContext,
  listingState,
  regionNodesOf,
  renderAttributes,
  toListingSummary,
} from './listing-view.ts';
import {
  countMatchingCapped,
  findPublicListing,
  type ListingSummaryRow,
  listNearestPriced,
  listRecentlySold,
  searchCappedPage,
  searchListingPage,
} from './listings.repository.ts';

/** The dictionaries to map rows of these games (hidden games too: their listings' pages still open). */
export async function listingViewContext(ctx: RequestContext, gameIds: Iterable<number>): Promise<ListingViewContext> {
  const ids = [...new Set(gameIds)];
  const [tenant, ...games] = await Promise.all([
    getTenantCatalogue(ctx),
    ...ids.map((id) => findAnyGameCatalogue(ctx, id)),
  ]);
  const byId = new Map<number, GameCatalogue>();
  for (const game of games) if (game) byId.set(game.game.id, game);
  return { tenant, games: byId, markupBp: ctx.tenant.price_markup_bp };
}

/** Maps rows of any games to list entries. */
export async function toListingSummaries(ctx: RequestContext, rows: ListingSummaryRow[]): Promise<ListingSummary[]> {
  const view = await listingViewContext(
    ctx,
    rows.map((row) => row.game_id),
  );
  return rows.map((row) => toListingSummary(row, view));
}

/** 400 unless the client's retailKey is the one of the host's tenant. */
export function assertRetailKey(ctx: RequestContext, retailKey: string): void {
  if (retailKey !== ctx.tenant.retail_key) {
    throw new AppError(400, 'BAD_REQUEST', 'retailKeyMismatch', { fields: [{ field: 'body.retailKey', message: '' }] });
  }
}

interface FoundPage {
  rows: ListingSummaryRow[];
  total: number;
  totalCapped: boolean;
}

/** Only a game (and kind): walk the time or price index to the page; the total comes from the counters. */
async function unfilteredPage(ctx: RequestContext, plan: SearchPlan): Promise<FoundPage> {
  const rows = await searchListingPage(ctx.db, ctx.tenantId, plan, await findPageStart(ctx, plan));
  const lastPage = rows.length < plan.limit && (rows.length > 0 || plan.offset === 0);
  const total = lastPage ? plan.offset + rows.length : await unfilteredTotal(ctx, plan);
  return { rows, total, totalCapped: false };
}

/**
 * A game's listings on sale: of every kind, the count its tile in the game list shows (kept ten seconds, as the page
 * starts a deep page walks from are), so that paging the market asks the database for the page alone; of one kind,
 * that kind's counters.
 */
async function unfilteredTotal(ctx: RequestContext, plan: SearchPlan): Promise<number> {
  if (plan.kind === undefined) return (await getOnSaleCounts(ctx)).get(plan.gameId) ?? 0;
  return countOnSale(ctx.db, ctx.tenantId, plan.gameId, plan.kind);
}

/**
 * Filtered: page and total in one query while the matches are at most the window (the usual case); beyond it,
 * the ordered page query, and the total reported as "at least the window".
 */
async function filteredPage(ctx: RequestContext, plan: SearchPlan): Promise<FoundPage> {
  const cap = LISTING_SEARCH_MAX_WINDOW;
  const capped = await searchCappedPage(ctx.db, ctx.tenantId, plan, cap);
  const first = capped[0];
  if (!first) {
    // Nothing at this offset: fewer matches than the offset (< cap, the window check saw to that), counted exactly.
    const total = plan.offset === 0 ? 0 : await countMatchingCapped(ctx.db, ctx.tenantId, plan, cap);
    return { rows: [], total, totalCapped: false };
  }
  const matched = Number(first.total);
  if (matched <= cap) return { rows: capped, total: matched, totalCapped: false };
  return { rows: await searchListingPage(ctx.db, ctx.tenantId, plan), total: cap, totalCapped: true };
}

/**
 * One page of a game's listings on sale, filtered and sorted; 400 for a foreign retailKey or a filter outside the
 * game's template, 404 for an unknown game. `total` is exact for the unfiltered game (counters) and up to
 * LISTING_SEARCH_MAX_WINDOW otherwise (`totalCapped` beyond).
 */
export async function searchListings(ctx: RequestContext, query: ListingSearchQuery): Promise<ListingSearchPage> {
  assertRetailKey(ctx, query.retailKey);
  const game = await getGameCatalogue(ctx, query.gameId);
  const plan = planListingSearch(game, query, ctx.tenant.price_markup_bp);
  const page = { pageNum: query.pageNum, pageSize: query.pageSize };
  if (plan.empty) return { rows: [], total: 0, totalCapped: false, ...page };

  const { rows, total, totalCapped } = plan.unfiltered
    ? await unfilteredPage(ctx, plan)
    : await filteredPage(ctx, plan);
  const view = await listingViewContext(ctx, [plan.gameId]);
  return { rows: rows.map((row) => toListingSummary(row, view)), total, totalCapped, ...page };
}

/**
 * A listing's detail page: gallery, attribute values rendered with the game's dictionary, price after markup,
 * state as a buyer sees it, and whether the user keeps it in their favourites. 404 for an unknown, foreign or
 * never-public listing (draft, pending review, rejected; a bid recycle's account; a quick recycle's until staff put
 * it on sale). A hidden game's listings still open.
 */
export async function getListingDetail(ctx: RequestContext, id: number, userId: number | null): Promise<ListingDetail> {
  const [row, collected] = await Promise.all([
    findPublicListing(ctx.db, ctx.tenantId, id),
    userId === null ? false : isFavourite(ctx.db, ctx.tenantId, userId, id),
  ]);
  if (!row) throw notFound('listingNotFound');
  const view = await listingViewContext(ctx, [row.game_id]);
  const game = view.games.get(row.game_id);
  if (!game) throw notFound('listingNotFound');
  return {
    ...toListingSummary(row, view),
    description: row.description,
    gallery: row.gallery,
    gameType: game.game.game_type,
    regionPath: regionNodesOf(row, game),
    attributes: renderAttributes(game, row.attrs),
    state: listingState(row.status),
    isCollect: collected,
  };
}

/** Up to eight other listings on sale of the same game, nearest in price; 404 as for the detail. */
export async function recommendListings(ctx: RequestContext, id: number): Promise<ListingSummary[]> {
  const row = await findPublicListing(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('listingNotFound');
  const rows = await listNearestPriced(
    ctx.db,
    ctx.tenantId,
    { id: row.id, gameId: row.game_id, priceFen: row.price_fen },
    RECOMMEND_LIMIT,
  );
  return toListingSummaries(ctx, rows);
}

/**
 * The tenant's latest sold listings (title, game, shown price, time; nothing about the buyer). Not cached: a sale
 * shows in the feed at once, and the query reads a handful of rows from the partial index listings_sold_idx.
 */
export async function listRecentDeals(ctx: RequestContext, limit: number): Promise<RecentDeal[]> {
  const [rows, catalogue] = await Promise.all([listRecentlySold(ctx.db, ctx.tenantId, limit), getTenantCatalogue(ctx)]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    gameId: row.game_id,
    // In the request's language (the catalogue's view); the row's own name for a game the cache has not seen yet.
    gameName: catalogue.everyGameById.get(row.game_id)?.name ?? row.game_name,
    price: shownPriceFen(row.price_fen, ctx.tenant.price_markup_bp),
    soldAt: (row.sold_at ?? new Date(0)).toISOString(),
  }));
}
