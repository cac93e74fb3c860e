import { ReloadOutlined } from '@ant-design/icons';
import type { ListingSearchPage } from '@gs/shared/listings';
import { describeError } from '@gs/web/error-message';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/error-state';
import { ListingCard } from '../../../../components/listing-card';
import { accountOrderPath, paths } from '../../../../lib/paths';
import { type ListView, lastReachablePage, PAGE_SIZE_OPTIONS, toListParams } from '../../utils/list-search-params';
import styles from './list-results.module.css';
import { ResultsSkeleton } from './results-skeleton';

/** Cards of the first row load eagerly; the rest lazily, below the fold. */
const EAGER_CARDS = 4;

interface ResultsProps {
  query: UseQueryResult<ListingSearchPage>;
  view: ListView;
  compact: boolean;
  hasFilters: boolean;
  onPage: (page: number, size: number) => void;
  onClearFilters: () => void;
}

/**
 * The page of listings as grid cards or rows, with pagination and page size. While the next page loads the
 * previous one stays, marked busy. Loading, empty (with the way on) and failed (with retry) states.
 */
export function Results({ query, view, compact, hasFilters, onPage, onClearFilters }: ResultsProps) {
  const { t } = useTranslation();
  const layout = compact ? 'grid' : view.layout;

  if (query.isPending) return <ResultsSkeleton layout={layout} count={Math.min(view.size, 8)} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('goodList.loadFailed')}
        description={describeError(query.error, t)}
        action={
          <div className={styles.stateActions}>
            <Button
              type="primary"
              icon={<ReloadOutlined aria-hidden />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('common.retry')}
            </Button>
            {hasFilters ? <Button onClick={onClearFilters}>{t('goodList.clearFilters')}</Button> : null}
          </div>
        }
      />
    );
  }

  const { rows, total } = query.data;
  // The server serves no result beyond position 10,000: the pages stop at the last one it serves.
  const reachable = Math.min(total, lastReachablePage(view.size) * view.size);
  if (rows.length === 0) {
    let description = t('goodList.emptyGame');
    let action = <Link to={accountOrderPath('buy')}>{t('goodList.otherGames')}</Link>;
    if (total > 0) {
      description = t('goodList.pageBeyond');
      action = (
        <Button type="primary" onClick={() => onPage(1, view.size)}>
          {t('goodList.firstPage')}
        </Button>
      );
    } else if (hasFilters) {
      description = t('goodList.empty');
      action = (
        <Button type="primary" onClick={onClearFilters}>
          {t('goodList.clearFilters')}
        </Button>
      );
    }
    return (
      <Empty className={styles.empty} description={description}>
        {action}
      </Empty>
    );
  }

  return (
    <>
      <ul
        className={layout === 'grid' ? styles.grid : styles.rows}
        aria-label={t('goodList.results')}
        aria-busy={query.isPlaceholderData}
      >
        {rows.map((listing, index) => (
          <li key={listing.id}>
            <ListingCard listing={listing} layout={layout} lazy={index >= EAGER_CARDS} heading="h2" />
          </li>
        ))}
      </ul>
      <Pagination
        className={styles.pagination}
        current={Math.min(view.page, Math.max(1, Math.ceil(reachable / view.size)))}
        pageSize={view.size}
        total={reachable}
        pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
        showSizeChanger
        showLessItems={compact}
        onChange={onPage}
        itemRender={(page, type, original) =>
          type === 'page' ? (
            // A real address for each page, so that crawlers (and a middle click) can follow the pages; a plain click
            // stays in the page, through onChange.
            <a
              href={`${paths.goodList}?${toListParams({ ...view, page }).toString()}`}
              onClick={(event) => event.preventDefault()}
            >
              {page}
            </a>
          ) : (
            original
          )
        }
      />
      {total > reachable || query.data.totalCapped ? (
        <p className={styles.windowNote}>{t('goodList.windowNote')}</p>
      ) : null}
    </>
  );
}
