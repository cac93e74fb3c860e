import type { OrderDetail } from '@gs/shared/orders';
import { describeError } from '@gs/web/error-message';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { goToCashier } from '../../../lib/go-to-cashier';
import { useCancelOrder } from '../api/cancel-order';
import { usePayOrder } from '../api/pay-order';
import styles from './order-detail.module.css';

/** The amount the next payment asks for: the deposit, the balance, or the whole order. */
export function amountDue(order: Pick<OrderDetail, 'status' | 'payMode' | 'amounts'>): number {
  if (order.status === 'paid_deposit') return order.amounts.total - order.amounts.paid;
  return order.payMode === 'deposit' ? order.amounts.deposit : order.amounts.total;
}

/** Pay (or pay the balance) at the cashier, and cancel an unpaid order after saying what that does. */
export function PaymentActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  const { message, modal } = App.useApp();
  const pay = usePayOrder({ onSuccess: (result) => goToCashier(result.payUrl) });
  const cancel = useCancelOrder({ onSuccess: () => void message.success(t('orders.cancel.done')) });
  const due = money(amountDue(order));
  const payLabel =
    order.status === 'paid_deposit'
      ? t('orders.pay.balance', { amount: due })
      : order.payMode === 'deposit'
        ? t('orders.pay.deposit', { amount: due })
        : t('orders.pay.full', { amount: due });

  const confirmCancel = () =>
    modal.confirm({
      title: t('orders.cancel.title'),
      content: t('orders.cancel.content'),
      okText: t('orders.cancel.ok'),
      okButtonProps: { danger: true },
      cancelText: t('orders.cancel.keep'),
      onOk: () =>
        cancel.mutateAsync(order.id).catch((error: unknown) => {
          void message.error(describeError(error, t));
        }),
    });

  return (
    <div className={styles.actions}>
      <Button
        type="primary"
        size="large"
        // Stays spinning while the browser leaves for the cashier.
        loading={pay.isPending || pay.isSuccess}
        onClick={() => pay.mutate(order.id)}
      >
        {payLabel}
      </Button>
      {order.status === 'pending_payment' ? (
        <Button size="large" onClick={confirmCancel} disabled={pay.isPending}>
          {t('orders.cancel.button')}
        </Button>
      ) : null}
      {pay.isError ? (
        <p className={styles.error} role="alert">
          {describeError(pay.error, t)}
        </p>
      ) : null}
    </div>
  );
}
