import type { TenantInfo } from '@gs/shared/tenant';
import { sessionIndependentMeta } from '@gs/web/session-scope';
import { queryOptions } from '@tanstack/react-query';
import { getCheckedLazily, lazySchema } from './request';
import { tenantKeys } from './tenant-keys';

const tenantInfoSchema = lazySchema(() => import('@gs/shared/tenant').then((module) => module.tenantInfoSchema));

/** GET /api/web/getTenant (type 1, state 1): the tenant resolved from this site's domain. */
export async function getTenant(options: { signal?: AbortSignal } = {}): Promise<TenantInfo> {
  return getCheckedLazily(tenantInfoSchema, '/api/web/getTenant', { type: 1, state: 1 }, options);
}

/** Loaded once at start and kept for the whole visit. */
export function tenantQueryOptions() {
  return queryOptions({
    queryKey: tenantKeys.info(),
    queryFn: ({ signal }) => getTenant({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: sessionIndependentMeta,
  });
}
