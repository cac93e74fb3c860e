import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as cashier from '../../../lib/go-to-cashier';
import { i18n } from '../../../lib/i18n';
import { type Answer, envelopeResponse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { currentUrl } from '../../../test/render-routes';
import { answerOrders, buildConfirm, buildOrder, logIn } from '../testing/order-fixtures';

// As the server answers them: the reason in errorCode, the conflicting order's id beside it.
const conflict = (errorCode: string, msg: string, extra?: Record<string, unknown>) =>
  envelopeResponse(409, msg, null, { errorCode, ...extra });
const refused = (errorCode: string, msg: string) => envelopeResponse(422, msg, null, { errorCode });

let api: ReturnType<typeof answerOrders>;

/** The fake API: the frame, the confirmation (`confirm`) and the order calls (`posts`, by "POST /api/…"). */
function answerConfirm(options: { confirm?: Answer; posts?: Record<string, Answer> } = {}) {
  api = answerOrders({ 'GET /api/order/confirm': options.confirm ?? (() => buildConfirm()), ...options.posts });
}

const amounts = () => screen.getByLabelText('Amount breakdown');
/** The order calls made (the frame also posts page views). */
const orderPosts = () => api.calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/order/'));
const submitButton = () => screen.getByRole('button', { name: /Submit and pay/ });

async function agreeAndSubmit() {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'I have read and accept the purchase agreement' }));
  fireEvent.click(submitButton());
}

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

describe('order confirmation (/pages/sureOrder)', () => {
  it('shows the listing and a breakdown that follows the guarantee and the payment choice', async () => {
    answerConfirm();
    renderApp('/pages/sureOrder?id=5');
    expect(await screen.findByRole('link', { name: 'V8 account with 120 skins' })).toBeTruthy();
    expect(api.callsTo('GET /api/order/confirm').map(({ query }) => query.toString())).toContain('goodsId=5');

    // Nothing the buyer pays for is chosen for them.
    expect(screen.getByRole('radio', { name: 'No guarantee' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Retrieval guarantee' })).toHaveProperty('checked', false);
    expect(within(amounts()).getByText('¥1,008.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Retrieval guarantee' }));
    expect(within(amounts()).getByText('¥1,108.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Face-verification guarantee' }));
    expect(within(amounts()).getByText('Face-verification guarantee')).toBeTruthy();
    expect(within(amounts()).getByText('¥150.00')).toBeTruthy();
    expect(within(amounts()).getByText('¥1,158.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Pay a deposit: ¥100.00 now, ¥1,058.00 later' }));
    expect(within(amounts()).getByText('Deposit now')).toBeTruthy();
    expect(within(amounts()).getByText('¥1,058.00')).toBeTruthy();
  });

  it('shows each guarantee’s fee and cover, and notes a fee above half the price', async () => {
    answerConfirm({
      confirm: buildConfirm({
        price: 8_400,
        guarantees: [
          { guarantee: 'retrieval', fee: 5_000, total: 14_200, deposit: null, claimDays: 365 },
          { guarantee: 'face', fee: 10_000, total: 19_200, deposit: null, claimDays: 30 },
          { guarantee: 'none', fee: 0, total: 9_200, deposit: null, claimDays: null },
        ],
        depositOffered: false,
      }),
    });
    renderApp('/pages/sureOrder?id=5');
    const retrieval = await screen.findByRole('radio', { name: 'Retrieval guarantee' });
    const described = (radio: HTMLElement) =>
      document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(described(retrieval)).toContain('Claims within 365 days of completion.');
    expect(described(retrieval)).toContain('costs ¥50.00, more than half the account');
    const face = screen.getByRole('radio', { name: 'Face-verification guarantee' });
    expect(described(face)).toContain('Claims within 30 days of completion.');
    expect(described(face)).toContain('costs ¥100.00, more than half');
    expect(described(screen.getByRole('radio', { name: 'No guarantee' }))).not.toContain('more than half');
    expect(screen.getByText('+¥50.00')).toBeTruthy();
    expect(screen.getByText('+¥100.00')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'No guarantee' })).toHaveProperty('checked', true);
  });

  it('pre-selects the cheapest guarantee when the shop requires one', async () => {
    const options = buildConfirm().guarantees.filter((option) => option.guarantee !== 'none');
    answerConfirm({ confirm: buildConfirm({ guarantees: [...options].reverse() }) });
    renderApp('/pages/sureOrder?id=5');
    expect(await screen.findByRole('radio', { name: 'Retrieval guarantee' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: 'No guarantee' })).toBeNull();
    expect(within(amounts()).getByText('¥1,108.00')).toBeTruthy();
  });

  it('asks for the agreement, then creates, pays and leaves for the cashier once however often it is pressed', async () => {
    let finishCreate: (value: unknown) => void = () => {};
    answerConfirm({
      posts: {
        'POST /api/order/create': () => new Promise((resolve) => (finishCreate = resolve)),
        'POST /api/order/41/pay': {
          paymentId: 1,
          kind: 'full',
          amount: 100_800,
          provider: 'sandbox',
          payUrl: '/cashier/1',
        },
      },
    });
    renderApp('/pages/sureOrder?id=5');
    fireEvent.click(await screen.findByRole('radio', { name: 'No guarantee' }));

    fireEvent.click(submitButton());
    expect(await screen.findByText('Accept the purchase agreement to place the order.')).toBeTruthy();
    expect(orderPosts()).toHaveLength(0);

    await agreeAndSubmit();
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(api.callsTo('POST /api/order/create').map((call) => call.body)).toEqual([
      { goodsId: 5, guarantee: 'none', payMode: 'full', agree: true },
    ]);
    await act(async () => finishCreate(buildOrder({ id: 41, guarantee: 'none' })));
    await waitFor(() => expect(cashier.goToCashier).toHaveBeenCalledWith('/cashier/1'));
    expect(api.callsTo('POST /api/order/41/pay').map((call) => call.body)).toEqual([undefined]);
    fireEvent.click(submitButton());
    expect(orderPosts()).toHaveLength(2);
  });

  it('409 sold: says so and links to similar accounts', async () => {
    answerConfirm({ posts: { 'POST /api/order/create': conflict('LISTING_SOLD', 'This account has been sold.') } });
    renderApp('/pages/sureOrder?id=5');
    await agreeAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This account has been sold')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'See similar accounts' }).getAttribute('href')).toBe(
      '/pages/detail/index?id=5',
    );
  });

  it('409 locked by another buyer: says so and offers to try again later', async () => {
    answerConfirm({
      posts: {
        'POST /api/order/create': conflict(
          'LISTING_LOCKED',
          'Someone else is paying for this account, try again later.',
        ),
      },
    });
    renderApp('/pages/sureOrder?id=5');
    await agreeAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Someone else is paying for this account, try again later.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('409 with the buyer’s own unpaid order: opens that order', async () => {
    answerConfirm({
      posts: {
        'POST /api/order/create': conflict('OWN_UNPAID_ORDER', 'You already have an unpaid order for this account.', {
          orderId: 77,
        }),
      },
    });
    const { router } = renderApp('/pages/sureOrder?id=5');
    await agreeAndSubmit();
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/order/orderDetail?id=77'));
  });

  it('422 real name: says so with a link to verify', async () => {
    answerConfirm({
      posts: {
        'POST /api/order/create': refused('REAL_NAME_REQUIRED', 'Complete real-name verification before buying.'),
      },
    });
    renderApp('/pages/sureOrder?id=5');
    await agreeAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Complete real-name verification before buying.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Verify my real name' }).getAttribute('href')).toBe(
      '/pages/BasicInformation',
    );
  });

  it('422 own listing when the page opens: explains instead of the form', async () => {
    answerConfirm({ confirm: refused('OWN_LISTING', 'You cannot buy your own listing.') });
    renderApp('/pages/sureOrder?id=5');
    expect(await screen.findByText('This is your own listing')).toBeTruthy();
    expect(screen.getByText('You cannot buy your own listing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit and pay' })).toBeNull();
  });

  it('an own unpaid order found when the page opens: goes to it', async () => {
    answerConfirm({
      confirm: conflict('OWN_UNPAID_ORDER', 'You already have an unpaid order for this account.', { orderId: 78 }),
    });
    const { router } = renderApp('/pages/sureOrder?id=5');
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/order/orderDetail?id=78'));
  });

  it('without a listing id: an empty state instead of a request', async () => {
    answerConfirm();
    renderApp('/pages/sureOrder?id=abc');
    expect(await screen.findByText('No account was chosen. Pick an account to buy first.')).toBeTruthy();
    expect(api.callsTo('GET /api/order/confirm')).toEqual([]);
  });
});
