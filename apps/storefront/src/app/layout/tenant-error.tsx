import { useTranslation } from 'react-i18next';
import styles from './root-layout.module.css';
import { ShellError } from './shell-error';

/** Shown instead of the site when tenant info cannot be loaded. */
export function TenantError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <main className={styles.main}>
        <ShellError
          title={t('tenant.loadFailedTitle')}
          description={t('tenant.loadFailedDescription')}
          actionLabel={t('common.retry')}
          onAction={onRetry}
          busy={retrying}
        />
      </main>
    </div>
  );
}
