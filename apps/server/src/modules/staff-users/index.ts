/** The back office's users and staff: search users, block and unblock, and the owner's staff management. */
export { staffUsersPlugin } from './staff-users.routes.ts';
