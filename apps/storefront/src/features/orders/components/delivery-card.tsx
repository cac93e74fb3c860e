import type { OrderDetail } from '@gs/shared/orders';
import { useTranslation } from 'react-i18next';
import { ConfirmReceipt } from './confirm-receipt';
import { CredentialsPanel } from './credentials-panel';
import styles from './order-detail.module.css';
import { RebindingProgress } from './rebinding-progress';

/** Once the account is handed over (or the trade completed) nobody works on the checklist any more. */
function rebindingClosed(order: OrderDetail): boolean {
  return order.delivered || order.status === 'completed';
}

/** Shown once the order is paid: the rebinding checklist, the credentials panel and confirm receipt. */
export function DeliveryCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const buyer = order.role === 'buyer';
  return (
    <section className={styles.card} aria-labelledby="order-delivery">
      <h2 id="order-delivery" className={styles.cardTitle}>
        {t('orders.delivery.title')}
      </h2>
      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('orders.rebind.title')}</h3>
        <RebindingProgress steps={order.rebinding} closed={rebindingClosed(order)} />
      </div>
      {buyer ? (
        <div className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('orders.credentials.title')}</h3>
          {order.credentialsAvailable ? (
            <CredentialsPanel orderId={order.id} />
          ) : (
            <p className={styles.meta}>
              {order.delivered ? t('orders.credentials.unavailable') : t('orders.credentials.notYet')}
            </p>
          )}
        </div>
      ) : null}
      {buyer && order.status === 'in_trade' && order.delivered ? (
        <div className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('orders.receipt.heading')}</h3>
          <ConfirmReceipt order={order} />
        </div>
      ) : null}
    </section>
  );
}
