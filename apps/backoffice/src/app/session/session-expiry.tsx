import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endSessionState, loginPath, paths } from '../../lib/paths';
import { resetSessionHandlers, setSessionHandlers } from '../../lib/session-handlers';
import { getToken } from '../../lib/storage';
import { endsStaffSession } from './session-rules';

/**
 * Plugs the back office's session rule into the request client: a 401 on a live staff session goes to
 * /admin/login, which ends the session (and drops the staff member's data), coming back to the current screen after
 * signing in again.
 */
export function SessionExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  current.current = location;

  useEffect(() => {
    setSessionHandlers({
      onUnauthorized: (event) => {
        if (!endsStaffSession(event, getToken())) return;
        const { pathname, search } = current.current;
        // Several calls can fail at once: the first one leaves the shell, the others find the login page.
        if (pathname === paths.login) return;
        void navigate(loginPath(pathname + search, 'expired'), { replace: true, state: endSessionState });
      },
    });
    return () => resetSessionHandlers();
  }, [navigate]);

  return null;
}
