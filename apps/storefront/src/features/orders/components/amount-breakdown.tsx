import type { Guarantee } from '@gs/shared/orders';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { guaranteeLabels } from '../utils/order-status';
import styles from './order-ui.module.css';

export interface BreakdownAmounts {
  price: number;
  guaranteeFee: number;
  serviceFee: number;
  total: number;
}

/**
 * price + guarantee + service fee = total, then the optional lines under it: a deposit split (now / later) and,
 * on an order, what has been paid and refunded.
 */
export function AmountBreakdown({
  amounts,
  guarantee,
  split,
  paid,
  refunded,
}: {
  amounts: BreakdownAmounts;
  guarantee: Guarantee;
  split?: { now: number; later: number } | null;
  paid?: number;
  refunded?: number;
}) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  const row = (label: string, fen: number, className = '') => (
    <div key={label} className={`${styles.amountRow} ${className}`}>
      <dt>{label}</dt>
      <dd>{money(fen)}</dd>
    </div>
  );
  return (
    <dl className={styles.amounts} aria-label={t('orders.amounts.breakdown')}>
      {row(t('orders.amounts.price'), amounts.price)}
      {row(t('orders.amounts.guarantee', { name: t(guaranteeLabels[guarantee]) }), amounts.guaranteeFee)}
      {row(t('orders.amounts.serviceFee'), amounts.serviceFee)}
      {row(t('orders.amounts.total'), amounts.total, styles.totalRow)}
      {split ? row(t('orders.amounts.depositNow'), split.now, styles.subRow) : null}
      {split ? row(t('orders.amounts.balanceLater'), split.later, styles.subRow) : null}
      {paid !== undefined ? row(t('orders.amounts.paid'), paid, styles.subRow) : null}
      {refunded ? row(t('orders.amounts.refunded'), refunded, styles.subRow) : null}
    </dl>
  );
}
