import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import type { RealNameReview } from '@gs/shared/identity';
import { formatDateTime } from '@gs/web/format-date';
import { Alert, Button, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useRealNameIdentity } from '../api/reveal-realname-identity';
import { ReviewPhoto } from './review-photo';

interface ReviewDetailsProps {
  review: RealNameReview;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * One application in the drawer: who, the verified name and number (masked until the reviewer asks for them in
 * full, an audited read), the ID photos, approve or reject.
 */
export function ReviewDetails({ review, onApprove, onReject }: ReviewDetailsProps) {
  const { t, i18n } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const identity = useRealNameIdentity(review.id, { enabled: revealed });
  const full = identity.data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item
          label={t('realname.columns.user')}
        >{`${review.nickName} (#${review.userId})`}</Descriptions.Item>
        <Descriptions.Item label={t('realname.columns.name')}>
          {(full ? full.name : review.nameMasked) ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('realname.columns.idNumber')}>
          {full ? (
            <Typography.Text style={{ fontFamily: 'monospace' }}>{full.idNumber ?? '—'}</Typography.Text>
          ) : (
            (review.idNumberMasked ?? '—')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('realname.columns.submittedAt')}>
          {formatDateTime(review.submittedAt, i18n.language)}
        </Descriptions.Item>
      </Descriptions>
      {full ? (
        <Alert type="info" showIcon title={t('realname.fullShown')} />
      ) : identity.isError ? (
        <ErrorState
          compact
          title={t('realname.fullFailed')}
          error={identity.error}
          onRetry={() => void identity.refetch()}
        />
      ) : (
        <Space orientation="vertical" size={4}>
          <Button icon={<EyeOutlined />} loading={identity.isFetching} onClick={() => setRevealed(true)}>
            {t('realname.showFull')}
          </Button>
          <Typography.Text type="secondary">{t('realname.showFullAudited')}</Typography.Text>
        </Space>
      )}
      <Typography.Text type="secondary">{t('realname.photosAudited')}</Typography.Text>
      <Space wrap size="large">
        <ReviewPhoto reviewId={review.id} side="front" />
        <ReviewPhoto reviewId={review.id} side="back" />
      </Space>
      <Space>
        <Button type="primary" icon={<CheckOutlined />} onClick={onApprove}>
          {t('realname.approve')}
        </Button>
        <Button danger icon={<CloseOutlined />} onClick={onReject}>
          {t('realname.reject')}
        </Button>
      </Space>
    </Space>
  );
}
