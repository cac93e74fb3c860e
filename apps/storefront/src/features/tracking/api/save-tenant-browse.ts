import type { TenantBrowseInput } from '@gs/shared/tenant';
import { api } from '../../../lib/request';

const MAX_PATH_LENGTH = 512;

/** POST /api/web/save/tenantBrowse: records one page view of the storefront. */
export async function saveTenantBrowse(input: TenantBrowseInput): Promise<void> {
  // The schemas load with the first call, not with every page's start (see tenant-basics.ts).
  const { tenantBrowseInputSchema } = await import('@gs/shared/tenant');
  const body = tenantBrowseInputSchema.parse({ ...input, path: input.path.slice(0, MAX_PATH_LENGTH) });
  await api.post('/api/web/save/tenantBrowse', body);
}
