import { apiClient } from './api-client';

/** The one request client; see `createRequest` in @gs/web. */
export const request = apiClient.request;

/** Shortcuts over `request`; each resolves with the envelope's `data` (parse it with the shared schema). */
export const api = apiClient.api;
