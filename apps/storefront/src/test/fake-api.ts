import type { AppVersion, TenantInfo } from '@gs/shared/tenant';
import { buildTenant } from './tenant-fixture';

// The fake fetch is shared with the back office's tests (one implementation in @gs/web).
export { type Answer, type ApiCall, envelopeResponse, stubApi } from '@gs/web/test/fake-api';

/** The answers of the storefront's frame: the tenant, its decoration, the app version, browse tracking. */
export function frameAnswers(options: { tenant?: Partial<TenantInfo>; appVersion?: AppVersion | null } = {}) {
  return {
    'GET /api/web/getTenant': buildTenant(options.tenant),
    'GET /api/web/decoration/type': [],
    'GET /api/app/version/lastOne': options.appVersion ?? null,
  };
}
