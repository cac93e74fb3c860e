import type { OrderDetail } from '@gs/shared/orders';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { noticesPath, paths } from '../../../lib/paths';
import { DeliveryCard } from './delivery-card';
import { EvaluationForm } from './evaluation-form';
import { OrderAmountsCard } from './order-amounts-card';
import styles from './order-detail.module.css';
import { OrderStatusCard } from './order-status-card';
import uiStyles from './order-ui.module.css';
import { StatusHistory } from './status-history';

const paidStatuses = new Set<OrderDetail['status']>(['in_trade', 'completed', 'after_sale']);

/**
 * The order page's content: status header, after-sale (claims, composed by the app), summary and amounts, delivery,
 * evaluation, history, contact.
 */
export function OrderDetailView({
  order,
  notice,
  onExpire,
  afterSale,
}: {
  order: OrderDetail;
  /** Why the buyer was sent here (their own unpaid order, a payment that could not be opened). */
  notice?: string;
  onExpire: () => void;
  afterSale?: ReactNode;
}) {
  const { t } = useTranslation();
  const canEvaluate = order.role === 'buyer' && order.status === 'completed';
  return (
    <div className={uiStyles.stack}>
      {notice ? <Alert className={styles.notice} type="info" showIcon title={notice} /> : null}
      <OrderStatusCard order={order} onExpire={onExpire} />
      {afterSale}
      <div className={styles.twoColumns}>
        <div className={uiStyles.stack}>
          <OrderAmountsCard order={order} />
          {paidStatuses.has(order.status) || order.delivered ? <DeliveryCard order={order} /> : null}
          {canEvaluate ? (
            <section className={styles.card} aria-labelledby="order-evaluation">
              <h2 id="order-evaluation" className={styles.cardTitle}>
                {t('orders.evaluation.title')}
              </h2>
              {order.evaluated ? (
                <p className={styles.meta}>
                  {t('orders.evaluation.already')} <Link to={paths.myEvaluations}>{t('route.myEvaluations')}</Link>
                </p>
              ) : (
                <EvaluationForm orderId={order.id} />
              )}
            </section>
          ) : null}
        </div>
        <div className={uiStyles.stack}>
          <section className={styles.card} aria-labelledby="order-history">
            <h2 id="order-history" className={styles.cardTitle}>
              {t('orders.detail.history')}
            </h2>
            <StatusHistory history={order.history} />
          </section>
          <section className={styles.card}>
            <p className={styles.contact}>
              {t('orders.detail.contactText')}
              <Link to={noticesPath('rhmm')}>{t('orders.detail.contact')}</Link>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
