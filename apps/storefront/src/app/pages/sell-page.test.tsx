import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, sellingAnswers } from '../../features/selling/testing/consignment-fixtures';
import { i18n } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { stubApi } from '../../test/fake-api';
import { currentUrl, renderPage } from '../../test/render-routes';
import { SellPage } from './sell-page';

/** The sell page alone at `path`. */
const renderSell = (path: string) => renderPage(paths.sale, <SellPage />, path);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logIn();
  stubApi(sellingAnswers());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sell page (/pages/sale)', () => {
  it('asks for the game first, then leads each way to sell to its form for that game', async () => {
    const { router } = renderSell('/pages/sale');
    expect(await screen.findByRole('heading', { name: 'Choose the game of the account' })).toBeTruthy();
    // Before a game is chosen the three ways only explain themselves.
    expect(screen.getByRole('heading', { name: 'Consignment' })).toBeTruthy();
    expect(screen.getByText('5% commission, at least ¥50, taken only when it sells.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sell by consignment' })).toBeNull();

    fireEvent.click(await screen.findByRole('link', { name: 'Honor of Kings' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/sale?gameId=3'));
    expect(await screen.findByText('Selling an account of Honor of Kings')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sell by consignment' }).getAttribute('href')).toBe(
      '/pages/guanwangjishou?gameId=3',
    );
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe(
      '/pages/kuaisuhuishou?gameId=3',
    );
    expect(screen.getByRole('link', { name: 'Start bidding' }).getAttribute('href')).toBe(
      '/pages/jingjiahuishou?gameId=3',
    );
  });

  it('names the page once in its breadcrumb (Home › Sell), in both languages', async () => {
    renderSell('/pages/sale');
    const crumbsOf = async () => {
      const nav = await screen.findByRole('navigation', { name: i18n.t('common.breadcrumb') });
      return within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    };
    expect(await crumbsOf()).toEqual(['Home', 'Sell']);
    // In Chinese the menu item and the page share one name: it used to read "我要卖 › 我要卖".
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await crumbsOf()).toEqual([i18n.t('menu.home'), '我要卖']);
  });

  it('filters the games by type and text like the market', async () => {
    renderSell('/pages/sale');
    const picker = await screen.findByRole('region', { name: 'Choose the game of the account to sell' });
    fireEvent.click(within(picker).getByRole('tab', { name: 'PC games' }));
    expect(await within(picker).findByRole('link', { name: 'League of Legends' })).toBeTruthy();
    expect(within(picker).queryByRole('link', { name: 'Honor of Kings' })).toBeNull();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    renderSell('/pages/sale?gameId=3');
    expect(await screen.findByText('出售Honor of Kings账号')).toBeTruthy();
    expect(screen.getByRole('link', { name: '我要寄售' }).getAttribute('href')).toBe('/pages/guanwangjishou?gameId=3');
    expect(screen.getByText('成交后收取 5% 佣金，最低 ¥50，未成交不收费。')).toBeTruthy();
  });

  it('offers the picker again for a game that is not sold here', async () => {
    renderSell('/pages/sale?gameId=99');
    expect(await screen.findByText('That game is not sold here. Choose another one.')).toBeTruthy();
  });
});
