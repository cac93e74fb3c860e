import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { i18n } from './i18n';
import { encodeQuery } from './query-string';
import { api, request, resolveApiUrl } from './request';
import { setToken } from './storage';

type FetchMock = Mock<(input: string, init: RequestInit) => Promise<Response>>;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(respond: () => Promise<Response> = async () => jsonResponse({ code: 200, msg: 'ok', data: null })) {
  const mock: FetchMock = vi.fn(respond);
  vi.stubGlobal('fetch', mock);
  return mock;
}

function lastCall(mock: FetchMock): { url: string; init: RequestInit; headers: Headers } {
  const call = mock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], init: call[1], headers: new Headers(call[1].headers) };
}

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('encodeQuery', () => {
  it('encodes flat values and skips undefined and null', () => {
    expect(encodeQuery({ type: 1, state: 1, q: 'a b&c', on: true, none: null, missing: undefined, empty: '' })).toBe(
      'type=1&state=1&q=a%20b%26c&on=true&empty=',
    );
  });

  it('encodes nested objects as name[key]=value', () => {
    expect(encodeQuery({ filter: { gameId: 3, price: { min: 100, max: 200 }, skip: undefined } })).toBe(
      'filter[gameId]=3&filter[price][min]=100&filter[price][max]=200',
    );
  });

  it('repeats the name for arrays of values and indexes arrays of objects', () => {
    expect(encodeQuery({ ids: [1, 2, null, 3] })).toBe('ids=1&ids=2&ids=3');
    expect(encodeQuery({ attrs: [{ id: 1, v: 'x' }] })).toBe('attrs[0][id]=1&attrs[0][v]=x');
    expect(encodeQuery({ filter: { tags: ['a', 'b'] } })).toBe('filter[tags]=a&filter[tags]=b');
  });

  it('encodes dates as ISO strings and escapes names', () => {
    expect(encodeQuery({ 'from date': new Date('2026-01-02T03:04:05.000Z') })).toBe(
      'from%20date=2026-01-02T03%3A04%3A05.000Z',
    );
  });
});

describe('request: URL and query', () => {
  it('puts GET params in the query string of the /api path', async () => {
    const fetchMock = stubFetch();
    await api.get('/api/web/getTenant', { type: 1, state: 1, filter: { gameId: 7 }, ids: [1, 2] });
    expect(lastCall(fetchMock).url).toBe('/api/web/getTenant?type=1&state=1&filter[gameId]=7&ids=1&ids=2');
    expect(lastCall(fetchMock).init.method).toBe('GET');
    expect(lastCall(fetchMock).init.body).toBeUndefined();
  });

  it('rewrites /api to the configured VITE_API_BASE', async () => {
    vi.stubEnv('VITE_API_BASE', '/prod-api/');
    const fetchMock = stubFetch();
    await api.get('/api/web/game/Type', { keyword: 'x' });
    expect(lastCall(fetchMock).url).toBe('/prod-api/web/game/Type?keyword=x');
  });

  it('rewrites only paths under /api', () => {
    expect(resolveApiUrl('/api/web/x', 'https://api.example.com/v1')).toBe('https://api.example.com/v1/web/x');
    expect(resolveApiUrl('/api', '/gw')).toBe('/gw');
    expect(resolveApiUrl('/apiary/x', '/gw')).toBe('/apiary/x');
    expect(resolveApiUrl('/uploads/a.png', '/gw')).toBe('/uploads/a.png');
  });
});

describe('request: headers', () => {
  it('sends Token and Bearer headers from the stored token', async () => {
    setToken('tok-1');
    const fetchMock = stubFetch();
    await api.get('/api/system/user/profile/new');
    const { headers } = lastCall(fetchMock);
    expect(headers.get('Token')).toBe('tok-1');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('omits auth headers when there is no token', async () => {
    const fetchMock = stubFetch();
    await api.get('/api/web/getTenant');
    const { headers } = lastCall(fetchMock);
    expect(headers.has('Token')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends empty auth headers in emptyAuth mode even with a token', async () => {
    setToken('tok-1');
    const fetchMock = stubFetch();
    await api.post('/api/register', { phone: '13800138000' }, { emptyAuth: true });
    const { headers } = lastCall(fetchMock);
    expect(headers.get('Token')).toBe('');
    expect(headers.get('Authorization')).toBe('');
  });

  it('sends JSON bodies with a JSON content type and the current language', async () => {
    await i18n.changeLanguage('en-US');
    const fetchMock = stubFetch();
    await api.post('/api/web/save/tenantBrowse', { path: '/', visitorId: 'visitor_1' });
    const { init, headers } = lastCall(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"path":"/","visitorId":"visitor_1"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('en-US');
  });
});

describe('request: modes', () => {
  it('sends FormData without a JSON content type in form-data mode', async () => {
    const fetchMock = stubFetch();
    const file = new File(['x'], 'shot.png', { type: 'image/png' });
    await api.postForm('/api/account/problem', { text: 'hello', images: [file, file], skip: undefined });
    const { init, headers } = lastCall(fetchMock);
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect(form.get('text')).toBe('hello');
    expect(form.getAll('images')).toHaveLength(2);
    expect(form.has('skip')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('passes a FormData body through unchanged', async () => {
    const fetchMock = stubFetch();
    const form = new FormData();
    form.append('a', '1');
    await request('/api/x', { method: 'POST', body: form });
    expect(lastCall(fetchMock).init.body).toBe(form);
    expect(lastCall(fetchMock).headers.has('Content-Type')).toBe(false);
  });

  it('sends PUT with a JSON body', async () => {
    const fetchMock = stubFetch();
    await api.put('/api/system/user/profile', { nickName: 'n' });
    expect(lastCall(fetchMock).init.method).toBe('PUT');
    expect(lastCall(fetchMock).init.body).toBe('{"nickName":"n"}');
  });
});
