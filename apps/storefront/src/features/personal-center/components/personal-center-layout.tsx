import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import styles from './personal-center-layout.module.css';

const sections = [
  { to: paths.personalCenter, label: 'route.personalCenter' },
  { to: paths.basicInformation, label: 'route.basicInformation' },
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

/**
 * The personal center's frame (UX.md "Personal center"): a left navigation of its pages and `children` on the
 * right. `/pages/BasicInformation` (the profile, outside `/pages/other`) is framed by it too.
 */
export function PersonalCenterFrame({ children }: { children: ReactNode }) {
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
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** `/pages/other/*`: the personal center's frame around the child route. */
export function PersonalCenterLayout() {
  return (
    <PersonalCenterFrame>
      <Outlet />
    </PersonalCenterFrame>
  );
}
