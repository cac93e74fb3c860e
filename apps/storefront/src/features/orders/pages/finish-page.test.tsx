import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FinishPage } from '../../../app/pages/finish-page';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { frameAnswers, stubApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-routes';
import { buildOrder, buildOrderDetail, logIn } from '../testing/order-fixtures';

/** The payment result page (as its route shows it) alone at `path`. */
const renderFinish = (path: string) => renderPage(paths.finish, <FinishPage />, path);

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
  vi.unstubAllGlobals();
});

describe('payment result (/pages/finish)', () => {
  it('follows the order: waits while the payment is unconfirmed, then says it was received', async () => {
    let answers = 0;
    const api = stubApi({
      ...frameAnswers(),
      'GET /api/order/41': () => {
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
    renderFinish('/pages/finish?orderId=41&result=success');
    expect(await screen.findByText('Waiting for the payment confirmation…')).toBeTruthy();
    // The next poll comes 2 s later.
    expect(await screen.findByText('Payment received', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View order' })).toBeTruthy();
    expect(api.callsTo('GET /api/order/41').length).toBeGreaterThanOrEqual(2);
  });

  it('says when the cashier reported a failure', async () => {
    stubApi({
      ...frameAnswers(),
      'GET /api/order/41': buildOrderDetail({ payments: [{ ...pending, status: 'pending', paidAt: null }] }),
    });
    renderFinish('/pages/finish?orderId=41&result=fail');
    expect(await screen.findByText('Payment not completed')).toBeTruthy();
  });
});
