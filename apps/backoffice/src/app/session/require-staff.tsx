import { ApiError } from '@gs/web/api-error';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageLoading } from '../../components/page-loading';
import { useStoredToken } from '../../hooks/use-stored-session';
import { profileQueryOptions } from '../../lib/get-profile';
import { endSessionState, loginPath } from '../../lib/paths';
import { isStaff } from '../../lib/roles';

function ShellMessage({ children }: { children: ReactNode }) {
  return <main style={{ maxWidth: 640, margin: '64px auto', padding: '0 24px' }}>{children}</main>;
}

/**
 * Renders the shell only for a signed-in staff member: without a stored token (a first visit, a sign-out in another
 * tab) it goes to sign in and back here afterwards; with one it loads the profile first, since the menu and every
 * screen depend on the roles. An account whose staff roles were taken away is signed out and told why.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useStoredToken();
  const location = useLocation();
  const profile = useQuery({ ...profileQueryOptions(), enabled: token !== null });

  if (token === null) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (profile.isError) {
    // 401: the session rule is taking the user to sign in again.
    if (profile.error instanceof ApiError && profile.error.code === 401) return null;
    return (
      <ShellMessage>
        <ErrorState title={t('shell.profileFailed')} error={profile.error} onRetry={() => void profile.refetch()} />
      </ShellMessage>
    );
  }
  if (profile.isPending) {
    return <PageLoading />;
  }
  if (!isStaff(profile.data.roles)) {
    return <Navigate to={loginPath(undefined, 'no-access')} state={endSessionState} replace />;
  }
  return children;
}
