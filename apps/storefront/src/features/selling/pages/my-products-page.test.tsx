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
  stubMyProductsApi,
} from '../testing/my-products-fixtures';
import { renderMyProducts } from '../testing/render-page';

let api: ReturnType<typeof stubMyProductsApi>;
const LIST = 'GET /api/need/myConsignment';
const queriesOf = (key: string) => api.callsTo(key).map((call) => Object.fromEntries(call.query));
const bodiesOf = (key: string) => api.callsTo(key).map((call) => call.body);

const onSale = buildMyConsignment({ id: 5, number: 'C-5', title: 'V8 account with 120 skins' });
const takenDown = buildMyConsignment({
  id: 6,
  number: 'C-6',
  title: 'Mythic rank account',
  status: 'off_shelf',
  actions: ['edit', 'edit_price', 'put_up'],
});
const sold = buildMyConsignment({
  id: 7,
  number: 'C-7',
  title: 'Sold account',
  status: 'sold',
  soldAt: '2026-03-04T08:00:00.000Z',
  order: { id: 41, number: 'N-41', status: 'completed' },
  proceedsFen: 95_000,
  actions: [],
});
const rejected = buildMyConsignment({
  id: 8,
  number: 'C-8',
  title: 'Rejected account',
  status: 'rejected',
  rejectReason: 'The screenshots do not show the skins.',
  actions: ['edit'],
});
const counts = { all: 14, reviewing: 1, on_sale: 5, in_trade: 2, sold: 3, off_shelf: 2, rejected: 1 };

function answerListings(rows = [onSale, takenDown, sold, rejected], extra: Record<string, unknown> = {}) {
  api = stubMyProductsApi({
    [LIST]: (params: Record<string, string>) =>
      myConsignmentPageOf(params.tab === 'all' ? rows : rows.filter((row) => row.status === params.tab), {
        total: params.tab === 'all' ? 14 : 25,
        pageNum: Number(params.pageNum),
        counts,
      }),
    'GET /api/wallet': buildWalletSummary(),
    ...extra,
  });
}

const row = (number: string) => screen.findByRole('article', { name: `Listing ${number}` });

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logInSeller();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('my products (/pages/other/goodsList)', () => {
  it('shows the tabs with their counts and keeps the tab and page in the URL', async () => {
    answerListings();
    const { router } = renderMyProducts('/pages/other/goodsList?tab=on_sale');
    await row('C-5');
    expect(queriesOf(LIST)).toContainEqual({ tab: 'on_sale', pageNum: '1', pageSize: '10' });
    expect(screen.getByRole('tab', { name: 'On sale 5', selected: true })).toBeTruthy();
    for (const name of ['All 14', 'Reviewing 1', 'In trade 2', 'Sold 3', 'Taken down 2', 'Rejected 1']) {
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    }
    // Quick-recycle requests have a tab of their own (my-products-recycle.test.tsx); it is not a listing state.
    expect(screen.getByRole('tab', { name: 'Recycle requests', selected: false })).toBeTruthy();

    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/goodsList?tab=on_sale&pageNum=2'));
    await waitFor(() => expect(queriesOf(LIST)).toContainEqual({ tab: 'on_sale', pageNum: '2', pageSize: '10' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Rejected 1' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/goodsList?tab=rejected'));
    const rejectedRow = await row('C-8');
    expect(within(rejectedRow).getByText('Rejected: The screenshots do not show the skins.')).toBeTruthy();
  });

  it('shows each row its facts and only the actions its `actions` allow', async () => {
    answerListings();
    renderMyProducts('/pages/other/goodsList');

    const first = await row('C-5');
    expect(within(first).getByText('V8 account with 120 skins')).toBeTruthy();
    expect(within(first).getByText('Honor of Kings')).toBeTruthy();
    expect(within(first).getByText('No. C-5')).toBeTruthy();
    expect(within(first).getByText('¥1,000.00')).toBeTruthy();
    expect(within(first).getByText('12 views')).toBeTruthy();
    expect(within(first).getByText('3 favourites')).toBeTruthy();
    expect(within(first).getByText('On sale')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/pages/guanwangjishou?gameId=3&id=5',
    );
    expect(within(first).getByRole('button', { name: 'Edit price' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Take down' })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Put up' })).toBeNull();

    const second = await row('C-6');
    expect(within(second).getByText('Taken down')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Put up' })).toBeTruthy();
    expect(within(second).queryByRole('button', { name: 'Take down' })).toBeNull();

    const third = await row('C-7');
    expect(within(third).getByText('Sold')).toBeTruthy();
    expect(within(third).getByRole('link', { name: 'Order N-41' }).getAttribute('href')).toBe(
      '/pages/order/orderDetail?id=41',
    );
    expect(within(third).getByText('Your proceeds: ¥950.00')).toBeTruthy();
    expect(within(third).queryByRole('button')).toBeNull();
    expect(within(third).queryByRole('link', { name: 'Edit' })).toBeNull();

    const fourth = await row('C-8');
    expect(within(fourth).getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(within(fourth).queryByRole('button', { name: 'Edit price' })).toBeNull();
  });

  it('takes a listing down only after confirmation, then refreshes the list', async () => {
    answerListings(undefined, { 'POST /api/goods/info/downGoods': null });
    renderMyProducts('/pages/other/goodsList');
    const first = await row('C-5');
    const listCalls = () => api.callsTo(LIST).length;
    const before = listCalls();

    fireEvent.click(within(first).getByRole('button', { name: 'Take down' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Take this listing down?').length).toBeGreaterThan(0);
    expect(bodiesOf('POST /api/goods/info/downGoods')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Take it down' }));
    await waitFor(() => expect(bodiesOf('POST /api/goods/info/downGoods')).toEqual([{ id: 5 }]));
    expect(await screen.findByText('The listing was taken down.')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('shows the server’s message when putting up is refused with a 409', async () => {
    answerListings(undefined, {
      'GET /api/goods/info/upGoods/6': envelopeResponse(409, 'The listing was sold meanwhile.', null, {
        errorCode: 'CONFLICT',
      }),
    });
    renderMyProducts('/pages/other/goodsList');
    const second = await row('C-6');
    fireEvent.click(within(second).getByRole('button', { name: 'Put up' }));
    expect(await screen.findByText('The listing was sold meanwhile.')).toBeTruthy();
    expect(api.callsTo('GET /api/goods/info/upGoods/6')).toHaveLength(1);
  });

  it('changes the price in yuan, sends fen and checks the limits', async () => {
    answerListings(undefined, { 'PUT /api/need/consignment/5/price': null });
    renderMyProducts('/pages/other/goodsList');
    const first = await row('C-5');
    fireEvent.click(within(first).getByRole('button', { name: 'Edit price' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'New price (yuan)' }) as HTMLInputElement;
    expect(input.value).toBe('1000');

    const save = within(dialog).getByRole('button', { name: 'Save price' });
    fireEvent.change(input, { target: { value: '9.99' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText('The price is at least ¥10')).toBeTruthy();

    fireEvent.change(input, { target: { value: '1000000.01' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText('The price is at most ¥1,000,000')).toBeTruthy();

    fireEvent.change(input, { target: { value: '12.345' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText('Enter an amount in yuan with at most two decimals')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.change(input, { target: { value: '888.5' } });
    fireEvent.click(save);
    await waitFor(() => expect(bodiesOf('PUT /api/need/consignment/5/price')).toEqual([{ priceFen: 88_850 }]));
    expect(await screen.findByText('The price is now ¥888.50.')).toBeTruthy();
  });

  it('says what to do when there are no listings', async () => {
    api = stubMyProductsApi({ [LIST]: myConsignmentPageOf([]), 'GET /api/wallet': buildWalletSummary() });
    renderMyProducts('/pages/other/goodsList');
    expect(await screen.findByText('You have not listed any account yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sell an account' }).getAttribute('href')).toBe('/pages/sale');
  });

  it('offers a retry when the listings cannot be loaded', async () => {
    api = stubMyProductsApi({
      [LIST]: () => envelopeResponse(500, 'Internal error'),
      'GET /api/wallet': buildWalletSummary(),
    });
    renderMyProducts('/pages/other/goodsList');
    expect(await screen.findByText('Your listings could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });
});
