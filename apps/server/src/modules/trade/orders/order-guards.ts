import type { Guarantee, OrderStatus } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { orderStatusNames } from '../../../lib/messages.ts';
import { REAL_NAME_PAGE } from '../../identity/index.ts';
import type { OrderSettings } from './order-settings.ts';
import { AWAITING_PAYMENT, canTransition } from './order-transitions.ts';
import { findLiveOrderForListing, hasVerifiedRealName, type LockedListing } from './orders.repository.ts';

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
    throw notFound('listingNotFound');
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
  if (!order || order.buyer_user_id !== userId) throw notFound('orderNotFound');
}

type StatusMessageKey = 'orderNotPayable' | 'orderNotCancellable' | 'orderActionNotAllowed';

function statusConflict(order: OrderRow, messageKey: StatusMessageKey): AppError {
  return new AppError(409, 'CONFLICT', messageKey, { params: { status: orderStatusNames[order.status] } });
}

/** 409 (with the order's status) unless ORDER_TRANSITIONS lets the order move to `to` now. */
export function assertCanMoveTo(order: OrderRow, to: OrderStatus, messageKey: StatusMessageKey) {
  if (!canTransition(order.status, to)) throw statusConflict(order, messageKey);
}

/** 409 unless the order waits for money (the whole order, or the balance after a deposit). */
export function assertOrderPayable(order: OrderRow) {
  if (!AWAITING_PAYMENT.includes(order.status)) throw statusConflict(order, 'orderNotPayable');
}

/** 409 unless nothing is paid yet: the buyer may cancel only then (an unpaid balance is cancelled by expiry). */
export function assertBuyerMayCancel(order: OrderRow) {
  if (order.status !== 'pending_payment') throw statusConflict(order, 'orderNotCancellable');
}

/**
 * 409 unless the order is in trade: delivery is the step `in_trade → in_trade`, and since payment leads to in_trade
 * too, the target alone cannot tell that step apart.
 */
export function assertInTrade(order: OrderRow) {
  if (order.status !== 'in_trade') throw statusConflict(order, 'orderActionNotAllowed');
}

/** 409 unless staff are rebinding the account: while the order is in trade or in an after-sale case. */
export function assertRebindingOpen(order: OrderRow) {
  if (order.status !== 'in_trade' && order.status !== 'after_sale')
    throw statusConflict(order, 'orderActionNotAllowed');
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
