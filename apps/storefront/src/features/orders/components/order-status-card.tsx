import type { OrderDetail, OrderStatus } from '@gs/shared/orders';
import { formatDateTime } from '@gs/web/format-date';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isPaymentDue } from '../utils/order-status';
import { Countdown } from './countdown';
import styles from './order-detail.module.css';
import { OrderTimeline } from './order-timeline';
import { PaymentActions } from './payment-actions';
import { StatusTag } from './status-tag';

const headlines: Record<OrderStatus, ParseKeys> = {
  pending_payment: 'orders.headline.pending_payment',
  paid_deposit: 'orders.headline.paid_deposit',
  in_trade: 'orders.headline.in_trade',
  completed: 'orders.headline.completed',
  cancelled: 'orders.headline.cancelled',
  refunded: 'orders.headline.refunded',
  after_sale: 'orders.headline.after_sale',
};

/** The order's status header: tag and sentence, number and date, the step timeline, time left to pay, actions. */
export function OrderStatusCard({ order, onExpire }: { order: OrderDetail; onExpire: () => void }) {
  const { t, i18n } = useTranslation();
  const headline =
    order.status === 'in_trade' && order.delivered ? t('orders.headline.delivered') : t(headlines[order.status]);
  const payable = order.role === 'buyer' && isPaymentDue(order) && order.expiresAt !== null;
  return (
    <section className={styles.card} aria-labelledby="order-status">
      <div className={styles.statusHead}>
        <StatusTag status={order.status} />
        <h2 id="order-status" className={styles.headline}>
          {headline}
        </h2>
      </div>
      <p className={styles.meta}>
        {t('orders.detail.orderNo', { orderNo: order.orderNo })}
        <span aria-hidden> · </span>
        {t('orders.detail.createdAt', { at: formatDateTime(order.createdAt, i18n.language) })}
      </p>
      {order.closeReason && (order.status === 'cancelled' || order.status === 'refunded') ? (
        <p className={styles.meta}>{t('orders.detail.closeReason', { reason: order.closeReason })}</p>
      ) : null}
      <div className={styles.timeline}>
        <OrderTimeline order={order} />
      </div>
      {payable && order.expiresAt ? (
        <div className={styles.due}>
          <p className={styles.countdown}>
            {order.status === 'paid_deposit' ? t('orders.detail.balanceDueIn') : t('orders.detail.payWithin')}{' '}
            <Countdown to={order.expiresAt} label={t('orders.detail.timeLeft')} onExpire={onExpire} />
          </p>
          <PaymentActions order={order} />
        </div>
      ) : null}
    </section>
  );
}
