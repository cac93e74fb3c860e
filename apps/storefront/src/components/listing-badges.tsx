import type { ListingBadge } from '@gs/shared/listings';
import styles from './listing-card.module.css';

/** Trust badges as small coloured tags (kind and the tenant's labels); the text is the tenant's own wording. */
export function ListingBadges({ badges }: { badges: ListingBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {badges.map((badge) => (
        <li
          key={`${badge.type}:${badge.value}`}
          className={styles.badge}
          style={{ color: badge.color, borderColor: badge.color }}
        >
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
