import { ReloadOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { BannerCarousel } from '../../features/home/components/banner-carousel';
import {
  AdSlots,
  NavigationIcons,
  NoticeStrip,
  RecommendedGames,
} from '../../features/home/components/decoration-sections';
import styles from '../../features/home/components/home-sections.module.css';
import { WelcomeCard } from '../../features/home/components/welcome-card';
import { decorationItems } from '../../features/home/utils/decoration';
import { recentDealsQueryOptions } from '../../features/listings/api/get-recent-deals';
import { searchListingsQueryOptions } from '../../features/listings/api/search-listings';
import { HomeListings } from '../../features/listings/components/home/home-listings';
import { DEALS_SHOWN } from '../../features/listings/components/home/recent-deals';
import { recommendedSearch } from '../../features/listings/components/home/recommended-listings';
import { streamersQueryOptions } from '../../features/streamers/api/get-streamers';
import { StreamersSection } from '../../features/streamers/components/streamers-section';
import { useDecoration } from '../../features/tenant/api/get-decoration';
import { useTenant } from '../../hooks/use-tenant';
import { gamesQueryOptions } from '../../lib/get-games';
import type { PagePrefetch } from '../../lib/page-prefetch';

function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={styles.page}>
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className={styles.top}>
        <div className={styles.bannerSkeleton} />
        <div className={styles.card}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      </div>
      <div className={styles.section}>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
      <div className={styles.section}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    </div>
  );
}

/**
 * The server renders the home page's games, recent deals, streamers and the first hot game's newest listings (asked
 * as soon as the games are in, beside the rest).
 */
export const prefetchHomePage: PagePrefetch = async (queryClient, _url, tenant) => {
  const listings = async () => {
    const games = await queryClient.fetchQuery(gamesQueryOptions()).catch(() => null);
    const search = games ? recommendedSearch(games, null) : null;
    if (search) await queryClient.prefetchQuery(searchListingsQueryOptions(tenant.retailKey, search));
  };
  await Promise.all([
    listings(),
    queryClient.prefetchQuery(recentDealsQueryOptions(DEALS_SHOWN)),
    queryClient.prefetchQuery(streamersQueryOptions()),
  ]);
};

/**
 * Home (`/`): the tenant's decoration areas 1–5 (banner carousel, navigation icons, recommended games, ad slots,
 * notice strip) with the welcome card, and the listings' hot games, recent deals and recommended listings.
 * Areas the tenant has not configured are left out.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { data: tenant } = useTenant();
  const decoration = useDecoration();
  const tenantName = tenant?.tenantName ?? '';

  if (decoration.isPending) return <HomeSkeleton />;
  if (decoration.isError) {
    return (
      <ErrorState
        title={t('home.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={decoration.isFetching}
            onClick={() => void decoration.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const entries = decoration.data;
  const banners = decorationItems(entries, 1);
  const icons = decorationItems(entries, 2);
  const games = decorationItems(entries, 3);
  const ads = decorationItems(entries, 4);
  const notices = decorationItems(entries, 5);
  // Area 6 places the streamers section; its first entry's title heads it.
  const streamerPlacement = decorationItems(entries, 6)[0];

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('home.welcome', { name: tenantName })}</h1>
      <div className={styles.top}>
        {banners.length > 0 ? <BannerCarousel items={banners} /> : null}
        <WelcomeCard tenantName={tenantName} />
      </div>
      {notices.length > 0 ? <NoticeStrip items={notices} /> : null}
      {icons.length > 0 ? <NavigationIcons items={icons} /> : null}
      {games.length > 0 ? <RecommendedGames items={games} /> : null}
      {streamerPlacement ? <StreamersSection title={streamerPlacement.title} /> : null}
      <HomeListings />
      {ads.length > 0 ? <AdSlots items={ads} /> : null}
    </div>
  );
}
