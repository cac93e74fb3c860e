import type { PlatformAuditSearch, PlatformTenantSearch } from '@gs/shared/platform';
import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of the platform console: shops, usage and the platform audit log. */
export const platformKeys = {
  all: [...sessionScopeKey, 'platform'] as const,
  shops: () => [...platformKeys.all, 'shops'] as const,
  shopList: (search: PlatformTenantSearch) => [...platformKeys.shops(), 'list', search] as const,
  shop: (id: number) => [...platformKeys.shops(), 'detail', id] as const,
  usage: () => [...platformKeys.all, 'usage'] as const,
  audit: (search: PlatformAuditSearch) => [...platformKeys.all, 'audit', search] as const,
};
