/** Streamers: the tenant's streamers on the home page, and the staff's calls to keep them. */
export { streamersPlugin } from './streamers.routes.ts';
export { seedStreamers } from './streamers-seed.ts';
