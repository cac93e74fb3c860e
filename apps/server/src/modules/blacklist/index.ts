/**
 * The blacklist, sole owner of `blacklist_entries`: the public account check (`/api/black/blackList`), the staff's
 * list, add and remove, and the one check every way to sell runs (`assertNotBlacklisted`, by login digest).
 */
export { blacklistPlugin } from './blacklist.routes.ts';
export {
  addToBlacklist,
  assertNotBlacklisted,
  type BlacklistSubject,
  blacklistHit,
  loginDigestOf,
} from './blacklist.service.ts';
