import { type ClaimState, openClaimStates } from '@gs/shared/claims';
import type { StepsProps } from 'antd';

/** The steps a claim goes through, in order (a withdrawn claim stops after the first). */
export const claimSteps = ['submitted', 'in_review', 'waiting_buyer', 'decided', 'closed'] as const;

/** Where each state stands on the steps: one table, read by the state card. */
const progress: Record<ClaimState, { current: number; status: StepsProps['status'] }> = {
  submitted: { current: 0, status: 'process' },
  in_review: { current: 1, status: 'process' },
  waiting_buyer: { current: 2, status: 'process' },
  decided: { current: 3, status: 'finish' },
  closed: { current: 4, status: 'finish' },
  withdrawn: { current: 1, status: 'error' },
};

export function claimProgress(state: ClaimState) {
  return progress[state];
}

/** Whether the claim still waits for a decision (a party may write, the buyer may withdraw). */
export function isClaimOpen(state: ClaimState): boolean {
  return (openClaimStates as readonly ClaimState[]).includes(state);
}
