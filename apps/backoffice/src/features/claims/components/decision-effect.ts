import type { ClaimOutcome, ClaimPayTo, StaffClaimDetail } from '@gs/shared/claims';
import type { TFunction } from 'i18next';

/** A decision as staff fill it in, before it is sent. */
export interface DecisionDraft {
  outcome: ClaimOutcome;
  /** Partial and compensate; a refund returns everything still paid. */
  amountFen?: number | undefined;
  payTo?: ClaimPayTo | undefined;
}

type ClaimMoney = Pick<StaffClaimDetail, 'fromStatus' | 'sellerUserId' | 'money'>;

/** What the buyer gets back: the amount for partial/compensate, everything still paid for a refund, 0 for reject. */
export function decisionAmount(claim: ClaimMoney, draft: DecisionDraft): number {
  if (draft.outcome === 'refund') return claim.money.paidFen;
  if (draft.outcome === 'reject') return 0;
  return draft.amountFen ?? 0;
}

/**
 * The money effect of a decision in words, as the confirmation shows it — the same rules as the server's
 * `applyDecisionMoney`: before completion money comes back out of escrow; after it from the shop's guarantee reserve,
 * and the seller's proceeds of the order are charged (held proceeds first, the rest as a recovery debt).
 */
export function describeDecisionEffect(
  claim: ClaimMoney,
  draft: DecisionDraft,
  t: TFunction,
  money: (fen: number) => string,
): string {
  const inTrade = claim.fromStatus === 'in_trade';
  if (draft.outcome === 'reject') {
    return t(inTrade ? 'claims.effect.rejectInTrade' : 'claims.effect.rejectCompleted');
  }
  const amountFen = decisionAmount(claim, draft);
  const amount = money(amountFen);
  let effect: string;
  if (draft.outcome === 'refund') {
    effect = t(inTrade ? 'claims.effect.refundInTrade' : 'claims.effect.refundCompleted', { amount });
  } else if (draft.outcome === 'partial') {
    effect = inTrade
      ? t('claims.effect.partialInTrade', { amount, rest: money(claim.money.paidFen - amountFen) })
      : t('claims.effect.partialCompleted', { amount });
  } else {
    effect = t(draft.payTo === 'provider' ? 'claims.effect.compensateProvider' : 'claims.effect.compensateWallet', {
      amount,
    });
  }
  if (inTrade) return effect;
  return `${effect} ${sellerCharge(claim, amountFen, t, money)}`;
}

/** Who bears a payment from the guarantee reserve after completion. */
function sellerCharge(claim: ClaimMoney, amountFen: number, t: TFunction, money: (fen: number) => string): string {
  if (claim.sellerUserId === null) return t('claims.effect.shopBears');
  const charged = Math.min(amountFen, claim.money.sellerProceedsFen);
  if (charged <= 0) return t('claims.effect.sellerNotCharged');
  return t('claims.effect.sellerOwes', { amount: money(charged) });
}
