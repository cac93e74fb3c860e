import { vi } from 'vitest';
import { type ApiClientConfig, createApiClient } from '../api-client';

/** A client over an in-memory session, as the tests of the request functions use it. */
export function createTestClient(overrides: Partial<ApiClientConfig> = {}) {
  const session = { token: null as string | null, language: 'zh-CN', cleared: 0 };
  const clearSession = vi.fn(() => {
    session.token = null;
    session.cleared += 1;
  });
  const client = createApiClient({
    getToken: () => session.token,
    getLanguage: () => session.language,
    clearSession,
    ...overrides,
  });
  return { client, session, clearSession };
}
