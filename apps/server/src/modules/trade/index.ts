/** Buying: orders, payments, staff order handling, the ledger and the credential vault, as one feature. */

export { type Posting, postEntries, walletBalance } from './ledger/ledger.service.ts';
export {
  type OrderOutcome,
  type OrderOutcomeEvent,
  type OrderOutcomeHook,
  onOrderOutcome,
} from './orders/order-outcome-hooks.ts';
export { commissionFor, type TradeFees } from './orders/order-pricing.ts';
export { loadRebindSteps, loadTradeFees } from './orders/order-settings.ts';
export { RECYCLE_PAYMENT_HOURS } from './orders/recycle-order-rules.ts';
export { createRecycleOrder, type RecycleOrderInput } from './orders/recycle-orders.service.ts';
export type { PaymentProviders } from './payments/payment-provider.ts';
export { tradePlugin } from './trade.plugin.ts';
export { createTradeDeps, type TradeDeps } from './trade-deps.ts';
export { revealCredentials, storeCredentials } from './vault/vault.service.ts';
