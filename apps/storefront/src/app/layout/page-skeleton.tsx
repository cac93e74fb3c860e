import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/loading-state';
import styles from './root-layout.module.css';
import headerStyles from './site-header.module.css';

/** The whole frame while tenant info (or the first page) loads: a header band and a content skeleton. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <header className={headerStyles.header}>
        <div className={headerStyles.inner}>
          <Skeleton.Avatar active shape="square" size={40} />
          <Skeleton.Input active size="small" className={headerStyles.skeletonName} />
        </div>
      </header>
      <main className={styles.main}>
        <LoadingState label={t('common.loading')} rows={6} />
      </main>
    </div>
  );
}
