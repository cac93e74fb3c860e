import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { envelopeResponse } from '../../../test/fake-api';
import { currentUrl } from '../../../test/render-routes';
import {
  buildMyConsignment,
  buildWalletSummary,
  logInSeller,
  myConsignmentPageOf,
  pageOf,
  stubMyProductsApi,
} from '../testing/my-products-fixtures';
import { buildMyRecycle } from '../testing/recycle-fixtures';
import { renderMyProducts } from '../testing/render-page';

let api: ReturnType<typeof stubMyProductsApi>;
const CANCEL = 'POST /api/account/krecycle/21/cancel';

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

function answerRequests(rows = [waiting, rejected, paid], cancel: unknown = null) {
  api = stubMyProductsApi({
    'GET /api/need/myConsignment': myConsignmentPageOf([buildMyConsignment()]),
    'GET /api/wallet': buildWalletSummary(),
    'GET /api/account/krecycle/list': (params: Record<string, string>) =>
      pageOf(rows, rows.length, Number(params.pageNum)),
    [CANCEL]: cancel,
  });
}

const request = (number: string) => screen.findByRole('article', { name: `Recycle request ${number}` });
const listCalls = () => api.callsTo('GET /api/account/krecycle/list').length;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logInSeller();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('my products: recycle requests tab', () => {
  it('shows my quick-recycle requests with number, game, quote, status in words and the rejection reason', async () => {
    answerRequests();
    const { router } = renderMyProducts('/pages/other/goodsList');
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
    expect(api.callsTo('GET /api/account/krecycle/list').map((call) => Object.fromEntries(call.query))).toContainEqual({
      pageNum: '1',
      pageSize: '10',
    });
  });

  it('cancels a request only after confirmation, then refreshes the list', async () => {
    answerRequests(undefined, { id: 21, number: 'R-21', status: 'cancelled', quoteFen: 19_000 });
    renderMyProducts('/pages/other/goodsList?tab=recycle');
    const first = await request('R-21');
    const before = listCalls();

    fireEvent.click(within(first).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Cancel this recycle request?').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/Request R-21 \(¥190.00\) is withdrawn/)).toBeTruthy();
    expect(api.callsTo(CANCEL)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(api.callsTo(CANCEL)).toHaveLength(1));
    expect(await screen.findByText('The request was cancelled.')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('shows the server’s message when cancelling is refused (verification started)', async () => {
    answerRequests(undefined, envelopeResponse(409, 'Verification has started; it can no longer be cancelled.'));
    renderMyProducts('/pages/other/goodsList?tab=recycle');
    fireEvent.click(within(await request('R-21')).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Verification has started; it can no longer be cancelled.')).toBeTruthy();
  });

  it('says what to do when there are none, and offers a retry when they cannot be loaded', async () => {
    answerRequests([]);
    const { unmount } = renderMyProducts('/pages/other/goodsList?tab=recycle');
    expect(await screen.findByText('You have no quick recycle requests yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/pages/kuaisuhuishou');
    unmount();

    api = stubMyProductsApi({
      'GET /api/need/myConsignment': myConsignmentPageOf([]),
      'GET /api/wallet': buildWalletSummary(),
      'GET /api/account/krecycle/list': () => envelopeResponse(500, 'Internal error'),
    });
    renderMyProducts('/pages/other/goodsList?tab=recycle');
    expect(await screen.findByText('Your recycle requests could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });
});
