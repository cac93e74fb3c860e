import type { RecycleGame } from '@gs/shared/recycle';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { paths } from '../../../lib/paths';
import { quickRecyclePath } from '../utils/selling-paths';
import styles from './recycle.module.css';

interface RecycleGameListProps {
  games: RecycleGame[] | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The games quick recycle takes, each with its range of quotes, each leading to its form. */
export function RecycleGameList({ games, pending, failed, onRetry }: RecycleGameListProps) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  if (failed) {
    return (
      <ErrorState
        title={t('quickRecycle.gamesFailed')}
        action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
      />
    );
  }
  if (pending || !games) return <LoadingState label={t('common.loading')} rows={4} />;
  if (games.length === 0) {
    return (
      <Empty className={styles.empty} description={t('quickRecycle.gamesEmpty')}>
        <Link to={paths.sale}>{t('quickRecycle.sellOtherWays')}</Link>
      </Empty>
    );
  }
  return (
    <ul className={styles.games} aria-label={t('quickRecycle.gamesLabel')}>
      {games.map((game) => (
        <li key={game.gameId}>
          <Link to={quickRecyclePath(game.gameId)} className={styles.game}>
            <img src={game.iconUrl} alt="" width={48} height={48} loading="lazy" className={styles.gameIcon} />
            <span>
              <span className={styles.gameName}>{game.name}</span>
              <span className={styles.gameRange}>
                {t('quickRecycle.gameRange', {
                  min: money(game.minFen),
                  max: money(game.maxFen),
                })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
