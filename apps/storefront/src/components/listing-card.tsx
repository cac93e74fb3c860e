import type { ListingSummary } from '@gs/shared/listings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatPrice } from '../hooks/use-format-price';
import { listingDetailPath } from '../lib/paths';
import { ListingBadges } from './listing-badges';
import styles from './listing-card.module.css';

export type ListingCardLayout = 'grid' | 'row';

interface ListingCardProps {
  listing: ListingSummary;
  layout?: ListingCardLayout;
  /** Lazy-load the cover (below the fold); the first row of a page loads eagerly. */
  lazy?: boolean;
  /** Shown over the cover (a "sold" marker on the favourites page). */
  overlay?: ReactNode;
  /** Extra actions beside the price (remove from favourites). */
  actions?: ReactNode;
  /** The title's heading level: h3 under a section's h2 (home, similar listings), h2 in a page's own list. */
  heading?: 'h2' | 'h3';
}

/**
 * One listing as a card: cover in a fixed-ratio box, title on two lines, region, badges, price, views. The whole
 * card links to the detail page; `actions` sit outside the link so they stay separate buttons.
 */
export function ListingCard({
  listing,
  layout = 'grid',
  lazy = true,
  overlay,
  actions,
  heading: Heading = 'h3',
}: ListingCardProps) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  const place = [listing.gameName, ...listing.regionNames].filter(Boolean).join(' / ');
  return (
    <article className={layout === 'grid' ? styles.grid : styles.row} aria-label={listing.title}>
      <Link to={listingDetailPath(listing.id)} className={styles.link}>
        <div className={styles.cover}>
          {listing.cover ? <img src={listing.cover} alt="" loading={lazy ? 'lazy' : 'eager'} decoding="async" /> : null}
          {overlay ? <div className={styles.overlay}>{overlay}</div> : null}
        </div>
        <div className={styles.body}>
          <Heading className={styles.title}>{listing.title}</Heading>
          <p className={styles.meta} title={place}>
            {place}
          </p>
          <ListingBadges badges={listing.badges} />
          <div className={styles.footer}>
            <span className={styles.price}>{money(listing.price)}</span>
            <span className={styles.views}>{t('catalogue.views', { count: listing.views })}</span>
          </div>
        </div>
      </Link>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
