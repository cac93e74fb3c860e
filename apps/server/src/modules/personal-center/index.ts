/** Personal center: the signed-in user's counts for the hub page. */
export { personalCenterRoutes } from './personal-center.routes.ts';
