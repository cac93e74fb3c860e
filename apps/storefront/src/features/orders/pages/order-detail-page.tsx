import { ReloadOutlined } from '@ant-design/icons';
import type { OrderDetail } from '@gs/shared/orders';
import { ApiError } from '@gs/web/api-error';
import { parseQueryId } from '@gs/web/query-values';
import { App, Button, ConfigProvider, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../lib/paths';
import { useOrder } from '../api/get-order';
import { OrderDetailView } from '../components/order-detail-view';
import styles from '../components/order-ui.module.css';
import type { OrderPageNotice } from '../hooks/use-place-order';
import { shouldPollOrder } from '../utils/order-status';

// Large controls of at least 44 px: comfortable touch targets (UX.md, Forms).
const touchTheme = { token: { controlHeightLG: 44 } };

function readNotice(state: unknown): string | undefined {
  const notice = (state as Partial<OrderPageNotice> | null)?.notice;
  return typeof notice === 'string' && notice ? notice : undefined;
}

/**
 * /pages/order/orderDetail?id=… : one order. While it is unpaid (or a payment is in flight) it is fetched again
 * every 2 s, so the page follows the payment provider's confirmation. `afterSale` (composed by the app) renders the
 * order's claims; `refresh` fetches the order again after one changed it. Login required (route table).
 */
export function OrderDetailPage({
  afterSale,
}: {
  afterSale?: (order: OrderDetail, refresh: () => void) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = parseQueryId(params.get('id'));
  const order = useOrder(id, shouldPollOrder);
  const notFound = id === null || (order.error instanceof ApiError && order.error.code === 404);

  let body: ReactNode;
  if (notFound) {
    body = (
      <section className={styles.card}>
        <Empty description={t('orders.detail.notFound')}>
          <Link to={paths.myOrders}>{t('orders.detail.allOrders')}</Link>
        </Empty>
      </section>
    );
  } else if (order.data) {
    // The header's chat entry opens the order's conversation from `?chat=order:<id>` (features stay apart).
    const chatLink = new URLSearchParams(params);
    chatLink.set('chat', `order:${order.data.id}`);
    body = (
      <>
        <OrderDetailView
          order={order.data}
          notice={readNotice(location.state)}
          onExpire={() => void order.refetch()}
          afterSale={afterSale?.(order.data, () => void order.refetch())}
        />
        <Link to={{ search: chatLink.toString() }} style={{ display: 'inline-block', marginTop: 16 }}>
          {t('chat.contactAboutOrder')}
        </Link>
      </>
    );
  } else if (order.isPending) body = <LoadingState label={t('common.loading')} rows={10} />;
  else
    body = (
      <ErrorState
        title={t('orders.detail.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={order.isFetching}
            onClick={() => void order.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );

  return (
    <PageFrame
      title={t('route.orderDetail')}
      trail={[
        { label: t('route.personalCenter'), to: paths.personalCenter },
        { label: t('route.myOrders'), to: paths.myOrders },
      ]}
    >
      <ConfigProvider theme={touchTheme}>
        <App component={false}>{body}</App>
      </ConfigProvider>
    </PageFrame>
  );
}
