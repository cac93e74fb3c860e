import type { Game } from '@gs/shared/games';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { stubApi } from '../../../test/fake-api';
import { currentUrl, renderRoutes } from '../../../test/render-routes';
import { AccountMarketPage } from './account-market-page';

function game(overrides: Partial<Game>): Game {
  return {
    id: 1,
    name: 'Honor of Kings',
    keyword: 'wzry hok',
    icon: '/uploads/hok.svg',
    type: 'mobile',
    initial: 'H',
    hot: true,
    listingCount: 42,
    ...overrides,
  };
}

const games = [
  game({}),
  game({ id: 2, name: 'Genshin Impact', keyword: 'ys yuanshen', initial: 'Y', listingCount: 7 }),
  game({ id: 3, name: 'League of Legends', keyword: 'lol yxlm', type: 'pc', initial: 'L', listingCount: 1 }),
];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  stubApi({ 'GET /api/web/game/Type': games });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page alone in a router at `path` (a game's link leads out of it). */
const renderMarket = (path: string) =>
  renderRoutes(
    [
      { path: paths.accountOrder, element: <AccountMarketPage /> },
      { path: '*', element: null },
    ],
    path,
  );

function gameLinks() {
  const list = screen.getByRole('list', { name: 'Games' });
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('account market (/pages/accountOrder)', () => {
  it('shows the mobile games with their listings on sale, each leading to its product list', async () => {
    renderMarket('/pages/accountOrder?pageType=buy');
    await screen.findByRole('list', { name: 'Games' });
    expect(gameLinks()).toEqual([
      ['Honor of Kings42 on sale', '/pages/goodList?gameId=1'],
      ['Genshin Impact7 on sale', '/pages/goodList?gameId=2'],
    ]);
    expect(screen.getByRole('tab', { name: 'Mobile games' }).getAttribute('aria-selected')).toBe('true');
    // A phone's tile clips a long name after two lines: the full name stays readable as the title.
    expect(screen.getByText('Honor of Kings').getAttribute('title')).toBe('Honor of Kings');
  });

  it('switches to PC games and filters by initial, keeping both in the URL', async () => {
    const { router } = renderMarket('/pages/accountOrder?pageType=buy');
    await screen.findByRole('list', { name: 'Games' });
    fireEvent.click(screen.getByRole('button', { name: 'Y' }));
    expect(gameLinks().map(([name]) => name)).toEqual(['Genshin Impact7 on sale']);
    expect(currentUrl(router)).toBe('/pages/accountOrder?pageType=buy&initial=Y');
    // Initials without games in this tab cannot be chosen.
    expect(screen.getByRole('button', { name: 'L' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('tab', { name: 'PC games' }));
    expect(gameLinks()).toEqual([['League of Legends1 on sale', '/pages/goodList?gameId=3']]);
    expect(currentUrl(router)).toBe('/pages/accountOrder?pageType=buy&type=pc');
  });

  it('applies the search text to names and aliases and opens the tab of the match', async () => {
    renderMarket('/pages/accountOrder?pageType=buy&searchText=lol');
    await screen.findByRole('list', { name: 'Games' });
    expect(screen.getByRole('tab', { name: 'PC games' }).getAttribute('aria-selected')).toBe('true');
    expect(gameLinks().map(([name]) => name)).toEqual(['League of Legends1 on sale']);
  });

  it('says when nothing matches and offers every game again', async () => {
    const { router } = renderMarket('/pages/accountOrder?pageType=buy&searchText=zzz');
    expect(await screen.findByText('No game matches “zzz”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all games' }));
    await screen.findByRole('list', { name: 'Games' });
    expect(currentUrl(router)).toBe('/pages/accountOrder?pageType=buy');
  });

  it('leads to the sell page when selling, without listing counts', async () => {
    renderMarket('/pages/accountOrder?pageType=sale');
    await screen.findByRole('list', { name: 'Games' });
    expect(gameLinks()[0]).toEqual(['Honor of Kings', '/pages/sale?gameId=1']);
  });

  it('restores the scroll position of scrollTop once the games are shown', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderMarket('/pages/accountOrder?pageType=buy&scrollTop=480');
    await screen.findByRole('list', { name: 'Games' });
    expect(scrollTo).toHaveBeenCalledWith(0, 480);
    scrollTo.mockRestore();
  });

  it('writes the scroll position into the entry it leaves for a game', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    renderMarket('/pages/accountOrder?pageType=buy');
    await screen.findByRole('list', { name: 'Games' });
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /Honor of Kings/ }));
    });
    const written = replaceState.mock.calls.map(([, , url]) => String(url));
    expect(written.some((url) => url.includes('scrollTop=300'))).toBe(true);
    replaceState.mockRestore();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
