import { LoadingOutlined } from '@ant-design/icons';
import type { OrderDetail } from '@gs/shared/orders';
import { formatDateTime } from '@gs/web/format-date';
import { Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { shouldPollOrder } from '../utils/order-status';

/**
 * The payment's outcome as the order's real status says it (never the cashier's word alone): received, still
 * waiting for the provider (or waiting too long), not completed, or the order closed meanwhile.
 */
export function PaymentResult({
  order,
  failed,
  timedOut,
  extra,
}: {
  order: OrderDetail;
  /** The cashier reported a failed or abandoned payment. */
  failed: boolean;
  timedOut: boolean;
  extra: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const money = useFormatPrice();
  let props: ResultProps;
  if (order.status === 'cancelled' || order.status === 'refunded') {
    props = { status: 'warning', title: t('orders.finish.closedTitle'), subTitle: t('orders.finish.closedText') };
  } else if (shouldPollOrder(order)) {
    if (failed)
      props = { status: 'error', title: t('orders.finish.failedTitle'), subTitle: t('orders.finish.failedText') };
    else if (timedOut)
      props = { status: 'warning', title: t('orders.finish.slowTitle'), subTitle: t('orders.finish.slowText') };
    else
      props = {
        icon: <LoadingOutlined aria-hidden />,
        title: t('orders.finish.waitingTitle'),
        subTitle: t('orders.finish.waitingText'),
      };
  } else if (order.status === 'paid_deposit') {
    props = {
      status: 'success',
      title: t('orders.finish.depositTitle'),
      subTitle: t('orders.finish.depositText', {
        amount: money(order.amounts.total - order.amounts.paid),
        at: order.expiresAt ? formatDateTime(order.expiresAt, i18n.language) : '',
      }),
    };
  } else {
    props = {
      status: 'success',
      title: t('orders.finish.paidTitle'),
      subTitle: order.delivered ? t('orders.finish.deliveredText') : t('orders.finish.paidText'),
    };
  }
  return (
    <div role="status">
      <Result {...props} extra={extra} />
    </div>
  );
}
