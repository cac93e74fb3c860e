import { readItem, storageKeys, writeItem } from '../../lib/storage';

const visitorIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** 22 random URL-safe characters (128 bits). getRandomValues also works outside secure contexts. */
export function createVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The anonymous id of this browser, created and remembered on first use. */
export function getVisitorId(): string {
  const stored = readItem(storageKeys.visitorId);
  if (stored && visitorIdPattern.test(stored)) return stored;
  const id = createVisitorId();
  writeItem(storageKeys.visitorId, id);
  return id;
}
