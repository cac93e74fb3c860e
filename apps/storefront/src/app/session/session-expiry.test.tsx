import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { api } from '../../lib/request';
import { getToken, getUserInfo, readItem, setToken, setUserInfo, writeItem } from '../../lib/storage';
import { renderApp } from '../../test/render-app';
import { currentUrl } from '../../test/render-routes';
import { buildTenant } from '../../test/tenant-fixture';
import { closeSessionPrompt } from './session-prompt-store';

// The real request client: these rules live in it (and in the handlers the layout plugs in). Only fetch is stubbed.
function envelope(code: number, data: unknown = null): Response {
  return new Response(JSON.stringify({ code, msg: code === 200 ? 'ok' : 'no', data }), {
    status: code,
    headers: { 'Content-Type': 'application/json' },
  });
}

const noticePage = { rows: [], total: 0, pageNum: 1, pageSize: 10 };
type Answer = () => Response | Promise<Response>;

function stubServer(extra: Record<string, Answer> = {}) {
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = extra[path];
    if (answer) return answer();
    if (path === '/api/web/getTenant') return envelope(200, buildTenant());
    if (path === '/api/web/decoration/type') return envelope(200, []);
    if (path === '/api/web/systemNotice') return envelope(200, noticePage);
    return envelope(200, null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function logIn() {
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: 'Player', avatar: '' });
  writeItem('searchHistory', JSON.stringify([{ name: 'kept' }]));
}

const PAGE = '/pages/other/gonggao?noticeType=rhmm';

async function renderLoggedIn() {
  logIn();
  const view = renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Notices' });
  return view;
}

const fail = (path: string) => api.get(path).catch((error: unknown) => error);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
  closeSessionPrompt();
});

describe('envelope code 401', () => {
  it('shows one prompt however many requests fail together; Confirm clears storage and goes to log in', async () => {
    stubServer({ '/api/system/user/profile/new': () => envelope(401) });
    const { router } = await renderLoggedIn();

    await act(() =>
      Promise.all([
        fail('/api/system/user/profile/new'),
        fail('/api/system/user/profile/new'),
        fail('/api/system/user/profile/new'),
      ]),
    );

    const dialogs = await screen.findAllByRole('dialog');
    expect(dialogs).toHaveLength(1);
    const dialog = screen.getByRole('dialog', { name: 'Prompt' });
    expect(within(dialog).getByText('Login timed out, please log in again')).toBeTruthy();
    // Nothing is cleared until the user answers.
    expect(getToken()).toBe('tok-1');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/login?fromRoute=${encodeURIComponent(PAGE)}`));
    expect(new URLSearchParams(router.state.location.search).get('fromRoute')).toBe(PAGE);
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
    expect(readItem('searchHistory')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Cancel only clears storage: no navigation', async () => {
    stubServer({ '/api/system/user/profile/new': () => envelope(401) });
    const { router } = await renderLoggedIn();
    await act(() => fail('/api/system/user/profile/new'));

    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
    expect(currentUrl(router)).toBe(PAGE);
    // The header follows: the visitor sees the login link again.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('does not prompt again for a request of the ended session that answers late', async () => {
    let answerLate: (response: Response) => void = () => {};
    const late = new Promise<Response>((resolve) => {
      answerLate = resolve;
    });
    stubServer({ '/api/slow': () => late, '/api/system/user/profile/new': () => envelope(401) });
    await renderLoggedIn();
    const slow = fail('/api/slow');
    await act(() => fail('/api/system/user/profile/new'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Prompt' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await act(async () => {
      answerLate(envelope(401));
      await slow;
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not prompt when revoking the token at logout answers 401', async () => {
    stubServer({ '/api/logout': () => envelope(401) });
    await renderLoggedIn();
    await act(() => api.post('/api/logout').catch(() => {}));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getToken()).toBe('tok-1');
  });
});

describe('envelope code 403', () => {
  it('clears storage and shows nothing', async () => {
    stubServer({ '/api/staff/thing': () => envelope(403) });
    const { router } = await renderLoggedIn();
    const error = await act(() => fail('/api/staff/thing'));
    expect(error).toMatchObject({ code: 403 });
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentUrl(router)).toBe(PAGE);
  });

  it('also takes away a login prompt a racing 401 of the same session opened: nothing shown', async () => {
    stubServer({ '/api/chat/unread': () => envelope(401), '/api/staff/thing': () => envelope(403) });
    await renderLoggedIn();
    await act(() => fail('/api/chat/unread'));
    expect(await screen.findByRole('dialog', { name: 'Prompt' })).toBeTruthy();
    await act(() => fail('/api/staff/thing'));
    expect(getToken()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('HTTP errors', () => {
  it('are rejected to the caller with no message and no prompt', async () => {
    stubServer({ '/api/broken': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await renderLoggedIn();
    const error = await act(() => fail('/api/broken'));
    expect(error).toMatchObject({ name: 'HttpError', status: 502 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getToken()).toBe('tok-1');
  });
});
