import type { Session } from '@gs/shared/identity';
import { refreshQueriesForSessionChange } from '@gs/web/session-scope';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type StoredSession, useStoredSession } from '../../../hooks/use-stored-session';
import { clearSession, getToken, setToken, setUserInfo } from '../../../lib/storage';
import { logout } from '../api/logout';

export interface SessionApi extends StoredSession {
  /** Stores the token and user info a login or register answered, then refreshes queries for the new user. */
  signIn: (session: Session) => void;
  /**
   * Clears the stored session and drops the user's data at once, then revokes the token on the server (a
   * failure is ignored: a token the server could not revoke expires on its own).
   */
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
    // Local first, so the user is logged out immediately and nothing sent from now on carries the old token.
    const token = getToken();
    clearSession();
    refreshQueriesForSessionChange(queryClient);
    if (!token) return;
    try {
      await logout(token);
    } catch {
      // Logging out locally is what the user asked for; a token the server could not revoke expires on its own.
    }
  }, [queryClient]);

  return useMemo(() => ({ ...stored, signIn, signOut }), [stored, signIn, signOut]);
}
