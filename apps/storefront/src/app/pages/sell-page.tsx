import { SwapOutlined } from '@ant-design/icons';
import { parseQueryId } from '@gs/web/query-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import {
  GamePicker,
  type GamePickerChange,
  type GamePickerFilter,
} from '../../features/games/components/game-picker/game-picker';
import { SellMethods } from '../../features/selling/components/sell-methods';
import { useGames } from '../../lib/get-games';
import { paths } from '../../lib/paths';
import styles from './sell-page.module.css';

/**
 * /pages/sale[?gameId=…]: sell an account. First the game (the market's A–Z picker), then the three ways to sell
 * it, each leading to its form for that game. Composed here: the picker is the games', the ways are selling's.
 */
export function SellPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requestedId = parseQueryId(params.get('gameId'));
  const games = useGames();
  const game = requestedId === null ? undefined : games.data?.find((entry) => entry.id === requestedId);
  const unknownGame = requestedId !== null && games.isSuccess && !game;
  const gameId = game ? game.id : null;
  const [filter, setFilter] = useState<GamePickerFilter>({ type: null, initial: null, text: '' });
  const changeFilter = (changes: GamePickerChange) =>
    setFilter((current) => ({
      type: changes.type === undefined ? current.type : changes.type,
      initial: changes.initial === undefined ? current.initial : changes.initial,
      text: changes.searchText === undefined ? current.text : (changes.searchText ?? ''),
    }));

  return (
    // Home › I want to sell: this page is the selling entry itself (its own menu item), nothing lies between.
    <PageFrame title={t('route.sale')}>
      {game ? (
        <section className={styles.chosen} aria-label={t('sell.chosenLabel')}>
          <img src={game.icon} alt="" width={56} height={56} className={styles.icon} />
          <p className={styles.chosenText}>{t('sell.chosenGame', { game: game.name })}</p>
          <Link to={paths.sale} className={styles.change}>
            <SwapOutlined aria-hidden /> {t('sell.changeGame')}
          </Link>
        </section>
      ) : requestedId !== null && games.isPending ? (
        <div className={styles.chosenSkeleton} role="status" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      ) : (
        <>
          <h2 className={styles.heading}>{t('sell.chooseGame')}</h2>
          {unknownGame ? (
            <p role="alert" className={styles.unknown}>
              {t('sell.unknownGame')}
            </p>
          ) : null}
          <GamePicker
            label={t('gamePicker.sellTitle')}
            hint={t('gamePicker.sellHint')}
            filter={filter}
            onFilterChange={changeFilter}
            hrefOf={(entry) => `${paths.sale}?gameId=${entry.id}`}
            showCounts={false}
          />
        </>
      )}
      <SellMethods gameId={gameId} />
    </PageFrame>
  );
}
