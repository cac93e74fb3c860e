import type { Game } from '@gs/shared/games';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { gamesQueryOptions, useGames } from '../../../lib/get-games';
import { gameListPath } from '../../../lib/listing-paths';
import type { PagePrefetch } from '../../../lib/page-prefetch';
import { paths } from '../../../lib/paths';
import { GamePicker, type GamePickerChange } from '../components/game-picker/game-picker';

function saleGamePath(game: Game): string {
  return `${paths.sale}?gameId=${game.id}`;
}

/** The server renders the game picker with the shop's games. */
export const prefetchAccountMarketPage: PagePrefetch = (queryClient) => queryClient.prefetchQuery(gamesQueryOptions());

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
  const filter = { type: params.get('type'), initial: params.get('initial'), text: searchText };

  const update = (changes: GamePickerChange) =>
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
      <GamePicker
        label={selling ? t('gamePicker.sellTitle') : t('gamePicker.buyTitle')}
        hint={selling ? t('gamePicker.sellHint') : t('gamePicker.buyHint')}
        filter={filter}
        onFilterChange={update}
        hrefOf={selling ? saleGamePath : (game) => gameListPath(game.id)}
        showCounts={!selling}
        onOpen={rememberScroll}
      />
    </PageFrame>
  );
}
