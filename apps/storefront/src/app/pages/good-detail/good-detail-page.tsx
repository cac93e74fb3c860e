import type { ListingDetail } from '@gs/shared/listings';
import type { NoticeType } from '@gs/shared/notices';
import { parseQueryId } from '@gs/web/query-values';
import { useSearchParams } from 'react-router';
import { StaffCheck } from '../../../features/anti-scam/components/staff-check';
import { FavouriteButton } from '../../../features/favourites/components/favourite-button';
import { listingQueryOptions, useListing } from '../../../features/listings/api/get-listing';
import { qqGroupsQueryOptions } from '../../../features/listings/api/get-qq-groups';
import { recommendationsQueryOptions } from '../../../features/listings/api/get-recommendations';
import { ListingDetailPage } from '../../../features/listings/pages/listing-detail-page';
import { useListingViewTracking } from '../../../features/tracking/hooks/use-listing-view-tracking';
import type { PagePrefetch } from '../../../lib/page-prefetch';
import { NoticePanel } from './notice-panel';

// The guarantee tab also carries the staff check: scammers pose as the shop's staff around a purchase.
const renderNotice = (noticeType: NoticeType) =>
  noticeType === 'bpjs' ? (
    <>
      <NoticePanel noticeType={noticeType} />
      <div style={{ marginTop: 16 }}>
        <StaffCheck />
      </div>
    </>
  ) : (
    <NoticePanel noticeType={noticeType} />
  );

const renderFavourite = (listing: ListingDetail) => <FavouriteButton listing={listing} />;

/**
 * The server renders the listing of the address's id with its similar listings and its game's QQ groups (asked as
 * soon as the listing is in, beside the similar listings).
 */
export const prefetchGoodDetailPage: PagePrefetch = async (queryClient, url) => {
  const id = parseQueryId(url.searchParams.get('id'));
  if (id === null) return;
  const listingAndGroups = async () => {
    const listing = await queryClient.fetchQuery(listingQueryOptions(id)).catch(() => null);
    if (listing) await queryClient.prefetchQuery(qqGroupsQueryOptions(listing.gameId));
  };
  await Promise.all([listingAndGroups(), queryClient.prefetchQuery(recommendationsQueryOptions(id))]);
};

/**
 * /pages/detail/index?id=… (product detail): the listing page, its favourite toggle, its trading-rules and guarantee tabs
 * showing the tenant's notices, and every visit of a listing that exists counted for the tracking statistics.
 */
export function GoodDetailPage() {
  const [params] = useSearchParams();
  const id = parseQueryId(params.get('id'));
  // Counted once the listing is shown (the page's own query, shared): a missing or another shop's id counts nothing.
  const listing = useListing(id);
  useListingViewTracking(listing.isSuccess ? id : null);
  return <ListingDetailPage renderNotice={renderNotice} renderFavourite={renderFavourite} />;
}
