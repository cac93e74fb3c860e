import { type ReactNode, useContext, useEffect } from 'react';
import { Outlet, UNSAFE_DataRouterContext, useLocation, useNavigate, useNavigation } from 'react-router';
import { useStoredSession } from '../hooks/use-stored-session';
import { loginPath } from '../lib/paths';

/**
 * Sends the visitor to log in and come back, one tick after rendering. A logout navigates to /login and then
 * clears the session: the router may already be on /login while React still shows this page (the navigation's
 * render is a transition), which re-renders logged out. Redirecting then would win with a `fromRoute` the user
 * did not ask for, so the redirect happens only while the router is still on this page. (The router's own state
 * is read through its context: react-router exports no hook for the committed location.)
 */
function RedirectToLogin({ fromRoute }: { fromRoute: string }) {
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    const timer = setTimeout(() => {
      const current = router?.state.location;
      if (current && current.pathname + current.search !== fromRoute) return;
      void navigate(loginPath(fromRoute), { replace: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [navigate, fromRoute, router]);
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
