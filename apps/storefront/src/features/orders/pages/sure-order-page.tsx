import { ReloadOutlined } from '@ant-design/icons';
import { parseQueryId } from '@gs/web/query-values';
import { App, Button, ConfigProvider, Empty } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { accountOrderPath } from '../../../lib/paths';
import { explainRefusal } from '../api/explain-refusal';
import { useOrderConfirm } from '../api/get-order-confirm';
import styles from '../components/order-ui.module.css';
import { RefusalResult } from '../components/refusal-view';
import { SureOrderForm } from '../components/sure-order-form';
import { orderDetailPath } from '../utils/order-paths';

// Large controls of at least 44 px: comfortable touch targets (UX.md, Forms).
const touchTheme = { token: { controlHeightLG: 44 } };

function SureOrder({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useOrderConfirm(goodsId);
  // A failed refetch behind a loaded confirmation (the form stays) is not a refusal to explain.
  const refusal = confirm.data || !confirm.error ? null : explainRefusal(confirm.error);
  const ownOrderId = refusal?.kind === 'own-order' ? refusal.orderId : null;

  // The buyer already has an unpaid order for this account: that order is where they pay.
  useEffect(() => {
    if (ownOrderId !== null) void navigate(orderDetailPath(ownOrderId), { replace: true });
  }, [ownOrderId, navigate]);

  if (confirm.data) return <SureOrderForm confirm={confirm.data} onRetry={() => void confirm.refetch()} />;
  if (confirm.isPending || ownOrderId !== null) {
    return <LoadingState label={t('common.loading')} rows={10} />;
  }
  if (refusal && refusal.kind !== 'own-order') {
    return (
      <section className={styles.card}>
        <RefusalResult refusal={refusal} goodsId={goodsId} onRetry={() => void confirm.refetch()} />
      </section>
    );
  }
  return (
    <ErrorState
      title={t('orders.sure.loadFailed')}
      action={
        <Button
          type="primary"
          icon={<ReloadOutlined />}
          loading={confirm.isFetching}
          onClick={() => void confirm.refetch()}
        >
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** /pages/sureOrder?id=<listing> (sureOrder): confirm the listing, choose a guarantee, agree and pay. Login required. */
export function SureOrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const goodsId = parseQueryId(params.get('id'));
  return (
    <PageFrame title={t('route.sureOrder')} trail={[{ label: t('menu.buy'), to: accountOrderPath('buy') }]}>
      <ConfigProvider theme={touchTheme}>
        <App component={false}>
          {goodsId === null ? (
            <section className={styles.card}>
              <Empty description={t('orders.sure.missingListing')}>
                <Link to={accountOrderPath('buy')}>{t('orders.refusal.browse')}</Link>
              </Empty>
            </section>
          ) : (
            <SureOrder goodsId={goodsId} />
          )}
        </App>
      </ConfigProvider>
    </PageFrame>
  );
}
