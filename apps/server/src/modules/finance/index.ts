/** The back office's Finance screen: settlement report and export, balance check on demand, ledger lookups. */
export { financeRoutes } from './finance.routes.ts';
