import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { envelopeResponse, frameAnswers, stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const game = {
  id: 7,
  name: 'Dragon Realm',
  keyword: 'dr',
  icon: '/icon.svg',
  type: 'pc',
  initial: 'D',
  hot: true,
  listingCount: 0,
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  stubApi({
    ...frameAnswers(),
    'GET /api/web/gameTemp': { game, attributes: [] },
    // Not needed: the detail page may fail.
    'GET /api/web/good/info': envelopeResponse(500, 'not needed'),
    'POST /api/web/good/allList': { rows: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 20 },
    'POST /api/web/save/tenantBrowse': { recorded: true },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setScrollY(0);
});

const keywordBox = () => screen.getByRole('textbox', { name: 'Keyword' }) as HTMLInputElement;

describe('product list keep-alive', () => {
  it('comes back from the product detail with its typed input, its query and its scroll position', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/pages/goodList?gameId=7');
    await screen.findByRole('heading', { level: 1, name: 'Product list' });
    fireEvent.change(keywordBox(), { target: { value: 'dragon' } });
    act(() => setScrollY(640));

    await act(() => router.navigate('/pages/detail/index?id=5'));
    await screen.findByRole('heading', { level: 1, name: 'Product detail' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    // The list is still mounted, hidden, and still sees its own query rather than the detail's.
    const hiddenList = document.querySelector('main [hidden]');
    expect(hiddenList?.textContent).toContain('Dragon Realm');
    expect(screen.queryByRole('textbox', { name: 'Keyword' })).toBeNull();

    await act(() => router.navigate(-1));
    // The list heading names the game once its template is in.
    await screen.findByRole('heading', { level: 1, name: 'Dragon Realm' });
    expect(keywordBox().value).toBe('dragon');
    expect(router.state.location.search).toBe('?gameId=7');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    expect(screen.queryByRole('heading', { name: 'Product detail' })).toBeNull();
  });

  it('starts fresh when the list is reached any other way', async () => {
    const { router } = renderApp('/pages/goodList?gameId=7');
    await screen.findByRole('heading', { level: 1, name: 'Product list' });
    fireEvent.change(keywordBox(), { target: { value: 'dragon' } });

    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Demo Shop' });
    await act(() => router.navigate('/pages/goodList?gameId=7'));
    await waitFor(() => expect(keywordBox().value).toBe(''));

    // Through a detail page that was itself reached from elsewhere: still fresh.
    fireEvent.change(keywordBox(), { target: { value: 'phoenix' } });
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/pages/detail/index?id=1'));
    await screen.findByRole('heading', { level: 1, name: 'Product detail' });
    await act(() => router.navigate('/pages/goodList?gameId=7'));
    await waitFor(() => expect(keywordBox().value).toBe(''));
  });

  it('keeps its state when only its own query changes (a filter is applied)', async () => {
    const { router } = renderApp('/pages/goodList?gameId=7');
    await screen.findByRole('heading', { level: 1, name: 'Product list' });
    fireEvent.change(keywordBox(), { target: { value: 'dragon' } });
    fireEvent.click(within(screen.getByRole('form', { name: 'Filters' })).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?gameId=7&keyword=dragon'));
    expect(keywordBox().value).toBe('dragon');
  });
});
