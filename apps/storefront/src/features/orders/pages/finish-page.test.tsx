import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { api } from '../../../lib/request';
import { renderApp } from '../../../test/render-app';
import { answerGets, buildOrder, buildOrderDetail, logIn } from '../testing/order-fixtures';

vi.mock('../../../lib/request', () => ({ api: { get: vi.fn(), post: vi.fn() } }));
const getMock = vi.mocked(api.get);

const pending = {
  id: 9,
  kind: 'full' as const,
  amount: 110_800,
  provider: 'sandbox' as const,
  createdAt: '2026-03-01T08:00:00.000Z',
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logIn();
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('payment result (/pages/finish)', () => {
  it('follows the order: waits while the payment is unconfirmed, then says it was received', async () => {
    let answers = 0;
    answerGets(getMock, {
      '/api/order/41': () => {
        answers += 1;
        return answers < 2
          ? buildOrderDetail({ payments: [{ ...pending, status: 'pending', paidAt: null }] })
          : buildOrderDetail({
              status: 'in_trade',
              amounts: { ...buildOrder().amounts, paid: 110_800 },
              payments: [{ ...pending, status: 'succeeded', paidAt: '2026-03-01T08:01:00.000Z' }],
            });
      },
    });
    renderApp('/pages/finish?orderId=41&result=success');
    expect(await screen.findByText('Waiting for the payment confirmation…')).toBeTruthy();
    // The next poll comes 2 s later.
    expect(await screen.findByText('Payment received', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View order' })).toBeTruthy();
  });

  it('says when the cashier reported a failure', async () => {
    answerGets(getMock, {
      '/api/order/41': buildOrderDetail({ payments: [{ ...pending, status: 'pending', paidAt: null }] }),
    });
    renderApp('/pages/finish?orderId=41&result=fail');
    expect(await screen.findByText('Payment not completed')).toBeTruthy();
  });
});
