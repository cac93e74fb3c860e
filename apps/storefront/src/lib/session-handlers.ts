import type { ApiError } from './api-error';
import { clearSession } from './storage';

export interface SessionEvent {
  error: ApiError;
  /** The path the request was made for (before the base-prefix rewrite). */
  path: string;
  /** Whether the request carried a stored token. */
  hadToken: boolean;
}

export interface SessionHandlers {
  /** Envelope code 401. Default: clear the stored session. The login-timeout dialog replaces it (SPEC §4). */
  onUnauthorized: (event: SessionEvent) => void;
  /** Envelope code 403, called after the client has already cleared the session. Default: nothing. */
  onForbidden: (event: SessionEvent) => void;
}

const defaultHandlers: SessionHandlers = {
  onUnauthorized: () => clearSession(),
  onForbidden: () => {},
};

let handlers: SessionHandlers = { ...defaultHandlers };

/** Registers what happens on 401 / 403 envelopes; omitted handlers keep their current value. */
export function setSessionHandlers(next: Partial<SessionHandlers>): void {
  handlers = { ...handlers, ...next };
}

/** Restores the default handlers (for tests and teardown). */
export function resetSessionHandlers(): void {
  handlers = { ...defaultHandlers };
}

export function getSessionHandlers(): SessionHandlers {
  return handlers;
}
