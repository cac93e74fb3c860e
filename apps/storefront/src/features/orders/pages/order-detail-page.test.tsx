import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as cashier from '../../../lib/go-to-cashier';
import { i18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { answerOrders, buildOrder, buildOrderDetail, logIn } from '../testing/order-fixtures';

let api: ReturnType<typeof answerOrders>;

/** The fake API: the frame, the order's GETs (`"GET /api/order/41"` …), and each action answered with the order. */
function answerOrder(gets: Record<string, unknown>) {
  api = answerOrders({
    ...gets,
    'POST /api/order/41/cancel': buildOrder(),
    'POST /api/order/41/confirm': buildOrder(),
    'POST /api/order/41/evaluation': buildOrder(),
  });
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
/** The order calls made, as [path, body] (the frame also posts page views). */
const orderPosts = () =>
  api.calls
    .filter((call) => call.method === 'POST' && call.path.startsWith('/api/order/'))
    .map((call) => [call.path, call.body]);

const delivered = buildOrderDetail({
  status: 'in_trade',
  delivered: true,
  credentialsAvailable: true,
  autoConfirmAt: '2026-03-04T08:00:00.000Z',
  amounts: { ...buildOrder().amounts, paid: 110_800 },
  rebinding: [
    { step: 'phone', done: true, note: 'New phone bound', updatedAt: '2026-03-01T09:00:00.000Z' },
    { step: 'email', done: false, note: '', updatedAt: null },
  ],
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logIn();
  // Paying leaves the page (location.assign), which jsdom cannot do: the navigation is replaced.
  vi.spyOn(cashier, 'goToCashier').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('order detail (/pages/order/orderDetail)', () => {
  it('counts down while unpaid and cancels only after a dialog that says what happens', async () => {
    answerOrder({ 'GET /api/order/41': buildOrderDetail({ expiresAt: inMinutes(10) }) });
    renderApp('/pages/order/orderDetail?id=41');
    expect(await screen.findByText('Waiting for your payment')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/^(09:5\d|10:00)$/);
    expect(screen.getByRole('button', { name: 'Pay ¥1,108.00' })).toBeTruthy();

    const cancelButton = screen.getByRole('button', { name: 'Cancel order' });
    fireEvent.click(cancelButton);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText(/the account released to other buyers/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(orderPosts()).toHaveLength(0);

    fireEvent.click(cancelButton);
    // The first dialog may still be leaving (its close animation): take the new one.
    const again = await waitFor(() => {
      const fresh = screen.getAllByRole('dialog').find((element) => element !== dialog);
      if (!fresh) throw new Error('no new dialog yet');
      return fresh;
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(orderPosts()).toContainEqual(['/api/order/41/cancel', undefined]));
  });

  it('reveals the credentials only on request, with copy buttons and a warning, and keeps them out of the cache', async () => {
    answerOrder({
      'GET /api/order/41': delivered,
      'GET /api/order/41/credentials': {
        login: 'player-01',
        password: 'S3cret!pass',
        notes: 'Security question: first pet',
        revealedAt: '2026-03-01T10:00:00.000Z',
      },
    });
    const { queryClient } = renderApp('/pages/order/orderDetail?id=41');
    expect(await screen.findByText('Delivered: check the account, then confirm receipt')).toBeTruthy();
    expect(screen.getByText('1 of 2 steps done when the account was handed over')).toBeTruthy();
    expect(screen.getByText('New phone bound')).toBeTruthy();
    expect(api.callsTo('GET /api/order/41/credentials')).toEqual([]);
    expect(screen.queryByText('S3cret!pass')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Reveal credentials/ }));
    expect(await screen.findByText('S3cret!pass')).toBeTruthy();
    expect(screen.getByText('player-01')).toBeTruthy();
    expect(screen.getByText(/change the password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Password' })).toBeTruthy();
    expect(api.callsTo('GET /api/order/41/credentials')).toHaveLength(1);
    const cached = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    );
    expect(cached).not.toContain('S3cret!pass');
    expect(JSON.stringify({ ...localStorage })).not.toContain('S3cret!pass');

    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByText('S3cret!pass')).toBeNull());
  });

  it('confirms receipt after a dialog that says the seller is paid and it cannot be undone', async () => {
    answerOrder({ 'GET /api/order/41': delivered });
    renderApp('/pages/order/orderDetail?id=41');
    expect(await screen.findByText(/receipt is confirmed automatically/)).toBeTruthy();

    const [button] = screen.getAllByRole('button', { name: 'Confirm receipt' });
    fireEvent.click(button as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The seller will be paid, and this cannot be undone/)).toBeTruthy();
    expect(orderPosts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(orderPosts()).toContainEqual(['/api/order/41/confirm', undefined]));
  });

  it('asks for stars before sending an evaluation and sends it once', async () => {
    answerOrder({
      'GET /api/order/41': buildOrderDetail({ status: 'completed', delivered: true }),
    });
    renderApp('/pages/order/orderDetail?id=41');
    const form = await screen.findByRole('form', { name: 'Evaluate this order' });

    fireEvent.click(within(form).getByRole('button', { name: 'Submit evaluation' }));
    expect(await within(form).findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(orderPosts()).toHaveLength(0);

    const text = within(form).getByLabelText('Comment');
    expect(text.getAttribute('maxlength')).toBe('500');
    fireEvent.change(text, { target: { value: 'Smooth hand-over.' } });
    expect(within(form).getByText('17 / 500')).toBeTruthy();
    const stars = within(form).getAllByRole('radio');
    fireEvent.click(stars[3] as HTMLElement);
    fireEvent.click(within(form).getByRole('button', { name: 'Submit evaluation' }));
    await waitFor(() =>
      expect(orderPosts()).toContainEqual([
        '/api/order/41/evaluation',
        { stars: 4, content: 'Smooth hand-over.', images: [] },
      ]),
    );
  });

  it('shows a completed order’s checklist as what was done, with the steps left undone as not done', async () => {
    answerOrder({
      'GET /api/order/41': buildOrderDetail({
        status: 'completed',
        delivered: true,
        evaluated: true,
        rebinding: [
          { step: 'phone', done: true, note: '', updatedAt: '2026-03-01T09:00:00.000Z' },
          { step: 'email', done: false, note: '', updatedAt: null },
          { step: 'real_name', done: false, note: '', updatedAt: null },
          { step: 'security_lock', done: false, note: '', updatedAt: null },
        ],
      }),
    });
    renderApp('/pages/order/orderDetail?id=41');
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('1 of 4 steps done when the account was handed over')).toBeTruthy();
    // Nothing reads as work still going on: no progress bar, no "in progress".
    expect(within(delivery).queryByRole('progressbar')).toBeNull();
    expect(within(delivery).queryByText(/in progress/)).toBeNull();
    expect(within(delivery).queryByText('0/4')).toBeNull();
    expect(within(delivery).getAllByText('Not done')).toHaveLength(3);
    expect(within(delivery).getByText(/^Done Mar 1, 2026/)).toBeTruthy();

    await i18n.changeLanguage('zh-CN');
    expect(await within(delivery).findByText('交付时完成 1/4 项')).toBeTruthy();
    expect(within(delivery).getAllByText('未完成')).toHaveLength(3);
  });

  it('keeps the checklist’s progress while staff are still rebinding', async () => {
    answerOrder({
      'GET /api/order/41': buildOrderDetail({
        status: 'in_trade',
        delivered: false,
        amounts: { ...buildOrder().amounts, paid: 110_800 },
        rebinding: [
          { step: 'phone', done: true, note: '', updatedAt: '2026-03-01T09:00:00.000Z' },
          { step: 'email', done: false, note: '', updatedAt: null },
        ],
      }),
    });
    renderApp('/pages/order/orderDetail?id=41');
    expect(await screen.findByText('1/2')).toBeTruthy();
    expect(screen.getByText('(in progress)')).toBeTruthy();
    expect(screen.queryByText('Not done')).toBeNull();
  });

  it('shows a failed payment in the history as a failure, with the provider’s reason', async () => {
    answerOrder({
      'GET /api/order/41': buildOrderDetail({
        expiresAt: inMinutes(10),
        history: [
          { from: null, to: 'pending_payment', actor: 'buyer', note: '', at: '2026-03-01T08:00:00.000Z' },
          {
            from: 'pending_payment',
            to: 'pending_payment',
            actor: 'gateway',
            note: 'Full payment failed (sandbox): the payment did not go through at the cashier; no money was taken',
            at: '2026-03-01T08:03:00.000Z',
            event: 'payment_failed',
          },
        ],
      }),
    });
    renderApp('/pages/order/orderDetail?id=41');
    const history = await screen.findByRole('region', { name: 'Status history' });
    const items = within(history).getAllByRole('listitem');
    // Newest first: the failure, then the order being placed.
    expect(items[0]?.textContent).toMatch(/^Payment failed · Payment provider · Mar 1, 2026/);
    expect(items[0]?.textContent).toContain('did not go through at the cashier');
    expect(items[1]?.textContent).toMatch(/^Pending payment · You/);
  });

  it('says so when the order is not the user’s', async () => {
    answerOrder({});
    renderApp('/pages/order/orderDetail?id=nope');
    expect(await screen.findByText('This order does not exist or is not yours.')).toBeTruthy();
  });
});
