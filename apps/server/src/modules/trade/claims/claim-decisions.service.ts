import { type DecideClaimInput, decideClaimInputSchema, type StaffClaimDetail } from '@gs/shared/claims';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { lockOrder } from '../orders/orders.repository.ts';
import { applyDecisionMoney } from './claim-money.ts';
import { notifyClaimParties } from './claim-notices.ts';
import { assertClaimMove } from './claim-rules.ts';
import { claimDecidedBefore, findClaim, lockClaim, updateClaim } from './claims.repository.ts';
import type { ClaimDeps } from './claims.service.ts';
import { getStaffClaim } from './claims-staff.service.ts';

/**
 * Staff decide an open claim: the decision's money moves and the order goes on (back to trade or completed, or
 * refunded), all in one transaction with the order row locked and the claim moved by a conditional update — of many
 * decisions at once exactly one applies. 404; 409 already decided (or no longer open); 422 amounts out of range, a
 * compensation before completion.
 */
export async function decideClaim(
  ctx: UserContext,
  deps: ClaimDeps,
  claimId: number,
  raw: DecideClaimInput,
): Promise<StaffClaimDetail> {
  const input = decideClaimInputSchema.parse(raw);
  const found = await findClaim(ctx.db, ctx.tenantId, claimId);
  if (!found) throw notFound('claimNotFound');
  await inTransaction(ctx.db, async (trx) => {
    // The order first, then the claim (every claim step locks in this order): racing decisions queue on the order.
    const order = await lockOrder(trx, ctx.tenantId, found.order_id);
    const claim = await lockClaim(trx, ctx.tenantId, claimId);
    if (!order || !claim) throw notFound('claimNotFound');
    assertClaimMove(claim, 'decided');
    if (order.status !== 'after_sale') throw new AppError(409, 'CONFLICT', 'orderStateChanged');
    const at = ctx.clock.now();
    const actor = { actor: 'staff' as const, userId: ctx.userId, note: `claim ${input.outcome}: ${input.reason}` };
    const money = await applyDecisionMoney(trx, ctx, deps.outcomeHooks, order, claim, input, actor, at);
    const decided = await updateClaim(trx, ctx.tenantId, claimId, [claim.state], {
      state: 'decided',
      outcome: input.outcome,
      amount_fen: money.amountFen,
      pay_to: money.payTo,
      seller_charged_fen: money.sellerChargedFen,
      decision_reason: input.reason,
      decided_by: ctx.userId,
      decided_at: at,
      awaiting_staff_since: null,
      buyer_activity_at: at,
      seller_activity_at: at,
      updated_at: at,
    });
    if (!decided) throw new AppError(409, 'CONFLICT', 'claimAlreadyDecided');
  });
  await notifyClaimParties(ctx, deps, claimId, 'decided');
  return getStaffClaim(ctx, deps, claimId);
}

/** Days after its decision a claim closes (no more messages). */
export const CLOSE_DECIDED_AFTER_DAYS = 7;

/**
 * Closes claims decided more than CLOSE_DECIDED_AFTER_DAYS ago, across tenants (SKIP LOCKED: safe on several
 * instances). Answers how many were closed.
 */
export async function closeDecidedClaims(db: Db, now: Date, limit = 200): Promise<number> {
  const before = new Date(now.getTime() - CLOSE_DECIDED_AFTER_DAYS * 86_400_000);
  return inTransaction(db, async (trx) => {
    const due = await claimDecidedBefore(trx, before, limit);
    for (const claim of due) {
      await updateClaim(trx, claim.tenant_id, claim.id, ['decided'], {
        state: 'closed',
        closed_at: now,
        buyer_activity_at: now,
        seller_activity_at: now,
        updated_at: now,
      });
    }
    return due.length;
  });
}
