import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { listingDetailPath } from '../../../lib/paths';
import styles from './order-ui.module.css';

/** A listing as one line: cover in a fixed-ratio box, title linking to the listing, facts, and a price or status. */
export function ListingSummary({
  goodsId,
  cover,
  title,
  facts,
  aside,
  heading: Heading = 'h3',
}: {
  goodsId: number;
  cover: string;
  title: string;
  /** Short lines under the title (number, game, region). */
  facts: string[];
  aside?: ReactNode;
  /** The title's heading level: h2 where the card sits right under the page's h1 (the order list). */
  heading?: 'h2' | 'h3';
}) {
  return (
    <div className={styles.listing}>
      <div className={styles.cover}>{cover ? <img src={cover} alt="" decoding="async" /> : null}</div>
      <div className={styles.listingBody}>
        <Heading className={styles.listingTitle}>
          <Link to={listingDetailPath(goodsId)}>{title}</Link>
        </Heading>
        {facts.map((fact) => (
          <p key={fact} className={styles.meta}>
            {fact}
          </p>
        ))}
        {aside}
      </div>
    </div>
  );
}
