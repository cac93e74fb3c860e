import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { HttpError } from './http-error';
import { api, REQUEST_TIMEOUT_MS } from './request';
import { resetSessionHandlers, type SessionEvent, setSessionHandlers } from './session-handlers';
import { getToken, getUserInfo, readItem, setToken, setUserInfo, storageKeys, writeItem } from './storage';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(respond: (input: string, init: RequestInit) => Promise<Response>) {
  const mock = vi.fn(respond);
  vi.stubGlobal('fetch', mock);
  return mock;
}

function logIn() {
  setToken('tok-1');
  setUserInfo({ nickName: 'player' });
  writeItem(storageKeys.visitorId, 'visitor_123');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetSessionHandlers();
});

describe('request: envelope codes', () => {
  it('resolves with data on code 200', async () => {
    stubFetch(async () => jsonResponse({ code: 200, msg: 'ok', data: { tenantName: 'Shop' } }));
    await expect(api.get('/api/web/getTenant')).resolves.toEqual({ tenantName: 'Shop' });
  });

  it('on 401 calls onUnauthorized and rejects, following the envelope even with HTTP 401', async () => {
    logIn();
    const events: SessionEvent[] = [];
    setSessionHandlers({ onUnauthorized: (event) => events.push(event) });
    stubFetch(async () =>
      jsonResponse({ code: 401, msg: 'login expired', data: null, errorCode: 'UNAUTHORIZED' }, 401),
    );
    const error = await api.get('/api/system/user/profile/new').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 401, msg: 'login expired', errorCode: 'UNAUTHORIZED', status: 401 });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ path: '/api/system/user/profile/new', hadToken: true });
    // The registered handler replaced the default, so nothing was cleared by the client itself.
    expect(getToken()).toBe('tok-1');
  });

  it('on 401 clears the session by default', async () => {
    logIn();
    stubFetch(async () => jsonResponse({ code: 401, msg: 'login expired', data: null }, 401));
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
  });

  it('on 403 clears token and user info silently, calls onForbidden and rejects', async () => {
    logIn();
    const onForbidden = vi.fn();
    setSessionHandlers({ onForbidden });
    stubFetch(async () => jsonResponse({ code: 403, msg: 'forbidden', data: null }, 403));
    await expect(api.post('/api/x', {})).rejects.toMatchObject({ code: 403 });
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
    expect(readItem(storageKeys.visitorId)).toBe('visitor_123');
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it('rejects other codes with an ApiError carrying code, msg, errorCode and fields', async () => {
    logIn();
    const onUnauthorized = vi.fn();
    setSessionHandlers({ onUnauthorized });
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
    const error = await api.post('/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 400,
      msg: 'Check the form',
      errorCode: 'VALIDATION_FAILED',
      fields: [{ field: 'phone', message: 'Enter a phone number' }],
      requestId: 'req-1',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-1');
  });

  it('carries the seconds to wait from a 429 envelope as retryAfter', async () => {
    stubFetch(async () =>
      jsonResponse({ code: 429, msg: 'Try again in 42 s', data: null, errorCode: 'RATE_LIMITED', retryAfter: 42 }, 429),
    );
    await expect(api.get('/api/sms/new/send')).rejects.toMatchObject({ code: 429, retryAfter: 42 });
    stubFetch(async () => jsonResponse({ code: 429, msg: 'Slow down', data: null, retryAfter: 'soon' }, 429));
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 429, retryAfter: undefined });
  });

  it('keeps what the envelope carries beside the standard keys as extra', async () => {
    stubFetch(async () =>
      jsonResponse(
        { code: 409, msg: 'You have an unpaid order', data: null, errorCode: 'OWN_UNPAID_ORDER', orderId: 7 },
        409,
      ),
    );
    const error = await api.post('/api/order/create', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ errorCode: 'OWN_UNPAID_ORDER', extra: { orderId: 7 } });
    expect(Object.keys((error as { extra: object }).extra)).toEqual(['orderId']);
  });

  it('follows the envelope code even when the HTTP status is 200', async () => {
    stubFetch(async () => jsonResponse({ code: 409, msg: 'already sold', data: null }));
    await expect(api.post('/api/x', {})).rejects.toMatchObject({ code: 409, msg: 'already sold', status: 200 });
  });
});

describe('request: transport failures', () => {
  it('rejects a non-JSON error response with an HttpError and keeps the session', async () => {
    logIn();
    const onUnauthorized = vi.fn();
    setSessionHandlers({ onUnauthorized });
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 401 }));
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-1');
  });

  it('rejects a 2xx answer that is not an envelope', async () => {
    stubFetch(async () => new Response('<!doctype html><html></html>', { status: 200 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('rejects network failures with an HttpError', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({ name: 'HttpError', kind: 'network', status: null });
  });

  it('times out after 10 000 ms and aborts the fetch', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | null | undefined;
    // Never settles on its own, like a server that does not answer.
    stubFetch((_input, init) => {
      signal = init.signal;
      return new Promise<Response>(() => {});
    });
    const pending = api.get('/api/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await pending).toMatchObject({ name: 'HttpError', kind: 'timeout' });
  });

  it('honours a per-request timeout and the caller abort signal', async () => {
    vi.useFakeTimers();
    stubFetch(() => new Promise<Response>(() => {}));
    const short = api.get('/api/x', undefined, { timeoutMs: 50 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await short).toMatchObject({ kind: 'timeout' });

    const controller = new AbortController();
    const cancelled = api.get('/api/x', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await cancelled).toMatchObject({ kind: 'aborted' });
  });
});
