import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../features/auth/hooks/use-session';
import { loginPath, paths } from '../../../lib/paths';
import { showFlash } from '../../flash-messages';
import styles from './site-header.module.css';
import { UserMenu } from './user-menu';

const LogoutDialog = lazy(async () => ({ default: (await import('./logout-dialog')).LogoutDialog }));

// Coming back to these after logging in makes no sense, so the login link does not carry them as fromRoute.
function fromRouteFor(pathname: string, search: string): string | undefined {
  const path = pathname.toLowerCase();
  if (path === paths.home || path === paths.login) return undefined;
  return pathname + search;
}

/** Log in / Register links for visitors; the user dropdown (with logout) for logged-in users. */
export function AuthArea() {
  const { t } = useTranslation();
  const { userInfo, isLoggedIn, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const userButtonRef = useRef<HTMLButtonElement>(null);

  if (!isLoggedIn || !userInfo) {
    const fromRoute = fromRouteFor(location.pathname, location.search);
    const registerQuery = new URLSearchParams({ tab: 'register', ...(fromRoute ? { fromRoute } : {}) });
    return (
      <div className={styles.authLinks}>
        <Link to={loginPath(fromRoute)} className={styles.authLink}>
          {t('header.login')}
        </Link>
        <span aria-hidden className={styles.divider}>
          /
        </span>
        <Link to={`${paths.login}?${registerQuery.toString()}`} className={styles.authLink}>
          {t('header.register')}
        </Link>
      </div>
    );
  }

  const confirmLogout = async () => {
    setConfirmingLogout(false);
    // Leave the page first: clearing the session on a login-required page would make its guard redirect to
    // /login?fromRoute=… before this navigation lands. The login page knows not to bounce a logging-out user.
    await navigate(paths.login, { state: { loggingOut: true } });
    await signOut();
    showFlash({ type: 'success', text: t('logout.succeeded') });
  };

  return (
    <>
      <UserMenu userInfo={userInfo} buttonRef={userButtonRef} onLogout={() => setConfirmingLogout(true)} />
      {confirmingLogout ? (
        <Suspense fallback={null}>
          <LogoutDialog
            onConfirm={() => void confirmLogout()}
            onCancel={() => {
              setConfirmingLogout(false);
              userButtonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
