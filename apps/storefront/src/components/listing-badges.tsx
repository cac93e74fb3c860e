import type { ListingBadge } from '@gs/shared/listings';
import { accessibleShade } from '@gs/web/contrast';
import styles from './listing-card.module.css';

/**
 * Trust badges as small coloured tags (kind and the tenant's labels); the text is the tenant's own wording, in the
 * label's colour darkened as far as it must be to read on the card (a light green or orange label keeps its border).
 */
export function ListingBadges({ badges }: { badges: ListingBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {badges.map((badge) => (
        <li
          key={`${badge.type}:${badge.value}`}
          className={styles.badge}
          style={{ color: accessibleShade(badge.color), borderColor: badge.color }}
        >
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
