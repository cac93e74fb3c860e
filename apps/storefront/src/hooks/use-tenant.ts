import { useQuery } from '@tanstack/react-query';
import { tenantQueryOptions } from '../lib/get-tenant';

/** The tenant of this site (see `tenantQueryOptions`). */
export function useTenant() {
  return useQuery(tenantQueryOptions());
}
