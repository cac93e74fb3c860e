import { parseQueryId } from '@gs/web/query-values';
import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { RequireLogin } from '../../../components/require-login';
import { accountOrderPath, paths } from '../../../lib/paths';
import { useOrder } from '../api/get-order';
import styles from '../components/order-ui.module.css';
import { PaymentResult } from '../components/payment-result';
import { orderDetailPath } from '../utils/order-paths';
import { shouldPollOrder } from '../utils/order-status';

/** How long the page waits for the provider's confirmation before saying it is taking long. */
export const FINISH_WAIT_MS = 60_000;

function OrderPayment({ orderId, failed }: { orderId: number; failed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), FINISH_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const order = useOrder(orderId, (current) => !failed && !timedOut && shouldPollOrder(current));

  const links = [
    <Button key="order" type="primary" size="large" onClick={() => void navigate(orderDetailPath(orderId))}>
      {t('orders.finish.viewOrder')}
    </Button>,
    <Button key="shop" size="large" onClick={() => void navigate(accountOrderPath('buy'))}>
      {t('orders.finish.keepShopping')}
    </Button>,
  ];
  if (order.data) return <PaymentResult order={order.data} failed={failed} timedOut={timedOut} extra={links} />;
  if (order.isPending) return <LoadingState label={t('common.loading')} rows={4} />;
  return <Result status="error" title={t('orders.finish.loadFailed')} extra={links} />;
}

/**
 * /pages/finish?orderId=…[&result=success|fail] : where the cashier returns. The outcome follows the order's real
 * status: fetched every 2 s while the payment is unconfirmed, with a note after a minute.
 */
export function FinishPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = parseQueryId(params.get('orderId'));
  const result = params.get('result') ?? params.get('status');
  return (
    <PageFrame title={t('route.finish')}>
      <section className={styles.card}>
        {orderId === null ? (
          <Result
            status="info"
            title={t('orders.finish.nothingTitle')}
            extra={<Link to={paths.myOrders}>{t('orders.detail.allOrders')}</Link>}
          />
        ) : (
          <RequireLogin>
            <OrderPayment orderId={orderId} failed={result === 'fail' || result === 'failed'} />
          </RequireLogin>
        )}
      </section>
    </PageFrame>
  );
}
