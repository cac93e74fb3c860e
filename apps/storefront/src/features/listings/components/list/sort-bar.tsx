import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import type { ListingSort } from '@gs/shared/listings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListLayout } from '../../utils/list-search-params';
import styles from './sort-bar.module.css';

const sortOrder: ListingSort[] = ['time_desc', 'time_asc', 'price_asc', 'price_desc'];

/**
 * Sort buttons (newest, oldest, price up, price down), the result count, the grid/row toggle and, on mobile, the
 * button opening the filters. Sticks under the header on mobile.
 */
export function SortBar({
  sort,
  onSort,
  count,
  layout,
  onLayout,
  filtersButton,
}: {
  sort: ListingSort;
  onSort: (sort: ListingSort) => void;
  count?: ReactNode;
  /** Omitted on mobile, where cards are one column whatever the layout. */
  layout?: ListLayout;
  onLayout: (layout: ListLayout) => void;
  filtersButton?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.sortBar}>
      <fieldset aria-label={t('goodList.sort')} className={styles.sorts}>
        {sortOrder.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.sortButton}
            aria-pressed={sort === value}
            onClick={() => onSort(value)}
          >
            <span aria-hidden>{t(`goodList.sorts.${value}`)}</span>
            <span className="visually-hidden">{t(`goodList.sortNames.${value}`)}</span>
          </button>
        ))}
      </fieldset>
      {count ? <div className={styles.count}>{count}</div> : null}
      {layout ? (
        <fieldset aria-label={t('goodList.layout')} className={styles.layouts}>
          <button
            type="button"
            className={styles.layoutButton}
            aria-pressed={layout === 'grid'}
            aria-label={t('goodList.layoutGrid')}
            title={t('goodList.layoutGrid')}
            onClick={() => onLayout('grid')}
          >
            <AppstoreOutlined aria-hidden />
          </button>
          <button
            type="button"
            className={styles.layoutButton}
            aria-pressed={layout === 'row'}
            aria-label={t('goodList.layoutRow')}
            title={t('goodList.layoutRow')}
            onClick={() => onLayout('row')}
          >
            <BarsOutlined aria-hidden />
          </button>
        </fieldset>
      ) : null}
      {filtersButton ? <div className={styles.filtersButton}>{filtersButton}</div> : null}
    </div>
  );
}
