import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A JSON answer of the API: the data of a 200 envelope, or a whole Response (an error envelope). */
type Answer = unknown | ((call: ApiCall) => unknown);

export function envelopeResponse(code: number, msg: string, data: unknown = null): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status: code,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces fetch with an API that answers `"METHOD /api/path"` keys (query strings ignored): a value is the `data`
 * of a 200 envelope, a function computes it from the call, a Response is sent as it is. Anything else answers a
 * 404 envelope. The back office's real request client runs on top, so headers and session rules are the app's.
 */
export function stubApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
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
    const value = typeof answer === 'function' ? (answer as (call: ApiCall) => unknown)(call) : answer;
    if (value instanceof Response) return value.clone();
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data: value ?? null }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to `METHOD /api/path`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
