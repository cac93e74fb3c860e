import { timingSafeEqual } from 'node:crypto';
import { DECORATION_PREVIEW_TTL_MS, type DecorationPreviewToken } from '@gs/shared/staff-decoration';
import type { RequestContext } from '../../lib/context.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

/** Signs with an HMAC-SHA256 key derived from the server's secret for this purpose only. */
export type PreviewSigner = Pick<SecretBox, 'blindIndex'>;

const PURPOSE = 'decoration-preview';
const PAYLOAD = /^[A-Za-z0-9_-]{1,200}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

interface PreviewClaims {
  tenantId: number;
  expiresAt: number;
}

/**
 * A short-lived token that lets the storefront of this tenant show the staff's decoration draft: the tenant and
 * expiry, signed. It grants nothing else, and only to this tenant's storefront.
 */
export function createPreviewToken(ctx: RequestContext, signer: PreviewSigner): DecorationPreviewToken {
  const expiresAt = ctx.clock.now().getTime() + DECORATION_PREVIEW_TTL_MS;
  const claims: PreviewClaims = { tenantId: ctx.tenantId, expiresAt };
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return { token: `${payload}.${signer.blindIndex(payload, PURPOSE)}`, expiresAt: new Date(expiresAt).toISOString() };
}

/** Whether `token` is a preview token of this request's tenant, unaltered and not expired. Never throws. */
export function isValidPreviewToken(ctx: RequestContext, signer: PreviewSigner, token: string | undefined): boolean {
  if (!token) return false;
  const [payload = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !PAYLOAD.test(payload) || !SIGNATURE.test(signature)) return false;
  const expected = Buffer.from(signer.blindIndex(payload, PURPOSE), 'utf8');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'utf8'))) return false;
  let claims: Partial<PreviewClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return false;
  }
  return (
    claims.tenantId === ctx.tenantId &&
    typeof claims.expiresAt === 'number' &&
    claims.expiresAt > ctx.clock.now().getTime()
  );
}
