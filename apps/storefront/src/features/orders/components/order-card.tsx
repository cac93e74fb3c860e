import type { Order } from '@gs/shared/orders';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { goToCashier } from '../../../lib/go-to-cashier';
import { usePayOrder } from '../api/pay-order';
import { orderDetailPath } from '../utils/order-paths';
import { guaranteeLabels, isPaymentDue } from '../utils/order-status';
import { ListingSummary } from './listing-summary';
import styles from './order-list.module.css';
import uiStyles from './order-ui.module.css';
import { StatusTag } from './status-tag';

/** One order of "my orders": number and date, status, the account, total and paid, and its actions. */
export function OrderCard({ order, asSeller }: { order: Order; asSeller: boolean }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const pay = usePayOrder({
    onSuccess: (result) => goToCashier(result.payUrl),
    onError: (error) => void message.error(describeError(error, t)),
  });
  const money = useFormatPrice();
  return (
    <article className={styles.order} aria-label={t('orders.list.orderLabel', { orderNo: order.orderNo })}>
      <header className={styles.orderHead}>
        <span>
          {t('orders.detail.orderNo', { orderNo: order.orderNo })} ·{' '}
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, i18n.language)}</time>
        </span>
        <StatusTag status={order.status} />
      </header>
      <div className={styles.orderBody}>
        <ListingSummary
          goodsId={order.goodsId}
          cover={order.cover}
          title={order.title}
          facts={[t('orders.sure.number', { number: order.goodsNumber }), t(guaranteeLabels[order.guarantee])]}
          heading="h2"
        />
        <div className={styles.orderAmount}>
          <span>
            {t('orders.amounts.total')} <span className={uiStyles.bigPrice}>{money(order.amounts.total)}</span>
          </span>
          <small>{t('orders.list.paid', { amount: money(order.amounts.paid) })}</small>
        </div>
      </div>
      <div className={styles.orderActions}>
        {!asSeller && isPaymentDue(order) ? (
          <Button type="primary" loading={pay.isPending || pay.isSuccess} onClick={() => pay.mutate(order.id)}>
            {order.status === 'paid_deposit' ? t('orders.list.payBalance') : t('orders.list.pay')}
          </Button>
        ) : null}
        <Link to={orderDetailPath(order.id)} className={styles.view}>
          {t('orders.list.view')}
        </Link>
      </div>
    </article>
  );
}
