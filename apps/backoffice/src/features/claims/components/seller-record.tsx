import type { SellerClaimRecord } from '@gs/shared/claims';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { Alert, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { plainItem, plainList } from './claim-section';

/** The seller's claims record: how often claims against them were upheld, for how much, and what they still owe. */
export function SellerRecord({ record }: { record: SellerClaimRecord | null }) {
  const { t, i18n } = useTranslation();
  const money = (fen: number) => formatPrice(fen, i18n.language);
  if (!record) return <Typography.Text type="secondary">{t('claims.seller.none')}</Typography.Text>;
  return (
    <>
      {record.unpaidRecoveryFen > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('claims.seller.owes', { amount: money(record.unpaidRecoveryFen) })}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('claims.seller.user')}>
          {t('claims.userNamed', { id: record.sellerUserId })}
        </Descriptions.Item>
        <Descriptions.Item label={t('claims.seller.claims')}>{record.claims}</Descriptions.Item>
        <Descriptions.Item label={t('claims.seller.upheld')}>{record.upheld}</Descriptions.Item>
        <Descriptions.Item label={t('claims.seller.upheldRetrieved')}>{record.upheldRetrieved}</Descriptions.Item>
        <Descriptions.Item label={t('claims.seller.upheldAmount')}>{money(record.upheldAmountFen)}</Descriptions.Item>
        <Descriptions.Item label={t('claims.seller.unpaidRecovery')}>
          <Typography.Text
            type={record.unpaidRecoveryFen > 0 ? 'danger' : undefined}
            strong={record.unpaidRecoveryFen > 0}
          >
            {money(record.unpaidRecoveryFen)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {record.earlier.length > 0 ? (
        <>
          <Typography.Text strong style={{ display: 'block', marginTop: 12 }}>
            {t('claims.seller.earlier')}
          </Typography.Text>
          <ul style={plainList}>
            {record.earlier.map((entry) => (
              <li key={entry.id} style={plainItem}>
                {entry.orderNo} · {t(`claims.reasons.${entry.reason}`)} · {t(`claims.states.${entry.state}`)}
                {entry.outcome ? ` · ${t(`claims.outcomes.${entry.outcome}`)}` : ''}
                {entry.amountFen !== null ? ` · ${money(entry.amountFen)}` : ''}
                <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                  {formatDateTime(entry.createdAt, i18n.language)}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
