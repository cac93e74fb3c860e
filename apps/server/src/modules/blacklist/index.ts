/** The blacklist: the public account check (`/api/black/blackList`) and the staff's list, add and remove. */
export { blacklistPlugin } from './blacklist.routes.ts';
export { addToBlacklist } from './blacklist.service.ts';
