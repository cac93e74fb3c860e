/** Keys of everything the storefront keeps in localStorage. `token` and `userInfo` are the session (SPEC §3/§4). */
export const storageKeys = {
  token: 'token',
  userInfo: 'userInfo',
  language: 'language',
  visitorId: 'visitorId',
  /** The header's search history: JSON `[{ "name": "…" }]`, newest first, at most 6 (SPEC §3). */
  searchHistory: 'searchHistory',
} as const;

// Storage can throw (disabled storage, private mode, quota); a storefront must keep working without it.
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

/** The stored session token, or null when logged out. */
export function getToken(): string | null {
  const token = readItem(storageKeys.token);
  return token ? token : null;
}

export function setToken(token: string): void {
  writeItem(storageKeys.token, token);
}

/**
 * The stored user info (nickName, avatar, … as the login answered it), or null.
 * Returned as `unknown`: callers parse it with the shared user schema.
 */
export function getUserInfo(): unknown {
  const raw = readItem(storageKeys.userInfo);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function setUserInfo(info: unknown): void {
  writeItem(storageKeys.userInfo, JSON.stringify(info));
}

/** Logs out locally: clears the token and user info, keeping unrelated items (language, visitor id). */
export function clearSession(): void {
  removeItem(storageKeys.token);
  removeItem(storageKeys.userInfo);
}
