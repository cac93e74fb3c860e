import { ReloadOutlined } from '@ant-design/icons';
import type { OrderDetail } from '@gs/shared/orders';
import { formatDateTime } from '@gs/web/format-date';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useClaim } from '../api/get-claim';
import { useOrderClaims } from '../api/get-order-claims';
import { claimDetailPath } from '../utils/claim-paths';
import { claimStateKey } from '../utils/claim-progress';
import { ClaimDetail } from './claim-detail';
import styles from './claims.module.css';
import { OpenClaimDrawer } from './open-claim-drawer';

// Orders on which a claim could be asked about: the window's reason is worth showing there.
const claimableStatuses = new Set<OrderDetail['status']>(['paid_deposit', 'in_trade', 'completed', 'after_sale']);

/** The latest claim of the order, in full. */
function LatestClaim({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const claim = useClaim(id);
  if (claim.data) return <ClaimDetail claim={claim.data} onChanged={onChanged} />;
  if (claim.isPending) return <LoadingState label={t('common.loading')} rows={4} />;
  return (
    <ErrorState
      title={t('claims.detail.loadFailed')}
      action={
        <Button icon={<ReloadOutlined />} loading={claim.isFetching} onClick={() => void claim.refetch()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/**
 * The order page's after-sale part: "Open a claim" while the guarantee allows one (else why not), the latest claim
 * with its thread, and links to earlier ones. `onChanged` refreshes the order, whose state follows its claim.
 */
export function OrderClaims({
  order,
  onChanged,
}: {
  order: Pick<OrderDetail, 'id' | 'status' | 'role'>;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  const claims = useOrderClaims(order.id);
  if (!claims.data) return null;
  const { rows, window } = claims.data;
  const [latest, ...earlier] = rows;
  const buyer = order.role === 'buyer';
  const showWindow = buyer && (window.allowed || (window.reason && claimableStatuses.has(order.status)));
  if (!latest && !showWindow) return null;

  return (
    <>
      {showWindow ? (
        <section className={styles.card} aria-labelledby="order-claims">
          <h2 id="order-claims" className={styles.cardTitle}>
            {t('claims.order.title')}
          </h2>
          {window.allowed ? (
            <>
              <p className={styles.meta}>
                {window.until
                  ? t('claims.order.until', { at: formatDateTime(window.until, i18n.language) })
                  : t('claims.order.allowed')}
              </p>
              <div className={styles.actions}>
                <Button type="primary" size="large" onClick={() => setFormOpen(true)}>
                  {t('claims.order.open')}
                </Button>
              </div>
              <OpenClaimDrawer
                orderId={order.id}
                open={formOpen}
                onClose={() => setFormOpen(false)}
                onOpened={() => {
                  setFormOpen(false);
                  onChanged();
                }}
              />
            </>
          ) : (
            <p className={styles.meta}>{window.reason}</p>
          )}
        </section>
      ) : null}
      {latest ? <LatestClaim id={latest.id} onChanged={onChanged} /> : null}
      {earlier.length > 0 ? (
        <section className={styles.card} aria-labelledby="order-earlier-claims">
          <h2 id="order-earlier-claims" className={styles.cardTitle}>
            {t('claims.order.earlier')}
          </h2>
          <ul className={styles.list}>
            {earlier.map((claim) => (
              <li key={claim.id}>
                <Link to={claimDetailPath(claim.id)}>
                  {t(`claims.reason.${claim.reason}`)} ·{' '}
                  {t(claimStateKey(claim.state, order.role === 'seller' ? 'seller' : 'buyer'))} ·{' '}
                  {formatDateTime(claim.createdAt, i18n.language)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
