import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError } from './api-error';
import { HttpError } from './http-error';
import { REQUEST_TIMEOUT_MS, resolveApiUrl } from './request';
import { createTestClient } from './test/test-client';

type FetchMock = Mock<(input: string, init: RequestInit) => Promise<Response>>;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(
  respond: (input: string, init: RequestInit) => Promise<Response> = async () =>
    jsonResponse({ code: 200, msg: 'ok', data: null }),
) {
  const mock: FetchMock = vi.fn(respond);
  vi.stubGlobal('fetch', mock);
  return mock;
}

function lastCall(mock: FetchMock): { url: string; init: RequestInit; headers: Headers } {
  const call = mock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], init: call[1], headers: new Headers(call[1].headers) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request: URL and query', () => {
  it('puts GET params in the query string of the /api path', async () => {
    const { client } = createTestClient();
    const fetchMock = stubFetch();
    await client.api.get('/api/web/getTenant', { type: 1, state: 1, filter: { gameId: 7 }, ids: [1, 2] });
    expect(lastCall(fetchMock).url).toBe('/api/web/getTenant?type=1&state=1&filter[gameId]=7&ids=1&ids=2');
    expect(lastCall(fetchMock).init.method).toBe('GET');
    expect(lastCall(fetchMock).init.body).toBeUndefined();
  });

  it('rewrites /api to the injected base, read at each call', async () => {
    let base: string | undefined = '/prod-api/';
    const { client } = createTestClient({ getApiBase: () => base });
    const fetchMock = stubFetch();
    await client.api.get('/api/web/game/Type', { keyword: 'x' });
    expect(lastCall(fetchMock).url).toBe('/prod-api/web/game/Type?keyword=x');
    base = '  ';
    await client.api.get('/api/web/game/Type');
    expect(lastCall(fetchMock).url).toBe('/api/web/game/Type');
  });

  it('rewrites only paths under /api', () => {
    expect(resolveApiUrl('/api/web/x', 'https://api.example.com/v1')).toBe('https://api.example.com/v1/web/x');
    expect(resolveApiUrl('/api', '/gw')).toBe('/gw');
    expect(resolveApiUrl('/apiary/x', '/gw')).toBe('/apiary/x');
    expect(resolveApiUrl('/uploads/a.png', '/gw')).toBe('/uploads/a.png');
  });
});

describe('request: headers', () => {
  it('sends Token and Bearer headers from the injected token getter, and the injected language', async () => {
    const { client, session } = createTestClient();
    session.token = 'tok-1';
    session.language = 'en-US';
    const fetchMock = stubFetch();
    await client.api.get('/api/system/user/profile/new');
    const { headers } = lastCall(fetchMock);
    expect(headers.get('Token')).toBe('tok-1');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Accept-Language')).toBe('en-US');
  });

  it('omits auth headers when there is no token', async () => {
    const { client } = createTestClient();
    const fetchMock = stubFetch();
    await client.api.get('/api/web/getTenant');
    const { headers } = lastCall(fetchMock);
    expect(headers.has('Token')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends empty auth headers in emptyAuth mode even with a token', async () => {
    const { client, session } = createTestClient();
    session.token = 'tok-1';
    const fetchMock = stubFetch();
    await client.api.post('/api/register', { phone: '13800138000' }, { emptyAuth: true });
    const { headers } = lastCall(fetchMock);
    expect(headers.get('Token')).toBe('');
    expect(headers.get('Authorization')).toBe('');
  });

  it('lets explicit headers win over the stored token', async () => {
    const { client, session } = createTestClient();
    session.token = 'stored';
    const fetchMock = stubFetch();
    await client.api.post('/api/logout', undefined, { headers: { Token: 'other', Authorization: 'Bearer other' } });
    expect(lastCall(fetchMock).headers.get('Token')).toBe('other');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const { client } = createTestClient();
    const fetchMock = stubFetch();
    await client.api.post('/api/web/save/tenantBrowse', { path: '/', visitorId: 'visitor_1' });
    const { init, headers } = lastCall(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"path":"/","visitorId":"visitor_1"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });
});

describe('request: modes', () => {
  it('sends FormData without a JSON content type in form-data mode', async () => {
    const { client } = createTestClient();
    const fetchMock = stubFetch();
    const file = new File(['x'], 'shot.png', { type: 'image/png' });
    await client.api.postForm('/api/account/problem', { text: 'hello', images: [file, file], skip: undefined });
    const { init, headers } = lastCall(fetchMock);
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect(form.get('text')).toBe('hello');
    expect(form.getAll('images')).toHaveLength(2);
    expect(form.has('skip')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('passes a FormData body through unchanged', async () => {
    const { client } = createTestClient();
    const fetchMock = stubFetch();
    const form = new FormData();
    form.append('a', '1');
    await client.request('/api/x', { method: 'POST', body: form });
    expect(lastCall(fetchMock).init.body).toBe(form);
    expect(lastCall(fetchMock).headers.has('Content-Type')).toBe(false);
  });

  it('sends PUT with a JSON body', async () => {
    const { client } = createTestClient();
    const fetchMock = stubFetch();
    await client.api.put('/api/system/user/profile', { nickName: 'n' });
    expect(lastCall(fetchMock).init.method).toBe('PUT');
    expect(lastCall(fetchMock).init.body).toBe('{"nickName":"n"}');
  });
});

describe('request: envelope codes and session rules', () => {
  it('resolves with data on code 200', async () => {
    const { client } = createTestClient();
    stubFetch(async () => jsonResponse({ code: 200, msg: 'ok', data: { tenantName: 'Shop' } }));
    await expect(client.api.get('/api/web/getTenant')).resolves.toEqual({ tenantName: 'Shop' });
  });

  it('on 401 calls the registered onUnauthorized instead of the default, following the envelope', async () => {
    const { client, session, clearSession } = createTestClient();
    session.token = 'tok-1';
    const onUnauthorized = vi.fn();
    client.setSessionHandlers({ onUnauthorized });
    stubFetch(async () =>
      jsonResponse({ code: 401, msg: 'login expired', data: null, errorCode: 'UNAUTHORIZED' }, 401),
    );
    const error = await client.api.get('/api/system/user/profile/new').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 401, msg: 'login expired', errorCode: 'UNAUTHORIZED', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/system/user/profile/new', hadToken: true }),
    );
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('on 401 clears the session by default, and again after the handlers are reset', async () => {
    const { client, session, clearSession } = createTestClient();
    session.token = 'tok-1';
    stubFetch(async () => jsonResponse({ code: 401, msg: 'login expired', data: null }, 401));
    await expect(client.api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(session.token).toBeNull();
    client.setSessionHandlers({ onUnauthorized: () => {} });
    client.resetSessionHandlers();
    await expect(client.api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(clearSession).toHaveBeenCalledTimes(2);
  });

  it('on 403 ends the session before onForbidden when the app asks for it (the default)', async () => {
    const { client, session } = createTestClient();
    session.token = 'tok-1';
    const seen: (string | null)[] = [];
    client.setSessionHandlers({ onForbidden: () => seen.push(session.token) });
    stubFetch(async () => jsonResponse({ code: 403, msg: 'forbidden', data: null }, 403));
    await expect(client.api.post('/api/x', {})).rejects.toMatchObject({ code: 403 });
    expect(seen).toEqual([null]);
  });

  it('on 403 keeps the session when the app says a 403 does not end it (the back office)', async () => {
    const { client, session, clearSession } = createTestClient({ forbiddenEndsSession: false });
    session.token = 'staff-token';
    const onForbidden = vi.fn();
    client.setSessionHandlers({ onForbidden });
    stubFetch(async () => jsonResponse({ code: 403, msg: 'forbidden', data: null }, 403));
    await expect(client.api.get('/api/staff/orders')).rejects.toMatchObject({ code: 403 });
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(clearSession).not.toHaveBeenCalled();
    expect(session.token).toBe('staff-token');
  });

  it('keeps the API error when a session handler throws', async () => {
    const { client } = createTestClient();
    client.setSessionHandlers({
      onUnauthorized: () => {
        throw new Error('handler broke');
      },
    });
    stubFetch(async () => jsonResponse({ code: 401, msg: 'login expired', data: null }, 401));
    await expect(client.api.get('/api/x')).rejects.toMatchObject({ name: 'ApiError', code: 401 });
  });

  it('rejects other codes with an ApiError carrying code, msg, errorCode and fields, and no session rule', async () => {
    const { client, session, clearSession } = createTestClient();
    session.token = 'tok-1';
    stubFetch(async () =>
      jsonResponse(
        {
          code: 400,
          msg: 'Check the form',
          data: null,
          errorCode: 'VALIDATION_FAILED',
          fields: [{ field: 'phone', message: 'Enter a phone number' }],
          requestId: 'req-1',
        },
        400,
      ),
    );
    const error = await client.api.post('/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 400,
      msg: 'Check the form',
      errorCode: 'VALIDATION_FAILED',
      fields: [{ field: 'phone', message: 'Enter a phone number' }],
      requestId: 'req-1',
    });
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('carries the seconds to wait from a 429 envelope as retryAfter', async () => {
    const { client } = createTestClient();
    stubFetch(async () =>
      jsonResponse({ code: 429, msg: 'Try again in 42 s', data: null, errorCode: 'RATE_LIMITED', retryAfter: 42 }, 429),
    );
    await expect(client.api.get('/api/sms/new/send')).rejects.toMatchObject({ code: 429, retryAfter: 42 });
    stubFetch(async () => jsonResponse({ code: 429, msg: 'Slow down', data: null, retryAfter: 'soon' }, 429));
    await expect(client.api.get('/api/x')).rejects.toMatchObject({ code: 429, retryAfter: undefined });
  });

  it('keeps what the envelope carries beside the standard keys as extra', async () => {
    const { client } = createTestClient();
    stubFetch(async () =>
      jsonResponse(
        { code: 409, msg: 'You have an unpaid order', data: null, errorCode: 'OWN_UNPAID_ORDER', orderId: 7 },
        409,
      ),
    );
    const error = await client.api.post('/api/order/create', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ errorCode: 'OWN_UNPAID_ORDER', extra: { orderId: 7 } });
    expect(Object.keys((error as { extra: object }).extra)).toEqual(['orderId']);
  });

  it('follows the envelope code even when the HTTP status is 200', async () => {
    const { client } = createTestClient();
    stubFetch(async () => jsonResponse({ code: 409, msg: 'already sold', data: null }));
    await expect(client.api.post('/api/x', {})).rejects.toMatchObject({ code: 409, msg: 'already sold', status: 200 });
  });
});

describe('request: transport failures', () => {
  it('rejects a non-JSON error response with an HttpError and keeps the session', async () => {
    const { client, session, clearSession } = createTestClient();
    session.token = 'tok-1';
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 401 }));
    const error = await client.api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('rejects a 2xx answer that is not an envelope', async () => {
    const { client } = createTestClient();
    stubFetch(async () => new Response('<!doctype html><html></html>', { status: 200 }));
    await expect(client.api.get('/api/x')).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('rejects network failures with an HttpError', async () => {
    const { client } = createTestClient();
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.api.get('/api/x')).rejects.toMatchObject({ name: 'HttpError', kind: 'network', status: null });
  });

  it('times out after 10 000 ms and aborts the fetch', async () => {
    vi.useFakeTimers();
    const { client } = createTestClient();
    let signal: AbortSignal | null | undefined;
    // Never settles on its own, like a server that does not answer.
    stubFetch((_input, init) => {
      signal = init.signal;
      return new Promise<Response>(() => {});
    });
    const pending = client.api.get('/api/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await pending).toMatchObject({ name: 'HttpError', kind: 'timeout' });
  });

  it('honours a per-request timeout and the caller abort signal', async () => {
    vi.useFakeTimers();
    const { client } = createTestClient();
    stubFetch(() => new Promise<Response>(() => {}));
    const short = client.api.get('/api/x', undefined, { timeoutMs: 50 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await short).toMatchObject({ kind: 'timeout' });

    const controller = new AbortController();
    const cancelled = client.api.get('/api/x', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await cancelled).toMatchObject({ kind: 'aborted' });
  });
});
