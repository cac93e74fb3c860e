import type { ClaimState } from '@gs/shared/claims';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { claimProgress, claimStateKey, claimSteps } from '../utils/claim-progress';

/**
 * submitted → in review (or waiting for the buyer, while staff wait for more) → decided → closed; a withdrawn claim
 * stops after submitted.
 */
export function ClaimSteps({ state, role }: { state: ClaimState; role: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const { current, status } = claimProgress(state);
  const steps = state === 'withdrawn' ? (['submitted', 'withdrawn'] as const) : claimSteps;
  return (
    <Steps
      size="small"
      responsive={false}
      titlePlacement="vertical"
      current={current}
      status={status}
      items={steps.map((step) => ({
        title: t(claimStateKey(step === 'in_review' && state === 'waiting_buyer' ? state : step, role)),
      }))}
    />
  );
}
