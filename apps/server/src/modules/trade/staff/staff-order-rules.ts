import { maskNickName, maskPhone } from '@gs/shared/identity';
import type { DeliverInput, OrderStatus, RebindStep } from '@gs/shared/orders';
import type { StaffOrderAction, StaffOrderFilter, StaffOrderRow } from '@gs/shared/staff-orders';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { canTransition } from '../orders/order-transitions.ts';
import { toOrder } from '../orders/order-view.ts';
import { findUserIdsByPhone, type StaffOrderQueryFilter, type StaffOrderSearchRow } from './staff-orders.repository.ts';

const PHONE = /^\d{11}$/;

/** The list's filters as the repository takes them: a phone (11 digits) becomes its user, a shorter number is an id. */
export async function resolveStaffOrderFilter(
  ctx: UserContext,
  filter: StaffOrderFilter,
): Promise<StaffOrderQueryFilter> {
  const { buyer, createdFrom, createdTo, ...rest } = filter;
  const resolved: StaffOrderQueryFilter = { ...rest };
  if (createdFrom) resolved.createdFrom = new Date(createdFrom);
  if (createdTo) resolved.createdTo = new Date(createdTo);
  if (buyer) {
    resolved.buyerUserIds = PHONE.test(buyer) ? await findUserIdsByPhone(ctx.db, ctx.tenantId, buyer) : [Number(buyer)];
  }
  return resolved;
}

export function toStaffOrderRow(row: StaffOrderSearchRow): StaffOrderRow {
  return {
    ...toOrder(row, row.evaluated),
    buyerUserId: row.buyer_user_id,
    sellerUserId: row.seller_user_id,
    origin: row.origin,
    buyerPhone: maskPhone(row.buyer_phone),
    sellerName: sellerNameOf(row),
  };
}

/** The seller as the list shows them: the nickname (masked when it is a phone number), else the masked phone. */
function sellerNameOf(row: Pick<StaffOrderSearchRow, 'seller_nick_name' | 'seller_phone'>): string | null {
  const nickName = row.seller_nick_name?.trim();
  if (nickName) return maskNickName(nickName);
  return row.seller_phone ? maskPhone(row.seller_phone) : null;
}

/** A price-competition recycle order's account goes back to its seller, never on sale: relisting it is refused. */
export function isRelistAllowed(order: Pick<OrderRow, 'origin'>): boolean {
  return order.origin !== 'bid_recycle';
}

/** 422 when staff ask to relist the listing of an order that must not go on sale. */
export function assertRelistAllowed(order: Pick<OrderRow, 'origin'>, relist: boolean) {
  if (relist && !isRelistAllowed(order)) {
    throw new AppError(422, 'BUSINESS_RULE', 'refundRelistNotAllowed', {
      fields: [{ field: 'body.relist', message: '' }],
    });
  }
}

/**
 * 422 when rebinding steps are still open and staff did not confirm delivering anyway; the answer lists the open
 * steps so the back office can name them.
 */
export function assertChecklistDoneOrConfirmed(
  unfinishedSteps: readonly RebindStep[],
  total: number,
  input: Pick<DeliverInput, 'confirmIncompleteChecklist'>,
) {
  if (unfinishedSteps.length === 0 || input.confirmIncompleteChecklist === true) return;
  throw new AppError(422, 'BUSINESS_RULE', 'rebindChecklistIncomplete', {
    params: { count: unfinishedSteps.length, total },
    extra: { unfinishedSteps },
  });
}

const REBINDING_OPEN: OrderStatus[] = ['in_trade', 'after_sale'];

/**
 * Staff read an order's credentials only while the order needs them (to rebind or hand over: in trade or after
 * sale), never on a cancelled, refunded or completed order.
 */
export function staffMayReadCredentials(order: Pick<OrderRow, 'status'>): boolean {
  return REBINDING_OPEN.includes(order.status);
}

/**
 * What staff may do to the order now: the same rules the action services check (the transition table, delivery
 * only once while in trade, no refund while a claim is open, rebinding and credentials while in trade or after sale,
 * credentials when the vault holds them).
 */
export function allowedStaffActions(
  order: Pick<OrderRow, 'status' | 'delivered_at'>,
  parts: { rebindSteps: number; credentialsStored: boolean },
): StaffOrderAction[] {
  const actions: StaffOrderAction[] = [];
  if (order.status === 'in_trade' && order.delivered_at === null) actions.push('deliver');
  // An order in after-sale is refunded (or not) by the decision on its claim.
  if (canTransition(order.status, 'refunded') && order.status !== 'after_sale') actions.push('refund');
  if (canTransition(order.status, 'after_sale')) actions.push('after_sale');
  if (REBINDING_OPEN.includes(order.status) && parts.rebindSteps > 0) actions.push('rebind');
  if (parts.credentialsStored && staffMayReadCredentials(order)) actions.push('credentials');
  return actions;
}
