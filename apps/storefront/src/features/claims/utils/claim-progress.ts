import { type ClaimState, openClaimStates } from '@gs/shared/claims';
import type { StepsProps } from 'antd';

/**
 * The steps a claim goes through, in order (a withdrawn claim stops after the first). Waiting for the buyer is not a
 * step of its own: staff may ask or not, so it shows as the review step's state while it lasts.
 */
export const claimSteps = ['submitted', 'in_review', 'decided', 'closed'] as const;

/** Where each state stands on the steps: one table, read by the state card. */
const progress: Record<ClaimState, { current: number; status: StepsProps['status'] }> = {
  submitted: { current: 0, status: 'process' },
  in_review: { current: 1, status: 'process' },
  waiting_buyer: { current: 1, status: 'process' },
  decided: { current: 2, status: 'finish' },
  closed: { current: 3, status: 'finish' },
  withdrawn: { current: 1, status: 'error' },
};

/** The message key of a state as the reader sees it: "waiting for you" is the buyer's; the seller waits too. */
export function claimStateKey(
  state: ClaimState,
  role: 'buyer' | 'seller' = 'buyer',
): `claims.state.${ClaimState | 'waitingBuyerForSeller'}` {
  return state === 'waiting_buyer' && role === 'seller'
    ? 'claims.state.waitingBuyerForSeller'
    : `claims.state.${state}`;
}

export function claimProgress(state: ClaimState) {
  return progress[state];
}

/** Whether the claim still waits for a decision (a party may write, the buyer may withdraw). */
export function isClaimOpen(state: ClaimState): boolean {
  return (openClaimStates as readonly ClaimState[]).includes(state);
}
