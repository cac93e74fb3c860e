import { ReloadOutlined } from '@ant-design/icons';
import type { Game, GameType } from '@gs/shared/catalogue';
import { Button, Empty, Input } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../lib/paths';
import { useGames } from '../api/get-games';
import { GameGrid } from '../components/game-picker/game-grid';
import styles from '../components/game-picker/game-picker.module.css';
import { InitialBar } from '../components/game-picker/initial-bar';
import { availableInitials, chooseGameType, filterGames, INITIALS } from '../utils/game-filter';
import { gameListPath } from '../utils/listing-paths';

const gameTypes: GameType[] = ['mobile', 'pc'];

function saleGamePath(game: Game): string {
  return `${paths.sale}?gameId=${game.id}`;
}

/**
 * /pages/accountOrder?pageType=buy|sale&searchText&scrollTop (the account market): games by mobile / PC tabs with
 * an A–Z bar and the search text applied. Buying leads to the game's product list, selling to its sell page. The
 * tab, initial and text live in the URL; before a game opens, the scroll position is written into the URL
 * (`scrollTop`) so coming back puts the page where it was.
 */
export function AccountMarketPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selling = params.get('pageType') === 'sale';
  const searchText = params.get('searchText')?.trim() ?? '';
  const games = useGames();
  const list = games.data ?? [];
  const type = chooseGameType(list, params.get('type'), searchText);
  const requestedInitial = params.get('initial')?.toUpperCase() ?? null;
  const initial = INITIALS.some((letter) => letter === requestedInitial) ? requestedInitial : null;
  const shown = filterGames(list, { type, initial, text: searchText });
  const [typed, setTyped] = useState(searchText);
  useEffect(() => setTyped(searchText), [searchText]);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('scrollTop');
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  // Once the games are on screen, go back to where the visitor was when they opened a game.
  const restored = useRef(false);
  const scrollTop = Number(params.get('scrollTop'));
  useLayoutEffect(() => {
    if (restored.current || !games.isSuccess) return;
    restored.current = true;
    if (Number.isFinite(scrollTop) && scrollTop > 0) window.scrollTo(0, scrollTop);
  }, [games.isSuccess, scrollTop]);

  // Written without a router navigation: the page is being left, and the entry must say where it was on return.
  const rememberScroll = () => {
    const url = new URL(window.location.href);
    url.searchParams.set('scrollTop', String(Math.round(window.scrollY)));
    window.history.replaceState(window.history.state, '', url);
  };

  const title = t('route.accountMarket');
  return (
    <PageFrame title={title} trail={[{ label: selling ? t('menu.sale') : t('menu.buy') }]}>
      <section className={styles.panel} aria-label={selling ? t('gamePicker.sellTitle') : t('gamePicker.buyTitle')}>
        <p className="visually-hidden">{selling ? t('gamePicker.sellHint') : t('gamePicker.buyHint')}</p>
        <div className={styles.toolbar}>
          <div role="tablist" aria-label={t('gamePicker.types')} className={styles.tabs}>
            {gameTypes.map((gameType) => (
              <button
                key={gameType}
                type="button"
                role="tab"
                aria-selected={gameType === type}
                className={styles.tab}
                onClick={() => update({ type: gameType, initial: null })}
              >
                {t(`gamePicker.type.${gameType}`)}
              </button>
            ))}
          </div>
          <Input.Search
            className={styles.search}
            aria-label={t('gamePicker.filter')}
            placeholder={t('gamePicker.filterPlaceholder')}
            value={typed}
            maxLength={40}
            allowClear
            onChange={(event) => {
              setTyped(event.target.value);
              if (!event.target.value) update({ searchText: null });
            }}
            onSearch={(value) => update({ searchText: value.trim() || null, initial: null, type: null })}
          />
        </div>
        <InitialBar
          value={initial}
          available={availableInitials(list, type, searchText)}
          onChange={(letter) => update({ initial: letter })}
        />
        {games.isPending ? (
          <div className={styles.gridSkeleton} role="status" aria-busy="true">
            <span className="visually-hidden">{t('common.loading')}</span>
          </div>
        ) : games.isError ? (
          <ErrorState
            title={t('gamePicker.loadFailed')}
            action={
              <Button icon={<ReloadOutlined />} loading={games.isFetching} onClick={() => void games.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : shown.length === 0 ? (
          <Empty description={searchText ? t('gamePicker.noMatch', { text: searchText }) : t('gamePicker.none')}>
            {searchText || initial ? (
              <Button onClick={() => update({ searchText: null, initial: null })}>{t('gamePicker.showAll')}</Button>
            ) : null}
          </Empty>
        ) : (
          <GameGrid
            games={shown}
            hrefOf={selling ? saleGamePath : (game) => gameListPath(game.id)}
            showCounts={!selling}
            onOpen={rememberScroll}
          />
        )}
      </section>
    </PageFrame>
  );
}
