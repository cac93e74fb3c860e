import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A claim that has waited for staff more than 24 hours. */
export function OverdueTag() {
  const { t } = useTranslation();
  return (
    <Tag color="red" icon={<ClockCircleOutlined />}>
      {t('claims.overdue')}
    </Tag>
  );
}
