import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as cashier from '../../../lib/go-to-cashier';
import { i18n } from '../../../lib/i18n';
import type { ApiCall } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { currentUrl } from '../../../test/render-routes';
import { answerOrders, buildEvaluation, buildOrder, logIn, pageOf } from '../testing/order-fixtures';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logIn();
  // Going to the cashier leaves the page (location.assign): what it is sent to is checked instead.
  vi.spyOn(cashier, 'goToCashier').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The query of each GET /api/order/list made, as an object. */
const listQueries = (api: ReturnType<typeof answerOrders>) =>
  api.callsTo('GET /api/order/list').map(({ query }) => Object.fromEntries(query));

describe('my orders (/pages/other/orderList)', () => {
  it('keeps the tab, the role and the page in the URL', async () => {
    const api = answerOrders({
      'GET /api/order/list': ({ query }: ApiCall) =>
        query.get('status') === 'in_trade'
          ? pageOf([buildOrder({ id: 52, orderNo: 'N-52', status: 'in_trade' })], 25, Number(query.get('pageNum')))
          : pageOf([buildOrder({ id: 41, orderNo: 'N-41' })], 1),
    });
    const { router } = renderApp('/pages/other/orderList?status=in_trade');
    const card = await screen.findByRole('article', { name: 'Order N-52' });
    expect(within(card).getByText('In trade')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      '/pages/order/orderDetail?id=52',
    );
    expect(screen.getByRole('tab', { name: 'In trade', selected: true })).toBeTruthy();
    expect(listQueries(api)).toContainEqual({ status: 'in_trade', role: 'buyer', pageNum: '1', pageSize: '10' });

    fireEvent.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/orderList?status=in_trade&pageNum=3'));
    await waitFor(() =>
      expect(listQueries(api)).toContainEqual({ status: 'in_trade', role: 'buyer', pageNum: '3', pageSize: '10' }),
    );

    fireEvent.click(screen.getByText('Sold (consignment)'));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/orderList?status=in_trade&role=seller'));

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/orderList?role=seller'));
    expect(listQueries(api)).toContainEqual({ role: 'seller', pageNum: '1', pageSize: '10' });
  });

  it('pays an unpaid order from its card', async () => {
    const api = answerOrders({
      'GET /api/order/list': pageOf([buildOrder({ id: 41, orderNo: 'N-41' })]),
      'POST /api/order/41/pay': {
        paymentId: 3,
        kind: 'full',
        amount: 110_800,
        provider: 'sandbox',
        payUrl: '/cashier/3',
      },
    });
    renderApp('/pages/other/orderList');
    const card = await screen.findByRole('article', { name: 'Order N-41' });
    fireEvent.click(within(card).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(cashier.goToCashier).toHaveBeenCalledWith('/cashier/3'));
    expect(api.callsTo('POST /api/order/41/pay').map((call) => call.body)).toEqual([undefined]);
  });

  it('says what to do when there are no orders', async () => {
    answerOrders({ 'GET /api/order/list': pageOf([]) });
    renderApp('/pages/other/orderList?status=refunded');
    expect(await screen.findByText('No orders here yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse accounts' })).toBeTruthy();
  });
});

describe('my evaluations (/pages/other/Myevaluation)', () => {
  it('lists written evaluations with stars and switches to received ones through the URL', async () => {
    answerOrders({
      'GET /api/evaluation/mine': ({ query }: ApiCall) =>
        query.get('type') === 'received' ? pageOf([]) : pageOf([buildEvaluation({ images: ['/uploads/e1.png'] })]),
    });
    const { router } = renderApp('/pages/other/Myevaluation');
    const item = await screen.findByRole('article', { name: 'V8 account with 120 skins' });
    expect(within(item).getByText('4 stars out of 5')).toBeTruthy();
    expect(within(item).getByText('Smooth hand-over.')).toBeTruthy();
    expect(item.querySelector('img[src="/uploads/e1.png"]')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Received' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/Myevaluation?type=received'));
    expect(await screen.findByText('No evaluations of your consignment sales yet.')).toBeTruthy();
  });
});
