import type { OrderDetail } from '@gs/shared/orders';
import { Steps, type StepsProps } from 'antd';
import { useTranslation } from 'react-i18next';

type TimelineOrder = Pick<OrderDetail, 'status' | 'delivered' | 'history'>;

/**
 * Where the order stands on placed → paid → delivered → completed; a closed order shows where it stopped. An order in
 * after-sale shows the progress it had when the claim opened (a completed trade stays completed; the claim card below
 * says how the claim goes), never a failed step.
 */
function progressOf(order: TimelineOrder): {
  current: number;
  status: StepsProps['status'];
} {
  switch (order.status) {
    case 'pending_payment':
    case 'paid_deposit':
      return { current: 1, status: 'process' };
    case 'in_trade':
      return { current: order.delivered ? 3 : 2, status: 'process' };
    case 'completed':
      return { current: 3, status: 'finish' };
    case 'after_sale': {
      const opened = order.history.findLast((entry) => entry.to === 'after_sale');
      if (opened?.from === 'completed') return { current: 3, status: 'finish' };
      return { current: order.delivered ? 3 : 2, status: 'process' };
    }
    case 'cancelled':
      return { current: 1, status: 'error' };
    case 'refunded':
      return { current: order.delivered ? 3 : 2, status: 'error' };
  }
}

/** The step timeline of an order's status header. */
export function OrderTimeline({ order }: { order: TimelineOrder }) {
  const { t } = useTranslation();
  const { current, status } = progressOf(order);
  return (
    <Steps
      size="small"
      responsive={false}
      titlePlacement="vertical"
      current={current}
      status={status}
      items={[
        { title: t('orders.steps.placed') },
        { title: order.status === 'paid_deposit' ? t('orders.steps.balance') : t('orders.steps.paid') },
        { title: t('orders.steps.delivered') },
        { title: t('orders.steps.completed') },
      ]}
    />
  );
}
