import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppVersion } from '../../../features/tenant/api/get-app-version';
import { buildMenuItems, findActiveMenuKey } from './menu-items';
import styles from './site-header.module.css';

/** The site menu: a navigation landmark of plain links; the current section is marked `aria-current="page"`. */
export function MainMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const appVersion = useAppVersion();
  const items = buildMenuItems(Boolean(appVersion.data?.downloadUrl.trim()));
  const active = findActiveMenuKey(location.pathname, location.search);

  return (
    <nav className={styles.menu} aria-label={t('header.mainMenu')}>
      <ul className={styles.menuList}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className={styles.menuLink} aria-current={item.key === active ? 'page' : undefined}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
