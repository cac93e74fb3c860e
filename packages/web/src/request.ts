import { HttpError } from './http-error';
import { encodeQuery, type QueryParams } from './query-string';
import { toFormData } from './to-form-data';

export const REQUEST_TIMEOUT_MS = 10_000;
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Default `GET`. */
  method?: HttpMethod;
  /** Query-string parameters (any method); see `encodeQuery` for nesting and arrays. */
  params?: QueryParams;
  /** JSON-serialised body, or a `FormData` (form-data mode). Ignored for GET. */
  body?: unknown;
  /** Form-data mode: sends `body` as multipart (a plain object is converted to FormData). */
  formData?: boolean;
  /** Sends `Token` and `Authorization` as empty strings instead of the stored token (`POST /api/register`). */
  emptyAuth?: boolean;
  /** Extra headers; they override the defaults. */
  headers?: Record<string, string>;
  /** Cancels the request (react-query passes one to every query function). */
  signal?: AbortSignal;
  /** Default `REQUEST_TIMEOUT_MS` (10 000 ms, SPEC §9). */
  timeoutMs?: number;
}

/** What the request functions need from the app: its session, language, API prefix and envelope rules. */
export interface Transport {
  getToken: () => string | null;
  getLanguage: () => string;
  /** The path as sent: `/api…` rewritten to the configured prefix. */
  resolveUrl: (path: string) => string;
  settle: <T>(text: string, response: { status: number; ok: boolean }, context: RequestContext) => T;
  /** The fetch to call: the global one in a browser; the server's in-process one when a page renders there. */
  fetch?: () => typeof fetch;
}

export interface RequestContext {
  path: string;
  hadToken: boolean;
}

/** Rewrites a path under `/api` to `base` (no trailing slash); other paths are left alone. */
export function resolveApiUrl(path: string, base: string): string {
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith(`${API_PREFIX}?`)) {
    return base + path.slice(API_PREFIX.length);
  }
  return path;
}

/** The headers every API call carries: language, the stored token as `Token` and `Authorization` (SPEC §7). */
export function buildHeaders(
  options: Pick<RequestOptions, 'emptyAuth' | 'headers'>,
  token: string | null,
  language: string,
  jsonBody: boolean,
): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': language });
  if (jsonBody) headers.set('Content-Type', 'application/json');
  if (options.emptyAuth) {
    headers.set('Token', '');
    headers.set('Authorization', '');
  } else if (token) {
    headers.set('Token', token);
    headers.set('Authorization', `Bearer ${token}`);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function buildBody(options: RequestOptions, method: HttpMethod): { body: BodyInit | undefined; json: boolean } {
  if (method === 'GET' || options.body === undefined) return { body: undefined, json: false };
  if (options.body instanceof FormData) return { body: options.body, json: false };
  // Form-data mode leaves Content-Type to fetch, which adds the multipart boundary.
  if (options.formData) return { body: toFormData(options.body), json: false };
  return { body: JSON.stringify(options.body), json: true };
}

export type RequestFunction = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

/**
 * The one request function of an app (SPEC §7). It resolves with the envelope's `data` on code 200; rejects with
 * `ApiError` for any other envelope code (after the 401 / 403 session rules) and with `HttpError` for timeouts,
 * network failures and answers that are not an envelope. It never shows a message itself.
 */
export function createRequest(transport: Transport): RequestFunction {
  return async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const query = options.params ? encodeQuery(options.params) : '';
    const url = transport.resolveUrl(path) + (query ? (path.includes('?') ? '&' : '?') + query : '');
    const token = transport.getToken();
    const { body, json } = buildBody(options, method);
    const headers = buildHeaders(options, token, transport.getLanguage(), json);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    // Settles the request on abort even if the fetch implementation ignores the signal.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    aborted.catch(() => {});
    const abortFromCaller = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    else options.signal?.addEventListener('abort', abortFromCaller, { once: true });
    const failure = (status: number | null, cause: unknown) =>
      new HttpError(timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network', status, { cause });

    try {
      let response: Response;
      try {
        const send = transport.fetch?.() ?? fetch;
        response = await Promise.race([send(url, { method, headers, body, signal: controller.signal }), aborted]);
      } catch (cause) {
        throw failure(null, cause);
      }
      let text: string;
      try {
        text = await Promise.race([response.text(), aborted]);
      } catch (cause) {
        throw failure(response.status, cause);
      }
      return transport.settle<T>(text, response, { path, hadToken: token !== null && !options.emptyAuth });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abortFromCaller);
    }
  };
}

type ShortcutOptions = Omit<RequestOptions, 'method' | 'body'>;

/** Shortcuts over `request`; each resolves with the envelope's `data` (parse it with the shared schema). */
export function createApiShortcuts(request: RequestFunction) {
  return {
    get: <T = unknown>(path: string, params?: QueryParams, options?: Omit<ShortcutOptions, 'params'>) =>
      request<T>(path, { ...options, method: 'GET', params }),
    post: <T = unknown>(path: string, body?: unknown, options?: ShortcutOptions) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, options?: ShortcutOptions) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    postForm: <T = unknown>(path: string, body: FormData | Record<string, unknown>, options?: ShortcutOptions) =>
      request<T>(path, { ...options, method: 'POST', body, formData: true }),
  };
}

export type ApiShortcuts = ReturnType<typeof createApiShortcuts>;
