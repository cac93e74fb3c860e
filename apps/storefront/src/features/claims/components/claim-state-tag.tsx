import type { ClaimState } from '@gs/shared/claims';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colours: Record<ClaimState, string> = {
  submitted: 'blue',
  in_review: 'processing',
  waiting_buyer: 'warning',
  decided: 'success',
  closed: 'default',
  withdrawn: 'default',
};

/** The claim's state as a small coloured tag. */
export function ClaimStateTag({ state }: { state: ClaimState }) {
  const { t } = useTranslation();
  return <Tag color={colours[state]}>{t(`claims.state.${state}`)}</Tag>;
}
