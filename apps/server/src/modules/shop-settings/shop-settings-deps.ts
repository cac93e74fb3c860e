import type { RequestContext } from '../../lib/context.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { PaymentProviders } from '../trade/index.ts';

/** What the shop settings need from the rest of the app (built once by the composition root). */
export interface ShopSettingsDeps {
  /** Seals the payment and SMS secrets. */
  secretBox: SecretBox;
  /** The app's payment providers: Alipay's tries keys ("test connection"); each forgets a changed tenant. */
  paymentProviders: PaymentProviders;
  /** Whether the server allows sandbox payments (PAYMENT_SANDBOX_ENABLED): never in production by default. */
  sandboxAllowed: boolean;
  /** Whether the server has the image captcha on at all (CAPTCHA_ENABLED). */
  captchaServerEnabled: boolean;
  /** The server's SMS provider ('log' or 'aliyun'), what a shop on the platform's SMS uses. */
  platformSmsProvider: string;
  /** Forgets every host → tenant lookup the app has cached (the storefront then reads the new settings). */
  forgetTenantHosts: () => void;
}

/**
 * After a change: the storefront must see it at once, so the host → tenant lookups, the tenant's cached values
 * (order settings, catalogue, …) and the payment providers' clients of the tenant are forgotten. A staff change runs
 * in the request's transaction, so the audit plugin calls this again once it committed (nothing read in between
 * survives) and tells the other instances to do the same (composition/shop-changes.ts).
 */
export function forgetShop(ctx: Pick<RequestContext, 'caches' | 'tenantId'>, deps: ShopSettingsDeps): void {
  deps.forgetTenantHosts();
  ctx.caches.forgetTenant(ctx.tenantId);
  for (const provider of Object.values(deps.paymentProviders)) provider?.forgetTenant?.(ctx.tenantId);
}
