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
 * A schema loaded on first use and kept for the life of the page (or the server): the loader of getCheckedLazily,
 * `lazySchema(() => import('@gs/shared/…').then((module) => module.someSchema))` at a module's top level. Building
 * it there would build it, and every schema of its module, with the page's start; a loader per call would ask the
 * module system (and build an `array()` around it) on every request. A failed load is tried again next time.
 */
export function lazySchema<T>(load: () => Promise<AnswerSchema<T>>): () => Promise<AnswerSchema<T>> {
  let loaded: Promise<AnswerSchema<T>> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

/**
 * `api.get` checked with a schema that loads beside the request (a `lazySchema`), not with the page's start: the
 * frame's calls (tenant, decoration, app version, notice types) and the games use it so that starting a page builds
 * none of the schemas they check (see tenant-basics.ts). A server-rendered page hydrates their answers and loads none.
 */
export async function getCheckedLazily<T>(
  loadSchema: () => Promise<AnswerSchema<T>>,
  ...[path, params, options]: Parameters<typeof api.get>
): Promise<T> {
  const [schema, data] = await Promise.all([loadSchema(), api.get(path, params, options)]);
  return schema.parse(data);
}

/** `api.post` checked with a `lazySchema`, as getCheckedLazily does for `api.get` (the home page's listing search). */
export async function postCheckedLazily<T>(
  loadSchema: () => Promise<AnswerSchema<T>>,
  ...[path, body, options]: Parameters<typeof api.post>
): Promise<T> {
  const [schema, data] = await Promise.all([loadSchema(), api.post(path, body, options)]);
  return schema.parse(data);
}
