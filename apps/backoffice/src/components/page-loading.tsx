import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** A whole page on its way (its code or the data it cannot show anything without), announced as loading. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" style={{ display: 'flex', justifyContent: 'center', padding: '96px 24px' }}>
      <Spin size="large" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
