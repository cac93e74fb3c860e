import { FAVOURITES_MAX, type Favourite, type FavouriteResult } from '@gs/shared/favourites';
import type { UserContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  countFavourites,
  deleteFavourite,
  insertFavouriteWithin,
  isFavourite,
  listFavourites,
} from './favourites.repository.ts';
import { listingState, toListingSummary } from './listing-view.ts';
import { findPublicStatus } from './listings.repository.ts';
import { listingViewContext } from './listings.service.ts';

export interface FavouritePage {
  rows: Favourite[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * Adds a listing on sale to the user's favourites (again: no change). 404 for a listing that is not a public
 * listing of the tenant, 409 when it is no longer on sale, 422 when the user already keeps FAVOURITES_MAX.
 */
export async function addFavourite(ctx: UserContext, listingId: number): Promise<FavouriteResult> {
  const status = await findPublicStatus(ctx.db, ctx.tenantId, listingId);
  if (status === undefined) throw notFound('listingNotFound');
  if (status !== 'on_sale') throw new AppError(409, 'CONFLICT', 'listingNotOnSale');
  const favourite = { userId: ctx.userId, listingId, at: ctx.clock.now() };
  const added = await insertFavouriteWithin(ctx.db, ctx.tenantId, favourite, FAVOURITES_MAX);
  if (!added && !(await isFavourite(ctx.db, ctx.tenantId, ctx.userId, listingId))) {
    throw new AppError(422, 'BUSINESS_RULE', 'favouritesFull', { params: { max: FAVOURITES_MAX } });
  }
  return { goodsId: listingId, collected: true };
}

/** Removes a listing from the user's favourites; removing one that is not there is not an error. */
export async function removeFavourite(ctx: UserContext, listingId: number): Promise<FavouriteResult> {
  await deleteFavourite(ctx.db, ctx.tenantId, ctx.userId, listingId);
  return { goodsId: listingId, collected: false };
}

/** One page of the user's favourites, newest first; a listing sold or taken down since shows that state. */
export async function listUserFavourites(
  ctx: UserContext,
  query: { pageNum: number; pageSize: number },
): Promise<FavouritePage> {
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listFavourites(ctx.db, ctx.tenantId, ctx.userId, page),
    countFavourites(ctx.db, ctx.tenantId, ctx.userId),
  ]);
  const view = await listingViewContext(
    ctx,
    rows.map((row) => row.game_id),
  );
  return {
    rows: rows.map((row) => ({
      ...toListingSummary(row, view),
      state: listingState(row.status),
      collectedAt: row.collected_at.toISOString(),
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
