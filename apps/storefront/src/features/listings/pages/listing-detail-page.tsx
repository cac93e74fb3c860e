import { ReloadOutlined } from '@ant-design/icons';
import { ApiError } from '@gs/web/api-error';
import { parseQueryId } from '@gs/web/query-values';
import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageFrame } from '../../../components/page-frame';
import { gameListPath } from '../../../lib/listing-paths';
import { accountOrderPath, paths } from '../../../lib/paths';
import { useListing } from '../api/get-listing';
import { DetailNotFound, DetailSkeleton } from '../components/detail/detail-states';
import { ListingDetail, type RenderFavourite } from '../components/detail/listing-detail';
import type { RenderNotice } from '../components/detail/tabs';
import styles from './listing-pages.module.css';

/**
 * /pages/detail/index?id=… (product detail): one listing with its pictures, facts, tabs and similar listings.
 * app/ composes it with the notice tabs' content, the favourite toggle and the view tracking.
 */
export function ListingDetailPage({
  renderNotice,
  renderFavourite,
}: {
  renderNotice: RenderNotice;
  renderFavourite: RenderFavourite;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = parseQueryId(params.get('id'));
  const listing = useListing(id);
  const notFound = id === null || (listing.error instanceof ApiError && listing.error.code === 404);
  // Back in history when the visit came here from another page of the site (the list is kept alive for that);
  // otherwise to the listing's game, or the product list.
  const cameFromSite = location.key !== 'default';
  const listPath = listing.data ? gameListPath(listing.data.gameId) : paths.goodList;

  let body: ReactNode;
  if (notFound) body = <DetailNotFound />;
  else if (listing.isPending) body = <DetailSkeleton />;
  else if (listing.isError)
    body = (
      <ErrorState
        title={t('goodDetail.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined aria-hidden />}
            loading={listing.isFetching}
            onClick={() => void listing.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  else body = <ListingDetail listing={listing.data} renderNotice={renderNotice} renderFavourite={renderFavourite} />;

  return (
    <PageFrame
      title={t('route.goodDetail')}
      trail={[
        { label: t('menu.buy'), to: accountOrderPath('buy') },
        listing.data
          ? { label: listing.data.gameName, to: gameListPath(listing.data.gameId) }
          : { label: t('route.goodList'), to: paths.goodList },
      ]}
      extra={
        <Button className={styles.back} onClick={() => void (cameFromSite ? navigate(-1) : navigate(listPath))}>
          {t('catalogue.backToList')}
        </Button>
      }
    >
      <App component={false}>{body}</App>
    </PageFrame>
  );
}
