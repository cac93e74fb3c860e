import type { PaymentProviderName } from '@gs/shared/orders';
import type { Locale } from '@gs/shared/tenant';
import type { AlipayTenantConfig } from './alipay-settings.ts';

/** What a provider needs to open a payment. */
export interface PayRequest {
  tenantId: number;
  /** Our payment number at the provider. */
  outTradeNo: string;
  amountFen: number;
  /** Shown on the provider's cashier (order number and listing title). */
  subject: string;
  /** The shop page the payer's browser comes back to (`/pages/finish?orderId=12`). */
  returnPath: string;
  /** The shop's origin as the buyer reached it (`https://shop.example`), for notify and return URLs. */
  origin: string;
  /** When the order stops waiting for this payment: the provider must stop taking it before then. */
  orderExpiresAt: Date | null;
  /** The payer's language in the shop, for a cashier that can speak it (the sandbox's). */
  locale?: Locale;
}

/** A refund of a whole payment through its provider; `requestNo` makes a retry the same refund, never a second. */
export interface RefundRequest {
  outTradeNo: string;
  amountFen: number;
  requestNo: string;
  reason: string;
}

/** A notification whose signature and merchant were verified by the provider; amounts in fen. */
export interface VerifiedNotification {
  notifyId: string;
  outTradeNo: string;
  providerTradeNo: string;
  amountFen: number;
  result: 'paid' | 'closed';
  /**
   * Why a closed payment was not paid, as a code the order's history can name (`declined`: the payer's payment
   * failed at the cashier; `closed`: the gateway closed it unpaid, the default).
   */
  reason?: string;
}

export type VerifyResult =
  | { ok: true; notification: VerifiedNotification }
  | { ok: false; reason: 'bad_signature' | 'merchant_mismatch' | 'malformed'; notifyId: string; outTradeNo: string };

/**
 * What a gateway said to a merchant's keys: `ok` when it accepted the request's signature and app id and its answer
 * verified with the gateway's public key; else why not (`rejected`: the gateway refused the request;
 * `answer_signature`: its answer did not verify with the public key given; `unreachable`: no readable answer),
 * with the gateway's own code and message where it gave them.
 */
export interface KeyCheckResult {
  ok: boolean;
  reason: 'ok' | 'rejected' | 'answer_signature' | 'unreachable';
  gatewayCode: string | null;
  gatewayMessage: string | null;
}

/**
 * A payment gateway, chosen per tenant (order_settings.payment_provider). The sandbox is built in; an Alipay
 * provider implements the same interface (page pay URL, RSA2-verified notifications, trade.query).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Where the buyer's browser goes to pay. */
  createPayUrl(request: PayRequest): Promise<string>;
  /** Verifies a notification's signature and merchant before anything is read from it. */
  verifyNotification(tenantId: number, fields: Record<string, string>): Promise<VerifyResult>;
  /** The body the gateway expects back: it retries until it sees the success body. */
  reply(recorded: boolean): string;
  /** Asks the gateway about a payment whose notification never came (Alipay trade.query); null if unknown. */
  queryTrade?(tenantId: number, outTradeNo: string): Promise<VerifiedNotification | null>;
  /**
   * Closes the gateway's side of a payment we closed (Alipay trade.close), so the buyer can no longer pay it.
   * Answers 'closed', or 'not_found' when the buyer never opened it at the gateway (nothing to close); throws when
   * the gateway could not be asked or refused.
   */
  closeTrade?(tenantId: number, outTradeNo: string): Promise<'closed' | 'not_found'>;
  /** Returns a payment's money to the buyer (Alipay trade.refund); throws when the gateway did not accept it. */
  refundTrade?(tenantId: number, refund: RefundRequest): Promise<void>;
  /** Tries a merchant's keys against the gateway without paying anything (a query of an unknown payment). */
  checkKeys?(keys: AlipayTenantConfig): Promise<KeyCheckResult>;
  /** Forgets what the provider keeps of a tenant's settings (after they changed). */
  forgetTenant?(tenantId: number): void;
}

export type PaymentProviders = Partial<Record<PaymentProviderName, PaymentProvider>>;
