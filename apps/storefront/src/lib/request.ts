import { apiClient } from './api-client';

export { type HttpMethod, REQUEST_TIMEOUT_MS, type RequestOptions, resolveApiUrl } from '@gs/web/request';

/** The one request client (SPEC §7); see `createRequest` in @gs/web. */
export const request = apiClient.request;

/** Shortcuts over `request`; each resolves with the envelope's `data` (parse it with the shared schema). */
export const api = apiClient.api;

/** The build-time API prefix (`VITE_API_BASE`, default `/api`), without a trailing slash. */
export const getApiBase = apiClient.getApiBase;
