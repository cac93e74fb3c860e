import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import styles from './root-layout.module.css';

/** Shown instead of the site when tenant info cannot be loaded. */
export function TenantError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <main className={styles.main}>
        <ErrorState
          title={t('tenant.loadFailedTitle')}
          description={t('tenant.loadFailedDescription')}
          action={
            <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
              {t('common.retry')}
            </Button>
          }
        />
      </main>
    </div>
  );
}
