/** Buying: orders, payments, staff order handling, the ledger and the credential vault, as one feature. */

export { sellerClaimRecord } from './claims/claim-record.ts';
export { sellerNeedsClaimReview } from './claims/claim-risk.ts';
export {
  amountOwed,
  checkLedgerBalance,
  type LedgerCheck,
  type Posting,
  postEntries,
  walletBalance,
} from './ledger/ledger.service.ts';
export { type LedgerFinding, ledgerFinding } from './ledger/ledger-findings.ts';
export type {
  OrderOutcome,
  OrderOutcomeEvent,
  OrderOutcomeHook,
  OrderOutcomeHooks,
} from './orders/order-outcome-hooks.ts';
export { commissionFor, rateWithMinimum, type TradeFees } from './orders/order-pricing.ts';
export {
  loadOrderSettings,
  loadRebindSteps,
  loadTradeFees,
  type OrderSettings,
  saveOrderSettings,
} from './orders/order-settings.ts';
export { createRecycleOrder, type RecycleOrderInput } from './orders/recycle-orders.service.ts';
export {
  normalizeAlipayPrivateKey,
  normalizeAlipayPublicKey,
  publicKeyOfPrivateKey,
} from './payments/alipay-keys.ts';
export {
  ALIPAY_GATEWAY,
  ALIPAY_SANDBOX_GATEWAY,
  type AlipaySettingsSummary,
  type AlipayTenantConfig,
  describeAlipaySettings,
  loadAlipaySettings,
  loadStoredAlipayKeys,
  saveAlipayKeys,
} from './payments/alipay-settings.ts';
export type { KeyCheckResult, PaymentProvider, PaymentProviders } from './payments/payment-provider.ts';
export type { PaymentPurpose, PaymentPurposes } from './payments/payment-purposes.ts';
export {
  closePurposePayments,
  forfeitHeldPayment,
  openPurposePayment,
  type PurposePaymentState,
  purposePaymentState,
  releaseHeldPayment,
} from './payments/purpose-payments.service.ts';
export { tradePlugin } from './trade.plugin.ts';
export { createTradeDeps, type TradeDeps } from './trade-deps.ts';
export { revealCredentials, storeCredentials } from './vault/vault.service.ts';
