import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useStoredSession } from '../hooks/use-stored-session';

/** Renders its children only with a stored token; otherwise sends the user to log in and come back here. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useStoredSession();
  const location = useLocation();
  if (!isLoggedIn) {
    const fromRoute = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?fromRoute=${fromRoute}`} replace />;
  }
  return children;
}
