import type { TenantInfo } from '@gs/shared/tenant';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChatEntry } from '../../../features/chat/components/chat-entry';
import { ChatUnreadDot } from '../../../features/chat/components/chat-unread-dot';
import { HeaderSearch } from '../../../features/search/components/header-search';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { noticesPath, paths } from '../../../lib/paths';
import { userDisplayName } from '../../../lib/user-display-name';
import { AuthArea } from './auth-area';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { MainMenu } from './main-menu';
import styles from './site-header.module.css';

/** SPEC §2: useTheme 1 = top bar + logo/search band; 2 = user area in the menu bar; anything else = logo in it. */
export type HeaderVariant = 'topBar' | 'menuUser' | 'menuLogo';

export function headerVariant(useTheme: number): HeaderVariant {
  if (useTheme === 1) return 'topBar';
  if (useTheme === 2) return 'menuUser';
  return 'menuLogo';
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  );
}

function Greeting({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  const { userInfo, isLoggedIn } = useStoredSession();
  const name = isLoggedIn && userInfo ? userDisplayName(userInfo) : '';
  return (
    <span className={styles.greeting}>
      {name ? t('header.greetingUser', { name }) : t('header.greetingGuest', { name: tenantName })}
    </span>
  );
}

function UserArea() {
  return (
    <div className={styles.userArea}>
      <LanguageSwitch />
      <ChatEntry />
      <AuthArea />
    </div>
  );
}

/**
 * The page's banner landmark in one of three variants. Plain links and buttons with CSS, no antd: it is part of
 * the initial JS. Below 992 px the menu (and, in variants 2 and 3, the user area) folds behind a menu button.
 */
export function SiteHeader({ tenant }: { tenant: TenantInfo }) {
  const { t } = useTranslation();
  const location = useLocation();
  const variant = headerVariant(tenant.useTheme);
  const [menuOpen, setMenuOpen] = useState(false);
  const collapsibleId = useId();
  const showSearch = location.pathname.toLowerCase() !== paths.appDownload.toLowerCase();

  // A navigation closes the mobile menu.
  useEffect(() => {
    if (location.key) setMenuOpen(false);
  }, [location.key]);

  const toggle = (
    <button
      type="button"
      className={styles.menuToggle}
      aria-expanded={menuOpen}
      aria-controls={collapsibleId}
      onClick={() => setMenuOpen((open) => !open)}
    >
      <MenuIcon />
      <span className="visually-hidden">{t('header.menuToggle')}</span>
      {/* Variants 2 and 3 fold the user area (with the chat entry) behind this button on a phone. */}
      {variant !== 'topBar' ? <ChatUnreadDot /> : null}
    </button>
  );
  const search = showSearch ? <HeaderSearch hotSearches={tenant.hotSearches} /> : null;

  return (
    <header className={`${styles.header} ${styles[variant]}`}>
      {variant === 'topBar' ? (
        <div className={styles.topBar}>
          <div className={styles.inner}>
            <Greeting tenantName={tenant.tenantName} />
            <div className={styles.topLinks}>
              <div className={styles.topNav}>
                <Link to={noticesPath('zbhz')} className={styles.topLink}>
                  {t('header.businessCooperation')}
                </Link>
                <Link to={noticesPath('rhmm')} className={styles.topLink}>
                  {t('header.helpCenter')}
                </Link>
              </div>
              <UserArea />
            </div>
          </div>
        </div>
      ) : null}
      {variant !== 'menuLogo' ? (
        <div className={styles.band}>
          <div className={styles.inner}>
            <Brand tenant={tenant} />
            {search}
            {toggle}
          </div>
        </div>
      ) : null}
      <div className={styles.menuBar}>
        <div className={styles.inner}>
          {variant === 'menuLogo' ? <Brand tenant={tenant} /> : null}
          <div id={collapsibleId} className={`${styles.collapsible} ${menuOpen ? styles.open : ''}`}>
            <MainMenu />
            {variant !== 'topBar' ? <UserArea /> : null}
          </div>
          {variant === 'menuLogo' ? toggle : null}
        </div>
      </div>
      {variant === 'menuLogo' && search ? (
        <div className={styles.searchBand}>
          <div className={styles.inner}>{search}</div>
        </div>
      ) : null}
    </header>
  );
}
