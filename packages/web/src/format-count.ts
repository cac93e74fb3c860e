import { groupThousands } from './format-money';

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count (views, results) in the user's language: `1,234` in both of the storefront's languages, written by hand
 * as prices are (format-money.ts): the first Intl format a page builds costs the browser its locale data in the
 * middle of hydration. Other languages go through Intl.NumberFormat.
 */
export function formatCount(count: number, locale: string): string {
  if ((locale === 'zh-CN' || locale === 'en-US') && Number.isSafeInteger(count)) {
    return `${count < 0 ? '-' : ''}${groupThousands(Math.abs(count))}`;
  }
  return numberFormat(locale).format(count);
}

function numberFormat(locale: string): Intl.NumberFormat {
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    countFormats.set(locale, format);
  }
  return format;
}
