import { ReloadOutlined } from '@ant-design/icons';
import type { MyConsignment, MyProductTab } from '@gs/shared/consignment';
import { myProductTabs } from '@gs/shared/consignment';
import { parsePageNum } from '@gs/web/query-values';
import { App, Button, Empty, Pagination, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../lib/paths';
import { useMyConsignments } from '../api/get-my-consignments';
import { MyProductRow } from '../components/my-product-row';
import styles from '../components/my-products.module.css';
import { MyRecycleList } from '../components/my-recycle-list';
import { PriceModal } from '../components/price-modal';
import { WalletCard } from '../components/wallet-card';
import { WalletDrawer, type WalletDrawerTab } from '../components/wallet-drawer';
import { WithdrawalModal } from '../components/withdrawal-modal';
import { tabLabels, toMyProductTab } from '../utils/my-product-status';

export const MY_PRODUCTS_PAGE_SIZE = 10;

/** The last tab: my quick-recycle requests (`?tab=recycle`) rather than listings. */
const RECYCLE_TAB = 'recycle';

/**
 * /pages/other/goodsList (my products): the wallet card, then my listings by state in tabs with their counts, and
 * my quick-recycle requests; the tab and page live in the query (`?tab=on_sale&pageNum=2`, `?tab=recycle`). Inside
 * the personal-center layout; login required.
 */
export function MyProductsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const recycleTab = params.get('tab') === RECYCLE_TAB;
  const tab = toMyProductTab(params.get('tab'));
  const pageNum = parsePageNum(params.get('pageNum'));
  const listings = useMyConsignments({ tab, pageNum, pageSize: MY_PRODUCTS_PAGE_SIZE });
  const [pricing, setPricing] = useState<MyConsignment | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const [walletTab, setWalletTab] = useState<WalletDrawerTab | null>(null);

  const show = (next: { tab?: MyProductTab | typeof RECYCLE_TAB; pageNum?: number }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? (recycleTab ? RECYCLE_TAB : tab);
    if (nextTab !== 'all') query.set('tab', nextTab);
    if ((next.pageNum ?? 1) > 1) query.set('pageNum', String(next.pageNum));
    setParams(query);
  };

  let body: ReactNode;
  if (recycleTab) body = <MyRecycleList pageNum={pageNum} onPage={(page) => show({ pageNum: page })} />;
  else if (listings.isPending) body = <LoadingState label={t('common.loading')} rows={6} />;
  else if (listings.isError)
    body = (
      <ErrorState
        title={t('myProducts.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={listings.isFetching}
            onClick={() => void listings.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (listings.data.rows.length === 0)
    body = (
      <Empty
        className={styles.empty}
        description={tab === 'all' ? t('myProducts.empty.all') : t('myProducts.empty.tab')}
      >
        <Link to={paths.sale}>{t('myProducts.empty.sell')}</Link>
      </Empty>
    );
  else
    body = (
      <>
        <ul className={styles.list} aria-busy={listings.isPlaceholderData}>
          {listings.data.rows.map((listing) => (
            <li key={listing.id}>
              <MyProductRow listing={listing} onEditPrice={() => setPricing(listing)} />
            </li>
          ))}
        </ul>
        <Pagination
          className={styles.pagination}
          current={listings.data.pageNum}
          pageSize={listings.data.pageSize}
          total={listings.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => show({ pageNum: page })}
        />
      </>
    );

  const counts = listings.data?.counts;
  return (
    <PageFrame title={t('route.myProducts')} trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}>
      <App component={false}>
        <div className={styles.stack}>
          <WalletCard onWithdraw={() => setWithdrawing(true)} onHistory={() => setWalletTab('history')} />
          <div className={styles.panel}>
            <Tabs
              activeKey={recycleTab ? RECYCLE_TAB : tab}
              onChange={(key) => show({ tab: key === RECYCLE_TAB ? RECYCLE_TAB : toMyProductTab(key) })}
              items={[
                ...myProductTabs.map((key) => ({
                  key,
                  label: (
                    <>
                      {t(tabLabels[key])} {counts ? <span className={styles.count}>{counts[key] ?? 0}</span> : null}
                    </>
                  ),
                })),
                { key: RECYCLE_TAB, label: t('quickRecycle.requests.tab') },
              ]}
            />
            {body}
          </div>
        </div>
        <PriceModal listing={pricing} onClose={() => setPricing(null)} />
        <WithdrawalModal open={withdrawing} onClose={() => setWithdrawing(false)} />
        <WalletDrawer
          open={walletTab !== null}
          tab={walletTab ?? 'history'}
          onTab={setWalletTab}
          onClose={() => setWalletTab(null)}
        />
      </App>
    </PageFrame>
  );
}
