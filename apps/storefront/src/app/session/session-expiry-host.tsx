import { sessionScopeKey } from '@gs/web/session-scope';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath, paths } from '../../lib/paths';
import { resetSessionHandlers, setSessionHandlers } from '../../lib/session-handlers';
import { clearSession } from '../../lib/storage';
import { closeSessionPrompt, isSessionPromptOpen, subscribeSessionPrompt } from './session-prompt-store';
import { handleUnauthorized } from './session-rules';

const SessionExpiredDialog = lazy(async () => ({
  default: (await import('./session-expired-dialog')).SessionExpiredDialog,
}));

const closedOnServer = () => false;

/**
 * Plugs the SPEC §4 session rules into the request client and shows the login-timed-out prompt. Confirm clears
 * the session and goes to /login with `fromRoute` = the current path and query; Cancel only clears the session.
 * Code 403 has already cleared storage in the client; here it drops the previous user's cached answers and any
 * open prompt.
 */
export function SessionExpiryHost() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const open = useSyncExternalStore(subscribeSessionPrompt, isSessionPromptOpen, closedOnServer);

  useEffect(() => {
    setSessionHandlers({
      onUnauthorized: handleUnauthorized,
      // 403 shows nothing (SPEC §4): not even a login prompt a racing 401 of the same session opened first.
      onForbidden: () => {
        closeSessionPrompt();
        queryClient.removeQueries({ queryKey: sessionScopeKey });
      },
    });
    return () => resetSessionHandlers();
  }, [queryClient]);

  if (!open) return null;

  const endSession = () => {
    closeSessionPrompt();
    clearSession();
    queryClient.removeQueries({ queryKey: sessionScopeKey });
  };
  const onConfirm = () => {
    const from = location.pathname + location.search;
    endSession();
    // Already on the login page: stay there rather than nest a fromRoute pointing at it.
    navigate(location.pathname.toLowerCase() === paths.login ? from : loginPath(from));
  };

  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog onConfirm={onConfirm} onCancel={endSession} />
    </Suspense>
  );
}
