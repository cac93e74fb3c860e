import type { BidPoolRow, BidRequestQuotes, ClosedBidRequest } from '@gs/shared/bidding';
import type { StaffRole } from '@gs/shared/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

const openRow: BidPoolRow = {
  id: 4,
  number: 'BJ20261127000004',
  gameId: 3,
  gameName: 'Honor of Kings',
  regionPath: [{ id: 1, name: 'QQ' }],
  attributes: [],
  screenshots: ['/uploads/a.webp'],
  expectedPriceFen: 50_000,
  deadlineAt: '2099-01-01T00:00:00.000Z',
  createdAt: '2026-11-27T08:00:00.000Z',
  myQuote: null,
  quotesLeftToday: 1,
  minNextQuoteFen: 100,
  sellerDepositFen: 2_000,
};

const closedRow: ClosedBidRequest = {
  id: 9,
  number: 'BJ20261120000009',
  gameId: 3,
  gameName: 'Honor of Kings',
  status: 'expired',
  expectedPriceFen: 80_000,
  deadlineAt: '2026-11-21T08:00:00.000Z',
  quoteCount: 2,
  highestQuoteFen: 76_000,
  acceptedFen: null,
  createdAt: '2026-11-20T08:00:00.000Z',
};

const allQuotes: BidRequestQuotes = {
  request: {
    id: 9,
    number: 'BJ20261120000009',
    gameId: 3,
    gameName: 'Honor of Kings',
    status: 'expired',
    expectedPriceFen: 80_000,
    deadlineAt: '2026-11-21T08:00:00.000Z',
  },
  scope: 'all',
  quotes: [
    {
      id: 31,
      recycler: { userId: 4, nickName: 'Demo recycler' },
      amountFen: 76_000,
      status: 'rejected',
      note: 'Paid within the hour, skins checked',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 30,
      recycler: { userId: 6, nickName: 'Second recycler' },
      amountFen: 70_000,
      status: 'rejected',
      note: null,
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
};

function stub(roles: StaffRole[], answers: Record<string, unknown> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/recycler/pool': { rows: [openRow], total: 1, pageNum: 1, pageSize: 20 },
    'GET /api/recycler/quotes': { rows: [], total: 0, pageNum: 1, pageSize: 10 },
    'GET /api/recycler/requests': { rows: [closedRow], total: 1, pageNum: 1, pageSize: 20 },
    ...answers,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the bidding pool', { timeout: 60_000 }, () => {
  it('shows an owner every quote of a closed request in the drawer, with the filter and the request in the URL', async () => {
    const api = stub(['owner'], { 'GET /api/recycler/requests/9/quotes': allQuotes });
    const { router } = renderApp('/recycling/pool?view=closed&status=expired');
    expect(await screen.findByText('BJ20261120000009', {}, { timeout: 30_000 })).toBeTruthy();
    expect(api.callsTo('GET /api/recycler/requests')[0]?.query.get('status')).toBe('expired');
    expect(screen.getByText('1 closed request')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'All quotes on BJ20261120000009' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/recycling/pool?view=closed&status=expired&id=9'));
    const drawer = (await screen.findByText('Paid within the hour, skins checked')).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect(within(drawer).getByText('Demo recycler')).toBeTruthy();
    expect(within(drawer).getByText('Second recycler')).toBeTruthy();
    expect(within(drawer).getByText('¥760.00')).toBeTruthy();
    expect(within(drawer).getByText('¥700.00')).toBeTruthy();
    expect(within(drawer).getAllByText('Not chosen')).toHaveLength(2);
    expect(within(drawer).queryByText(/Only your own quotes/)).toBeNull();
  });

  it('shows the server’s refusal while the quotes are still sealed', async () => {
    stub(['owner'], {
      'GET /api/recycler/requests/4/quotes': envelopeResponse(
        403,
        'Quotes are sealed until the bidding closes; owners see every quote after the deadline.',
      ),
    });
    renderApp('/recycling/pool?id=4');
    expect(
      await screen.findByText(
        'Quotes are sealed until the bidding closes; owners see every quote after the deadline.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
  });

  it('lets a recycler send a quote with a note, and shows no Closed tab', async () => {
    const api = stub(['recycler'], {
      'POST /api/recycler/pool/4/quote': {
        id: 40,
        requestId: 4,
        amountFen: 12_345,
        status: 'active',
        note: 'Same-day payment',
        createdAt: '2026-11-27T09:00:00.000Z',
        quotesLeftToday: 0,
        minNextQuoteFen: 12_469,
      },
    });
    renderApp('/recycling/pool');
    fireEvent.click(await screen.findByRole('button', { name: 'Quote' }, { timeout: 30_000 }));
    expect(screen.queryByRole('tab', { name: /Closed/ })).toBeNull();
    // The seller's held deposit is shown to recyclers (the amount only).
    expect(screen.getByText('¥20.00 held')).toBeTruthy();
    const dialog = (await screen.findByText('Quote on BJ20261127000004')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('At least ¥1.00; 1 quote left today on this request.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Amount (¥)'), { target: { value: '123.45' } });
    fireEvent.change(within(dialog).getByLabelText('Note for the seller'), {
      target: { value: '  Same-day   payment ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quote' }));
    await waitFor(() => expect(api.callsTo('POST /api/recycler/pool/4/quote')).toHaveLength(1));
    expect(api.callsTo('POST /api/recycler/pool/4/quote')[0]?.body).toEqual({
      amountFen: 12_345,
      note: 'Same-day payment',
    });
    expect(await screen.findByText('Your quote of ¥123.45 was sent.')).toBeTruthy();
  });
});
