import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { getToken, getUserInfo, readItem, setToken, setUserInfo } from '../../../lib/storage';
import { buildAppVersion } from '../../../test/api-answers';
import { frameAnswers, stubApi } from '../../../test/fake-api';
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

    // The history shows while the box has focus, and can be cleared.
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
