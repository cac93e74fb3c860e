import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListLayout } from '../../utils/list-search-params';
import styles from './list-results.module.css';

/** Card-shaped placeholders while the first page loads (same boxes as the cards: no layout shift). */
export function ResultsSkeleton({ layout, count }: { layout: ListLayout; count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{t('goodList.loading')}</span>
      <ul className={layout === 'grid' ? styles.grid : styles.rows} aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <li key={index} className={layout === 'grid' ? styles.skeletonCard : styles.skeletonRow}>
            <div className={styles.skeletonCover} />
            <Skeleton active title paragraph={{ rows: 2 }} className={styles.skeletonText} />
          </li>
        ))}
      </ul>
    </div>
  );
}
