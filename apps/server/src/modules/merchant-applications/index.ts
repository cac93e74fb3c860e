/** Merchant applications: a user asks to become one of the shop's merchants; the owner approves or rejects. */
export { merchantApplicationsRoutes } from './merchant-applications.routes.ts';
