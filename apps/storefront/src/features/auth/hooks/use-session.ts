import type { Session } from '@gs/shared/identity';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type StoredSession, useStoredSession } from '../../../hooks/use-stored-session';
import { refreshQueriesForSessionChange } from '../../../lib/session-scope';
import { clearSession, setToken, setUserInfo } from '../../../lib/storage';
import { logout } from '../api/logout';

export interface SessionApi extends StoredSession {
  /** Stores the token and user info a login or register answered, then refreshes queries for the new user. */
  signIn: (session: Session) => void;
  /** Revokes the token on the server (a failure is ignored), clears the stored session, drops the user's data. */
  signOut: () => Promise<void>;
}

/**
 * The current session and the two ways to change it. Backed by localStorage through useSyncExternalStore,
 * so every component using it follows logins, logouts, the request client's 401 / 403 clearing and other tabs.
 */
export function useSession(): SessionApi {
  const stored = useStoredSession();
  const queryClient = useQueryClient();

  const signIn = useCallback(
    (session: Session) => {
      setToken(session.token);
      setUserInfo(session.userInfo);
      refreshQueriesForSessionChange(queryClient);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // Logging out locally is what the user asked for; a token the server could not revoke expires on its own.
    }
    clearSession();
    refreshQueriesForSessionChange(queryClient);
  }, [queryClient]);

  return useMemo(() => ({ ...stored, signIn, signOut }), [stored, signIn, signOut]);
}
