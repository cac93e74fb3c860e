import type { SessionEvent } from '../../lib/session-handlers';
import { getToken } from '../../lib/storage';
import { openSessionPrompt } from './session-prompt-store';

const LOGOUT_PATH = '/api/logout';
// A refused partner link answers 401 too, but no session expired: its page explains it.
const PARTNER_LOGIN_PATH = '/api/other/getOtherLsLogin';

/**
 * Envelope code 401 (SPEC §4): opens the login-timed-out prompt, once. Two answers are left alone: revoking a
 * token at logout (the user is leaving anyway), and a request whose token has been cleared since it was sent
 * (that session is already over: the prompt was answered, or another tab logged out).
 */
export function handleUnauthorized(event: SessionEvent): void {
  if (event.path === LOGOUT_PATH || event.path.startsWith(`${LOGOUT_PATH}?`)) return;
  if (event.path === PARTNER_LOGIN_PATH) return;
  if (event.hadToken && getToken() === null) return;
  openSessionPrompt();
}
