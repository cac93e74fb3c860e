import type { Game } from '@gs/shared/games';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gameListPath } from '../../../../lib/listing-paths';
import { accountOrderPath } from '../../../../lib/paths';
import styles from './home-listings.module.css';

const HOT_GAMES_SHOWN = 12;

/** The hot-games grid: the tenant's hot games with icon and listings on sale, each opening its product list. */
export function HotGames({ games }: { games: Game[] }) {
  const { t } = useTranslation();
  const hot = games.filter((game) => game.hot).slice(0, HOT_GAMES_SHOWN);
  if (hot.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="hot-games">
      <div className={styles.heading}>
        <h2 id="hot-games" className={styles.title}>
          {t('homeCatalogue.hotGames')}
        </h2>
        <Link to={accountOrderPath('buy')} className={styles.more}>
          {t('homeCatalogue.allGames')}
        </Link>
      </div>
      <ul className={styles.games}>
        {hot.map((game) => (
          <li key={game.id}>
            <Link to={gameListPath(game.id)} className={styles.game}>
              <img src={game.icon} alt="" width={64} height={64} loading="lazy" className={styles.gameIcon} />
              <span className={styles.gameName} title={game.name}>
                {game.name}
              </span>
              <span className={styles.gameCount}>{t('homeCatalogue.listingCount', { count: game.listingCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
