import type { LedgerAccount } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import type { PayoutHoldRow } from '../../../db/tables/payout-holds.table.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { lockUserWallet } from '../ledger/ledger.repository.ts';
import { amountOwed, postEntries } from '../ledger/ledger.service.ts';
import { loadPayoutHoldDays } from './payout-hold-days.ts';
import { payoutPostingKinds } from './payout-kinds.ts';
import {
  addPayoutCharge,
  claimDuePayoutHolds,
  findPayoutHold,
  insertPayoutHold,
  lockPayoutHold,
  markPayoutReleased,
  sumLegacySettlementProceeds,
  sumPostingByAccount,
} from './payouts.repository.ts';

/*
 * The seller's side of a completed order: proceeds wait in `seller_held` for the hold window of the order's
 * guarantee, then go to `seller_wallet` — after repaying any recovery debt (`seller_recovery`, never positive) the
 * seller owes for a claim paid after an earlier release. Every function runs in the caller's transaction.
 */

const DAY_MS = 86_400_000;

/**
 * Pays `amountFen` out of `from` to the seller: what they owe the shop (seller_recovery below 0) is repaid first,
 * the rest reaches their wallet. The wallet lock makes the debt read here the one the posting settles.
 */
async function paySeller(
  db: Db,
  tenantId: number,
  payout: { orderId: number; sellerUserId: number; amountFen: number; from: LedgerAccount; kind: string; key: string },
  at: Date,
): Promise<void> {
  const seller = payout.sellerUserId;
  await lockUserWallet(db, tenantId, seller);
  const owed = await amountOwed(db, tenantId, seller);
  const repaid = Math.min(owed, payout.amountFen);
  await postEntries(db, tenantId, {
    orderId: payout.orderId,
    kind: payout.kind,
    key: payout.key,
    at,
    entries: [
      { account: payout.from, ...(payout.from === 'escrow' ? {} : { userId: seller }), amount: -payout.amountFen },
      { account: 'seller_recovery', userId: seller, amount: repaid },
      { account: 'seller_wallet', userId: seller, amount: payout.amountFen - repaid },
    ],
  });
}

/**
 * Completion's seller side (`completeOrder` moved everything else out of escrow): the order's proceeds leave escrow
 * into `seller_held` until `at` + the tenant's hold days for the order's guarantee, or — with 0 days — straight to
 * the seller (debt first). Records the order's payout row either way; nothing for the shop's own listings or no
 * proceeds. Idempotent: a second call for the order changes nothing and answers the row it has.
 */
export async function settleSellerProceeds(
  db: Db,
  ctx: Pick<RequestContext, 'tenantId'>,
  order: OrderRow,
  proceedsFen: number,
  at: Date,
): Promise<PayoutHoldRow | null> {
  const { tenantId } = ctx;
  const sellerUserId = order.seller_user_id;
  if (sellerUserId === null || proceedsFen <= 0) return null;
  const days = (await loadPayoutHoldDays(db, tenantId))[order.guarantee];
  const held = days > 0;
  const row = await insertPayoutHold(db, tenantId, {
    orderId: order.id,
    sellerUserId,
    amountFen: proceedsFen,
    releaseAt: new Date(at.getTime() + days * DAY_MS),
    releasedAt: held ? null : at,
    at,
  });
  if (!row) return (await findPayoutHold(db, tenantId, order.id)) ?? null;
  if (held) {
    await postEntries(db, tenantId, {
      orderId: order.id,
      kind: payoutPostingKinds.hold,
      key: `payout-hold:${order.id}`,
      at,
      entries: [
        { account: 'escrow', amount: -proceedsFen },
        { account: 'seller_held', userId: sellerUserId, amount: proceedsFen },
      ],
    });
  } else {
    const kind = payoutPostingKinds.paid;
    const payout = { orderId: order.id, sellerUserId, amountFen: proceedsFen, from: 'escrow' as const, kind };
    await paySeller(db, tenantId, { ...payout, key: `seller-proceeds:${order.id}` }, at);
  }
  return row;
}

/**
 * One release pass over the tenant's holds: those due by `at` whose order is `completed` (an open claim keeps its
 * order in after_sale, so the money stays held until it is decided) move what claims left of them from
 * `seller_held` to the seller — recovery debt first, the rest to `seller_wallet`. Holds another pass or a claim has
 * locked are skipped. Answers how many were released (at most `limit`).
 */
export async function releaseDuePayouts(db: Db, tenantId: number, at: Date, limit = 100): Promise<number> {
  const due = await claimDuePayoutHolds(db, tenantId, at, limit);
  // Sellers' wallet locks taken in one order: two passes releasing for the same sellers cannot deadlock.
  due.sort((a, b) => a.seller_user_id - b.seller_user_id || a.order_id - b.order_id);
  for (const hold of due) {
    await markPayoutReleased(db, tenantId, hold.order_id, at);
    const amountFen = hold.amount_fen - hold.taken_fen;
    if (amountFen <= 0) continue;
    const { order_id: orderId, seller_user_id: sellerUserId } = hold;
    const payout = { orderId, sellerUserId, amountFen, from: 'seller_held' as const };
    await paySeller(
      db,
      tenantId,
      { ...payout, kind: payoutPostingKinds.release, key: `payout-release:${orderId}` },
      at,
    );
  }
  return due.length;
}

export interface SellerCharge {
  /** Taken back from the order's proceeds still held. */
  fromHeld: number;
  /** Charged as a recovery debt: the order's proceeds had been released already. */
  recoveryDebt: number;
}

/**
 * Takes up to `amountFen` of a completed order's proceeds back from its seller into the shop's guarantee reserve
 * (a claim decided for the buyer was funded from it): first from what is still held of the order, then, up to what
 * was released to them and not yet charged, as a recovery debt repaid from their later proceeds. What is beyond the
 * seller's proceeds stays with the reserve. Self-operated orders charge nothing. Idempotent by `key`: a retried
 * charge answers what the first one moved.
 */
export async function chargeSellerForClaim(
  db: Db,
  tenantId: number,
  order: OrderRow,
  amountFen: number,
  at: Date,
  key: string,
): Promise<SellerCharge> {
  const none = { fromHeld: 0, recoveryDebt: 0 };
  const sellerUserId = order.seller_user_id;
  if (sellerUserId === null || amountFen <= 0) return none;
  const hold = (await lockPayoutHold(db, tenantId, order.id)) ?? (await recordLegacyPayout(db, tenantId, order));
  if (!hold) return none;
  const posted = await sumPostingByAccount(db, tenantId, key);
  if (posted.length > 0) {
    const moved = (account: LedgerAccount) => 0 - (posted.find((row) => row.account === account)?.total ?? 0);
    return { fromHeld: moved('seller_held'), recoveryDebt: moved('seller_recovery') };
  }
  const heldLeft = hold.released_at === null ? hold.amount_fen - hold.taken_fen : 0;
  const releasedLeft = hold.released_at === null ? 0 : hold.amount_fen - hold.taken_fen - hold.debt_fen;
  const fromHeld = Math.min(amountFen, heldLeft);
  const recoveryDebt = Math.min(amountFen - fromHeld, releasedLeft);
  if (fromHeld + recoveryDebt === 0) return none;
  if (recoveryDebt > 0) await lockUserWallet(db, tenantId, sellerUserId);
  await postEntries(db, tenantId, {
    orderId: order.id,
    kind: payoutPostingKinds.claimCharge,
    key,
    at,
    entries: [
      { account: 'seller_held', userId: sellerUserId, amount: -fromHeld },
      { account: 'seller_recovery', userId: sellerUserId, amount: -recoveryDebt },
      { account: 'guarantee', amount: fromHeld + recoveryDebt },
    ],
  });
  await addPayoutCharge(db, tenantId, order.id, { takenFen: fromHeld, debtFen: recoveryDebt });
  return { fromHeld, recoveryDebt };
}

/**
 * An order completed before the payout hold existed has no payout row: its proceeds went straight to the wallet.
 * Written now (released at its completion) so a claim can charge against them, and only once.
 */
async function recordLegacyPayout(db: Db, tenantId: number, order: OrderRow): Promise<PayoutHoldRow | null> {
  if (order.seller_user_id === null || order.completed_at === null) return null;
  const amountFen = await sumLegacySettlementProceeds(db, tenantId, order.id, order.seller_user_id);
  if (amountFen <= 0) return null;
  const completedAt = order.completed_at;
  await insertPayoutHold(db, tenantId, {
    orderId: order.id,
    sellerUserId: order.seller_user_id,
    amountFen,
    releaseAt: completedAt,
    releasedAt: completedAt,
    at: completedAt,
  });
  return (await lockPayoutHold(db, tenantId, order.id)) ?? null;
}

/** The order's payout row (held or released, with what claims took back), or null when it has none. */
export async function heldProceeds(db: Db, tenantId: number, orderId: number): Promise<PayoutHoldRow | null> {
  return (await findPayoutHold(db, tenantId, orderId)) ?? null;
}
