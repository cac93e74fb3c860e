import type { OrderStatus } from '@gs/shared/orders';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<OrderStatus, string> = {
  pending_payment: 'gold',
  paid_deposit: 'orange',
  in_trade: 'blue',
  completed: 'green',
  cancelled: 'default',
  refunded: 'purple',
  after_sale: 'red',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={colors[status]}>{t(`orders.statuses.${status}`)}</Tag>;
}
