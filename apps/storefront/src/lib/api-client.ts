import { createApiClient } from '@gs/web/api-client';
import { getLanguage } from './i18n';
import { getFetch } from './server-fetch';
import { clearSession, getToken } from './storage';

/**
 * The storefront's request client: its token, its language, the build-time API prefix, and the SPEC §7 rule that a
 * 403 ends the session. The frame sets the 401 / 403 handlers (see app/session); `request.ts`, `upload.ts` and
 * `session-handlers.ts` hand out its parts.
 */
export const apiClient = createApiClient({
  getToken,
  getLanguage,
  clearSession,
  forbiddenEndsSession: true,
  getApiBase: () => import.meta.env.VITE_API_BASE,
  fetch: getFetch,
});
