import type { ConsignmentResult } from '@gs/shared/consignment';
import type { StaffRole } from '@gs/shared/identity';
import type { ListingRow } from '../../../db/tables/listings.table.ts';
import type { UserContext } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { sellerNeedsClaimReview } from '../../trade/index.ts';
import { findListing, putListingUp, takeListingDown } from './consignment.repository.ts';
import { refuseInCurrentState } from './consignment.service.ts';
import { assertActionAllowed } from './consignment-rules.ts';
import { allowedFrom } from './consignment-transitions.ts';
import { toConsignmentResult } from './consignment-view.ts';

/** The roles that may take any listing of the tenant down or put it up (platform admins too). */
const SHELF_STAFF: readonly StaffRole[] = ['operator', 'owner'];

/** The listing the caller may take down or put up: the seller's own consignment, or any listing for staff. */
async function findShelfListing(ctx: UserContext, roles: readonly StaffRole[], id: number): Promise<ListingRow> {
  const listing = await findListing(ctx.db, ctx.tenantId, id);
  const staff = roles.some((role) => SHELF_STAFF.includes(role));
  const own = listing?.seller_user_id === ctx.userId && listing.kind === 'consignment' && listing.origin === 'market';
  if (!listing || !(own || staff)) throw notFound('consignmentNotFound', { id });
  return listing;
}

/**
 * Takes a listing off the market (`downGoods`): on sale or waiting for review → off the shelf. 404 unless the
 * seller's own (or the caller is staff); 409 when in trade, sold, rejected (edit and resubmit) or already down.
 */
export async function takeDownListing(
  ctx: UserContext,
  roles: readonly StaffRole[],
  id: number,
): Promise<ConsignmentResult> {
  const listing = await findShelfListing(ctx, roles, id);
  assertActionAllowed('take_down', listing.status, id);
  const row = await takeListingDown(ctx.db, ctx.tenantId, id, allowedFrom('take_down'), ctx.clock.now());
  if (!row) return refuseInCurrentState(ctx.db, ctx.tenantId, id, 'take_down');
  return toConsignmentResult(row);
}

/**
 * Puts a taken-down listing back (`upGoods`): on sale at once when staff approved it and it was not edited since,
 * otherwise back to review — and always back to review when its seller puts it up after a retrieval claim against
 * them was upheld (the shop's claim risk setting). 404 unless the seller's own (or staff); 409 in any state but off
 * the shelf.
 */
export async function putUpListing(
  ctx: UserContext,
  roles: readonly StaffRole[],
  id: number,
): Promise<ConsignmentResult> {
  const listing = await findShelfListing(ctx, roles, id);
  assertActionAllowed('put_up', listing.status, id);
  const bySeller = listing.seller_user_id === ctx.userId;
  const review = bySeller && (await sellerNeedsClaimReview(ctx, ctx.userId));
  const row = await putListingUp(ctx.db, ctx.tenantId, id, ctx.clock.now(), review);
  if (!row) return refuseInCurrentState(ctx.db, ctx.tenantId, id, 'put_up');
  return toConsignmentResult(row);
}
