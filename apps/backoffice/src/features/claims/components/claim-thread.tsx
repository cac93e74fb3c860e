import type { StaffClaimDetail, StaffClaimMessage } from '@gs/shared/claims';
import { formatDateTime } from '@gs/web/format-date';
import { Checkbox, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClaimImage } from './claim-image';

const backgrounds: Record<StaffClaimMessage['author'], string> = {
  buyer: '#f5f5f5',
  seller: '#fff7e6',
  staff: '#e6f4ff',
};

/**
 * The claim's whole thread as staff see it (every image, audited). A buyer message with images not yet shown to the
 * seller offers "share with the seller": the ticked ones go with the next staff message.
 */
export function ClaimThread({
  claim,
  sharing,
  onSharingChange,
}: {
  claim: StaffClaimDetail;
  sharing: readonly number[];
  onSharingChange: (ids: number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const canWrite = claim.state !== 'closed' && claim.state !== 'withdrawn';
  const toggle = (id: number, checked: boolean) =>
    onSharingChange(checked ? [...sharing, id] : sharing.filter((candidate) => candidate !== id));

  return (
    <ol aria-label={t('claims.thread')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {claim.messages.map((entry) => (
        <li
          key={entry.id}
          style={{ padding: 12, marginBottom: 8, borderRadius: 8, background: backgrounds[entry.author] }}
        >
          <Space size={4} wrap>
            <Typography.Text strong style={{ fontSize: 12 }}>
              {entry.author === 'staff'
                ? t('claims.authors.staffNamed', { id: entry.authorUserId })
                : t(`claims.authors.${entry.author}`)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(entry.createdAt, i18n.language)}
            </Typography.Text>
            {entry.author === 'staff' ? <Tag>{t(`claims.audiences.${entry.audience}`)}</Tag> : null}
            {entry.late ? <Tag color="orange">{t('claims.late')}</Tag> : null}
          </Space>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
            {entry.text}
          </Typography.Paragraph>
          {entry.images.length > 0 ? (
            <Space wrap style={{ marginTop: 8 }}>
              {entry.images.map((imageId, index) => (
                <ClaimImage key={imageId} claimId={claim.id} imageId={imageId} index={index + 1} />
              ))}
            </Space>
          ) : null}
          {entry.author === 'buyer' && entry.images.length > 0 ? (
            <div style={{ marginTop: 8 }}>
              {entry.sharedWithSeller ? (
                <Tag color="green">{t('claims.sharedWithSeller')}</Tag>
              ) : canWrite && claim.sellerUserId !== null ? (
                <Checkbox
                  checked={sharing.includes(entry.id)}
                  onChange={(event) => toggle(entry.id, event.target.checked)}
                >
                  {t('claims.shareWithSeller')}
                </Checkbox>
              ) : (
                <Typography.Text type="secondary">{t('claims.notSharedWithSeller')}</Typography.Text>
              )}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
