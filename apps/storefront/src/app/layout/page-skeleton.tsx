import { useTranslation } from 'react-i18next';
import styles from './page-skeleton.module.css';

/** Grey blocks standing in for content, announced as loading. Plain CSS: it shows before antd has loaded. */
export function ContentSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={styles.content}>
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className={`${styles.block} ${styles.title}`} />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows, never reordered
        <div key={index} className={`${styles.block} ${styles.line}`} />
      ))}
    </div>
  );
}

/** The whole frame while tenant info (or the first page) loads: a header band and a content skeleton. */
export function PageSkeleton() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <div className={`${styles.block} ${styles.logo}`} />
          <div className={`${styles.block} ${styles.name}`} />
        </div>
      </header>
      <main className={styles.main}>
        <ContentSkeleton />
      </main>
    </div>
  );
}
