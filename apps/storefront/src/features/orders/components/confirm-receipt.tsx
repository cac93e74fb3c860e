import type { OrderDetail } from '@gs/shared/orders';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmReceipt } from '../api/confirm-receipt';
import styles from './order-detail.module.css';

/** Confirm receipt of a delivered order, after a dialog that says the seller is paid and it cannot be undone. */
export function ConfirmReceipt({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const confirm = useConfirmReceipt({ onSuccess: () => void message.success(t('orders.receipt.done')) });

  const ask = () =>
    modal.confirm({
      title: t('orders.receipt.title'),
      content: t('orders.receipt.content'),
      okText: t('orders.receipt.ok'),
      cancelText: t('common.cancel'),
      onOk: () =>
        confirm.mutateAsync(order.id).catch((error: unknown) => {
          void message.error(describeError(error, t));
        }),
    });

  return (
    <div className={styles.receipt}>
      {order.autoConfirmAt ? (
        <p className={styles.meta}>
          {t('orders.receipt.auto', { at: formatDateTime(order.autoConfirmAt, i18n.language) })}
        </p>
      ) : null}
      <Button type="primary" size="large" onClick={ask} loading={confirm.isPending}>
        {t('orders.receipt.button')}
      </Button>
    </div>
  );
}
