import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyPrefix, fenToYuanText, formatPrice, parseYuan } from './format-money';

describe('formatPrice', () => {
  it('formats fen as yuan with the sign and grouping', () => {
    expect(formatPrice(128_000, 'en-US')).toBe('¥1,280.00');
    expect(formatPrice(5, 'zh-CN')).toBe('¥0.05');
    expect(formatPrice(128_000, 'en-US', 'symbol')).toBe('¥1,280.00');
  });
  it('labels the amount with the currency code when the shop says so, in either language', () => {
    expect(formatPrice(128_000, 'en-US', 'code')).toBe('CNY\u00a01,280.00');
    expect(formatPrice(5, 'zh-CN', 'code')).toBe('CNY\u00a00.05');
    expect(formatPrice(-12_050, 'en-US', 'code')).toBe('-CNY\u00a0120.50');
    expect(currencyPrefix('code')).toBe('CNY');
    expect(currencyPrefix('symbol')).toBe('¥');
  });
  it('writes every amount as Intl.NumberFormat does in both languages', () => {
    const intl = (fen: number, locale: string, label: 'symbol' | 'code') =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: label })
        .format(fen / 100)
        .replace('CN¥', '¥');
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.constantFrom('zh-CN', 'en-US'),
        fc.constantFrom('symbol' as const, 'code' as const),
        (fen, locale, label) => formatPrice(fen, locale, label) === intl(fen, locale, label),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('parseYuan / fenToYuanText', () => {
  it('reads whole and decimal yuan as integer fen', () => {
    expect(parseYuan('12')).toBe(1200);
    expect(parseYuan(' 12.5 ')).toBe(1250);
    expect(parseYuan('0.07')).toBe(7);
  });
  it('refuses negative, over-precise and non-numeric text', () => {
    expect(parseYuan('-1')).toBeNull();
    expect(parseYuan('1.234')).toBeNull();
    expect(parseYuan('abc')).toBeNull();
    expect(parseYuan('')).toBeNull();
  });
  it('round-trips', () => {
    for (const fen of [0, 7, 1250, 1205, 99_999_999]) expect(parseYuan(fenToYuanText(fen))).toBe(fen);
  });
});
