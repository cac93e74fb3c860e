import type { AmountLabel } from '@gs/shared/tenant';

// Building a number format costs far more than using one: one per language and label (a page shows dozens of prices).
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in fen as money in the user's language, labelled as the shop chose: `symbol` ¥1,280.00 or `code`
 * CNY 1,280.00 (the code is kept from the figures by a no-break space). Integer fen in, never floats stored.
 */
export function formatPrice(fen: number, locale: string, label: AmountLabel = 'symbol'): string {
  const key = `${locale} ${label}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: label });
    formats.set(key, format);
  }
  const text = format.format(fen / 100);
  return label === 'symbol' ? text.replace('CN¥', '¥') : text;
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
