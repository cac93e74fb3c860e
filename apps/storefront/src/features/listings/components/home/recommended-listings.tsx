import type { Game } from '@gs/shared/games';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingCard } from '../../../../components/listing-card';
import { gameListPath } from '../../../../lib/listing-paths';
import { type ListingSearch, useListingSearch } from '../../api/search-listings';
import styles from './home-listings.module.css';

const TABS = 5;
const LISTINGS_SHOWN = 8;

const recommendedTabs = (games: readonly Game[]) =>
  games.filter((game) => game.hot && game.listingCount > 0).slice(0, TABS);

/** The search of the chosen tab's game (the first hot game's when none is chosen), or null without hot games. */
export function recommendedSearch(games: readonly Game[], chosen: number | null): ListingSearch | null {
  const gameId = chosen ?? recommendedTabs(games)[0]?.id ?? null;
  return gameId === null ? null : { gameId, sort: 'time_desc', pageNum: 1, pageSize: LISTINGS_SHOWN };
}

/** Recommended listings: the newest listings of each hot game, one game at a time chosen by tabs. */
export function RecommendedListings({ games }: { games: Game[] }) {
  const { t } = useTranslation();
  const tabs = recommendedTabs(games);
  const [chosen, setChosen] = useState<number | null>(null);
  const search = useListingSearch(recommendedSearch(games, chosen));
  const gameId = chosen ?? tabs[0]?.id ?? null;
  if (tabs.length === 0) return null;
  const rows = search.data?.rows ?? [];

  return (
    <section className={styles.section} aria-labelledby="recommended-listings">
      <div className={styles.heading}>
        <h2 id="recommended-listings" className={styles.title}>
          {t('homeCatalogue.recommendedListings')}
        </h2>
        {gameId !== null ? (
          <Link to={gameListPath(gameId)} className={styles.more}>
            {t('homeCatalogue.more')}
          </Link>
        ) : null}
      </div>
      <div role="tablist" aria-label={t('homeCatalogue.recommendedListings')} className={styles.tabs}>
        {tabs.map((game) => (
          <button
            key={game.id}
            type="button"
            role="tab"
            aria-selected={game.id === gameId}
            className={styles.tab}
            onClick={() => setChosen(game.id)}
          >
            {game.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-busy={search.isFetching}>
        {search.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : search.isError ? (
          <p className={styles.muted}>{t('homeCatalogue.listingsFailed')}</p>
        ) : rows.length === 0 ? (
          <p className={styles.muted}>{t('homeCatalogue.noListings')}</p>
        ) : (
          <ul className={styles.listings}>
            {rows.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
