import { useQuery } from '@tanstack/react-query';
import { tenantQueryOptions } from '../lib/get-tenant';

/** The shop of this host (see `tenantQueryOptions`). */
export function useTenant() {
  return useQuery(tenantQueryOptions());
}
