import { type SessionHandlers, settleEnvelope } from './envelope';
import {
  API_PREFIX,
  type ApiShortcuts,
  createApiShortcuts,
  createRequest,
  type RequestFunction,
  resolveApiUrl,
  type Transport,
} from './request';
import { createUploadFile, type UploadFunction } from './upload';

export interface ApiClientConfig {
  /** The app's stored session token, or null when signed out. Each app keeps its own (storefront, back office). */
  getToken: () => string | null;
  /** The UI language, sent as Accept-Language so that `msg` comes back in it. */
  getLanguage: () => string;
  /** Ends the app's stored session: the default 401 handler, and a 403's first step when `forbiddenEndsSession`. */
  clearSession: () => void;
  /** Whether a 403 envelope ends the stored session before `onForbidden` (SPEC §7, the storefront). Default true. */
  forbiddenEndsSession?: boolean;
  /** The build-time API prefix (`VITE_API_BASE`), read at each call; `/api` when empty. */
  getApiBase?: () => string | undefined;
  /** The fetch to use, read at each call (server rendering hands the storefront an in-process one). */
  fetch?: () => typeof fetch;
}

export interface ApiClient {
  request: RequestFunction;
  api: ApiShortcuts;
  uploadFile: UploadFunction;
  /** The API prefix requests go to, without a trailing slash. */
  getApiBase: () => string;
  /** Registers what happens on 401 / 403 envelopes; omitted handlers keep their current value. */
  setSessionHandlers: (next: Partial<SessionHandlers>) => void;
  /** Restores the default handlers (for tests and teardown). */
  resetSessionHandlers: () => void;
  getSessionHandlers: () => SessionHandlers;
}

/**
 * One app's request client: `request`, the `api` shortcuts and `uploadFile`, all with the same headers, envelope
 * and session rules. The app injects where its token and language come from and how its session ends; the 401 /
 * 403 handlers are set later by the app's frame, which knows the router.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const defaultHandlers: SessionHandlers = { onUnauthorized: () => config.clearSession(), onForbidden: () => {} };
  let handlers: SessionHandlers = { ...defaultHandlers };
  const getApiBase = () => (config.getApiBase?.()?.trim() || API_PREFIX).replace(/\/+$/, '');

  const transport: Transport = {
    getToken: config.getToken,
    getLanguage: config.getLanguage,
    resolveUrl: (path) => resolveApiUrl(path, getApiBase()),
    fetch: config.fetch,
    settle: (text, response, context) =>
      settleEnvelope(text, response, context, {
        handlers: () => handlers,
        clearSession: config.clearSession,
        forbiddenEndsSession: config.forbiddenEndsSession ?? true,
      }),
  };
  const request = createRequest(transport);

  return {
    request,
    api: createApiShortcuts(request),
    uploadFile: createUploadFile(transport),
    getApiBase,
    setSessionHandlers: (next) => {
      handlers = { ...handlers, ...next };
    },
    resetSessionHandlers: () => {
      handlers = { ...defaultHandlers };
    },
    getSessionHandlers: () => handlers,
  };
}
