import { formatDateTime } from '@gs/web/format-date';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { bidCommissionOf, useBidFees } from '../api/get-bid-fees';
import styles from './bidding.module.css';

const HOUR_MS = 3_600_000;

/** An amount, the commission taken from it and what the seller receives, as a list of three facts. */
export function BidProceeds({
  amountFen,
  commissionFen,
  commissionLabel,
}: {
  amountFen: number;
  commissionFen: number;
  /** The commission's name, with its rule when known ("Commission (5%, at least ¥50.00)"). */
  commissionLabel: string;
}) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  return (
    <dl className={styles.proceeds} aria-label={t('bidding.proceeds.label')}>
      <dt>{t('bidding.proceeds.gross')}</dt>
      <dd>{money(amountFen)}</dd>
      <dt>{commissionLabel}</dt>
      <dd>−{money(commissionFen)}</dd>
      <dt className={styles.net}>{t('bidding.proceeds.net')}</dt>
      <dd className={styles.net}>{money(amountFen - commissionFen)}</dd>
    </dl>
  );
}

/**
 * What accepting a quote of `amountFen` gives the seller, by the shop's fee rules: the amount, the bidding
 * commission and the net; and how long the recycler then has to pay, with the time it runs out. Shown in the
 * accept confirmation.
 */
export function BidAcceptBreakdown({ amountFen, recycler }: { amountFen: number; recycler: string }) {
  const { t, i18n } = useTranslation();
  const money = useFormatPrice();
  const fees = useBidFees();
  if (fees.isPending) {
    return (
      <div role="status" aria-busy="true">
        <span className="visually-hidden">{t('bidding.proceeds.loading')}</span>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (fees.isError) {
    return (
      <p role="alert" className={styles.hint}>
        {t('bidding.proceeds.failed')}{' '}
        <Button type="link" size="small" onClick={() => void fees.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  }
  const { commissionRateBp, commissionMinFen, paymentHours } = fees.data;
  const rate = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
    commissionRateBp / 10_000,
  );
  const dueAt = new Date(Date.now() + paymentHours * HOUR_MS).toISOString();
  return (
    <>
      <BidProceeds
        amountFen={amountFen}
        commissionFen={bidCommissionOf(amountFen, fees.data)}
        commissionLabel={t('bidding.proceeds.commissionRule', {
          rate,
          min: money(commissionMinFen),
        })}
      />
      <p>
        {t('bidding.proceeds.payWindow', {
          count: paymentHours,
          recycler,
          time: formatDateTime(dueAt, i18n.language),
        })}
      </p>
    </>
  );
}
