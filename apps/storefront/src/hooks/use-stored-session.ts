import { type UserInfo, userInfoSchema } from '@gs/shared/user-info';
import { useMemo, useSyncExternalStore } from 'react';
import { getToken, readItem, storageKeys, subscribeStorage } from '../lib/storage';

export interface StoredSession {
  /** The stored token, or null when logged out. */
  token: string | null;
  /** The stored user info, or null when absent or not in the expected shape. */
  userInfo: UserInfo | null;
  isLoggedIn: boolean;
}

const readRawUserInfo = () => readItem(storageKeys.userInfo);
const readNothing = () => null;

function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const parsed = userInfoSchema().safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The session as kept in localStorage, re-rendering on every change: a login or logout here, the request
 * client clearing it on 401 / 403, or another tab.
 */
export function useStoredSession(): StoredSession {
  // Snapshots are the raw strings: stable between renders, so useSyncExternalStore does not loop.
  const token = useSyncExternalStore(subscribeStorage, getToken, readNothing);
  const rawUserInfo = useSyncExternalStore(subscribeStorage, readRawUserInfo, readNothing);
  const userInfo = useMemo(() => parseUserInfo(rawUserInfo), [rawUserInfo]);
  return useMemo(() => ({ token, userInfo, isLoggedIn: token !== null }), [token, userInfo]);
}
