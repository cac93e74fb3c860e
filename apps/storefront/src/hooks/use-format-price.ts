import type { AmountLabel } from '@gs/shared/tenant';
import { currencyPrefix, formatPrice } from '@gs/web/format-money';
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How the shop labels amounts (its tenant's `amountLabel`), provided by the page frame around every page; '¥' where
 * no frame provides one (a component rendered on its own).
 */
export const AmountLabelContext = createContext<AmountLabel>('symbol');

/**
 * The storefront's one money formatter: fen as money in the page's language, labelled as the shop chose (¥1,280.00,
 * or CNY 1,280.00 for a shop whose buyers read the currency code). Amounts are always CNY fen.
 */
export function useFormatPrice(): (fen: number) => string {
  const { i18n } = useTranslation();
  const label = useContext(AmountLabelContext);
  const locale = i18n.language;
  return useCallback((fen: number) => formatPrice(fen, locale, label), [locale, label]);
}

/** What an amount field shows before the figures, as the shop labels amounts (¥ or CNY). */
export function useCurrencyPrefix(): string {
  return currencyPrefix(useContext(AmountLabelContext));
}
