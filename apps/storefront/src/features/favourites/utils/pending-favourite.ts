import { readItem, removeItem, storageKeys, writeItem } from '../../../lib/storage';

/** How long a favourite waits for its login: a login started and abandoned must not save it days later. */
const PENDING_FOR_MS = 30 * 60 * 1000;

/**
 * Remembers that a visitor pressed Favourite on `listingId` and was sent to log in (kept in localStorage, so a
 * login finished in the same tab after a reload, or through the SMS code, still completes it).
 */
export function rememberPendingFavourite(listingId: number, now: number = Date.now()): void {
  writeItem(storageKeys.pendingFavourite, JSON.stringify({ listingId, until: now + PENDING_FOR_MS }));
}

/**
 * Whether a favourite of `listingId` is waiting for the login; answering true forgets it, so it is added once.
 * An expired one is forgotten too; one for another listing is kept for that listing.
 */
export function takePendingFavourite(listingId: number, now: number = Date.now()): boolean {
  const raw = readItem(storageKeys.pendingFavourite);
  if (raw === null) return false;
  let pending: { listingId?: unknown; until?: unknown } = {};
  try {
    pending = JSON.parse(raw) as typeof pending;
  } catch {
    // Unreadable: forgotten below.
  }
  const expired = typeof pending.until !== 'number' || pending.until < now;
  const matches = !expired && pending.listingId === listingId;
  if (expired || matches) removeItem(storageKeys.pendingFavourite);
  return matches;
}
