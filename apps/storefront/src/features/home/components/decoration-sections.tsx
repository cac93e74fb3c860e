import type { DecorationInfo } from '@gs/shared/tenant';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { DecorationLink } from './decoration-link';
import styles from './home-sections.module.css';

/** Area 2: navigation icons. */
export function NavigationIcons({ items }: { items: DecorationInfo[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-label={t('home.navigation')}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id}>
            <DecorationLink link={item.link} className={styles.tile}>
              <img className={styles.icon} src={item.image} alt="" width={56} height={56} loading="lazy" />
              <span className={styles.tileLabel} title={item.title}>
                {item.title}
              </span>
            </DecorationLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Area 3: recommended games (the catalogue issue adds listing counts and the hot-games grid). */
export function RecommendedGames({ items }: { items: DecorationInfo[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="recommended-games">
      <h2 id="recommended-games" className={styles.sectionTitle}>
        {t('home.recommended')}
      </h2>
      <ul className={`${styles.grid} ${styles.gamesGrid}`}>
        {items.map((item) => (
          <li key={item.id}>
            <DecorationLink link={item.link} className={styles.tile}>
              <img className={styles.gameImage} src={item.image} alt="" loading="lazy" />
              <span className={styles.tileLabel} title={item.title}>
                {item.title}
              </span>
            </DecorationLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Area 4: ad slots. */
export function AdSlots({ items }: { items: DecorationInfo[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('home.ads')}>
      <ul className={styles.ads}>
        {items.map((item) => (
          <li key={item.id}>
            <DecorationLink link={item.link} className={styles.ad} label={item.title || undefined}>
              <img className={styles.adImage} src={item.image} alt={item.title} loading="lazy" />
            </DecorationLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Area 5: the notice strip, with the way to every notice. */
export function NoticeStrip({ items }: { items: DecorationInfo[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notices} aria-labelledby="notice-strip">
      <h2 id="notice-strip" className={styles.noticesLabel}>
        {t('home.notices')}
      </h2>
      <ul className={styles.noticeList}>
        {items.map((item) => (
          <li key={item.id}>
            <DecorationLink link={item.link} className={styles.noticeLink}>
              {item.title}
            </DecorationLink>
          </li>
        ))}
      </ul>
      <Link to={paths.notices} className={styles.more}>
        {t('home.moreNotices')}
      </Link>
    </section>
  );
}
