import { type ReactNode, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { useStoredSession } from '../hooks/use-stored-session';
import { loginPath } from '../lib/paths';

/**
 * Sends the visitor to log in and come back, one tick after rendering. A logout clears the session and then
 * navigates to /login itself: this page re-renders logged out in between, and an immediate redirect would race
 * that navigation (and win with a `fromRoute` the user did not ask for). By the next tick that navigation has
 * either finished (this page is gone, the timer cleared) or is loading (see RequireLogin).
 */
function RedirectToLogin({ fromRoute }: { fromRoute: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(loginPath(fromRoute), { replace: true }), 0);
    return () => clearTimeout(timer);
  }, [navigate, fromRoute]);
  return null;
}

/** Renders its children only with a stored token; otherwise sends the user to log in and come back here. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useStoredSession();
  const location = useLocation();
  const navigation = useNavigation();
  if (isLoggedIn) return children;
  // Another navigation is already under way (a logout, the login-timed-out prompt): let it finish.
  if (navigation.state !== 'idle') return null;
  return <RedirectToLogin fromRoute={location.pathname + location.search} />;
}

/** Route element for a group of routes that need login (declared in the route table). */
export function RequireLoginRoute() {
  return (
    <RequireLogin>
      <Outlet />
    </RequireLogin>
  );
}
