import { apiClient } from './api-client';

export type { SessionEvent } from '@gs/web/envelope';

/** Registers what happens on 401 / 403 envelopes; omitted handlers keep their current value. */
export const setSessionHandlers = apiClient.setSessionHandlers;
/** Restores the default handlers (401 clears the session), for tests and teardown. */
export const resetSessionHandlers = apiClient.resetSessionHandlers;
