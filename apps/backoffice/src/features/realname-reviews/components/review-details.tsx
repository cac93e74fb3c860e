import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { RealNameReview } from '@gs/shared/identity';
import { formatDateTime } from '@gs/web/format-date';
import { Button, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReviewPhoto } from './review-photo';

interface ReviewDetailsProps {
  review: RealNameReview;
  onApprove: () => void;
  onReject: () => void;
}

/** One application in the drawer: who, the masked verified name and number, the ID photos, approve or reject. */
export function ReviewDetails({ review, onApprove, onReject }: ReviewDetailsProps) {
  const { t, i18n } = useTranslation();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item
          label={t('realname.columns.user')}
        >{`${review.nickName} (#${review.userId})`}</Descriptions.Item>
        <Descriptions.Item label={t('realname.columns.name')}>{review.nameMasked ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('realname.columns.idNumber')}>{review.idNumberMasked ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('realname.columns.submittedAt')}>
          {formatDateTime(review.submittedAt, i18n.language)}
        </Descriptions.Item>
      </Descriptions>
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
