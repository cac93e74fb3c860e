import { LISTING_SEARCH_MAX_WINDOW } from '@gs/shared/listing-basics';
import type { ListingSearchPage } from '@gs/shared/listings';
import { formatCount } from '@gs/web/format-count';
import { useTranslation } from 'react-i18next';

/** "128 listings", or "10,000+ listings" when the server stopped counting at its search window. */
export function ResultCount({ page }: { page: ListingSearchPage }) {
  const { t, i18n } = useTranslation();
  if (page.totalCapped) {
    return t('goodList.countCapped', { total: formatCount(LISTING_SEARCH_MAX_WINDOW, i18n.language) });
  }
  return t('goodList.count', { count: page.total, total: formatCount(page.total, i18n.language) });
}
