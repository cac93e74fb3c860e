import type { Favourite } from '@gs/shared/favourites';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { setToken, setUserInfo } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { currentUrl, renderRoutes } from '../../../test/render-routes';
import { FavouritesPage } from './favourites-page';

function favourite(id: number, overrides: Partial<Favourite> = {}): Favourite {
  return {
    id,
    number: `A0000000${id}`,
    title: `Account number ${id}`,
    cover: '',
    gameId: 3,
    gameName: 'Honor of Kings',
    regionNames: ['iOS', 'QQ'],
    price: 12_800,
    kind: 'consignment',
    badges: [],
    views: 3,
    listedAt: '2026-03-01T08:00:00.000Z',
    state: 'on_sale',
    collectedAt: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}

/** Answers the favourites list from `all` (page by page, as the server would); removals take rows out. */
function answerFavourites(all: Favourite[] | Response) {
  return stubApi({
    'GET /api/web/goods/collect/list': (call: ApiCall) => {
      if (all instanceof Response) return all;
      const pageNum = Number(call.query.get('pageNum'));
      const pageSize = Number(call.query.get('pageSize'));
      const rows = all.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      return { rows, total: all.length, pageNum, pageSize };
    },
    'POST /api/web/goods/collect/remove': (call: ApiCall) => {
      if (all instanceof Response) return all;
      const { goodsId } = call.body as { goodsId: number };
      all.splice(
        all.findIndex((row) => row.id === goodsId),
        1,
      );
      return { goodsId, collected: false };
    },
  });
}

/** The page alone in a router at `path`, inside antd's App (messages, modals) as the layout gives it. */
const renderFavourites = (path: string) =>
  renderRoutes(
    [
      {
        path: paths.favourites,
        element: (
          <App>
            <FavouritesPage />
          </App>
        ),
      },
    ],
    path,
  );

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: '13800138000', avatar: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('favourites (/pages/other/collect)', () => {
  it('lists the favourites, marking the ones sold or unavailable since', async () => {
    answerFavourites([favourite(1), favourite(2, { state: 'sold' }), favourite(3, { state: 'unavailable' })]);
    renderFavourites('/pages/other/collect');
    const list = await screen.findByRole('list', { name: 'Favourites' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).queryByText('Sold')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Sold')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Unavailable')).toBeTruthy();
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/pages/detail/index?id=1');
    expect(screen.getByText('3 favourites')).toBeTruthy();
  });

  it('removes a favourite only after confirmation', async () => {
    const api = answerFavourites([favourite(1), favourite(2)]);
    renderFavourites('/pages/other/collect');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Account number 1 from favourites' }));
    expect(await screen.findByText('Remove from favourites?')).toBeTruthy();
    expect(api.callsTo('POST /api/web/goods/collect/remove')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/web/goods/collect/remove').map((call) => call.body)).toEqual([{ goodsId: 1 }]),
    );
    expect(await screen.findByText('Removed from your favourites')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Account number 1' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Account number 2' })).toBeTruthy();
  });

  it('goes back a page when the last favourite of a page is removed', async () => {
    const api = answerFavourites(Array.from({ length: 11 }, (_, i) => favourite(i + 1)));
    const { router } = renderFavourites('/pages/other/collect?page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Account number 11 from favourites' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/collect'));
    expect(await screen.findByRole('article', { name: 'Account number 10' })).toBeTruthy();
    expect(
      api.callsTo('GET /api/web/goods/collect/list').map(({ query }) => [query.get('pageNum'), query.get('pageSize')]),
    ).toContainEqual(['2', '10']);
  });

  it('says what to do when there are none', async () => {
    answerFavourites([]);
    renderFavourites('/pages/other/collect');
    expect(await screen.findByText('No favourites yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse accounts' }).getAttribute('href')).toBe(
      '/pages/accountOrder?pageType=buy',
    );
  });

  it('offers a retry when the list could not be loaded', async () => {
    answerFavourites(envelopeResponse(400, 'Bad request'));
    renderFavourites('/pages/other/collect');
    expect(await screen.findByText('Your favourites could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
