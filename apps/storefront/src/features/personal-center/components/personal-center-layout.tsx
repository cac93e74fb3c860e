import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import styles from './personal-center-layout.module.css';

const sections = [
  { to: paths.personalCenter, label: 'route.personalCenter' },
  { to: paths.myOrders, label: 'route.myOrders' },
  { to: paths.myProducts, label: 'route.myProducts' },
  { to: paths.myClaims, label: 'route.myClaims' },
  { to: paths.myEvaluations, label: 'route.myEvaluations' },
  { to: paths.biddingQuotes, label: 'route.biddingQuotes' },
  { to: paths.favourites, label: 'route.favourites' },
  { to: paths.notices, label: 'route.notices' },
  { to: paths.introduction, label: 'route.introduction' },
  { to: paths.feedback, label: 'route.feedback' },
  { to: paths.merchantApplication, label: 'route.merchantApplication' },
] as const;

/** `/pages/other/*` (UX.md "Personal center"): a left navigation of its pages and the page on the right. */
export function PersonalCenterLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A notice's detail page belongs to the notices entry, a claim's to my claims.
  const onNoticeDetail = pathname.toLowerCase() === paths.noticeDetail.toLowerCase();
  const onClaimDetail = pathname.toLowerCase() === paths.claimDetail.toLowerCase();
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('personalCenter.navigation')}>
        <ul className={styles.list}>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  `${styles.link} ${
                    isActive ||
                    (onNoticeDetail && section.to === paths.notices) ||
                    (onClaimDetail && section.to === paths.myClaims)
                      ? styles.active
                      : ''
                  }`
                }
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
