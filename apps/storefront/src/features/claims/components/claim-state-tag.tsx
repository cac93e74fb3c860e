import type { ClaimState } from '@gs/shared/claims';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { claimStateKey } from '../utils/claim-progress';

const colours: Record<ClaimState, string> = {
  submitted: 'blue',
  in_review: 'processing',
  waiting_buyer: 'warning',
  decided: 'success',
  closed: 'default',
  withdrawn: 'default',
};

/** The claim's state as a small coloured tag, worded for its reader (buyer or seller). */
export function ClaimStateTag({ state, role }: { state: ClaimState; role: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  return <Tag color={colours[state]}>{t(claimStateKey(state, role))}</Tag>;
}
