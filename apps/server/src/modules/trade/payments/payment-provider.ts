import type { PaymentProviderName } from '@gs/shared/orders';

/** What a provider needs to open a payment. */
export interface PayRequest {
  tenantId: number;
  /** Our payment number at the provider. */
  outTradeNo: string;
  amountFen: number;
  /** Shown on the provider's cashier (order number and listing title). */
  subject: string;
  orderId: number;
  /** The shop's origin as the buyer reached it (`https://shop.example`), for notify and return URLs. */
  origin: string;
}

/** A notification whose signature and merchant were verified by the provider; amounts in fen. */
export interface VerifiedNotification {
  notifyId: string;
  outTradeNo: string;
  providerTradeNo: string;
  amountFen: number;
  result: 'paid' | 'closed';
}

export type VerifyResult =
  | { ok: true; notification: VerifiedNotification }
  | { ok: false; reason: 'bad_signature' | 'merchant_mismatch' | 'malformed'; notifyId: string; outTradeNo: string };

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
}

export type PaymentProviders = Partial<Record<PaymentProviderName, PaymentProvider>>;
