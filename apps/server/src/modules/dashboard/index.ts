/** The back office's dashboard: the shop's figures and the work waiting, computed in SQL when asked. */
export { dashboardRoutes } from './dashboard.routes.ts';
