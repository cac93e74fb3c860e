import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PartnerSignedParam, partnerCanonicalString } from '@gs/shared/partners';

/** The lower-case hex HMAC-SHA256 of the canonical string under the partner's secret. */
export function signPartnerParams(secret: string, params: Record<PartnerSignedParam, string>): string {
  return createHmac('sha256', secret).update(partnerCanonicalString(params), 'utf8').digest('hex');
}

/** Whether `sign` is the signature of the parameters, compared in constant time (no timing oracle on the HMAC). */
export function isPartnerSignatureValid(
  secret: string,
  params: Record<PartnerSignedParam, string>,
  sign: string,
): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(sign)) return false;
  const expected = Buffer.from(signPartnerParams(secret, params), 'hex');
  return timingSafeEqual(expected, Buffer.from(sign, 'hex'));
}
