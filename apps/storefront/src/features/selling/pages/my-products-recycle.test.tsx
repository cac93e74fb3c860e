import { ApiError } from '@gs/web/api-error';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { api } from '../../../lib/request';
import { renderApp } from '../../../test/render-app';
import { currentUrl } from '../../../test/render-routes';
import {
  answerGets,
  buildMyConsignment,
  buildWalletSummary,
  logInSeller,
  myConsignmentPageOf,
  pageOf,
} from '../testing/my-products-fixtures';
import { buildMyRecycle } from '../testing/recycle-fixtures';

vi.mock('../../../lib/request', () => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn() } }));
const getMock = vi.mocked(api.get);
const postMock = vi.mocked(api.post);

const waiting = buildMyRecycle({ id: 21, number: 'R-21', quoteFen: 19_000 });
const rejected = buildMyRecycle({
  id: 22,
  number: 'R-22',
  gameName: 'League of Legends',
  quoteFen: 8_000,
  status: 'rejected',
  rejectReason: 'The account is bound to another phone.',
  canCancel: false,
});
const paid = buildMyRecycle({
  id: 23,
  number: 'R-23',
  quoteFen: 50_000,
  status: 'paid',
  canCancel: false,
  paidAt: '2026-03-06T08:00:00.000Z',
});

function answerRequests(rows = [waiting, rejected, paid]) {
  answerGets(getMock, {
    '/api/need/myConsignment': myConsignmentPageOf([buildMyConsignment()]),
    '/api/wallet': buildWalletSummary(),
    '/api/account/krecycle/list': (params) => pageOf(rows, rows.length, Number(params.pageNum)),
  });
}

const request = (number: string) => screen.findByRole('article', { name: `Recycle request ${number}` });
const listCalls = () => getMock.mock.calls.filter(([path]) => path === '/api/account/krecycle/list').length;

beforeAll(async () => {
  await import('./my-products-page');
}, 60_000);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logInSeller();
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('my products: recycle requests tab', () => {
  it('shows my quick-recycle requests with number, game, quote, status in words and the rejection reason', async () => {
    answerRequests();
    const { router } = renderApp('/pages/other/goodsList');
    fireEvent.click(await screen.findByRole('tab', { name: 'Recycle requests' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/goodsList?tab=recycle'));

    const first = await request('R-21');
    expect(within(first).getByText('Waiting for verification')).toBeTruthy();
    expect(within(first).getByText('Honor of Kings')).toBeTruthy();
    expect(within(first).getByText('No. R-21')).toBeTruthy();
    expect(within(first).getByText('Quote ¥190.00')).toBeTruthy();
    expect(within(first).getByText(/^Submitted /)).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Cancel request' })).toBeTruthy();

    const second = await request('R-22');
    expect(within(second).getByText('Rejected')).toBeTruthy();
    expect(within(second).getByText('Rejected: The account is bound to another phone.')).toBeTruthy();
    expect(within(second).queryByRole('button')).toBeNull();

    const third = await request('R-23');
    expect(within(third).getByText('Paid')).toBeTruthy();
    expect(within(third).getByText(/^Paid /)).toBeTruthy();
    expect(within(third).queryByRole('button')).toBeNull();
    expect(getMock).toHaveBeenCalledWith('/api/account/krecycle/list', { pageNum: 1, pageSize: 10 }, expect.anything());
  });

  it('cancels a request only after confirmation, then refreshes the list', async () => {
    answerRequests();
    postMock.mockResolvedValue({ id: 21, number: 'R-21', status: 'cancelled', quoteFen: 19_000 });
    renderApp('/pages/other/goodsList?tab=recycle');
    const first = await request('R-21');
    const before = listCalls();

    fireEvent.click(within(first).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Cancel this recycle request?').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/Request R-21 \(¥190.00\) is withdrawn/)).toBeTruthy();
    expect(postMock).not.toHaveBeenCalledWith('/api/account/krecycle/21/cancel');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(postMock).toHaveBeenCalledWith('/api/account/krecycle/21/cancel'));
    expect(await screen.findByText('The request was cancelled.')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('shows the server’s message when cancelling is refused (verification started)', async () => {
    answerRequests();
    postMock.mockRejectedValue(
      new ApiError({ code: 409, status: 409, msg: 'Verification has started; it can no longer be cancelled.' }),
    );
    renderApp('/pages/other/goodsList?tab=recycle');
    fireEvent.click(within(await request('R-21')).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Verification has started; it can no longer be cancelled.')).toBeTruthy();
  });

  it('says what to do when there are none, and offers a retry when they cannot be loaded', async () => {
    answerRequests([]);
    const { unmount } = renderApp('/pages/other/goodsList?tab=recycle');
    expect(await screen.findByText('You have no quick recycle requests yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/pages/kuaisuhuishou');
    unmount();

    answerGets(getMock, {
      '/api/need/myConsignment': myConsignmentPageOf([]),
      '/api/wallet': buildWalletSummary(),
      '/api/account/krecycle/list': () => {
        throw new ApiError({ code: 500, status: 500, msg: 'Internal error' });
      },
    });
    renderApp('/pages/other/goodsList?tab=recycle');
    expect(await screen.findByText('Your recycle requests could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });
});
