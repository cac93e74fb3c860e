import { sessionScopeKey } from '@gs/web/session-scope';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearSession, getToken } from '../../../lib/storage';
import { logout } from '../api/logout';

/**
 * Signs the staff member out: the stored session and their data go at once, then the token is revoked on the server
 * (a failure is ignored: a token the server could not revoke expires on its own). The storefront's session of the
 * same browser is left alone.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const token = getToken();
    clearSession();
    queryClient.removeQueries({ queryKey: sessionScopeKey });
    if (!token) return;
    try {
      await logout(token);
    } catch {
      // Signing out locally is what the user asked for.
    }
  }, [queryClient]);
}
