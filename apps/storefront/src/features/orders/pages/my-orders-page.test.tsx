import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goToCashier } from '../../../lib/go-to-cashier';
import { i18n } from '../../../lib/i18n';
import { api } from '../../../lib/request';
import { renderApp } from '../../../test/render-app';
import { currentUrl } from '../../../test/render-routes';
import { answerGets, buildEvaluation, buildOrder, logIn, pageOf } from '../testing/order-fixtures';

vi.mock('../../../lib/request', () => ({ api: { get: vi.fn(), post: vi.fn() } }));
vi.mock('../../../lib/go-to-cashier', () => ({ goToCashier: vi.fn() }));
const getMock = vi.mocked(api.get);
const postMock = vi.mocked(api.post);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logIn();
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('my orders (/pages/other/orderList)', () => {
  it('keeps the tab, the role and the page in the URL', async () => {
    answerGets(getMock, {
      '/api/order/list': (params) =>
        params.status === 'in_trade'
          ? pageOf([buildOrder({ id: 52, orderNo: 'N-52', status: 'in_trade' })], 25, Number(params.pageNum))
          : pageOf([buildOrder({ id: 41, orderNo: 'N-41' })], 1),
    });
    const { router } = renderApp('/pages/other/orderList?status=in_trade');
    const card = await screen.findByRole('article', { name: 'Order N-52' });
    expect(within(card).getByText('In trade')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      '/pages/order/orderDetail?id=52',
    );
    expect(screen.getByRole('tab', { name: 'In trade', selected: true })).toBeTruthy();
    expect(getMock).toHaveBeenCalledWith(
      '/api/order/list',
      { status: 'in_trade', role: 'buyer', pageNum: 1, pageSize: 10 },
      expect.anything(),
    );

    fireEvent.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/orderList?status=in_trade&pageNum=3'));
    await waitFor(() =>
      expect(getMock).toHaveBeenCalledWith(
        '/api/order/list',
        { status: 'in_trade', role: 'buyer', pageNum: 3, pageSize: 10 },
        expect.anything(),
      ),
    );

    fireEvent.click(screen.getByText('Sold (consignment)'));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/orderList?status=in_trade&role=seller'));

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/orderList?role=seller'));
    expect(getMock).toHaveBeenCalledWith(
      '/api/order/list',
      { role: 'seller', pageNum: 1, pageSize: 10 },
      expect.anything(),
    );
  });

  it('pays an unpaid order from its card', async () => {
    answerGets(getMock, { '/api/order/list': pageOf([buildOrder({ id: 41, orderNo: 'N-41' })]) });
    postMock.mockResolvedValue({
      paymentId: 3,
      kind: 'full',
      amount: 110_800,
      provider: 'sandbox',
      payUrl: '/cashier/3',
    });
    renderApp('/pages/other/orderList');
    const card = await screen.findByRole('article', { name: 'Order N-41' });
    fireEvent.click(within(card).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(goToCashier).toHaveBeenCalledWith('/cashier/3'));
    expect(postMock).toHaveBeenCalledWith('/api/order/41/pay');
  });

  it('says what to do when there are no orders', async () => {
    answerGets(getMock, { '/api/order/list': pageOf([]) });
    renderApp('/pages/other/orderList?status=refunded');
    expect(await screen.findByText('No orders here yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse accounts' })).toBeTruthy();
  });
});

describe('my evaluations (/pages/other/Myevaluation)', () => {
  it('lists written evaluations with stars and switches to received ones through the URL', async () => {
    answerGets(getMock, {
      '/api/evaluation/mine': (params) =>
        params.type === 'received' ? pageOf([]) : pageOf([buildEvaluation({ images: ['/uploads/e1.png'] })]),
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
