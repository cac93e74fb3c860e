import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, readItem, removeItem, subscribeStorage, writeItem } from './storage';

afterEach(() => localStorage.clear());

describe('createSessionStore', () => {
  const store = createSessionStore({ token: 'app.token', userInfo: 'app.userInfo' });

  it('keeps the token and user info under the keys it was given', () => {
    store.setToken('abc123');
    store.setUserInfo({ nickName: 'n', avatar: '' });
    expect(localStorage.getItem('app.token')).toBe('abc123');
    expect(store.getToken()).toBe('abc123');
    expect(store.getUserInfo()).toEqual({ nickName: 'n', avatar: '' });
  });

  it('treats an empty token as signed out and corrupt user info as none', () => {
    localStorage.setItem('app.token', '');
    localStorage.setItem('app.userInfo', '{not json');
    expect(store.getToken()).toBeNull();
    expect(store.getUserInfo()).toBeNull();
  });

  it('keeps two apps apart: clearing one session leaves the other and unrelated items', () => {
    const other = createSessionStore({ token: 'other.token', userInfo: 'other.userInfo' });
    store.setToken('mine');
    other.setToken('theirs');
    writeItem('language', 'en-US');
    store.clearSession();
    expect(store.getToken()).toBeNull();
    expect(other.getToken()).toBe('theirs');
    expect(readItem('language')).toBe('en-US');
  });
});

describe('raw items', () => {
  it('removes a named item and tolerates removing a missing one', () => {
    writeItem('draft', 'x');
    expect(readItem('draft')).toBe('x');
    removeItem('draft');
    expect(readItem('draft')).toBeNull();
    expect(() => removeItem('never-set')).not.toThrow();
  });

  it('tells listeners about writes in this tab and storage events from others, until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStorage(listener);
    writeItem('a', '1');
    removeItem('a');
    window.dispatchEvent(new StorageEvent('storage', { key: 'a' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    writeItem('a', '2');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
