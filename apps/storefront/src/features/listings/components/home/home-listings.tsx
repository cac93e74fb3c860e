import { useGames } from '../../../../lib/get-games';
import styles from './home-listings.module.css';
import { HotGames } from './hot-games';
import { RecentDeals } from './recent-deals';
import { RecommendedListings } from './recommended-listings';

/** The listings' part of the home page: hot games and recent deals side by side, then recommended listings. */
export function HomeListings() {
  const games = useGames();
  const list = games.data ?? [];
  return (
    <>
      <div className={styles.row}>
        <HotGames games={list} />
        <RecentDeals />
      </div>
      <RecommendedListings games={list} />
    </>
  );
}
