import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { setToken, setUserInfo } from '../lib/storage';
import { frameAnswers, stubApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { currentUrl } from '../test/render-routes';

const noticePage = { rows: [], total: 0, pageNum: 1, pageSize: 10 };

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  stubApi({
    ...frameAnswers(),
    'GET /api/web/systemNotice': noticePage,
    'GET /api/web/game/Type': [],
    'POST /api/web/save/tenantBrowse': null,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('redirects', () => {
  it.each([
    ['/pages', '/'],
    ['/pages/home/index', '/'],
    ['/pages/other', '/pages/other/gonggao'],
    ['/pages/other?noticeType=rhmm', '/pages/other/gonggao?noticeType=rhmm'],
  ])('%s → %s', async (from, to) => {
    const { router } = renderApp(from);
    await waitFor(() => expect(currentUrl(router)).toBe(to));
  });
});

describe('pages that need login', () => {
  it.each([
    '/pages/other/geren',
    '/pages/other/orderList',
    '/pages/sureOrder?id=3',
    '/pages/sale',
    '/pages/BasicInformation',
  ])('send a logged-out visitor from %s to log in and back', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(currentUrl(router)).toBe(`/login?fromRoute=${encodeURIComponent(path)}`));
  });

  it('let a logged-in user in', async () => {
    setToken('tok-1');
    setUserInfo({ userId: 7, nickName: '13800138000', avatar: '' });
    renderApp('/pages/other/geren');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Personal center' });
    const main = screen.getByRole('main');
    expect(main.contains(heading)).toBe(true);
    expect(within(main).getByText('138****8000')).toBeTruthy();
    expect(within(main).getByRole('navigation', { name: 'Personal center' })).toBeTruthy();
  });

  it('leave the notices public', async () => {
    const { router } = renderApp('/pages/other/gonggao');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notices' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/pages/other/gonggao');
  });
});

describe('titles and frames', () => {
  it.each([
    ['/', 'Home'],
    ['/login', 'Log in'],
    ['/pages/goodList', 'Product list'],
    ['/pages/detail/index?id=1', 'Product detail'],
    ['/pages/accountOrder?pageType=buy', 'Account market'],
    ['/pages/login/yinsixyNoTitle', 'Privacy agreement'],
    ['/pages/other/gonggao', 'Notices'],
    ['/pages/leishenkuaishu', 'Partner quick sell'],
    ['/pages/nowhere', 'Page not found'],
  ])('%s is titled "%s - <tenant>"', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(`${title} - Demo Shop`));
  });

  it('shows the market with the search it was opened with', async () => {
    const { router } = renderApp('/pages/accountOrder?pageType=buy&searchText=Genshin');
    expect(await screen.findByLabelText('Filter games')).toHaveProperty('value', 'Genshin');
    await act(() => router.navigate('/pages/accountOrder?pageType=sale'));
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('I want to sell')).toBeTruthy();
  });
});
