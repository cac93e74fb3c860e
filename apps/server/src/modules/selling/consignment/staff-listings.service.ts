import type {
  ConsignmentResult,
  StaffListingDetail,
  StaffListingPage,
  StaffListingQuery,
} from '@gs/shared/consignment';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { assertNotBlacklisted, blacklistHit } from '../../blacklist/index.ts';
import { findGameCatalogue } from '../../catalogue/index.ts';
import { renderAttributes } from '../../listings/index.ts';
import { approveListing, findListing, rejectListing } from './consignment.repository.ts';
import { canTakeAction } from './consignment-transitions.ts';
import { regionSteps, toConsignmentResult } from './consignment-view.ts';
import { countStaffListings, findStaffListing, listStaffListings } from './staff-listings-search.repository.ts';
import { toStaffListing } from './staff-listings-view.ts';

/**
 * The tenant's listings matching the filters (any origin), a page of them and how many match: the review queue
 * longest waiting first, anything else newest first unless a sort is given.
 */
export async function listListingsForStaff(ctx: UserContext, query: StaffListingQuery): Promise<StaffListingPage> {
  const [rows, total] = await Promise.all([
    listStaffListings(ctx.db, ctx.tenantId, query),
    countStaffListings(ctx.db, ctx.tenantId, query),
  ]);
  return { rows: rows.map(toStaffListing), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Everything a reviewer checks of one listing (not the credentials), with the blacklist checked now. 404 if unknown. */
export async function getListingForStaff(ctx: UserContext, id: number): Promise<StaffListingDetail> {
  const row = await findStaffListing(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('consignmentNotFound', { id });
  const catalogue = await findGameCatalogue(ctx, row.game_id);
  const hit = await blacklistHit(ctx.db, ctx.tenantId, {
    gameId: row.game_id,
    loginDigest: row.login_digest,
    sellerUserId: row.seller_user_id,
  });
  return {
    ...toStaffListing(row),
    description: row.description,
    regionPath: regionSteps(catalogue, row.region_node_id),
    attributes: catalogue
      ? renderAttributes(catalogue, row.attrs).map((value) => ({ name: value.name, value: value.text }))
      : [],
    attrs: row.attrs,
    screenshots: row.gallery.slice(1),
    realNameShotUrl: row.realname_shot_url,
    guaranteeDocs: row.guarantee_docs,
    contact: row.contact,
    rejectReason: row.reject_reason,
    blacklisted: hit !== null,
  };
}

/**
 * Approves a pending listing: on sale from now (the games' on-sale counts follow by trigger). 404 if unknown; 409
 * when it is no longer pending (edited back, taken down, or reviewed by someone else first); 422 when the account
 * or its seller has been blacklisted since it was submitted.
 */
export async function approveListingReview(ctx: UserContext, id: number): Promise<ConsignmentResult> {
  const listing = await findListing(ctx.db, ctx.tenantId, id);
  if (!listing) throw notFound('consignmentNotFound', { id });
  if (!canTakeAction('approve', listing.status)) throw new AppError(409, 'CONFLICT', 'listingNotPendingReview');
  const subject = { gameId: listing.game_id, loginDigest: listing.login_digest, sellerUserId: listing.seller_user_id };
  await assertNotBlacklisted(ctx.db, ctx.tenantId, subject, {
    account: 'listingReviewBlacklisted',
    seller: 'listingReviewBlacklisted',
  });
  const row = await approveListing(ctx.db, ctx.tenantId, id, ctx.userId, ctx.clock.now());
  if (!row) throw new AppError(409, 'CONFLICT', 'listingNotPendingReview');
  return toConsignmentResult(row);
}

/** Rejects a pending listing with the reason the seller sees. 404 if unknown; 409 when no longer pending. */
export async function rejectListingReview(ctx: UserContext, id: number, reason: string): Promise<ConsignmentResult> {
  const listing = await findListing(ctx.db, ctx.tenantId, id);
  if (!listing) throw notFound('consignmentNotFound', { id });
  const row = await rejectListing(ctx.db, ctx.tenantId, id, ctx.userId, reason, ctx.clock.now());
  if (!row) throw new AppError(409, 'CONFLICT', 'listingNotPendingReview');
  return toConsignmentResult(row);
}
