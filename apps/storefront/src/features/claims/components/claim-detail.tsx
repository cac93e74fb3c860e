import type { Claim } from '@gs/shared/claims';
import { formatDateTime } from '@gs/web/format-date';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { isClaimOpen } from '../utils/claim-progress';
import { ClaimDecision } from './claim-decision';
import { ClaimReplyForm } from './claim-reply-form';
import { ClaimStateTag } from './claim-state-tag';
import { ClaimSteps } from './claim-steps';
import { ClaimThread } from './claim-thread';
import styles from './claims.module.css';
import { WithdrawClaimButton } from './withdraw-claim-button';

/**
 * A claim as its buyer or seller sees it: state and steps, what needs them (the buyer's missing evidence, the seller's
 * answer deadline), the decision, the thread, the reply box while open and, for the buyer, withdrawal. `onChanged`
 * runs after a reply or a withdrawal (the order's state follows the claim's).
 */
export function ClaimDetail({ claim, onChanged }: { claim: Claim; onChanged?: () => void }) {
  const { t, i18n } = useTranslation();
  const open = isClaimOpen(claim.state);
  const buyer = claim.role === 'buyer';
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <section className={styles.card} aria-labelledby={`claim-${claim.id}`}>
      <h2 id={`claim-${claim.id}`} className={styles.cardTitle}>
        <span>{t('claims.detail.title', { reason: t(`claims.reason.${claim.reason}`) })}</span>
        <ClaimStateTag state={claim.state} role={claim.role} />
      </h2>
      <p className={styles.meta}>
        {t('claims.detail.orderNo', { orderNo: claim.orderNo })} · {claim.title} ·{' '}
        {t('claims.detail.openedAt', { at: at(claim.createdAt) })}
        {claim.openedBy === 'staff' ? ` · ${t('claims.detail.openedByStaff')}` : null}
      </p>
      {buyer && claim.contactPhone ? (
        <p className={styles.meta}>{t('claims.detail.contactPhone', { phone: claim.contactPhone })}</p>
      ) : null}
      <div className={styles.steps}>
        <ClaimSteps state={claim.state} role={claim.role} />
      </div>
      {buyer && claim.state === 'waiting_buyer' ? (
        <Alert type="warning" showIcon title={t('claims.detail.waitingYou')} style={{ marginBottom: 16 }} />
      ) : null}
      {!buyer && open && claim.sellerReplyDueAt ? (
        <Alert
          type="warning"
          showIcon
          title={t('claims.detail.sellerDue', { at: at(claim.sellerReplyDueAt) })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {claim.decision ? <ClaimDecision decision={claim.decision} /> : null}
      {claim.state === 'withdrawn' ? <p className={styles.meta}>{t('claims.detail.withdrawn')}</p> : null}
      <h3 className={styles.section}>{t('claims.thread.title')}</h3>
      <ClaimThread claim={claim} />
      {open ? (
        <div className={styles.section}>
          <ClaimReplyForm claim={claim} onSent={onChanged} />
        </div>
      ) : null}
      {open && buyer && claim.openedBy === 'buyer' ? (
        <div className={styles.actions}>
          <WithdrawClaimButton claimId={claim.id} onWithdrawn={onChanged} />
        </div>
      ) : null}
    </section>
  );
}
