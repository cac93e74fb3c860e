import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { gameMatchesText } from '../../../lib/game-match';
import { gamesQueryOptions } from '../../../lib/get-games';
import { gameListPath } from '../../../lib/listing-paths';
import { listingDetailPath } from '../../../lib/paths';
import { useListingSuggestions } from '../api/suggest-listings';
import styles from './header-search.module.css';

const SUGGESTED_GAMES = 5;
/** Typing pauses this long before the listings are asked for: one request per word, not per key. */
const TYPING_PAUSE_MS = 250;

/**
 * The header search's type-ahead for `text`: the games whose name or alias contains it (the market's rule, from the
 * games list the market caches), then the listings on sale whose title contains it or whose number it is (the
 * list page's keyword rule, asked of the server). Following a suggestion calls `onPick`.
 */
export function SearchSuggestions({ text, onPick }: { text: string; onPick: () => void }) {
  const { t } = useTranslation();
  const gamesLabelId = useId();
  const listingsLabelId = useId();
  const games = useQuery(gamesQueryOptions());
  const settledText = useDebouncedValue(text, TYPING_PAUSE_MS);
  const listings = useListingSuggestions(settledText);
  const matchingGames = (games.data ?? []).filter((game) => gameMatchesText(game, text)).slice(0, SUGGESTED_GAMES);
  const matchingListings = listings.data ?? [];
  const settled = settledText === text && !listings.isFetching && games.isSuccess;

  return (
    <section className={styles.history} aria-label={t('search.suggestions')}>
      {matchingGames.length > 0 ? (
        <>
          <p id={gamesLabelId} className={styles.suggestHead}>
            {t('search.games')}
          </p>
          <ul className={styles.suggestList} aria-labelledby={gamesLabelId}>
            {matchingGames.map((game) => (
              <li key={game.id}>
                <Link to={gameListPath(game.id)} className={styles.suggestion} onClick={onPick}>
                  <img src={game.icon} alt="" width={24} height={24} className={styles.suggestIcon} />
                  <span className={styles.suggestTitle}>{game.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {matchingListings.length > 0 ? (
        <>
          <p id={listingsLabelId} className={styles.suggestHead}>
            {t('search.listings')}
          </p>
          <ul className={styles.suggestList} aria-labelledby={listingsLabelId}>
            {matchingListings.map((listing) => (
              <li key={listing.id}>
                <Link to={listingDetailPath(listing.id)} className={styles.suggestion} onClick={onPick}>
                  <span className={styles.suggestTitle}>{listing.title}</span>
                  <span className={styles.suggestMeta}>
                    {listing.gameName} · {listing.number}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {settled && matchingGames.length === 0 && matchingListings.length === 0 ? (
        <p className={styles.noSuggestions}>{t('search.noSuggestions')}</p>
      ) : null}
    </section>
  );
}
