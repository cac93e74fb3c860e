import type { Guarantee, OrderStatus } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import { AppError } from '../../../lib/errors.ts';
import type { OrderSettings } from './order-settings.ts';
import { findLiveOrderForListing, hasVerifiedRealName, type LockedListing } from './orders.repository.ts';

export const REAL_NAME_PAGE = '/pages/BasicInformation';

/** 422 with a link to the real-name page when the tenant requires it and the buyer has not verified. */
export async function assertRealNameForBuying(db: Db, tenantId: number, userId: number, settings: OrderSettings) {
  if (!settings.requireRealName) return;
  if (await hasVerifiedRealName(db, tenantId, userId)) return;
  throw new AppError(422, 'REAL_NAME_REQUIRED', 'realNameRequiredToBuy', { extra: { link: REAL_NAME_PAGE } });
}

export function assertGuaranteeAllowed(settings: OrderSettings, guarantee: Guarantee) {
  if (guarantee === 'none' && !settings.allowNoGuarantee) {
    throw new AppError(422, 'BUSINESS_RULE', 'guaranteeRequired', {
      fields: [{ field: 'body.guarantee', message: '' }],
    });
  }
}

/** The listing can be ordered by this buyer now; otherwise the 404/409/422 the buyer should see. */
export async function assertListingOnSale(
  db: Db,
  tenantId: number,
  listing: Pick<LockedListing, 'id' | 'status' | 'seller_user_id'> | undefined,
  userId: number,
): Promise<void> {
  if (!listing || ['draft', 'pending_review', 'rejected'].includes(listing.status)) {
    throw new AppError(404, 'NOT_FOUND', 'listingNotFound');
  }
  if (listing.seller_user_id === userId) throw new AppError(422, 'OWN_LISTING', 'cannotBuyOwnListing');
  if (listing.status === 'on_sale') return;
  if (listing.status === 'sold' || listing.status === 'retrieved')
    throw new AppError(409, 'LISTING_SOLD', 'listingSold');
  if (listing.status === 'locked') {
    const live = await findLiveOrderForListing(db, tenantId, listing.id);
    if (live && live.buyer_user_id === userId && live.status === 'pending_payment') {
      throw new AppError(409, 'OWN_UNPAID_ORDER', 'ownUnpaidOrderExists', { extra: { orderId: live.id } });
    }
    if (live && live.status !== 'pending_payment' && live.status !== 'paid_deposit') {
      throw new AppError(409, 'LISTING_SOLD', 'listingSold');
    }
    throw new AppError(409, 'LISTING_LOCKED', 'listingLocked');
  }
  throw new AppError(409, 'LISTING_UNAVAILABLE', 'listingNotOnSale');
}

/** 404 unless the order exists in this tenant and the user is its buyer (another's order is not disclosed). */
export function assertBuyerOf(order: OrderRow | undefined, userId: number): asserts order is OrderRow {
  if (!order || order.buyer_user_id !== userId) throw new AppError(404, 'NOT_FOUND', 'orderNotFound');
}

export function assertOrderStatus(
  order: OrderRow,
  allowed: OrderStatus[],
  messageKey: 'orderNotPayable' | 'orderNotCancellable' | 'orderNotConfirmable' | 'orderActionNotAllowed',
) {
  if (!allowed.includes(order.status)) {
    throw new AppError(409, 'CONFLICT', messageKey, { params: { status: order.status } });
  }
}

export function assertNotExpired(order: OrderRow, now: Date) {
  if (order.expires_at && order.expires_at.getTime() <= now.getTime()) {
    throw new AppError(409, 'CONFLICT', 'orderExpired');
  }
}

export function assertDelivered(order: OrderRow) {
  if (order.status !== 'in_trade' || order.delivered_at === null) {
    throw new AppError(409, 'CONFLICT', 'orderNotConfirmable');
  }
}
