import type { OrderStatus } from '@gs/shared/orders';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColors, statusLabels } from '../utils/order-status';

/** An order's status as a coloured tag. */
export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={statusColors[status]}>{t(statusLabels[status])}</Tag>;
}
