import type { BidQuoteStatus, BidRequestStatus } from '@gs/shared/bidding';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const requestColours: Record<BidRequestStatus, string> = {
  quoting: 'blue',
  accepted: 'gold',
  completed: 'green',
  cancelled: 'default',
  expired: 'default',
};

const quoteColours: Record<BidQuoteStatus, string> = {
  active: 'blue',
  superseded: 'default',
  accepted: 'green',
  rejected: 'default',
};

/** A bidding request's state as a tag. */
export function BidRequestStatusTag({ status }: { status: BidRequestStatus }) {
  const { t } = useTranslation();
  return <Tag color={requestColours[status]}>{t(`recycling.pool.requestStatuses.${status}`)}</Tag>;
}

/** A quote's state as a tag. */
export function BidQuoteStatusTag({ status }: { status: BidQuoteStatus }) {
  const { t } = useTranslation();
  return <Tag color={quoteColours[status]}>{t(`recycling.pool.quoteStatuses.${status}`)}</Tag>;
}
