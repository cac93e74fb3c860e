import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken, getUserInfo, setToken } from '../../../lib/storage';
import { stubApi } from '../../../test/fake-api';
import { buildSession } from '../../../test/identity-fixtures';
import { useSession } from './use-session';

function renderSession() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['session', 'profile', 'masked'], { nickName: 'previous user' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useSession(), { wrapper }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSession', () => {
  it('signs in: stores token and user info and drops the previous user data', () => {
    const { result, queryClient } = renderSession();
    expect(result.current).toMatchObject({ token: null, userInfo: null, isLoggedIn: false });

    act(() => result.current.signIn(buildSession()));

    expect(result.current).toMatchObject({ token: 'tok-new', isLoggedIn: true, userInfo: buildSession().userInfo });
    expect(getToken()).toBe('tok-new');
    expect(queryClient.getQueryData(['session', 'profile', 'masked'])).toBeUndefined();
  });

  it('follows changes made elsewhere: the request client clearing storage, another tab', () => {
    setToken('tok-1');
    const { result } = renderSession();
    expect(result.current.isLoggedIn).toBe(true);
    act(() => clearSession());
    expect(result.current.isLoggedIn).toBe(false);

    act(() => {
      localStorage.setItem('token', 'tok-other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(result.current.token).toBe('tok-other-tab');
  });

  it('signs out through POST /api/logout and clears storage even when the call fails', async () => {
    const { result } = renderSession();
    act(() => result.current.signIn(buildSession()));
    // The network fails: fetch rejects.
    const api = stubApi({
      'POST /api/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await act(() => result.current.signOut());

    const [logout] = api.callsTo('POST /api/logout');
    expect(api.calls).toHaveLength(1);
    expect(logout?.headers.get('Token')).toBe('tok-new');
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok-new');
    expect(result.current.isLoggedIn).toBe(false);
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
  });
});
