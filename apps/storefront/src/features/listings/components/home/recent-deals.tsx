import { formatRelativeTime } from '@gs/web/format-date';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../../hooks/use-format-price';
import { useRecentDeals } from '../../api/get-recent-deals';
import styles from './home-listings.module.css';

/** How many recent deals the home page shows (the server renders the same). */
export const DEALS_SHOWN = 10;

/**
 * The recent-deals ticker: the latest sold listings (title, game, price, time; never the buyer). The list scrolls
 * upwards on its own, pauses under the pointer or focus, and stands still for users who ask for reduced motion
 * (CSS); screen readers get the plain list.
 */
export function RecentDeals() {
  const { t, i18n } = useTranslation();
  const money = useFormatPrice();
  const deals = useRecentDeals(DEALS_SHOWN);
  const rows = deals.data ?? [];
  if (deals.isError || (deals.isSuccess && rows.length === 0)) return null;
  const now = Date.now();
  const items = rows.map((deal) => (
    <li key={deal.id} className={styles.deal}>
      <span className={styles.dealGame}>{deal.gameName}</span>
      <span className={styles.dealTitle}>{deal.title}</span>
      <span className={styles.dealPrice}>{money(deal.price)}</span>
      {/* Rendered on the server a moment before the browser hydrates it: "3 minutes ago" may have become 4. */}
      <time className={styles.dealTime} dateTime={deal.soldAt} suppressHydrationWarning>
        {formatRelativeTime(deal.soldAt, i18n.language, now)}
      </time>
    </li>
  ));
  return (
    <section className={styles.section} aria-labelledby="recent-deals">
      <h2 id="recent-deals" className={styles.title}>
        {t('homeCatalogue.recentDeals')}
      </h2>
      {deals.isPending ? (
        <div className={styles.tickerSkeleton} aria-busy="true" />
      ) : (
        <div className={styles.ticker}>
          {/* The copy makes the loop seamless; it is hidden from assistive technology. */}
          <div className={rows.length > 3 ? styles.tickerTrack : undefined}>
            <ul className={styles.deals}>{items}</ul>
            {rows.length > 3 ? (
              <ul className={styles.deals} aria-hidden="true">
                {items}
              </ul>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
