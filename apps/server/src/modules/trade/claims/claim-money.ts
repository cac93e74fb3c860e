import type { ClaimPayTo, DecideClaimInput } from '@gs/shared/claims';
import type { Db } from '../../../db/database.ts';
import type { ClaimRow } from '../../../db/tables/claims.table.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { postEntries } from '../ledger/ledger.service.ts';
import { refundToBuyer } from '../orders/buyer-refund.ts';
import { type Actor, completeOrder, transitionOrder } from '../orders/order-lifecycle.ts';
import type { OrderOutcomeHooks } from '../orders/order-outcome-hooks.ts';
import { refundOrderInFull } from '../orders/order-refund.ts';
import { updateOrder } from '../orders/orders.repository.ts';
import { chargeSellerForClaim } from '../payouts/payouts.service.ts';
import { resumeOrderAfterClaim } from './claim-order.ts';
import { paidOf, sellerProceedsOf } from './claim-rules.ts';
import { sumClaimMoneyOfOrder } from './claims.repository.ts';

/*
 * The money of each decision (issue 21, "Money per decision"), inside the decision's transaction with the order row
 * locked. Paid amount P = paid − refunded. Before completion escrow holds P; after it the shop's guarantee reserve
 * pays the buyer and the seller's proceeds of the order are taken back (held first, else as a recovery debt).
 * Money back "through the provider" is the ledger's `buyer` account, as the staff refund posts it, with the gateway
 * refunds that send it queued in the same transaction (refundToBuyer).
 */

export interface DecisionMoney {
  order: OrderRow;
  amountFen: number | null;
  payTo: ClaimPayTo | null;
  sellerChargedFen: number;
}

type Decision = Pick<DecideClaimInput, 'outcome' | 'amountFen' | 'payTo' | 'reason'>;

export const yuan = (fen: number) => (fen / 100).toFixed(2);

function tooLarge(max: number) {
  return new AppError(422, 'BUSINESS_RULE', 'claimAmountTooLarge', {
    params: { max: yuan(max) },
    fields: [{ field: 'body.amountFen', messageKey: 'claimAmountTooLarge', params: { max: yuan(max) } }],
  });
}

/** The seller's proceeds of the order that earlier claims have not taken back (the cap of a charge). */
async function uncharged(db: Db, tenantId: number, order: OrderRow): Promise<number> {
  const sums = await sumClaimMoneyOfOrder(db, tenantId, order.id);
  return Math.max(0, Math.max(0, sellerProceedsOf(order) - sums.inTradePartial) - sums.charged);
}

/** Takes up to `amount` back from the seller's proceeds of a completed order into the guarantee reserve. */
async function chargeSeller(db: Db, tenantId: number, order: OrderRow, claim: ClaimRow, amount: number, at: Date) {
  const cap = Math.min(amount, await uncharged(db, tenantId, order));
  if (cap <= 0) return 0;
  const charge = await chargeSellerForClaim(db, tenantId, order, cap, at, `claim-charge:${claim.id}`);
  return charge.fromHeld + charge.recoveryDebt;
}

/**
 * Applies the decision's money and moves the order on: reject puts it back where it was; refund returns P (escrow
 * before completion, the guarantee reserve after) and closes the order refunded; partial returns part (before
 * completion the order then settles with the rest; after it, from the reserve); compensation (after completion only)
 * pays from the reserve to the buyer's wallet or back through the provider. 422 amounts out of range or a
 * compensation before completion.
 */
export async function applyDecisionMoney(
  db: Db,
  ctx: Pick<RequestContext, 'tenantId' | 'caches'>,
  hooks: OrderOutcomeHooks,
  order: OrderRow,
  claim: ClaimRow,
  decision: Decision,
  actor: Actor,
  at: Date,
): Promise<DecisionMoney> {
  const { tenantId } = ctx;
  const paid = paidOf(order);
  const inTrade = claim.from_status === 'in_trade';
  const key = (part: string) => `claim:${claim.id}:${part}`;
  const none = { amountFen: null, payTo: null, sellerChargedFen: 0 };

  if (decision.outcome === 'reject') {
    return { ...none, order: await resumeOrderAfterClaim(db, ctx, order, claim, actor, at) };
  }

  if (decision.outcome === 'refund') {
    const refund = { amount: paid, relist: false, reason: decision.reason, key: key('refund') };
    const from = inTrade ? ('escrow' as const) : ('guarantee' as const);
    const refunded = await refundOrderInFull(db, tenantId, order, { ...refund, from }, actor, at, hooks);
    const charged = inTrade ? 0 : await chargeSeller(db, tenantId, order, claim, paid, at);
    return { order: refunded, amountFen: paid, payTo: null, sellerChargedFen: charged };
  }

  const amount = decision.amountFen ?? 0;
  if (decision.outcome === 'partial') {
    if (inTrade) {
      if (amount >= paid) {
        throw new AppError(422, 'BUSINESS_RULE', 'claimPartialNotLess', {
          params: { max: yuan(paid) },
          fields: [{ field: 'body.amountFen', messageKey: 'claimPartialNotLess', params: { max: yuan(paid) } }],
        });
      }
      await refundToBuyer(db, tenantId, order, {
        kind: 'claim_refund',
        key: key('partial'),
        at,
        amount,
        reason: decision.reason,
        from: [{ account: 'escrow', amount: -amount }],
      });
      const reduced = await updateOrder(db, tenantId, order.id, ['after_sale'], {
        refunded_fen: order.refunded_fen + amount,
        updated_at: at,
      });
      if (!reduced) throw new AppError(409, 'CONFLICT', 'orderStateChanged');
      // The rest settles as completion does: fees, the merchant's share, the seller's proceeds less the refund.
      const completed = await completeOrder(db, tenantId, reduced, actor, at, hooks);
      return { order: completed, amountFen: amount, payTo: null, sellerChargedFen: 0 };
    }
    if (amount > paid) throw tooLarge(paid);
    await refundToBuyer(db, tenantId, order, {
      kind: 'claim_refund',
      key: key('partial'),
      at,
      amount,
      reason: decision.reason,
      from: [{ account: 'guarantee', amount: -amount }],
    });
    const completed = await transitionOrder(db, tenantId, order, 'completed', actor, at, {
      refunded_fen: order.refunded_fen + amount,
    });
    const charged = await chargeSeller(db, tenantId, order, claim, amount, at);
    return { order: completed, amountFen: amount, payTo: null, sellerChargedFen: charged };
  }

  // Compensation: after completion only, at most what the buyer paid.
  if (inTrade) {
    throw new AppError(422, 'BUSINESS_RULE', 'claimCompensateBeforeCompletion', {
      fields: [{ field: 'body.outcome', messageKey: 'claimCompensateBeforeCompletion' }],
    });
  }
  if (amount > paid) throw tooLarge(paid);
  const payTo = decision.payTo ?? 'wallet';
  const compensation = { kind: 'claim_compensation', key: key('compensation'), at };
  const fromReserve = { account: 'guarantee' as const, amount: -amount };
  if (payTo === 'wallet') {
    // Into the buyer's wallet: nothing goes through the gateway.
    const toWallet = { account: 'seller_wallet' as const, userId: order.buyer_user_id, amount };
    await postEntries(db, tenantId, { ...compensation, orderId: order.id, entries: [fromReserve, toWallet] });
  } else {
    await refundToBuyer(db, tenantId, order, { ...compensation, amount, reason: decision.reason, from: [fromReserve] });
  }
  // Money back through the provider counts as refunded (the ledger's buyer account is what the buyer is out of pocket).
  const changes = payTo === 'provider' ? { refunded_fen: order.refunded_fen + amount } : {};
  const completed = await transitionOrder(db, tenantId, order, 'completed', actor, at, changes);
  const charged = await chargeSeller(db, tenantId, order, claim, amount, at);
  return { order: completed, amountFen: amount, payTo, sellerChargedFen: charged };
}
