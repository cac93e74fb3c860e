import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { i18n } from './i18n';
import { api } from './request';
import { resetSessionHandlers, setSessionHandlers } from './session-handlers';
import { getToken, getUserInfo, readItem, setToken, setUserInfo, storageKeys, writeItem } from './storage';

// The request client itself is tested in @gs/web; these check how the storefront wires it up.

type FetchMock = Mock<(input: string, init: RequestInit) => Promise<Response>>;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(respond: () => Promise<Response> = async () => jsonResponse({ code: 200, msg: 'ok', data: null })) {
  const mock: FetchMock = vi.fn(respond);
  vi.stubGlobal('fetch', mock);
  return mock;
}

function lastCall(mock: FetchMock): { url: string; headers: Headers } {
  const call = mock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], headers: new Headers(call[1].headers) };
}

function logIn() {
  setToken('tok-1');
  setUserInfo({ nickName: 'player' });
  writeItem(storageKeys.visitorId, 'visitor_123');
}

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetSessionHandlers();
});

describe('the storefront request client', () => {
  it('sends the stored token as Token and Bearer, and the current language', async () => {
    setToken('tok-1');
    await i18n.changeLanguage('en-US');
    const fetchMock = stubFetch();
    await api.get('/api/system/user/profile/new');
    const { headers } = lastCall(fetchMock);
    expect(headers.get('Token')).toBe('tok-1');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Accept-Language')).toBe('en-US');
  });

  it('rewrites /api to the configured VITE_API_BASE', async () => {
    vi.stubEnv('VITE_API_BASE', '/prod-api/');
    const fetchMock = stubFetch();
    await api.get('/api/web/game/Type', { keyword: 'x' });
    expect(lastCall(fetchMock).url).toBe('/prod-api/web/game/Type?keyword=x');
  });

  it('on 401 clears the session by default', async () => {
    logIn();
    stubFetch(async () => jsonResponse({ code: 401, msg: 'login expired', data: null }, 401));
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
  });

  it('on 403 clears token and user info silently (SPEC §7), keeps other items and calls onForbidden', async () => {
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
});

describe('lazySchema', () => {
  it('loads its schema once, on first use, and again only after a failed load', async () => {
    const { lazySchema } = await import('./request');
    const schema = { parse: (data: unknown) => data as string };
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(schema);
    const loader = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    await expect(loader()).rejects.toThrow('chunk failed');
    expect(await loader()).toBe(schema);
    expect(await loader()).toBe(schema);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
