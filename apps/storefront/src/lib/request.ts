import { apiClient } from './api-client';

export { type HttpMethod, REQUEST_TIMEOUT_MS, type RequestOptions, resolveApiUrl } from '@gs/web/request';

/** The one request client (SPEC §7); see `createRequest` in @gs/web. */
export const request = apiClient.request;

/** Shortcuts over `request`; each resolves with the envelope's `data` (parse it with the shared schema). */
export const api = apiClient.api;

/** The build-time API prefix (`VITE_API_BASE`, default `/api`), without a trailing slash. */
export const getApiBase = apiClient.getApiBase;

/** A schema as far as checking an answer goes. */
interface AnswerSchema<T> {
  parse(data: unknown): T;
}

/**
 * `api.get` checked with a schema that loads beside the request (`() => import(...).then(…)`), not with the page's
 * start: the frame's calls (tenant, decoration, app version, notice types) use it so that starting a page builds none
 * of the schemas they check (see tenant-basics.ts). A server-rendered page hydrates their answers and loads none.
 */
export async function getCheckedLazily<T>(
  loadSchema: () => Promise<AnswerSchema<T>>,
  ...[path, params, options]: Parameters<typeof api.get>
): Promise<T> {
  const [schema, data] = await Promise.all([loadSchema(), api.get(path, params, options)]);
  return schema.parse(data);
}
