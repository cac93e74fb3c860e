import type { RecycleStatus } from '@gs/shared/recycle';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colours: Record<RecycleStatus, string> = {
  submitted: 'gold',
  verifying: 'blue',
  paid: 'cyan',
  listed: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export function RecycleStatusTag({ status }: { status: RecycleStatus }) {
  const { t } = useTranslation();
  return <Tag color={colours[status]}>{t(`recycling.statuses.${status}`)}</Tag>;
}
