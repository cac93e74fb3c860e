import type { OrderDetail } from '@gs/shared/orders';
import { useTranslation } from 'react-i18next';
import { AmountBreakdown } from './amount-breakdown';
import { ListingSummary } from './listing-summary';
import styles from './order-detail.module.css';

/** The account bought and the amounts: price + guarantee + service fee = total, deposit split, paid, refunded. */
export function OrderAmountsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { amounts } = order;
  return (
    <section className={styles.card} aria-labelledby="order-amounts">
      <h2 id="order-amounts" className={styles.cardTitle}>
        {t('orders.detail.summary')}
      </h2>
      <div className={styles.section}>
        <ListingSummary
          goodsId={order.goodsId}
          cover={order.cover}
          title={order.title}
          facts={[t('orders.sure.number', { number: order.goodsNumber })]}
        />
      </div>
      <div className={styles.section}>
        <AmountBreakdown
          amounts={amounts}
          guarantee={order.guarantee}
          split={order.payMode === 'deposit' ? { now: amounts.deposit, later: amounts.balance } : null}
          paid={amounts.paid}
          refunded={amounts.refunded}
        />
      </div>
    </section>
  );
}
