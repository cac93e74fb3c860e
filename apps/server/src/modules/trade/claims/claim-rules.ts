import { type ClaimOutcome, type ClaimState, openClaimStates } from '@gs/shared/claims';
import type { ClaimRow } from '../../../db/tables/claims.table.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import { AppError } from '../../../lib/errors.ts';
import { claimStateNames, guaranteeNames } from '../../../lib/messages/claims.ts';
import { orderStatusNames } from '../../../lib/messages.ts';
import type { OrderSettings } from '../orders/order-settings.ts';

/**
 * The claim's state machine: for each state, the states a claim in it may move to. Every state change goes through
 * `assertClaimMove` and a conditional update (WHERE state = the state it was read in), like the order's table.
 */
export const CLAIM_TRANSITIONS: Record<ClaimState, ClaimState[]> = {
  submitted: ['in_review', 'waiting_buyer', 'decided', 'withdrawn'],
  in_review: ['waiting_buyer', 'decided', 'withdrawn'],
  waiting_buyer: ['in_review', 'waiting_buyer', 'decided', 'withdrawn'],
  decided: ['closed'],
  closed: [],
  withdrawn: [],
};

export const OPEN_CLAIM_STATES: readonly ClaimState[] = openClaimStates;

export const isClaimOpen = (state: ClaimState) => OPEN_CLAIM_STATES.includes(state);

export function canMoveClaim(from: ClaimState, to: ClaimState): boolean {
  return CLAIM_TRANSITIONS[from].includes(to);
}

/** 409 unless the claim may move to `to` now (a decided claim answers "already decided"). */
export function assertClaimMove(claim: Pick<ClaimRow, 'state'>, to: ClaimState): void {
  if (canMoveClaim(claim.state, to)) return;
  if (to === 'decided' && (claim.state === 'decided' || claim.state === 'closed')) {
    throw new AppError(409, 'CONFLICT', 'claimAlreadyDecided');
  }
  throw new AppError(409, 'CONFLICT', 'claimNotOpen', { params: { state: claimStateNames[claim.state] } });
}

/** Days a claim may still be opened after completion, per guarantee (none: not at all after confirmation). */
function claimDays(settings: OrderSettings, guarantee: OrderRow['guarantee']): number | null {
  if (guarantee === 'retrieval') return settings.claimDaysRetrieval;
  if (guarantee === 'face') return settings.claimDaysFace;
  return null;
}

const DAY_MS = 86_400_000;

export type ClaimWindowVerdict =
  | { allowed: true; until: Date | null }
  | { allowed: false; until: Date | null; error: AppError };

/**
 * Whether the order's buyer may open a claim now: any time while the order is in trade; after completion only within
 * its guarantee's days (`completed_at + claim_days_<guarantee>`), and never without a guarantee; never on an order not
 * paid in full, closed, or with a claim open already.
 */
export function claimWindow(order: OrderRow, settings: OrderSettings, now: Date): ClaimWindowVerdict {
  const status = { status: orderStatusNames[order.status] };
  switch (order.status) {
    case 'in_trade':
      return { allowed: true, until: null };
    case 'pending_payment':
    case 'paid_deposit':
      return { allowed: false, until: null, error: new AppError(422, 'BUSINESS_RULE', 'claimOrderNotPaid') };
    case 'cancelled':
    case 'refunded':
      return {
        allowed: false,
        until: null,
        error: new AppError(422, 'BUSINESS_RULE', 'claimOrderClosed', { params: status }),
      };
    case 'after_sale':
      return { allowed: false, until: null, error: new AppError(409, 'CONFLICT', 'claimAlreadyOpen') };
    case 'completed': {
      const days = claimDays(settings, order.guarantee);
      if (days === null || !order.completed_at) {
        return { allowed: false, until: null, error: new AppError(422, 'BUSINESS_RULE', 'claimNoGuarantee') };
      }
      const until = new Date(order.completed_at.getTime() + days * DAY_MS);
      if (now.getTime() <= until.getTime()) return { allowed: true, until };
      const params = { guarantee: guaranteeNames[order.guarantee], until: until.toISOString().slice(0, 10) };
      return { allowed: false, until, error: new AppError(422, 'BUSINESS_RULE', 'claimWindowPassed', { params }) };
    }
  }
}

/** What the buyer paid less what was refunded: the most any decision gives back. */
export const paidOf = (order: Pick<OrderRow, 'paid_fen' | 'refunded_fen'>) => order.paid_fen - order.refunded_fen;

/** The seller's proceeds of the order (price less commission; 0 for the shop's own listings). */
export const sellerProceedsOf = (order: Pick<OrderRow, 'seller_user_id' | 'listing_price_fen' | 'commission_fen'>) =>
  order.seller_user_id === null ? 0 : order.listing_price_fen - order.commission_fen;

/** The decisions staff may take on the claim now: none once decided; compensation only after completion. */
export function allowedOutcomes(claim: Pick<ClaimRow, 'state' | 'from_status'>): ClaimOutcome[] {
  if (!isClaimOpen(claim.state)) return [];
  return claim.from_status === 'completed'
    ? ['reject', 'refund', 'partial', 'compensate']
    : ['reject', 'refund', 'partial'];
}

/** Outcomes that decide for the buyer (the claim was upheld). */
export const isUpheld = (outcome: ClaimOutcome | null) => outcome !== null && outcome !== 'reject';
