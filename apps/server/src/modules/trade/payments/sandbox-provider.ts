import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../../lib/secret-box.ts';
import type { PaymentProvider, VerifyResult } from './payment-provider.ts';

/*
 * The built-in sandbox gateway. Its cashier page is served by this server; paying there makes the "gateway" send
 * a notification to /api/pay/notify/sandbox signed like a real gateway's: HMAC-SHA256 over the sorted
 * `key=value` pairs (sign and sign_type left out), under a per-merchant key derived from the server's keyring.
 * The notify handler trusts nothing it has not verified, exactly as with a real provider.
 */

export const SANDBOX_SIGN_TYPE = 'HMAC-SHA256';

export function sandboxMerchantId(tenantId: number): string {
  return `sandbox-${tenantId}`;
}

/** The canonical string a signature covers (the Alipay convention: sorted, non-empty, sign fields excluded). */
export function canonicalString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && fields[key] !== '' && fields[key] !== undefined)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

export interface SandboxGateway extends PaymentProvider {
  /**
   * The signed notification the gateway sends when the buyer presses Pay (result paid) or Fail (closed, with the
   * reason `declined`, as a real gateway names why a payment failed).
   */
  buildNotification(
    tenantId: number,
    payment: { outTradeNo: string; amountFen: number; id: number },
    result: 'paid' | 'closed',
    at: Date,
  ): Record<string, string>;
  sign(tenantId: number, fields: Record<string, string>): string;
}

export function createSandboxProvider(box: SecretBox): SandboxGateway {
  const keyOf = (tenantId: number) => Buffer.from(box.blindIndex(`merchant:${tenantId}`, 'sandbox-pay-key'), 'hex');
  const sign = (tenantId: number, fields: Record<string, string>) =>
    createHmac('sha256', keyOf(tenantId)).update(canonicalString(fields), 'utf8').digest('hex');

  return {
    name: 'sandbox',
    sign,

    async createPayUrl(request) {
      const path = `/api/pay/sandbox/cashier/${encodeURIComponent(request.outTradeNo)}`;
      return request.locale ? `${path}?lang=${request.locale}` : path;
    },

    buildNotification(tenantId, payment, result, at) {
      const fields: Record<string, string> = {
        notify_id: randomBytes(12).toString('hex'),
        notify_time: at.toISOString(),
        app_id: sandboxMerchantId(tenantId),
        out_trade_no: payment.outTradeNo,
        trade_no: `SBX${payment.id}${payment.outTradeNo.slice(-8)}`,
        total_fen: String(payment.amountFen),
        trade_status: result === 'paid' ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
        ...(result === 'closed' ? { fail_reason: 'declined' } : {}),
        sign_type: SANDBOX_SIGN_TYPE,
      };
      return { ...fields, sign: sign(tenantId, fields) };
    },

    async verifyNotification(tenantId, fields): Promise<VerifyResult> {
      const notifyId = fields.notify_id ?? '';
      const outTradeNo = fields.out_trade_no ?? '';
      const expected = Buffer.from(sign(tenantId, fields), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/.test(fields.sign ?? '') ? (fields.sign as string) : '', 'hex');
      if (
        fields.sign_type !== SANDBOX_SIGN_TYPE ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        return { ok: false, reason: 'bad_signature', notifyId, outTradeNo };
      }
      if (fields.app_id !== sandboxMerchantId(tenantId))
        return { ok: false, reason: 'merchant_mismatch', notifyId, outTradeNo };
      const status = fields.trade_status;
      const amount = fields.total_fen ?? '';
      if (
        !notifyId ||
        !outTradeNo ||
        !/^\d{1,15}$/.test(amount) ||
        (status !== 'TRADE_SUCCESS' && status !== 'TRADE_CLOSED')
      ) {
        return { ok: false, reason: 'malformed', notifyId, outTradeNo };
      }
      return {
        ok: true,
        notification: {
          notifyId,
          outTradeNo,
          providerTradeNo: fields.trade_no ?? '',
          amountFen: Number(amount),
          result: status === 'TRADE_SUCCESS' ? 'paid' : 'closed',
          ...(status === 'TRADE_CLOSED' && /^\w{1,40}$/.test(fields.fail_reason ?? '')
            ? { reason: fields.fail_reason }
            : {}),
        },
      };
    },

    reply: (recorded) => (recorded ? 'success' : 'fail'),

    // The sandbox gateway is this server: its cashier reads the payment's own status, so a payment closed here is
    // closed there, and its refunds return the money at once.
    closeTrade: async () => 'closed',
    refundTrade: async () => undefined,
  };
}
