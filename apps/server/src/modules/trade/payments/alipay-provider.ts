import type { AlipaySdk } from 'alipay-sdk';
import type { Db } from '../../../db/database.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { TtlCache } from '../../../lib/ttl-cache.ts';
import { findOrderSettings } from '../orders/order-settings.repository.ts';
import { DEFAULT_ORDER_SETTINGS } from '../orders/order-settings.ts';
import { checkAlipayKeys } from './alipay-key-check.ts';
import { type AlipayTenantConfig, loadAlipaySettings } from './alipay-settings.ts';
import type { PaymentProvider, VerifiedNotification, VerifyResult } from './payment-provider.ts';

/*
 * Alipay page payment through the official alipay-sdk: RSA2 keys from the tenant's sealed settings; notifications
 * verified with Alipay's public key before anything is read, then the app id; amounts are yuan strings converted
 * to fen without floating point; trade.query settles payments whose notification never came.
 */

/** fen → "123.45" */
export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "123.45" → 12345; null for anything that is not a plain amount with at most two decimals. */
export function yuanToFen(text: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Alipay reads `time_expire` as Beijing time, "yyyy-MM-dd HH:mm:ss". */
export function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The gateway stops taking a payment this long before its order expires, so no payment lands on a closed order. */
export const GATEWAY_MARGIN_MS = 60_000;

function resultOf(status: string | undefined): VerifiedNotification['result'] | null {
  if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') return 'paid';
  if (status === 'TRADE_CLOSED') return 'closed';
  return null;
}

export function createAlipayProvider(db: Db, box: SecretBox): PaymentProvider {
  // An SDK per tenant and key set, kept briefly (building one parses the keys).
  const sdks = new TtlCache<{ sdk: AlipaySdk; config: AlipayTenantConfig } | null>(60_000, 1_000);
  const sdkFor = (tenantId: number) =>
    sdks.get(String(tenantId), async () => {
      const config = await loadAlipaySettings(db, box, tenantId);
      if (!config) return null;
      // alipay-sdk (and its HTTP client, some 8 MB of heap) loads when a shop first uses Alipay, not with the server.
      const { AlipaySdk } = await import('alipay-sdk');
      const sdk = new AlipaySdk({
        appId: config.appId,
        privateKey: config.privateKey,
        alipayPublicKey: config.alipayPublicKey,
        gateway: config.gateway,
        keyType: 'PKCS8',
        signType: 'RSA2',
        timeout: 5000,
      });
      return { sdk, config };
    });

  return {
    name: 'alipay',

    async createPayUrl(request) {
      const tenant = await sdkFor(request.tenantId);
      if (!tenant) throw new Error(`tenant ${request.tenantId} has no Alipay settings`);
      // The cashier closes a minute before the order expires (time_expire is absolute: a payment opened late in
      // the window gets only what is left of it); without an expiry, the shop's payment window.
      const settings = await findOrderSettings(db, request.tenantId);
      const minutes = settings?.payment_minutes ?? DEFAULT_ORDER_SETTINGS.paymentMinutes;
      const expiry = request.orderExpiresAt
        ? { timeExpire: beijingTime(new Date(request.orderExpiresAt.getTime() - GATEWAY_MARGIN_MS)) }
        : { timeoutExpress: `${minutes}m` };
      return tenant.sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: {
          outTradeNo: request.outTradeNo,
          productCode: 'FAST_INSTANT_TRADE_PAY',
          totalAmount: fenToYuan(request.amountFen),
          subject: request.subject,
          ...expiry,
        },
        notifyUrl: `${request.origin}/api/pay/notify/alipay`,
        returnUrl: `${request.origin}${request.returnPath}`,
      });
    },

    async verifyNotification(tenantId, fields): Promise<VerifyResult> {
      const notifyId = fields.notify_id ?? '';
      const outTradeNo = fields.out_trade_no ?? '';
      const tenant = await sdkFor(tenantId);
      // Fastify has decoded the form already: verify the values as they are (V2: no second decoding).
      if (!tenant?.sdk.checkNotifySignV2(fields)) return { ok: false, reason: 'bad_signature', notifyId, outTradeNo };
      if (fields.app_id !== tenant.config.appId)
        return { ok: false, reason: 'merchant_mismatch', notifyId, outTradeNo };
      const amountFen = yuanToFen(fields.total_amount);
      const result = resultOf(fields.trade_status);
      if (!notifyId || !outTradeNo || amountFen === null || result === null) {
        return { ok: false, reason: 'malformed', notifyId, outTradeNo };
      }
      return {
        ok: true,
        notification: { notifyId, outTradeNo, providerTradeNo: fields.trade_no ?? '', amountFen, result },
      };
    },

    reply: (recorded) => (recorded ? 'success' : 'fail'),

    checkKeys: checkAlipayKeys,

    // The cache has no per-key removal: all tenants' clients are rebuilt on their next use (settings change rarely).
    forgetTenant: () => sdks.clear(),

    async closeTrade(tenantId, outTradeNo) {
      const tenant = await sdkFor(tenantId);
      if (!tenant) throw new Error(`tenant ${tenantId} has no Alipay settings`);
      const answer = await tenant.sdk.exec(
        'alipay.trade.close',
        { bizContent: { outTradeNo } },
        { validateSign: true },
      );
      if (answer.code === '10000') return 'closed';
      // The buyer never opened the cashier: Alipay has no trade to close, and none can be paid.
      if (answer.subCode === 'ACQ.TRADE_NOT_EXIST') return 'not_found';
      throw new Error(`alipay.trade.close answered ${answer.code} ${answer.subCode ?? ''}`.trim());
    },

    async refundTrade(tenantId, refund) {
      const tenant = await sdkFor(tenantId);
      if (!tenant) throw new Error(`tenant ${tenantId} has no Alipay settings`);
      const answer = await tenant.sdk.exec(
        'alipay.trade.refund',
        {
          bizContent: {
            outTradeNo: refund.outTradeNo,
            refundAmount: fenToYuan(refund.amountFen),
            outRequestNo: refund.requestNo,
            refundReason: refund.reason,
          },
        },
        { validateSign: true },
      );
      if (answer.code !== '10000') {
        throw new Error(`alipay.trade.refund answered ${answer.code} ${answer.subCode ?? ''}`.trim());
      }
    },

    async queryTrade(tenantId, outTradeNo) {
      const tenant = await sdkFor(tenantId);
      if (!tenant) return null;
      const answer = await tenant.sdk.exec(
        'alipay.trade.query',
        { bizContent: { outTradeNo } },
        { validateSign: true },
      );
      const result = resultOf(answer.tradeStatus);
      const amountFen = yuanToFen(answer.totalAmount);
      if (answer.code !== '10000' || result === null || amountFen === null) return null;
      return {
        notifyId: `query:${answer.tradeNo}:${answer.tradeStatus}`,
        outTradeNo,
        providerTradeNo: String(answer.tradeNo ?? ''),
        amountFen,
        result,
      };
    },
  };
}
