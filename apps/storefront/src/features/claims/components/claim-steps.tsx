import type { ClaimState } from '@gs/shared/claims';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { claimProgress, claimSteps } from '../utils/claim-progress';

/** submitted → in review → waiting for the buyer → decided → closed; a withdrawn claim stops after submitted. */
export function ClaimSteps({ state }: { state: ClaimState }) {
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
      items={steps.map((step) => ({ title: t(`claims.state.${step}`) }))}
    />
  );
}
