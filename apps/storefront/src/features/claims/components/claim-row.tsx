import type { ClaimSummary } from '@gs/shared/claims';
import { formatDateTime } from '@gs/web/format-date';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { claimDetailPath } from '../utils/claim-paths';
import { ClaimStateTag } from './claim-state-tag';
import styles from './claims.module.css';

/** A claim in my list, linking to its page: the listing, reason, state, last activity, and a mark when unread. */
export function ClaimRow({ claim, role }: { claim: ClaimSummary; role: 'buyer' | 'seller' }) {
  const { t, i18n } = useTranslation();
  return (
    <Link to={claimDetailPath(claim.id)} className={styles.row}>
      <span className={styles.rowHead}>
        {claim.unread ? <Badge status="error" text={t('claims.list.unread')} /> : null}
        <span className={styles.rowTitle}>{claim.title}</span>
        <ClaimStateTag state={claim.state} role={role} />
      </span>
      <span className={styles.meta} style={{ display: 'block' }}>
        {t(`claims.reason.${claim.reason}`)} · {t('claims.detail.orderNo', { orderNo: claim.orderNo })} ·{' '}
        {t('claims.list.updatedAt', { at: formatDateTime(claim.updatedAt, i18n.language) })}
      </span>
    </Link>
  );
}
