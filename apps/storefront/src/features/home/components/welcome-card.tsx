import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { paths } from '../../../lib/paths';
import { userDisplayName } from '../../../lib/user-display-name';
import styles from './home-sections.module.css';

const quickLinks = [
  { to: paths.myOrders, label: 'route.myOrders' },
  { to: paths.myProducts, label: 'route.myProducts' },
  { to: paths.favourites, label: 'route.favourites' },
  { to: paths.personalCenter, label: 'route.personalCenter' },
] as const;

/** Beside the banner (UX.md): log in or register for visitors, the user's own shortcuts once logged in. */
export function WelcomeCard({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  const { userInfo, isLoggedIn } = useStoredSession();

  if (!isLoggedIn || !userInfo) {
    return (
      <section className={styles.card} aria-labelledby="welcome-card-title">
        <h2 id="welcome-card-title" className={styles.cardTitle}>
          {t('home.welcome', { name: tenantName })}
        </h2>
        <p>{t('home.guestHint')}</p>
        <div className={styles.cardButtons}>
          <Link to={paths.login} className={styles.primaryLink}>
            {t('home.loginNow')}
          </Link>
          <Link to={`${paths.login}?tab=register`} className={styles.secondaryLink}>
            {t('home.registerNow')}
          </Link>
        </div>
      </section>
    );
  }

  const name = userDisplayName(userInfo) || t('header.user');
  return (
    <section className={styles.card} aria-labelledby="welcome-card-title">
      <div className={styles.cardUser}>
        <UserAvatar src={userInfo.avatar || undefined} name={name} size={40} />
        <h2 id="welcome-card-title" className={`${styles.cardTitle} ${styles.cardName}`}>
          {t('header.greetingUser', { name })}
        </h2>
      </div>
      <ul className={styles.quickList}>
        {quickLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
