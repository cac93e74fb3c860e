/** Buying: orders, payments, staff order handling, the ledger and the credential vault, as one feature. */

export { type Posting, postEntries, walletBalance } from './ledger/ledger.service.ts';
export { commissionFor, type TradeFees } from './orders/order-pricing.ts';
export { loadRebindSteps, loadTradeFees } from './orders/order-settings.ts';
export type { PaymentProviders } from './payments/payment-provider.ts';
export { tradePlugin } from './trade.plugin.ts';
export { createTradeDeps, type TradeDeps } from './trade-deps.ts';
export { revealCredentials, storeCredentials } from './vault/vault.service.ts';
