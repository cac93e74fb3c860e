import { useSyncExternalStore } from 'react';
import { getToken, subscribeStorage } from '../lib/storage';

const readNothing = () => null;

/**
 * The stored staff token, re-rendering on every change: a sign-in or sign-out here, the 401 handler clearing it,
 * or another tab.
 */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeStorage, getToken, readNothing);
}
