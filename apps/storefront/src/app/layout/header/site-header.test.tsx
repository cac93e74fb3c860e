import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { getToken, getUserInfo, readItem, setToken, setUserInfo } from '../../../lib/storage';
import { buildAppVersion } from '../../../test/api-answers';
import { type ApiCall, frameAnswers, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { currentUrl } from '../../../test/render-routes';
import styles from './site-header.module.css';

/** The fake API: the frame (`extra` adds GET answers by path), page views and the logout. */
function answerFrame(options: Parameters<typeof frameAnswers>[0] & { extra?: Record<string, unknown> } = {}) {
  const extra = Object.entries(options.extra ?? {}).map(([path, data]) => [`GET ${path}`, data]);
  return stubApi({
    ...frameAnswers(options),
    ...Object.fromEntries(extra),
    'POST /api/web/save/tenantBrowse': null,
    'POST /api/logout': null,
  });
}

function logIn(nickName = '13800138000') {
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName, avatar: '' });
}

async function findBanner() {
  // The skeleton has a banner too: wait for the real header, whose menu is its navigation landmark.
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  const banner = screen.getByRole('banner');
  expect(banner.contains(menu)).toBe(true);
  return banner;
}

const menuLinks = (banner: HTMLElement) =>
  within(within(banner).getByRole('navigation', { name: 'Main menu' })).getAllByRole('link');

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('header variants (useTheme)', () => {
  it('1: a top bar with the greeting, cooperation and help links, and login/register; logo and search below', async () => {
    answerFrame({ tenant: { useTheme: 1 } });
    renderApp('/');
    const banner = await findBanner();
    const topBar = banner.querySelector(`.${styles.topBar}`) as HTMLElement;
    expect(topBar).toBeTruthy();
    expect(within(topBar).getByText('Welcome to Demo Shop')).toBeTruthy();
    expect(within(topBar).getByRole('link', { name: 'Business cooperation' }).getAttribute('href')).toBe(
      '/pages/other/gonggao?noticeType=zbhz',
    );
    expect(within(topBar).getByRole('link', { name: 'Help center' }).getAttribute('href')).toBe(
      '/pages/other/gonggao?noticeType=rhmm',
    );
    expect(within(topBar).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(topBar).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/login?tab=register');
    // The two links are one group and the user area another: a phone too narrow for both (in English) wraps the
    // bar between the groups, never inside "Business cooperation".
    const topNav = within(topBar).getByRole('link', { name: 'Business cooperation' }).parentElement as HTMLElement;
    expect(topNav.className).toBe(styles.topNav);
    expect(within(topNav).getByRole('link', { name: 'Help center' })).toBeTruthy();
    expect(within(topNav).queryByRole('link', { name: 'Log in' })).toBeNull();
    const band = banner.querySelector(`.${styles.band}`) as HTMLElement;
    expect(within(band).getByRole('link', { name: 'Demo Shop' }).getAttribute('href')).toBe('/');
    expect(within(band).getByRole('searchbox', { name: 'Search games' })).toBeTruthy();
  });

  it('1, logged in: greets the user by the masked nickname and offers the user dropdown', async () => {
    logIn('13800138000');
    answerFrame({ tenant: { useTheme: 1 } });
    renderApp('/');
    const banner = await findBanner();
    expect(within(banner).getByText('Hello, 138****8000')).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Log in' })).toBeNull();
    const userButton = within(banner).getByRole('button', { name: '138****8000' });
    expect(userButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(userButton);
    expect(userButton.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(userButton.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Personal center', '/pages/other/geren'],
      ['My orders', '/pages/other/orderList'],
      ['My products', '/pages/other/goodsList'],
      ['Favourites', '/pages/other/collect'],
    ]);
    expect(within(list).getByRole('button', { name: 'Log out' })).toBeTruthy();

    // Escape closes it and gives focus back to the button.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(userButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(userButton);
  });

  it('shows a nickname that is not 11 characters as it is', async () => {
    logIn('Player One');
    answerFrame({ tenant: { useTheme: 1 } });
    renderApp('/');
    const banner = await findBanner();
    expect(within(banner).getByText('Hello, Player One')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Player One' })).toBeTruthy();
  });

  it('2: the user area sits in the menu bar, with no top bar', async () => {
    answerFrame({ tenant: { useTheme: 2 } });
    renderApp('/');
    const banner = await findBanner();
    expect(banner.querySelector(`.${styles.topBar}`)).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Business cooperation' })).toBeNull();
    const menuBar = banner.querySelector(`.${styles.menuBar}`) as HTMLElement;
    expect(within(menuBar).getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(within(menuBar).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(within(menuBar).queryByRole('link', { name: 'Demo Shop' })).toBeNull();
    const band = banner.querySelector(`.${styles.band}`) as HTMLElement;
    expect(within(band).getByRole('link', { name: 'Demo Shop' })).toBeTruthy();
  });

  it('2, logged in with unread customer-service messages: the phone menu button carries the unread mark', async () => {
    logIn();
    answerFrame({ tenant: { useTheme: 2 }, extra: { '/api/chat/unread': { total: 3 } } });
    renderApp('/');
    const banner = await findBanner();
    const toggle = within(banner).getByRole('button', { name: /Menu/ });
    await waitFor(() => expect(toggle.textContent).toContain('Customer service, 3 unread'));
  });

  it('any other value: the logo sits in the menu bar', async () => {
    answerFrame({ tenant: { useTheme: 3 } });
    renderApp('/');
    const banner = await findBanner();
    expect(banner.querySelector(`.${styles.topBar}`)).toBeNull();
    expect(banner.querySelector(`.${styles.band}`)).toBeNull();
    const menuBar = banner.querySelector(`.${styles.menuBar}`) as HTMLElement;
    expect(within(menuBar).getByRole('link', { name: 'Demo Shop' })).toBeTruthy();
    expect(within(menuBar).getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(within(banner).getByRole('searchbox', { name: 'Search games' })).toBeTruthy();
  });
});

describe('menu', () => {
  it('has four items without an app, and App download when the latest version has a download address', async () => {
    const api = answerFrame();
    const first = renderApp('/');
    expect(menuLinks(await findBanner()).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['I want to buy', '/pages/accountOrder?pageType=buy'],
      ['I want to sell', '/pages/accountOrder?pageType=sale'],
      ['Personal center', '/pages/other/geren'],
    ]);
    expect(api.callsTo('GET /api/app/version/lastOne').map(({ query }) => query.toString())).toContain('appType=1');
    first.unmount();

    answerFrame({ appVersion: buildAppVersion() });
    renderApp('/');
    const banner = await findBanner();
    await waitFor(() => expect(menuLinks(banner)).toHaveLength(5));
    expect(within(banner).getByRole('link', { name: 'App download' }).getAttribute('href')).toBe('/pages/appDownload');
  });

  it('marks the item of the current route, pageType included, and follows navigation', async () => {
    answerFrame();
    const { router } = renderApp('/pages/accountOrder?pageType=sale');
    const banner = await findBanner();
    const current = () => menuLinks(banner).filter((link) => link.getAttribute('aria-current') === 'page');
    await waitFor(() => expect(current().map((link) => link.textContent)).toEqual(['I want to sell']));

    await act(() => router.navigate('/pages/accountOrder?pageType=buy&searchText=x'));
    expect(current().map((link) => link.textContent)).toEqual(['I want to buy']);
    await act(() => router.navigate('/'));
    expect(current().map((link) => link.textContent)).toEqual(['Home']);
    await act(() => router.navigate('/pages/other/gonggao'));
    expect(current()).toEqual([]);
  });
});

describe('search', () => {
  it('goes to the buy market with the keywords, records them and offers them again', async () => {
    answerFrame({ tenant: { hotSearches: ['Honor of Kings', 'Genshin', 'PUBG', 'Extra'] } });
    const { router } = renderApp('/');
    const banner = await findBanner();
    const box = within(banner).getByRole('searchbox', { name: 'Search games' });

    fireEvent.change(box, { target: { value: '  Dragon Nest ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/accountOrder?pageType=buy&searchText=Dragon+Nest'));
    expect(JSON.parse(readItem('searchHistory') ?? '[]')).toEqual([{ name: 'Dragon Nest' }]);

    // The history shows while the empty box has focus (typed text shows suggestions instead), and can be cleared.
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.focus(box);
    const history = within(banner).getByRole('region', { name: 'Search history' });
    expect(within(history).getByRole('link', { name: 'Dragon Nest' }).getAttribute('href')).toBe(
      '/pages/accountOrder?pageType=buy&searchText=Dragon+Nest',
    );
    fireEvent.click(within(history).getByRole('button', { name: 'Clear history' }));
    expect(readItem('searchHistory')).toBeNull();
    expect(within(banner).queryByRole('region', { name: 'Search history' })).toBeNull();

    // Three hot searches, as links that also record the search.
    const hot = within(banner).getAllByRole('link', { name: /^(Honor of Kings|Genshin|PUBG|Extra)$/ });
    expect(hot.map((link) => link.textContent)).toEqual(['Honor of Kings', 'Genshin', 'PUBG']);
    fireEvent.click(hot[1] as HTMLElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/accountOrder?pageType=buy&searchText=Genshin'));
    expect(JSON.parse(readItem('searchHistory') ?? '[]')).toEqual([{ name: 'Genshin' }]);
  });

  it('suggests games, then listings, while typing; a listing number opens that listing', async () => {
    const games = [
      { id: 3, name: 'Honor of Kings', keyword: 'wzry hok', icon: '/i/3.png', type: 'mobile', initial: 'H', hot: true },
      { id: 4, name: 'Genshin Impact', keyword: 'ys', icon: '/i/4.png', type: 'mobile', initial: 'G', hot: false },
    ].map((game) => ({ ...game, listingCount: 10 }));
    const listing = (id: number, title: string) => ({
      id,
      number: `A${String(id).padStart(8, '0')}`,
      title,
      cover: '',
      gameId: 3,
      gameName: 'Honor of Kings',
      regionNames: [],
      price: 10_000,
      kind: 'self_operated',
      badges: [],
      views: 0,
      listedAt: '2026-11-01T00:00:00.000Z',
    });
    const api = stubApi({
      ...frameAnswers(),
      'POST /api/web/save/tenantBrowse': null,
      'GET /api/web/game/Type': games,
      'GET /api/web/good/suggest': (call: ApiCall) => {
        const keyword = (call.query.get('keyword') ?? '').toLowerCase();
        if (keyword === 'a00000024') return [listing(24, 'V10 with every hero')];
        return keyword === 'hok' ? [listing(7, 'HOK V8 account'), listing(8, 'HOK starter')] : [];
      },
    });
    const { router } = renderApp('/');
    const banner = await findBanner();
    const box = within(banner).getByRole('searchbox', { name: 'Search games' });

    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'hok' } });
    const suggestions = await within(banner).findByRole('region', { name: 'Suggestions' });
    const gameLink = await within(suggestions).findByRole('link', { name: 'Honor of Kings' });
    expect(gameLink.getAttribute('href')).toBe('/pages/goodList?gameId=3');
    const listingLink = await within(suggestions).findByRole('link', { name: /HOK V8 account/ });
    expect(listingLink.getAttribute('href')).toBe('/pages/detail/index?id=7');
    expect(
      within(suggestions)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pages/goodList?gameId=3', '/pages/detail/index?id=7', '/pages/detail/index?id=8']);
    expect(within(suggestions).queryByRole('link', { name: 'Genshin Impact' })).toBeNull();

    // A listing number opens the listing itself.
    fireEvent.change(box, { target: { value: ' a00000024 ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/detail/index?id=24'));

    // Text that only looks like a number searches the market as before.
    fireEvent.change(box, { target: { value: 'ZZ999999' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/accountOrder?pageType=buy&searchText=ZZ999999'));
    expect(api.callsTo('GET /api/web/good/suggest').map((call) => call.query.get('keyword'))).toContain('ZZ999999');
  });

  it('goes to the plain home for empty keywords, without recording them', async () => {
    answerFrame();
    const { router } = renderApp('/pages/leishenkuaishu');
    const banner = await findBanner();
    const box = within(banner).getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(readItem('searchHistory')).toBeNull();
  });

  it('is hidden on the app download page', async () => {
    answerFrame({ appVersion: buildAppVersion() });
    const { router } = renderApp('/pages/appDownload');
    const banner = await findBanner();
    expect(within(banner).queryByRole('searchbox')).toBeNull();
    await act(() => router.navigate('/'));
    expect(within(banner).getByRole('searchbox', { name: 'Search games' })).toBeTruthy();
  });
});

describe('logout', () => {
  it('asks first; Confirm clears the session, revokes the token, goes to /login and says so', async () => {
    logIn();
    const api = answerFrame();
    const { router } = renderApp('/pages/leishenkuaishu');
    const banner = await findBanner();
    fireEvent.click(within(banner).getByRole('button', { name: '138****8000' }));
    fireEvent.click(within(banner).getByRole('button', { name: 'Log out' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm to log out of the current account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getToken()).toBe('tok-1');

    fireEvent.click(within(banner).getByRole('button', { name: '138****8000' }));
    fireEvent.click(within(banner).getByRole('button', { name: 'Log out' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm to log out of the current account?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
    const logouts = api.callsTo('POST /api/logout');
    expect(logouts.map(({ body, headers }) => [body, headers.get('Token'), headers.get('Authorization')])).toEqual([
      [undefined, 'tok-1', 'Bearer tok-1'],
    ]);
    expect(await screen.findByText('Logout succeeded')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('from a page that needs login, still lands on plain /login', async () => {
    logIn();
    answerFrame();
    const { router } = renderApp('/pages/other/collect');
    const banner = await findBanner();
    await screen.findByRole('heading', { level: 1, name: 'Favourites' });
    fireEvent.click(within(banner).getByRole('button', { name: '138****8000' }));
    fireEvent.click(within(banner).getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm to log out of the current account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    await screen.findByRole('button', { name: 'Log in' });
    expect(currentUrl(router)).toBe('/login');
  });
});

describe('language switch', () => {
  it('switches the language (antd with it) and remembers the choice over the tenant default', async () => {
    answerFrame();
    renderApp('/');
    const banner = await findBanner();
    fireEvent.change(within(banner).getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-CN' } });
    expect(await within(banner).findByRole('navigation', { name: '主菜单' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: '我要买' })).toBeTruthy();
    expect(readItem('language')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
