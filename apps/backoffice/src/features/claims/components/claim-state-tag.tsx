import type { ClaimState } from '@gs/shared/claims';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colours: Record<ClaimState, string> = {
  submitted: 'gold',
  in_review: 'blue',
  waiting_buyer: 'purple',
  decided: 'green',
  closed: 'default',
  withdrawn: 'default',
};

export function ClaimStateTag({ state }: { state: ClaimState }) {
  const { t } = useTranslation();
  return <Tag color={colours[state]}>{t(`claims.states.${state}`)}</Tag>;
}
