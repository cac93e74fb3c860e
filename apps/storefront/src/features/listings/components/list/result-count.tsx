import { LISTING_SEARCH_MAX_WINDOW, type ListingSearchPage } from '@gs/shared/listings';
import { useTranslation } from 'react-i18next';

/** "128 listings", or "10,000+ listings" when the server stopped counting at its search window. */
export function ResultCount({ page }: { page: ListingSearchPage }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  if (page.totalCapped) {
    return t('goodList.countCapped', { total: number.format(LISTING_SEARCH_MAX_WINDOW) });
  }
  return t('goodList.count', { count: page.total, total: number.format(page.total) });
}
