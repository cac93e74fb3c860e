import type { AmountLabel } from '@gs/shared/tenant';

/** A whole number with thousands separated by commas (1280000 → "1,280,000"), as both languages write them. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount in fen as money, labelled as the shop chose: `symbol` ¥1,280.00 or `code` CNY 1,280.00 (the code is kept
 * from the figures by a no-break space). Integer fen in, never floats stored. Both of the storefront's languages write
 * yuan alike (what `Intl.NumberFormat` answers for zh-CN and en-US), so this builds the text itself: the first
 * currency format a page builds costs the browser its locale data (15–18 ms in desktop Chromium, four times that on a phone)
 * while the page hydrates.
 */
export function formatPrice(fen: number, _locale: string, label: AmountLabel = 'symbol'): string {
  const magnitude = Math.abs(Math.round(fen));
  const figures = `${groupThousands(Math.trunc(magnitude / 100))}.${String(magnitude % 100).padStart(2, '0')}`;
  return `${fen < 0 ? '-' : ''}${label === 'code' ? 'CNY\u00a0' : '¥'}${figures}`;
}

/** What an amount field shows before the figures: ¥, or CNY when the shop labels amounts with the code. */
export function currencyPrefix(label: AmountLabel = 'symbol'): string {
  return label === 'code' ? 'CNY' : '¥';
}

/** Yuan typed by a user ("12.5") as integer fen (1250); null when it is not a non-negative amount with ≤ 2 decimals. */
export function parseYuan(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Fen as the yuan text a price input shows (1250 → "12.5"). */
export function fenToYuanText(fen: number): string {
  const whole = Math.trunc(fen / 100);
  const cents = fen % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
