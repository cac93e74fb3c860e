import type { ClaimOutcome, StaffClaimDetail } from '@gs/shared/claims';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Descriptions, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { claimQueryOptions } from '../api/get-claim';
import { ClaimComposer } from './claim-composer';
import { ClaimOrderFacts } from './claim-order-facts';
import { ClaimSection } from './claim-section';
import { ClaimStateTag } from './claim-state-tag';
import { ClaimThread } from './claim-thread';
import { DecideClaimModal } from './decide-claim-modal';
import { MoneyBox } from './money-box';
import { OverdueTag } from './overdue-tag';
import { SellerRecord } from './seller-record';

function ClaimSummary({ claim }: { claim: StaffClaimDetail }) {
  const { t, i18n } = useTranslation();
  const at = (value: string) => formatDateTime(value, i18n.language);
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('claims.columns.state')}>
        <Space size={4} wrap>
          <ClaimStateTag state={claim.state} />
          {claim.overdue ? <OverdueTag /> : null}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('claims.columns.reason')}>{t(`claims.reasons.${claim.reason}`)}</Descriptions.Item>
      <Descriptions.Item label={t('claims.openedBy')}>
        {t(`claims.openers.${claim.openedBy}`)} · {at(claim.createdAt)}
      </Descriptions.Item>
      <Descriptions.Item label={t('claims.contactPhone')}>{claim.contactPhone ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('claims.sellerReplyDue')}>
        {claim.sellerReplyDueAt ? at(claim.sellerReplyDueAt) : '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}

function DecisionResult({ claim }: { claim: StaffClaimDetail }) {
  const { t, i18n } = useTranslation();
  const { decision } = claim;
  if (!decision) return null;
  const parts = [
    t(`claims.outcomes.${decision.outcome}`),
    decision.amountFen !== null ? formatPrice(decision.amountFen, i18n.language) : null,
    decision.payTo ? t(`claims.payTo.${decision.payTo}`) : null,
  ].filter(Boolean);
  return (
    <Alert
      type="success"
      showIcon
      title={t('claims.decidedAs', { decision: parts.join(' · ') })}
      description={`${decision.reason} · ${formatDateTime(decision.decidedAt, i18n.language)}`}
      style={{ marginBottom: 16 }}
    />
  );
}

/** One claim in the drawer: the buyer's case and the thread on the left, the money, seller and order on the right. */
export function ClaimDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const claim = useQuery(claimQueryOptions(id));
  const [deciding, setDeciding] = useState<ClaimOutcome | null>(null);
  const [sharing, setSharing] = useState<number[]>([]);
  if (claim.isError) {
    return <ErrorState title={t('claims.detailFailed')} error={claim.error} onRetry={() => void claim.refetch()} />;
  }
  if (!claim.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = claim.data;

  return (
    <Row gutter={[24, 0]}>
      <Col xs={24} xl={14}>
        <ClaimSection title={t('claims.sections.claim')}>
          <ClaimSummary claim={data} />
          <Typography.Paragraph
            aria-label={t('claims.buyerText')}
            style={{ whiteSpace: 'pre-wrap', marginTop: 12, padding: 12, background: '#fafafa', borderRadius: 8 }}
          >
            {data.text}
          </Typography.Paragraph>
        </ClaimSection>
        <ClaimSection title={t('claims.thread')}>
          <ClaimThread claim={data} sharing={sharing} onSharingChange={setSharing} />
          {data.messages.some((entry) => entry.images.length > 0) ? (
            <Typography.Paragraph type="secondary">{t('claims.imagesAudited')}</Typography.Paragraph>
          ) : null}
          {data.state !== 'closed' && data.state !== 'withdrawn' ? (
            <ClaimComposer claim={data} sharing={sharing} onSent={() => setSharing([])} />
          ) : null}
        </ClaimSection>
      </Col>
      <Col xs={24} xl={10}>
        <ClaimSection title={t('claims.sections.decision')}>
          <DecisionResult claim={data} />
          {data.allowedOutcomes.length > 0 ? (
            <Space wrap style={{ marginBottom: 16 }}>
              {data.allowedOutcomes.map((outcome) => (
                <Button
                  key={outcome}
                  type={outcome === 'reject' ? 'default' : 'primary'}
                  danger={outcome !== 'reject'}
                  onClick={() => setDeciding(outcome)}
                >
                  {t(`claims.outcomes.${outcome}`)}
                </Button>
              ))}
            </Space>
          ) : data.decision ? null : (
            <Typography.Paragraph type="secondary">{t('claims.noDecision')}</Typography.Paragraph>
          )}
          <MoneyBox claim={data} />
        </ClaimSection>
        <ClaimSection title={t('claims.sections.seller')}>
          <SellerRecord record={data.sellerRecord} />
        </ClaimSection>
        <ClaimOrderFacts claim={data} />
      </Col>
      <DecideClaimModal claim={data} outcome={deciding} onClose={() => setDeciding(null)} />
    </Row>
  );
}
