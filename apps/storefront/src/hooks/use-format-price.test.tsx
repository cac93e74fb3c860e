import type { AmountLabel } from '@gs/shared/tenant';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { AmountLabelContext, useCurrencyPrefix, useFormatPrice } from './use-format-price';

function Amounts({ fen }: { fen: number }) {
  const money = useFormatPrice();
  return (
    <p>
      <span data-testid="amount">{money(fen)}</span> <span data-testid="prefix">{useCurrencyPrefix()}</span>
    </p>
  );
}

/** Renders the amounts for a shop that labels them `label`, as the page frame provides it (null: no frame). */
function renderFor(label: AmountLabel | null, fen = 128_000) {
  const { unmount } = render(
    label ? (
      <AmountLabelContext value={label}>
        <Amounts fen={fen} />
      </AmountLabelContext>
    ) : (
      <Amounts fen={fen} />
    ),
  );
  const shown = { amount: screen.getByTestId('amount').textContent, prefix: screen.getByTestId('prefix').textContent };
  unmount();
  return shown;
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('useFormatPrice: the storefront’s one money formatter', () => {
  it('labels amounts with the sign for a shop that chose `symbol`', () => {
    expect(renderFor('symbol')).toEqual({ amount: '¥1,280.00', prefix: '¥' });
  });

  it('labels amounts with the currency code for a shop that chose `code`, in either language', async () => {
    expect(renderFor('code')).toEqual({ amount: 'CNY\u00a01,280.00', prefix: 'CNY' });
    await i18n.changeLanguage('zh-CN');
    expect(renderFor('code', 5).amount).toBe('CNY\u00a00.05');
  });

  it('uses the sign outside a page frame', () => {
    expect(renderFor(null).amount).toBe('¥1,280.00');
  });
});
