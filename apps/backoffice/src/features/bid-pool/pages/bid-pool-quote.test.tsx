import type { BidPoolRow, BidQuoteInput } from '@gs/shared/bidding';
import type { StaffRole } from '@gs/shared/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

function buildRow(id: number, overrides: Partial<BidPoolRow> = {}): BidPoolRow {
  return {
    id,
    number: `BJ2026112700000${id}`,
    gameId: 3,
    gameName: 'Honor of Kings',
    regionPath: [
      { id: 1, name: 'QQ' },
      { id: 2, name: 'Server 7' },
    ],
    attributes: [
      { id: 2, name: 'Rank', kind: 'single', text: 'Diamond', items: [{ id: 5, name: 'Diamond', level: null }] },
    ],
    screenshots: [],
    expectedPriceFen: 50_000,
    deadlineAt: '2099-01-01T00:00:00.000Z',
    createdAt: '2026-11-27T08:00:00.000Z',
    myQuote: null,
    quotesLeftToday: 2,
    minNextQuoteFen: 500,
    sellerDepositFen: null,
    ...overrides,
  };
}

/** A pool server: a quote is kept as the caller's latest on its request. */
function stub(roles: StaffRole[], answers: Record<string, unknown> = {}) {
  setToken('staff-token');
  const rows = new Map<number, BidPoolRow>([
    [4, buildRow(4)],
    [5, buildRow(5, { quotesLeftToday: 0, myQuote: null })],
    [6, buildRow(6, { deadlineAt: '2020-01-01T00:00:00.000Z' })],
  ]);
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/recycler/pool': () => ({ rows: [...rows.values()], total: rows.size, pageNum: 1, pageSize: 20 }),
    'GET /api/recycler/quotes': { rows: [], total: 0, pageNum: 1, pageSize: 10 },
    'POST /api/recycler/pool/4/quote': (call: ApiCall) => {
      const input = call.body as BidQuoteInput;
      const quote = {
        id: 40,
        amountFen: input.amountFen,
        status: 'active' as const,
        note: input.note ?? null,
        createdAt: '2026-11-27T09:00:00.000Z',
      };
      rows.set(4, { ...buildRow(4), myQuote: quote, quotesLeftToday: 1, minNextQuoteFen: input.amountFen + 100 });
      return { ...quote, requestId: 4, quotesLeftToday: 1, minNextQuoteFen: input.amountFen + 100 };
    },
    ...answers,
  });
}

afterEach(() => vi.unstubAllGlobals());

/** The pool's table (the one with the seller's expected price; "My quotes" is a table too). */
const poolTable = () =>
  screen
    .getAllByRole('table')
    .find((table) => within(table).queryAllByText('Seller hopes for').length > 0) as HTMLElement;
const rowOf = (number: string) => within(poolTable()).getByText(number).closest('tr') as HTMLElement;
const openQuote = async (number: string) => {
  fireEvent.click(within(rowOf(number)).getByRole('button', { name: 'Quote' }));
  return (await screen.findByText(`Quote on ${number}`)).closest('.ant-modal') as HTMLElement;
};

describe('the bidding pool: list and quoting', { timeout: 60_000 }, () => {
  it('lists the open requests with what the recycler needs, and offers a quote only where one is allowed', async () => {
    const api = stub(['recycler']);
    renderApp('/recycling/pool');
    expect(await screen.findByText('BJ20261127000004', {}, { timeout: 20_000 })).toBeTruthy();
    expect(api.callsTo('GET /api/recycler/pool')[0]?.query.get('pageNum')).toBe('1');
    expect(screen.getByText('3 open requests')).toBeTruthy();
    const row = rowOf('BJ20261127000004');
    expect(within(row).getByText('Honor of Kings')).toBeTruthy();
    expect(within(row).getByText('QQ / Server 7 · Rank: Diamond')).toBeTruthy();
    expect(within(row).getByText('¥500.00')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Quote' }).hasAttribute('disabled')).toBe(false);
    // No quotes left today, or past the deadline: no quote button to press.
    const spent = within(rowOf('BJ20261127000005')).getByRole('button', { name: 'Quote' });
    expect(spent.hasAttribute('disabled')).toBe(true);
    expect(spent.getAttribute('title')).toBe('No quotes left today on this request');
    expect(within(rowOf('BJ20261127000006')).getByRole('button', { name: 'Quote' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('lets an owner watch the pool without quoting', async () => {
    stub(['owner'], { 'GET /api/recycler/requests': { rows: [], total: 0, pageNum: 1, pageSize: 20 } });
    renderApp('/recycling/pool');
    expect(await screen.findByText('BJ20261127000004', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(/Owners watch the pool; quotes are made by staff with the recycler role/)).toBeTruthy();
    expect(within(poolTable()).queryByRole('button', { name: 'Quote' })).toBeNull();
  });

  it('checks the amount before sending: required, in yuan, at least the minimum', async () => {
    const api = stub(['recycler']);
    renderApp('/recycling/pool');
    await screen.findByText('BJ20261127000004', {}, { timeout: 20_000 });
    const dialog = await openQuote('BJ20261127000004');
    expect(within(dialog).getByText('At least ¥5.00; 2 quotes left today on this request.')).toBeTruthy();
    const amount = within(dialog).getByLabelText('Amount (¥)');
    const send = within(dialog).getByRole('button', { name: 'Quote' });

    fireEvent.click(send);
    expect(await within(dialog).findByText('Enter the amount in yuan')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.click(send);
    expect(await within(dialog).findByText('Enter the amount in yuan')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '4.99' } });
    fireEvent.click(send);
    expect(await within(dialog).findByText('At least ¥5.00')).toBeTruthy();
    expect(api.callsTo('POST /api/recycler/pool/4/quote')).toHaveLength(0);
  });

  it('sends the quote in fen with no note when none is written, then shows it as my quote', async () => {
    const api = stub(['recycler']);
    renderApp('/recycling/pool');
    await screen.findByText('BJ20261127000004', {}, { timeout: 20_000 });
    const dialog = await openQuote('BJ20261127000004');
    fireEvent.change(within(dialog).getByLabelText('Amount (¥)'), { target: { value: '880.5' } });
    fireEvent.change(within(dialog).getByLabelText('Note for the seller'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quote' }));
    await waitFor(() => expect(api.callsTo('POST /api/recycler/pool/4/quote')).toHaveLength(1));
    expect(api.callsTo('POST /api/recycler/pool/4/quote')[0]?.body).toEqual({ amountFen: 88_050, note: null });
    expect(await screen.findByText('Your quote of ¥880.50 was sent.')).toBeTruthy();
    // The pool is asked again and shows the quote as mine.
    await waitFor(() => expect(within(rowOf('BJ20261127000004')).getByText('¥880.50')).toBeTruthy());
  });

  it('shows the server’s refusal in the dialog (a quote under the minimum another tab moved up)', async () => {
    stub(['recycler'], {
      'POST /api/recycler/pool/4/quote': new Response(
        JSON.stringify({
          code: 422,
          msg: 'Your quote must be at least ¥600.00.',
          data: null,
          errorCode: 'BUSINESS_RULE',
        }),
        { status: 422, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    renderApp('/recycling/pool');
    await screen.findByText('BJ20261127000004', {}, { timeout: 20_000 });
    const dialog = await openQuote('BJ20261127000004');
    fireEvent.change(within(dialog).getByLabelText('Amount (¥)'), { target: { value: '550' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quote' }));
    expect(await within(dialog).findByText('Your quote must be at least ¥600.00.')).toBeTruthy();
    expect(screen.getByText('Quote on BJ20261127000004')).toBeTruthy();
  });
});
