import type { GameAttribute, GameTemplate, RegionNode } from '@gs/shared/games';
import type { ListingSearchPage, ListingSummary } from '@gs/shared/listings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { type ApiCall, envelopeResponse, frameAnswers, stubApi } from '../../../test/fake-api';
import { currentUrl, renderRoutes } from '../../../test/render-routes';
import { GoodListPage } from './good-list-page';

function attribute(overrides: Partial<GameAttribute>): GameAttribute {
  return {
    id: 1,
    name: 'Rank',
    kind: 'single',
    required: false,
    searchable: true,
    onRecycleForm: false,
    sort: 1,
    unit: '',
    min: null,
    max: null,
    choices: [],
    levels: [],
    ...overrides,
  };
}

const template: GameTemplate = {
  game: {
    id: 1,
    name: 'Honor of Kings',
    keyword: 'hok',
    icon: '/icon.svg',
    type: 'mobile',
    initial: 'H',
    hot: true,
    listingCount: 42,
  },
  attributes: [
    attribute({
      id: 1,
      name: 'Rank',
      choices: [
        { id: 11, name: 'Bronze', sort: 1 },
        { id: 12, name: 'Gold', sort: 2 },
      ],
    }),
    attribute({ id: 3, name: 'Heroes', kind: 'number', sort: 2, unit: 'heroes', min: 0, max: 125 }),
    attribute({
      id: 5,
      name: 'Skins',
      kind: 'multiple',
      sort: 3,
      choices: [
        { id: 21, name: 'Li Bai · Phoenix', sort: 1 },
        { id: 22, name: 'Li Bai · Fox', sort: 2 },
      ],
    }),
    attribute({ id: 10, name: 'Description', kind: 'text', searchable: false, sort: 4 }),
    attribute({
      id: 11,
      name: 'Hero power',
      kind: 'level',
      sort: 5,
      choices: [
        { id: 41, name: 'Li Bai', sort: 1 },
        { id: 42, name: 'Han Xin', sort: 2 },
      ],
      levels: ['City', 'Province', 'National'],
    }),
  ],
};

function region(overrides: Partial<RegionNode>): RegionNode {
  return { id: 1, name: 'Android', kind: 'system', level: 1, parentId: null, key: '', hasChildren: true, ...overrides };
}

const regionLevels: Record<string, RegionNode[]> = {
  '': [region({ id: 1, name: 'Android' }), region({ id: 2, name: 'iOS' })],
  '1': [
    region({ id: 20, name: 'QQ', kind: 'operator', level: 2, parentId: 1, hasChildren: false }),
    region({ id: 21, name: 'WeChat', kind: 'operator', level: 2, parentId: 1, hasChildren: false }),
  ],
};

function listing(id: number): ListingSummary {
  return {
    id,
    number: `G${id}`,
    title: `Account number ${id}`,
    cover: '',
    gameId: 1,
    gameName: 'Honor of Kings',
    regionNames: ['Android', 'QQ'],
    price: 12_800,
    kind: 'consignment',
    badges: [],
    views: 3,
    listedAt: '2026-03-01T08:00:00.000Z',
  };
}

type SearchBody = Record<string, unknown>;

let api: ReturnType<typeof stubApi>;

/** The fake API of the list: the frame, the template of game 1 (404 for others), its region levels, the search. */
function answerCatalogue(page: (body: SearchBody) => Partial<ListingSearchPage> = () => ({})) {
  api = stubApi({
    ...frameAnswers(),
    'GET /api/web/gameTemp': (call: ApiCall) =>
      call.query.get('gameId') === '1' ? template : envelopeResponse(404, 'No such game'),
    'GET /api/web/keylist': (call: ApiCall) => regionLevels[call.query.get('parentId') ?? 'undefined'] ?? [],
    'GET /api/web/goods/collect/getSkinByHero': [],
    'POST /api/web/good/allList': (call: ApiCall) => {
      const search = call.body as SearchBody;
      const rows = [listing(1), listing(2)];
      return {
        rows,
        total: rows.length,
        totalCapped: false,
        pageNum: search.pageNum,
        pageSize: search.pageSize,
        ...page(search),
      };
    },
  });
}

function searches(): SearchBody[] {
  return api.callsTo('POST /api/web/good/allList').map((call) => call.body as SearchBody);
}

/** The page alone in a router at `path` (its links lead out of it). */
const renderList = (path: string) =>
  renderRoutes(
    [
      { path: paths.goodList, element: <GoodListPage /> },
      { path: '*', element: null },
    ],
    path,
  );

const lastSearch = () => searches().at(-1);

function filtersForm() {
  return screen.getByRole('form', { name: 'Filters' });
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('product list (/pages/goodList)', () => {
  it('sends the filters of the URL, shows them applied, and names the game in the breadcrumb', async () => {
    answerCatalogue();
    renderList(
      '/pages/goodList?gameId=1&region=1.20&kind=consignment&a1=12&a3=10-50&a5=22,21&a99=4&priceMin=100' +
        '&priceMax=200.5&keyword=Li%20Bai&sort=price_asc&page=2&size=40&view=row',
    );
    // The first render of the file loads the page's lazy chunks (and antd): wait for the frame first.
    expect(await screen.findByRole('heading', { level: 1, name: 'Honor of Kings' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Listings' })).toBeTruthy();
    expect(lastSearch()).toEqual({
      retailKey: 'retail-demo',
      gameId: 1,
      regionPath: [1, 20],
      // a99 is not an attribute of this game: dropped rather than refused by the server
      attrs: [
        { id: 1, choiceIds: [12] },
        { id: 3, min: 10, max: 50 },
        { id: 5, choiceIds: [21, 22] },
      ],
      priceMin: 10_000,
      priceMax: 20_050,
      keyword: 'Li Bai',
      kind: 'consignment',
      sort: 'price_asc',
      pageNum: 2,
      pageSize: 40,
    });

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'I want to buy' }).getAttribute('href')).toBe(
      '/pages/accountOrder?pageType=buy',
    );

    const form = filtersForm();
    expect(within(form).getByRole('button', { name: 'Consignment' }).getAttribute('aria-pressed')).toBe('true');
    const system = within(form).getByRole('group', { name: 'System' });
    expect(within(system).getByRole('button', { name: 'Android' }).getAttribute('aria-pressed')).toBe('true');
    const channel = await within(form).findByRole('group', { name: 'Channel' });
    expect(within(channel).getByRole('button', { name: 'QQ' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(form).getByRole('button', { name: /Heroes\s*10–50 heroes/ })).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Lowest price (yuan)' }) as HTMLInputElement).value).toBe('100');
    expect((within(form).getByRole('textbox', { name: 'Highest price (yuan)' }) as HTMLInputElement).value).toBe(
      '200.5',
    );
    expect((within(form).getByRole('textbox', { name: 'Keyword' }) as HTMLInputElement).value).toBe('Li Bai');
    expect(screen.getByRole('button', { name: 'Price: low to high' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Rows' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('applies a chip at once: URL and search change, and the page goes back to 1', async () => {
    answerCatalogue();
    const { router } = renderList('/pages/goodList?gameId=1&page=2');
    await screen.findByRole('list', { name: 'Listings' });
    const form = filtersForm();

    fireEvent.click(within(form).getByRole('button', { name: 'Special offer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/goodList?gameId=1&kind=special_offer'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ kind: 'special_offer', pageNum: 1 }));

    fireEvent.click(await within(form).findByRole('button', { name: 'Android' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/goodList?gameId=1&region=1&kind=special_offer'));
    const channel = await within(form).findByRole('group', { name: 'Channel' });
    fireEvent.click(within(channel).getByRole('button', { name: 'WeChat' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ regionPath: [1, 21] }));

    // Choosing another system clears the levels below it.
    fireEvent.click(within(form).getByRole('button', { name: 'iOS' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/goodList?gameId=1&region=2&kind=special_offer'));

    fireEvent.click(within(form).getByRole('button', { name: 'Skins' }));
    const skins = await screen.findByRole('group', { name: 'Skins' });
    fireEvent.click(within(skins).getByRole('button', { name: 'Li Bai · Fox' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ attrs: [{ id: 5, choiceIds: [22] }] }));
    expect(currentUrl(router)).toBe('/pages/goodList?gameId=1&region=2&kind=special_offer&a5=22');
  });

  it('filters a hero by its lowest level once a hero is chosen', async () => {
    answerCatalogue();
    const { router } = renderList('/pages/goodList?gameId=1');
    await screen.findByRole('list', { name: 'Listings' });
    fireEvent.click(within(filtersForm()).getByRole('button', { name: 'Hero power' }));
    const levels = await screen.findByRole('group', { name: 'Lowest level of Hero power' });
    // No hero yet: nothing to apply a level to.
    expect(within(levels).getByRole('button', { name: 'Province or higher' })).toHaveProperty('disabled', true);

    const heroes = screen.getByRole('group', { name: 'Hero power' });
    fireEvent.click(within(heroes).getByRole('button', { name: 'Han Xin' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ attrs: [{ id: 11, choiceIds: [42] }] }));
    fireEvent.click(within(levels).getByRole('button', { name: 'Province or higher' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ attrs: [{ id: 11, choiceIds: [42], minLevel: 1 }] }));
    expect(currentUrl(router)).toBe('/pages/goodList?gameId=1&a11=42%401');

    // Another hero keeps the level.
    fireEvent.click(within(heroes).getByRole('button', { name: 'Li Bai' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ attrs: [{ id: 11, choiceIds: [41, 42], minLevel: 1 }] }));
  });

  it('searches typed text only when Search is pressed', async () => {
    answerCatalogue();
    const { router } = renderList('/pages/goodList?gameId=1&sort=price_desc');
    await screen.findByRole('list', { name: 'Listings' });
    const sent = searches().length;
    const form = filtersForm();

    fireEvent.change(within(form).getByRole('textbox', { name: 'Keyword' }), { target: { value: '  fox ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Lowest price (yuan)' }), { target: { value: '50' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searches()).toHaveLength(sent);
    expect(currentUrl(router)).toBe('/pages/goodList?gameId=1&sort=price_desc');

    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/pages/goodList?gameId=1&priceMin=50&keyword=fox&sort=price_desc'),
    );
    await waitFor(() => expect(lastSearch()).toMatchObject({ keyword: 'fox', priceMin: 5000, sort: 'price_desc' }));
  });

  it('says when the lowest price is above the highest, and searches nothing', async () => {
    answerCatalogue();
    const { router } = renderList('/pages/goodList?gameId=1');
    await screen.findByRole('list', { name: 'Listings' });
    const sent = searches().length;
    const form = filtersForm();

    fireEvent.change(within(form).getByRole('textbox', { name: 'Lowest price (yuan)' }), { target: { value: '300' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Highest price (yuan)' }), { target: { value: '100' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The lowest price is higher than the highest price.',
    );
    expect(within(form).getByRole('textbox', { name: 'Lowest price (yuan)' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentUrl(router)).toBe('/pages/goodList?gameId=1');
    expect(searches()).toHaveLength(sent);
  });

  it('offers to clear the filters when nothing matches', async () => {
    answerCatalogue(() => ({ rows: [], total: 0 }));
    const { router } = renderList('/pages/goodList?gameId=1&kind=consignment&keyword=zzz&sort=price_asc');
    expect(await screen.findByText('No listing matches these filters. Try fewer filters, or clear them.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Listings' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/goodList?gameId=1&sort=price_asc'));
    expect((within(filtersForm()).getByRole('textbox', { name: 'Keyword' }) as HTMLInputElement).value).toBe('');
  });

  it('pages through the results and stops at the 10,000th', async () => {
    answerCatalogue((search) => ({ total: 45, rows: [listing(Number(search.pageNum) * 100)] }));
    const { router } = renderList('/pages/goodList?gameId=1');
    expect(await screen.findByText('45 listings')).toBeTruthy();

    // Each page is a link a crawler can follow; a click stays in the page.
    const second = within(screen.getByRole('listitem', { name: '2' })).getByRole('link', { name: '2' });
    expect(second.getAttribute('href')).toBe('/pages/goodList?gameId=1&page=2');
    fireEvent.click(second);
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/goodList?gameId=1&page=2'));
    expect(await screen.findByRole('article', { name: 'Account number 200' })).toBeTruthy();
    expect(lastSearch()).toMatchObject({ pageNum: 2, pageSize: 20 });
    expect(screen.getByRole('listitem', { name: '3' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: '4' })).toBeNull();
  });

  it('names each listing by a heading one level under the page title, skipping none', async () => {
    answerCatalogue(() => ({ total: 2, rows: [listing(1), listing(2)] }));
    renderList('/pages/goodList?gameId=1');
    expect(await screen.findByRole('article', { name: 'Account number 2' })).toBeTruthy();
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    );
    // Screen-reader users move by heading: each one at most a level under the one before it (WCAG 1.3.1).
    levels.forEach((level, index) => {
      expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Account number 1' })).toBeTruthy();
  });

  it('counts "10,000+" when the server stopped counting, and offers no page past the window', async () => {
    answerCatalogue(() => ({ total: 10_000, totalCapped: true }));
    renderList('/pages/goodList?gameId=1&size=60');
    expect(await screen.findByText('10,000+ listings')).toBeTruthy();
    // 166 × 60 = 9,960: page 167 would start past the 10,000th result.
    expect(screen.getByRole('listitem', { name: '166' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: '167' })).toBeNull();
    expect(screen.getByText(/Only the first 10,000 results can be browsed/)).toBeTruthy();
  });

  it('without a game, leads to the game picker', async () => {
    answerCatalogue();
    renderList('/pages/goodList');
    expect(await screen.findByText('Choose a game first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a game' }).getAttribute('href')).toBe(
      '/pages/accountOrder?pageType=buy',
    );
    expect(searches()).toHaveLength(0);
  });

  it('says so for a game this store does not have', async () => {
    answerCatalogue();
    renderList('/pages/goodList?gameId=77');
    expect(await screen.findByText('This store does not sell accounts of that game')).toBeTruthy();
    // The template finds out; the region levels and hero skins wait for it and are never asked about that game.
    // (The search without attribute filters goes out beside the template, not after it: the first results of a
    // real game must not wait a round trip.)
    expect(api.callsTo('GET /api/web/gameTemp')).toHaveLength(1);
    expect(api.callsTo('GET /api/web/keylist')).toEqual([]);
    expect(api.callsTo('GET /api/web/goods/collect/getSkinByHero')).toEqual([]);
  });
});
