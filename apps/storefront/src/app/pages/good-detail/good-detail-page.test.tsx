import type { ListingDetail, ListingSummary } from '@gs/shared/listings';
import type { NoticeDetail } from '@gs/shared/notices';
import type { QqGroup } from '@gs/shared/qq-groups';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { setToken, setUserInfo } from '../../../lib/storage';
import { typeInto } from '../../../test/auth-test-helpers';
import { type Answer, type ApiCall, envelopeResponse, frameAnswers, stubApi } from '../../../test/fake-api';
import { buildCaptcha, buildSession } from '../../../test/identity-fixtures';
import { renderApp } from '../../../test/render-app';
import { currentUrl } from '../../../test/render-routes';
import { signal } from '../../../test/signal';
import { buildTenant } from '../../../test/tenant-fixture';
import { prefetchGoodDetailPage } from './good-detail-page';

function summary(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: 1,
    number: 'A00000001',
    title: 'V8 account with 120 skins',
    cover: '/uploads/cover-1.svg',
    gameId: 3,
    gameName: 'Honor of Kings',
    regionNames: ['iOS', 'QQ', 'Region 1'],
    price: 433_800,
    kind: 'self_operated',
    badges: [{ type: 'kind', value: 'self_operated', label: 'Self-operated', color: '#1677ff' }],
    views: 1234,
    listedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    ...summary(),
    description: 'Bound phone can be changed.',
    gallery: ['/uploads/cover-1.svg', '/uploads/shot-2.svg'],
    gameType: 'mobile',
    regionPath: [
      { id: 2, name: 'iOS', kind: 'system' },
      { id: 22, name: 'QQ', kind: 'operator' },
      { id: 75, name: 'Region 1', kind: 'region' },
    ],
    attributes: [
      { id: 1, name: 'VIP level', kind: 'single', text: 'V8', items: [{ id: 7, name: 'V8', level: null }] },
      {
        id: 2,
        name: 'Skins',
        kind: 'multiple',
        text: 'Phoenix, Dragon',
        items: [
          { id: 8, name: 'Phoenix', level: null },
          { id: 9, name: 'Dragon', level: null },
        ],
      },
    ],
    state: 'on_sale',
    isCollect: false,
    ...overrides,
  };
}

const groups: QqGroup[] = [
  { id: 1, name: 'Official service group', number: '600001000', joinUrl: '', gameId: null },
  { id: 2, name: 'Honor of Kings trading group', number: '600001001', joinUrl: 'https://qm.qq.com/q/x', gameId: 3 },
];

const rules: NoticeDetail = {
  id: 40,
  title: 'Trading rules v3',
  noticeType: 'jygz',
  publishedAt: '2026-03-01T08:00:00.000Z',
  pinned: false,
  summary: '',
  content: '<p>Pay through the <strong>platform</strong> only.</p>',
};

/**
 * The fake API: the frame and the detail page's calls; `listing` answers each GET of the listing (answers change,
 * or a Response for a refusal); `posts` adds POST answers (page views are recorded).
 */
function answerDetail(
  listing: () => ListingDetail | Response,
  similar: ListingSummary[] = [],
  posts: Record<string, Answer> = {},
) {
  return stubApi({
    ...frameAnswers(),
    'GET /api/web/good/info': listing,
    'GET /api/web/recommend/1': similar,
    'GET /api/V2/H5/qqGroup': groups,
    'GET /api/web/systemNotice': (call: ApiCall) => {
      const rows = call.query.get('noticeType') === 'jygz' ? [rules] : [];
      return { rows, total: rows.length, pageNum: 1, pageSize: 20 };
    },
    'GET /api/web/systemNotice/40': rules,
    'POST /api/web/save/tenantBrowse': { recorded: true },
    'POST /api/web/save/goodsBrowse': { recorded: true },
    ...posts,
  });
}

/** The POST calls made to paths starting with `prefix`, as [path, body]. */
const postsTo = (api: ReturnType<typeof stubApi>, prefix: string) =>
  api.calls
    .filter((call) => call.method === 'POST' && call.path.startsWith(prefix))
    .map((call) => [call.path, call.body]);

const logIn = () => {
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: '13800138000', avatar: '' });
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('listing detail (/pages/detail/index)', () => {
  it('shows the listing, its facts, tabs and similar listings, and counts the view once', async () => {
    const api = answerDetail(() => detail(), [summary({ id: 5, title: 'Another V8 account' })]);
    renderApp('/pages/detail/index?id=1');

    expect(await screen.findByRole('heading', { level: 2, name: 'V8 account with 120 skins' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Product detail' })).toBeTruthy();
    expect(screen.getAllByText('¥4,338.00').length).toBeGreaterThan(0);
    expect(screen.getByText('A00000001')).toBeTruthy();
    expect(screen.getByText('iOS / QQ / Region 1')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText('Self-operated')).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Honor of Kings' }).getAttribute('href')).toBe(
      '/pages/goodList?gameId=3',
    );

    // Details tab: the attribute table (several items as chips) and the description.
    expect(screen.getByRole('tab', { name: 'Account details', selected: true })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'VIP level' })).toBeTruthy();
    expect(screen.getByText('Phoenix')).toBeTruthy();
    expect(screen.getByText('Bound phone can be changed.')).toBeTruthy();

    const similar = await screen.findByRole('article', { name: 'Another V8 account' });
    expect(within(similar).getByRole('link').getAttribute('href')).toBe('/pages/detail/index?id=5');
    expect(screen.getAllByRole('button', { name: 'Buy now' }).length).toBeGreaterThan(0);

    const views = api.callsTo('POST /api/web/save/goodsBrowse');
    expect(views).toHaveLength(1);
    expect(views[0]?.body).toMatchObject({ goodsId: 1 });
  });

  it('opens the trading rules and the service groups tabs', async () => {
    const api = answerDetail(() => detail());
    renderApp('/pages/detail/index?id=1');
    fireEvent.click(await screen.findByRole('tab', { name: 'Trading rules' }));
    expect(await screen.findByText('platform')).toBeTruthy();
    expect(screen.getByText('platform').tagName).toBe('STRONG');

    fireEvent.click(screen.getByRole('button', { name: 'Contact service' }));
    expect(await screen.findByText('Honor of Kings trading group')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Service groups', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy group number 600001000' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join group' }).getAttribute('href')).toBe('https://qm.qq.com/q/x');
    expect(api.callsTo('GET /api/V2/H5/qqGroup').map(({ query }) => query.toString())).toContain('gameId=3');
  });

  it('sends a buyer to the order confirmation, a visitor to log in first', async () => {
    answerDetail(() => detail());
    const { router } = renderApp('/pages/detail/index?id=1');
    const [buy] = await screen.findAllByRole('button', { name: 'Buy now' });
    fireEvent.click(buy as HTMLElement);
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/login?fromRoute=${encodeURIComponent('/pages/sureOrder?id=1')}`),
    );
  });

  it('says a sold listing is sold, offers no Buy button and shows the similar ones', async () => {
    answerDetail(() => detail({ state: 'sold' }), [summary({ id: 5, title: 'Another V8 account' })]);
    renderApp('/pages/detail/index?id=1');
    expect(await screen.findByText('This account has been sold')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
    expect(await screen.findByRole('article', { name: 'Another V8 account' })).toBeTruthy();
    // Sold: it cannot be added to the favourites any more.
    expect(screen.getByRole('button', { name: 'Favourite' }).hasAttribute('disabled')).toBe(true);
  });

  it('says a listing taken off sale cannot be bought now, and puts the similar ones first', async () => {
    answerDetail(() => detail({ state: 'unavailable' }), [summary({ id: 6, title: 'A V7 account on sale' })]);
    renderApp('/pages/detail/index?id=1');
    expect(await screen.findByText('This account is unavailable')).toBeTruthy();
    expect(screen.getByText('It cannot be bought now. Have a look at the similar accounts instead.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
    expect(await screen.findByRole('article', { name: 'A V7 account on sale' })).toBeTruthy();
    // The similar listings come before the tabs, where the visitor's eye goes next.
    const similar = screen.getByRole('heading', { name: 'Similar accounts' });
    const tab = screen.getAllByRole('tab')[0] as HTMLElement;
    expect(similar.compareDocumentPosition(tab) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('adds to and removes from the favourites through the right calls', async () => {
    logIn();
    let collected = false;
    const api = answerDetail(() => detail({ isCollect: collected }), [], {
      'POST /api/web/goods/collect': () => {
        collected = true;
        return { goodsId: 1, collected: true };
      },
      'POST /api/web/goods/collect/remove': () => {
        collected = false;
        return { goodsId: 1, collected: false };
      },
    });
    renderApp('/pages/detail/index?id=1');

    const toggle = await screen.findByRole('button', { name: 'Favourite' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(api.callsTo('POST /api/web/goods/collect').map((call) => call.body)).toEqual([{ goodsId: 1 }]),
    );
    expect(await screen.findByText('Added to your favourites')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('true'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/web/goods/collect/remove').map((call) => call.body)).toEqual([{ goodsId: 1 }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('false'),
    );
  });

  it('tells a visitor who presses Favourite why to log in, and saves the favourite once back logged in', async () => {
    let collected = false;
    const api = answerDetail(() => detail({ isCollect: collected }), [], {
      'GET /api/captchaImage': buildCaptcha({ captchaEnabled: false }),
      'POST /api/web/login': buildSession(),
      'POST /api/web/goods/collect': () => {
        collected = true;
        return { goodsId: 1, collected: true };
      },
    });
    const { router } = renderApp('/pages/detail/index?id=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/login?fromRoute=${encodeURIComponent('/pages/detail/index?id=1')}&reason=favourite`,
      ),
    );
    expect(postsTo(api, '/api/web/goods/collect')).toEqual([]);
    expect(await screen.findByText(/Log in to keep this listing in your favourites/)).toBeTruthy();

    await screen.findByRole('form', { name: 'Password login' });
    await waitFor(() => expect(screen.queryByLabelText('Captcha')).toBeNull());
    // In the whole app the labels carry the required-field star.
    typeInto(/Phone number or username$/, '13800138000');
    typeInto(/Password$/, 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/pages/detail/index?id=1'));
    await waitFor(() =>
      expect(api.callsTo('POST /api/web/goods/collect').map((call) => call.body)).toEqual([{ goodsId: 1 }]),
    );
    expect(await screen.findByText('Added to your favourites')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('true'),
    );

    // Saved once: coming back to the listing later adds nothing again.
    await router.navigate('/');
    await router.navigate('/pages/detail/index?id=1');
    await screen.findByRole('button', { name: 'Favourite' });
    expect(api.callsTo('POST /api/web/goods/collect')).toHaveLength(1);
  });

  it('says when the listing does not exist (or is another store’s), with a way to the games', async () => {
    const api = answerDetail(() => envelopeResponse(404, 'Listing not found'));
    renderApp('/pages/detail/index?id=1');
    expect(await screen.findByText('This listing does not exist or is no longer shown.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the games' }).getAttribute('href')).toBe(
      '/pages/accountOrder?pageType=buy',
    );
    // No view of a listing that is not there.
    expect(api.callsTo('POST /api/web/save/goodsBrowse')).toEqual([]);
  });

  it('offers a retry when the listing could not be loaded', async () => {
    let fail = true;
    answerDetail(() => (fail ? envelopeResponse(400, 'Bad request') : detail()));
    renderApp('/pages/detail/index?id=1');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('This listing could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'V8 account with 120 skins' })).toBeTruthy();
  });
});

describe('prefetchGoodDetailPage (the server render)', () => {
  it("asks for the game's QQ groups as soon as the listing is in, not after the similar listings", async () => {
    const events: string[] = [];
    const groupsAsked = signal();
    stubApi({
      'GET /api/web/good/info': detail(),
      // The similar listings take their time: without the overlap, the groups would be asked for only after them.
      'GET /api/web/recommend/1': async () => {
        await groupsAsked.firedOrAfter(300);
        events.push('similar answered');
        return [summary({ id: 2 })];
      },
      'GET /api/V2/H5/qqGroup': () => {
        events.push('groups asked');
        groupsAsked.fire();
        return groups;
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchGoodDetailPage(queryClient, new URL('http://localhost/pages/detail/index?id=1'), buildTenant());
    expect(events).toEqual(['groups asked', 'similar answered']);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.status),
    ).toEqual(['success', 'success', 'success']);
  });
});
