import { randomBytes } from 'node:crypto';
import type { AlipaySdk } from 'alipay-sdk';
import type { AlipayTenantConfig } from './alipay-settings.ts';
import type { KeyCheckResult } from './payment-provider.ts';

/** Alipay's answer to a query of a payment it does not know: the request was signed right, the app id is known. */
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';
const MAX_MESSAGE = 300;

interface QueryAnswer {
  code?: string;
  msg?: string;
  subCode?: string;
  subMsg?: string;
}

const clip = (text: string) => (text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text);

function judge(answer: QueryAnswer): KeyCheckResult {
  const gatewayCode = answer.subCode ?? answer.code ?? null;
  const gatewayMessage = answer.subMsg ?? answer.msg ?? null;
  const accepted = answer.code === '10000' || answer.subCode === TRADE_NOT_EXIST;
  return {
    ok: accepted,
    reason: accepted ? 'ok' : 'rejected',
    gatewayCode,
    gatewayMessage: gatewayMessage === null ? null : clip(gatewayMessage),
  };
}

/** A failure to reach or read the gateway, described without the request (it carries the signed parameters). */
function unreachable(error: unknown): KeyCheckResult {
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : 'unknown error';
  return { ok: false, reason: 'unreachable', gatewayCode: null, gatewayMessage: clip(message) };
}

/**
 * Tries a merchant's keys: `alipay.trade.query` of a random payment number through the official client, its answer's
 * signature checked with Alipay's public key. "Trade does not exist" (or any success) in a verified answer means the
 * keys work. When the answer does not verify, the query is asked once more unchecked to tell a refusal (wrong app id
 * or private key: the gateway's message) from a wrong Alipay public key or an unreachable gateway.
 */
export async function checkAlipayKeys(keys: AlipayTenantConfig): Promise<KeyCheckResult> {
  let sdk: AlipaySdk;
  try {
    const { AlipaySdk } = await import('alipay-sdk'); // loaded on first use: see alipay-provider.ts
    sdk = new AlipaySdk({
      appId: keys.appId,
      privateKey: keys.privateKey,
      alipayPublicKey: keys.alipayPublicKey,
      gateway: keys.gateway,
      keyType: 'PKCS8',
      signType: 'RSA2',
      timeout: 5000,
    });
  } catch (error) {
    return unreachable(error);
  }
  const outTradeNo = `keycheck${randomBytes(12).toString('hex')}`;
  const query = (validateSign: boolean) =>
    sdk.exec('alipay.trade.query', { bizContent: { outTradeNo } }, { validateSign }) as Promise<QueryAnswer>;
  try {
    return judge(await query(true));
  } catch {
    try {
      const result = judge(await query(false));
      return result.ok ? { ...result, ok: false, reason: 'answer_signature' } : result;
    } catch (error) {
      return unreachable(error);
    }
  }
}
