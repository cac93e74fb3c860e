import { CheckCircleTwoTone, MinusCircleOutlined } from '@ant-design/icons';
import type { StaffClaimDetail } from '@gs/shared/claims';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { Descriptions, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClaimSection, plainItem, plainList } from './claim-section';

/** The order, the listing as sold, the rebinding checklist, the order's history and who read the credentials. */
export function ClaimOrderFacts({ claim }: { claim: StaffClaimDetail }) {
  const { t, i18n } = useTranslation();
  const money = (fen: number) => formatPrice(fen, i18n.language);
  const at = (value: string) => formatDateTime(value, i18n.language);
  const { order, listing } = claim;
  return (
    <>
      <ClaimSection title={t('claims.sections.order')}>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('orders.columns.orderNo')}>
            <Link to={`/orders?id=${order.id}`}>{order.orderNo}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.columns.status')}>
            <Tag>{t(`orders.statuses.${order.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('claims.fromStatus')}>
            {t(`orders.statuses.${claim.fromStatus}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.amounts.total')}>{money(order.amounts.total)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.amounts.paid')}>{money(order.amounts.paid)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.amounts.refunded')}>{money(order.amounts.refunded)}</Descriptions.Item>
          <Descriptions.Item label={t('claims.columns.guarantee')}>
            {t(`orders.guarantees.${order.guarantee}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.columns.createdAt')}>{at(order.createdAt)}</Descriptions.Item>
        </Descriptions>
      </ClaimSection>
      <ClaimSection title={t('claims.sections.listing')}>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('claims.listing.number')}>{listing.number}</Descriptions.Item>
          <Descriptions.Item label={t('claims.listing.title')}>{listing.title}</Descriptions.Item>
          <Descriptions.Item label={t('claims.listing.price')}>{money(listing.priceFen)}</Descriptions.Item>
          <Descriptions.Item label={t('claims.listing.statusNow')}>{listing.status}</Descriptions.Item>
        </Descriptions>
      </ClaimSection>
      <ClaimSection title={t('claims.sections.rebinding')}>
        {claim.rebinding.length === 0 ? (
          <Typography.Text type="secondary">{t('orders.rebind.empty')}</Typography.Text>
        ) : (
          <ul style={plainList}>
            {claim.rebinding.map((step) => (
              <li key={step.step} style={plainItem}>
                {step.done ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <MinusCircleOutlined />}{' '}
                {t(`orders.rebind.steps.${step.step}`)}
                {step.done ? '' : ` · ${t('claims.rebindNotDone')}`}
                {step.updatedAt ? (
                  <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                    {at(step.updatedAt)}
                  </Typography.Text>
                ) : null}
                {step.note ? <div style={{ fontSize: 12 }}>{step.note}</div> : null}
              </li>
            ))}
          </ul>
        )}
      </ClaimSection>
      <ClaimSection title={t('claims.sections.history')}>
        <Timeline
          items={claim.history.map((entry) => ({
            key: `${entry.at}-${entry.to}`,
            content: (
              <>
                <div>
                  {entry.from ? `${t(`orders.statuses.${entry.from}`)} → ` : ''}
                  {t(`orders.statuses.${entry.to}`)} · {t(`orders.actors.${entry.actor}`)}
                </div>
                {entry.note ? <Typography.Text type="secondary">{entry.note}</Typography.Text> : null}
                <div style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.56)' }}>{at(entry.at)}</div>
              </>
            ),
          }))}
        />
      </ClaimSection>
      <ClaimSection title={t('claims.sections.credentialReads')}>
        {claim.credentialReads.length === 0 ? (
          <Typography.Text type="secondary">{t('claims.noCredentialReads')}</Typography.Text>
        ) : (
          <ul style={plainList}>
            {claim.credentialReads.map((read) => (
              <li key={`${read.at}-${read.userId}-${read.purpose}`} style={plainItem}>
                {t(`claims.readPurposes.${read.purpose}`)} · {t('claims.userNamed', { id: read.userId })} ·{' '}
                {at(read.at)}
              </li>
            ))}
          </ul>
        )}
      </ClaimSection>
    </>
  );
}
