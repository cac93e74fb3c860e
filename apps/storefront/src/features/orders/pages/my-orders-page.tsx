import { ReloadOutlined } from '@ant-design/icons';
import { parsePageNum } from '@gs/web/query-values';
import { App, Button, Empty, Pagination, Segmented, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { accountOrderPath, paths } from '../../../lib/paths';
import { useOrders } from '../api/get-orders';
import { OrderCard } from '../components/order-card';
import styles from '../components/order-list.module.css';
import { type OrderTab, orderTabs, statusLabels, toOrderTab } from '../utils/order-status';

export const ORDERS_PAGE_SIZE = 10;
type Role = 'buyer' | 'seller';

/**
 * /pages/other/orderList (my orders): tabs by status, buyer or seller (orders of my consignment listings), and the
 * page, all in the query (`?status=in_trade&role=seller&pageNum=2`). Inside the personal-center layout.
 */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = toOrderTab(params.get('status'));
  const role: Role = params.get('role') === 'seller' ? 'seller' : 'buyer';
  const pageNum = parsePageNum(params.get('pageNum'));
  const orders = useOrders({ status: tab === 'all' ? undefined : tab, role, pageNum, pageSize: ORDERS_PAGE_SIZE });

  const show = (next: { tab?: OrderTab; role?: Role; pageNum?: number }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    const nextRole = next.role ?? role;
    if (nextTab !== 'all') query.set('status', nextTab);
    if (nextRole === 'seller') query.set('role', 'seller');
    if ((next.pageNum ?? 1) > 1) query.set('pageNum', String(next.pageNum));
    setParams(query);
  };

  let body: ReactNode;
  if (orders.isPending) body = <LoadingState label={t('common.loading')} rows={6} />;
  else if (orders.isError)
    body = (
      <ErrorState
        title={t('orders.list.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={orders.isFetching}
            onClick={() => void orders.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (orders.data.rows.length === 0)
    body = (
      <Empty
        className={styles.empty}
        description={role === 'seller' ? t('orders.list.emptySold') : t('orders.list.empty')}
      >
        {role === 'buyer' ? <Link to={accountOrderPath('buy')}>{t('orders.refusal.browse')}</Link> : null}
      </Empty>
    );
  else
    body = (
      <>
        <ul className={styles.list} aria-busy={orders.isPlaceholderData}>
          {orders.data.rows.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} asSeller={role === 'seller'} />
            </li>
          ))}
        </ul>
        <Pagination
          className={styles.pagination}
          current={orders.data.pageNum}
          pageSize={orders.data.pageSize}
          total={orders.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => show({ pageNum: page })}
        />
      </>
    );

  return (
    <PageFrame title={t('route.myOrders')} trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}>
      <App component={false}>
        <div className={styles.panel}>
          <div className={styles.toolbar}>
            <Segmented<Role>
              block
              value={role}
              onChange={(value) => show({ role: value, tab })}
              options={[
                { value: 'buyer', label: t('orders.list.asBuyer') },
                { value: 'seller', label: t('orders.list.asSeller') },
              ]}
            />
          </div>
          <Tabs
            activeKey={tab}
            onChange={(key) => show({ tab: toOrderTab(key) })}
            items={orderTabs.map((key) => ({
              key,
              label: key === 'all' ? t('orders.list.all') : t(statusLabels[key]),
            }))}
          />
          {body}
        </div>
      </App>
    </PageFrame>
  );
}
