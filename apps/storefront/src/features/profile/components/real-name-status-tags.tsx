import type { Profile } from '@gs/shared/identity';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const LEVEL_TWO_COLORS = {
  none: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
} as const;

/** Level one: verified or not. */
export function RealNameStatusTag({ status }: { status: Profile['realName']['status'] }) {
  const { t } = useTranslation();
  return status === 'verified' ? (
    <Tag color="success">{t('realName.status.verified')}</Tag>
  ) : (
    <Tag>{t('realName.status.none')}</Tag>
  );
}

/** Level two: not submitted, under review, approved or rejected. */
export function IdPhotosStatusTag({ status }: { status: Profile['realNameTwo']['status'] }) {
  const { t } = useTranslation();
  return <Tag color={LEVEL_TWO_COLORS[status]}>{t(`realName.twoStatus.${status}`)}</Tag>;
}
