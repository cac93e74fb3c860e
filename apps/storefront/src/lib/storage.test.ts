import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getToken,
  getUserInfo,
  readItem,
  removeItem,
  setToken,
  setUserInfo,
  storageKeys,
  subscribeStorage,
  writeItem,
} from './storage';

describe('storage', () => {
  it('keeps the token under the key "token"', () => {
    expect(getToken()).toBeNull();
    setToken('abc123');
    expect(localStorage.getItem('token')).toBe('abc123');
    expect(getToken()).toBe('abc123');
  });

  it('treats an empty token as logged out', () => {
    localStorage.setItem(storageKeys.token, '');
    expect(getToken()).toBeNull();
  });

  it('stores user info as JSON under "userInfo"', () => {
    setUserInfo({ nickName: '13800138000', avatar: '/uploads/a.png' });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual({
      nickName: '13800138000',
      avatar: '/uploads/a.png',
    });
    expect(getUserInfo()).toEqual({ nickName: '13800138000', avatar: '/uploads/a.png' });
  });

  it('answers null for missing or corrupt user info', () => {
    expect(getUserInfo()).toBeNull();
    localStorage.setItem('userInfo', '{not json');
    expect(getUserInfo()).toBeNull();
  });

  it('removes a named item', () => {
    writeItem('draft', 'x');
    expect(readItem('draft')).toBe('x');
    removeItem('draft');
    expect(readItem('draft')).toBeNull();
    expect(() => removeItem('never-set')).not.toThrow();
  });

  it('clearSession removes token and user info but keeps other items', () => {
    setToken('t');
    setUserInfo({ nickName: 'n' });
    writeItem(storageKeys.language, 'en-US');
    writeItem(storageKeys.visitorId, 'visitor_123');
    clearSession();
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
    expect(readItem(storageKeys.language)).toBe('en-US');
    expect(readItem(storageKeys.visitorId)).toBe('visitor_123');
  });
});

describe('subscribeStorage', () => {
  it('tells listeners about writes in this tab and storage events from others, until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStorage(listener);
    setToken('t');
    clearSession();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    // setToken: 1, clearSession (token and userInfo): 2, the other tab: 1.
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    setToken('u');
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
