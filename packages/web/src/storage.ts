// Storage can throw (disabled storage, private mode, quota); the web apps must keep working without it.
function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` after every write or removal made through this module in this tab, and on `storage` events
 * from other tabs (so a login or logout elsewhere shows here too). Answers the unsubscribe function.
 */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  const onStorageEvent = () => listener();
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorageEvent);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorageEvent);
  };
}

/** Reads a raw string item, or null when it is absent or storage is unavailable. */
export function readItem(name: string): string | null {
  try {
    return getStorage()?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

/** Writes a raw string item; silently does nothing when storage is unavailable. */
export function writeItem(name: string, value: string): void {
  try {
    getStorage()?.setItem(name, value);
  } catch {
    // Storage full or disabled: the value simply is not remembered.
  }
  notifyListeners();
}

/** Removes the named item from localStorage (SPEC §7). */
export function removeItem(name: string): void {
  try {
    getStorage()?.removeItem(name);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
  notifyListeners();
}

/** Where an app keeps its session in localStorage. */
export interface SessionKeys {
  token: string;
  userInfo: string;
}

export interface SessionStore {
  /** The stored session token, or null when signed out (an empty value counts as signed out). */
  getToken: () => string | null;
  setToken: (token: string) => void;
  /** The stored user info as the login answered it, or null; `unknown`: callers parse it with the shared schema. */
  getUserInfo: () => unknown;
  setUserInfo: (info: unknown) => void;
  /** Signs out locally: removes the token and user info, keeping unrelated items (language, visitor id). */
  clearSession: () => void;
}

/** An app's session in localStorage under its own keys: the back office's staff session is not the storefront's. */
export function createSessionStore(keys: SessionKeys): SessionStore {
  return {
    getToken: () => readItem(keys.token) || null,
    setToken: (token) => writeItem(keys.token, token),
    getUserInfo: () => {
      const raw = readItem(keys.userInfo);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return null;
      }
    },
    setUserInfo: (info) => writeItem(keys.userInfo, JSON.stringify(info)),
    clearSession: () => {
      removeItem(keys.token);
      removeItem(keys.userInfo);
    },
  };
}
