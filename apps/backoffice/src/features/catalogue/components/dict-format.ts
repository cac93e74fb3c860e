import { type StaffDictEntry, tradeFeeSetting } from '@gs/shared/staff-catalogue';
import { fenToYuanText, formatPrice } from '@gs/web/format-money';

/** A basis-point rate as a percentage (1000 → "10.00%"). */
export const percentOf = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** How a row's label reads in the table: trade-fee numbers in their unit (rates as %, fen as yuan, hours). */
export function displayLabel(row: StaffDictEntry, locale: string, hours: (count: number) => string): string {
  const setting = tradeFeeSetting(row.dictType, row.value);
  const number = Number(row.label);
  if (!setting || !/^\d+$/.test(row.label)) return row.label;
  if (setting.unit === 'bp') return `${percentOf(number)} (${number} bp)`;
  if (setting.unit === 'fen') return formatPrice(number, locale);
  return hours(number);
}

/** The form's starting value: yuan text for fen, the number for rates and hours, the text otherwise. */
export function formValueOf(row: StaffDictEntry): string {
  const setting = tradeFeeSetting(row.dictType, row.value);
  if (setting?.unit === 'fen' && /^\d+$/.test(row.label)) return fenToYuanText(Number(row.label));
  return row.label;
}
