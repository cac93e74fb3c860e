import type { SellerClaimRecord } from '@gs/shared/claims';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import { amountOwed } from '../ledger/ledger.service.ts';
import { heldProceeds } from '../payouts/payouts.service.ts';
import { isUpheld, sellerProceedsOf } from './claim-rules.ts';
import { listClaimsAgainstSeller, sumClaimMoneyOfOrder } from './claims.repository.ts';

/**
 * The seller's record on a claim's detail (and the risk signal): their earlier claims, how many were decided for the
 * buyer and for how much, and what they still owe the shop after compensations.
 */
export async function sellerClaimRecord(
  db: Db,
  tenantId: number,
  sellerUserId: number,
  exceptClaimId: number,
): Promise<SellerClaimRecord> {
  const [claims, owed] = await Promise.all([
    listClaimsAgainstSeller(db, tenantId, sellerUserId),
    amountOwed(db, tenantId, sellerUserId),
  ]);
  const earlier = claims.filter((claim) => claim.id !== exceptClaimId);
  const upheld = earlier.filter((claim) => isUpheld(claim.outcome));
  return {
    sellerUserId,
    claims: earlier.length,
    upheld: upheld.length,
    upheldRetrieved: upheld.filter((claim) => claim.reason === 'retrieved').length,
    upheldAmountFen: upheld.reduce((sum, claim) => sum + (claim.amount_fen ?? 0), 0),
    unpaidRecoveryFen: owed,
    earlier: earlier.map((claim) => ({
      id: claim.id,
      orderNo: claim.order_no,
      reason: claim.reason,
      state: claim.state,
      outcome: claim.outcome,
      amountFen: claim.amount_fen,
      createdAt: claim.created_at.toISOString(),
    })),
  };
}

/**
 * What a decision on the order can take back from its seller: their proceeds of the order not yet charged by claims
 * (the payout row once completed; before completion the price less commission), and what of it is still held.
 */
export async function claimMoneyOf(db: Db, tenantId: number, order: OrderRow) {
  if (order.seller_user_id === null) return { sellerProceedsFen: 0, heldFen: null, heldUntil: null };
  const hold = await heldProceeds(db, tenantId, order.id);
  if (hold) {
    const released = hold.released_at !== null;
    return {
      sellerProceedsFen: Math.max(0, hold.amount_fen - hold.taken_fen - hold.debt_fen),
      heldFen: released ? 0 : hold.amount_fen - hold.taken_fen,
      heldUntil: released ? null : hold.release_at.toISOString(),
    };
  }
  const sums = await sumClaimMoneyOfOrder(db, tenantId, order.id);
  return {
    sellerProceedsFen: Math.max(0, Math.max(0, sellerProceedsOf(order) - sums.inTradePartial) - sums.charged),
    heldFen: null,
    heldUntil: null,
  };
}
