import type { SessionEvent } from '../../lib/session-handlers';

const LOGOUT_PATH = '/api/logout';

/**
 * Whether a 401 envelope means the staff session has ended. Two answers are left alone: revoking a token at logout
 * (the user is leaving anyway), and a request whose token is no longer the stored one (none was sent, or the session
 * was ended since: signed out here or in another tab).
 */
export function endsStaffSession(event: SessionEvent, storedToken: string | null): boolean {
  if (event.path === LOGOUT_PATH || event.path.startsWith(`${LOGOUT_PATH}?`)) return false;
  return event.hadToken && storedToken !== null;
}
