import type { Game } from '@gs/shared/games';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './game-picker.module.css';

interface GameGridProps {
  games: Game[];
  /** Where a game leads (its product list when buying, the sell page when selling). */
  hrefOf: (game: Game) => string;
  showCounts: boolean;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The game tiles of the picker: icon, name and, when buying, the listings on sale. */
export function GameGrid({ games, hrefOf, showCounts, onOpen }: GameGridProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid} aria-label={t('gamePicker.games')}>
      {games.map((game) => (
        <li key={game.id}>
          <Link to={hrefOf(game)} className={styles.tile} onClick={onOpen}>
            <img src={game.icon} alt="" width={72} height={72} loading="lazy" className={styles.icon} />
            <span className={styles.name} title={game.name}>
              {game.name}
            </span>
            {showCounts ? (
              <span className={styles.count}>{t('homeCatalogue.listingCount', { count: game.listingCount })}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
