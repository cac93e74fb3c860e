import { ReloadOutlined } from '@ant-design/icons';
import type { Favourite } from '@gs/shared/favourites';
import { ApiError } from '@gs/web/api-error';
import { describeError } from '@gs/web/error-message';
import { App, Button, Empty, Pagination } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { accountOrderPath, paths } from '../../../lib/paths';
import { useFavourites } from '../api/get-favourites';
import { useSetFavourite } from '../api/set-favourite';
import { FavouriteItem } from '../components/favourite-item';
import styles from '../components/favourites.module.css';

const PAGE_SIZE = 10;
const EAGER_COVERS = 3;

function toPage(value: string | null): number {
  const page = /^\d{1,6}$/.test(value ?? '') ? Number(value) : 1;
  return page > 0 ? page : 1;
}

function Favourites() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const page = toPage(params.get('page'));
  const favourites = useFavourites(page, PAGE_SIZE);
  const setFavourite = useSetFavourite();

  const showPage = (next: number, replace = false) => {
    const query = new URLSearchParams(params);
    if (next > 1) query.set('page', String(next));
    else query.delete('page');
    setParams(query, { replace });
  };

  // A page past the end (the last favourites were removed elsewhere, an old link): show the last one there is.
  const data = favourites.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const pastEnd = data !== undefined && !favourites.isPlaceholderData && data.rows.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastEnd) setParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
  }, [pastEnd, lastPage, setParams]);

  const remove = (favourite: Favourite) =>
    setFavourite
      .mutateAsync({ goodsId: favourite.id, collected: false })
      .then(() => {
        void message.success(t('favourites.removed'));
        // The last one of a page: that page is gone, go back one.
        if (data && data.rows.length === 1 && page > 1) showPage(page - 1, true);
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.code === 401)) void message.error(describeError(error, t));
      });

  if (favourites.isPending) return <LoadingState label={t('favourites.loading')} rows={6} />;
  if (favourites.isError) {
    return (
      <ErrorState
        title={t('favourites.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined aria-hidden />}
            loading={favourites.isFetching}
            onClick={() => void favourites.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (favourites.data.total === 0) {
    return (
      <section className={styles.panel} aria-label={t('favourites.empty')}>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong>{t('favourites.empty')}</strong>
              <br />
              {t('favourites.emptyHint')}
            </>
          }
        >
          <Link to={accountOrderPath('buy')}>{t('favourites.browse')}</Link>
        </Empty>
      </section>
    );
  }

  const { rows, total } = favourites.data;
  let list: ReactNode = null;
  if (rows.length > 0)
    list = (
      <ul className={styles.list} aria-label={t('favourites.list')} aria-busy={favourites.isPlaceholderData}>
        {rows.map((favourite, index) => (
          <FavouriteItem
            key={favourite.id}
            favourite={favourite}
            lazy={index >= EAGER_COVERS}
            removing={setFavourite.isPending && setFavourite.variables?.goodsId === favourite.id}
            onRemove={remove}
          />
        ))}
      </ul>
    );
  return (
    <>
      <p className={styles.summary}>{t('favourites.total', { count: total })}</p>
      {list}
      <Pagination
        className={styles.pagination}
        current={page}
        pageSize={PAGE_SIZE}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={(next) => showPage(next)}
      />
    </>
  );
}

/** /pages/other/collect: the user's favourites, newest first, with remove and pagination (`?page=`). Login required. */
export function FavouritesPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('route.favourites')} trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}>
      <App component={false}>
        <Favourites />
      </App>
    </PageFrame>
  );
}
