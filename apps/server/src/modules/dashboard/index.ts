/** The back office's dashboard: the shop's figures, computed in SQL when asked. */
export { dashboardRoutes } from './dashboard.routes.ts';
