import type { PersonalCenterSummary } from '@gs/shared/personal-center';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import styles from './personal-center.module.css';

const orderStates = ['pending_payment', 'paid_deposit', 'in_trade', 'after_sale', 'completed'] as const;
const productTabs = ['reviewing', 'on_sale', 'in_trade', 'sold', 'off_shelf', 'rejected'] as const;

/**
 * My orders by status and my products by tab: each count is a link to its filtered list; beside the orders, my
 * claims with something unread (once known).
 */
export function CountTiles({ summary, claimsUnread }: { summary: PersonalCenterSummary; claimsUnread?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.counts}>
      <section className={styles.card} aria-labelledby="pc-orders-title">
        <h2 id="pc-orders-title" className={styles.cardTitle}>
          <span>{t('personalCenter.orders.title')}</span>
          <Link to={paths.myOrders}>{t('personalCenter.viewAll')}</Link>
        </h2>
        <div className={styles.tiles}>
          {orderStates.map((status) => (
            <Link key={status} to={`${paths.myOrders}?status=${status}`} className={styles.tile}>
              <span className={styles.tileCount}>{summary.orders[status]}</span>
              <span className={styles.tileLabel}>{t(`personalCenter.orders.${status}`)}</span>
            </Link>
          ))}
          {claimsUnread === undefined ? null : (
            <Link to={paths.myClaims} className={styles.tile}>
              <span className={`${styles.tileCount} ${claimsUnread > 0 ? styles.tileAlert : ''}`}>{claimsUnread}</span>
              <span className={styles.tileLabel}>{t('personalCenter.orders.claimsUnread')}</span>
            </Link>
          )}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="pc-products-title">
        <h2 id="pc-products-title" className={styles.cardTitle}>
          <span>{t('personalCenter.products.title')}</span>
          <Link to={paths.myProducts}>{t('personalCenter.viewAll')}</Link>
        </h2>
        <div className={styles.tiles}>
          {productTabs.map((tab) => (
            <Link key={tab} to={`${paths.myProducts}?tab=${tab}`} className={styles.tile}>
              <span className={styles.tileCount}>{summary.products[tab]}</span>
              <span className={styles.tileLabel}>{t(`personalCenter.products.${tab}`)}</span>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
