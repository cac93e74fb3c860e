import type { Game } from '@gs/shared/games';
import { Button, Empty, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { gameMatchesText } from '../../../lib/game-match';
import { paths } from '../../../lib/paths';
import { biddingRecyclePath } from '../utils/bidding-paths';
import styles from './recycle.module.css';

/** Past this many games a filter box helps find one. */
const FILTER_FROM = 8;

interface BidGameListProps {
  games: Game[] | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * The shop's games for price competition, each opening the price-competition form for that game (not the general
 * sell page); a filter by name or alias once the list is long.
 */
export function BidGameList({ games, pending, failed, onRetry }: BidGameListProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  if (failed) {
    return (
      <ErrorState title={t('bidding.games.failed')} action={<Button onClick={onRetry}>{t('common.retry')}</Button>} />
    );
  }
  if (pending || !games) return <LoadingState label={t('common.loading')} rows={4} />;
  if (games.length === 0) {
    return (
      <Empty className={styles.empty} description={t('bidding.games.empty')}>
        <Link to={paths.sale}>{t('bidding.games.sellOtherWays')}</Link>
      </Empty>
    );
  }
  const shown = games.filter((game) => gameMatchesText(game, text));
  return (
    <>
      {games.length > FILTER_FROM ? (
        <Input.Search
          allowClear
          size="large"
          aria-label={t('bidding.games.filter')}
          placeholder={t('bidding.games.filterPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      ) : null}
      {shown.length === 0 ? (
        <p role="status" className={styles.intro}>
          {t('bidding.games.noMatch', { text: text.trim() })}
        </p>
      ) : (
        <ul className={styles.games} aria-label={t('bidding.games.label')}>
          {shown.map((game) => (
            <li key={game.id}>
              <Link to={biddingRecyclePath(game.id)} className={styles.game}>
                <img src={game.icon} alt="" width={48} height={48} loading="lazy" className={styles.gameIcon} />
                <span>
                  <span className={styles.gameName}>{game.name}</span>
                  <span className={styles.gameRange}>{t(`bidding.games.type.${game.type}`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
