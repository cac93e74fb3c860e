import { createApiClient } from '@gs/web/api-client';
import { getLanguage } from './i18n';
import { clearSession, getToken } from './storage';

/**
 * The back office's request client: the staff token and language, the build-time API prefix. A 403 does not end
 * the staff session (unlike the storefront): it means "not with your roles", and the screen says so. The frame
 * sets the 401 handler (app/session); `request.ts` and `session-handlers.ts` hand out the parts.
 */
export const apiClient = createApiClient({
  getToken,
  getLanguage,
  clearSession,
  forbiddenEndsSession: false,
  getApiBase: () => import.meta.env.VITE_API_BASE,
});
