import type { AmountLabel } from '@gs/shared/tenant';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { frameAnswers, stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// The page frame hands the shop's amount label to every price on the page (here the home page's recent deals).
function renderHomeOf(amountLabel: AmountLabel) {
  stubApi({
    ...frameAnswers({ tenant: { amountLabel } }),
    'GET /api/saleOrder/web/recently/deal': [
      {
        id: 9,
        title: 'Level 30 account',
        gameId: 1,
        gameName: 'Genshin Impact',
        price: 128_000,
        soldAt: '2026-11-30T08:00:00.000Z',
      },
    ],
    'POST /api/web/save/tenantBrowse': null,
  });
  renderApp('/');
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('amounts on the storefront', () => {
  it('carry the currency code in a shop that labels them with it', async () => {
    renderHomeOf('code');
    expect(await screen.findByText('CNY 1,280.00')).toBeTruthy();
    expect(screen.queryByText('¥1,280.00')).toBeNull();
  });

  it('carry the ¥ sign in a shop that labels them with the sign', async () => {
    renderHomeOf('symbol');
    expect(await screen.findByText('¥1,280.00')).toBeTruthy();
    expect(screen.queryByText(/CNY/)).toBeNull();
  });
});
