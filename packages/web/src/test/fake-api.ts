import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A JSON answer of the API: the data of a 200 envelope, or a whole Response (an error envelope). */
export type Answer = unknown | ((call: ApiCall) => unknown);

/** An envelope `{ code, msg, data }` with `code` as the HTTP status; `extra` adds fields beside it (a 409's quote). */
export function envelopeResponse(code: number, msg: string, data: unknown = null, extra: object = {}): Response {
  return new Response(JSON.stringify({ code, msg, data, ...extra }), {
    status: code,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces fetch with an API that answers `"METHOD /api/path"` keys (query strings ignored): a value is the `data`
 * of a 200 envelope, a function computes it from the call (and may answer a Response, or a promise of either), a
 * Response is sent as it is. Anything else answers a 404 envelope. The app's real request client runs on top, so
 * headers and the 401/403 session rules are the app's. Both web apps' tests use it (their test/fake-api).
 */
export function stubApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    if (!(key in answers)) return envelopeResponse(404, `No answer for ${key}`);
    const answer = answers[key];
    const value = await (typeof answer === 'function' ? (answer as (call: ApiCall) => unknown)(call) : answer);
    if (value instanceof Response) return value.clone();
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data: value ?? null }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls made to `METHOD /api/path`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
