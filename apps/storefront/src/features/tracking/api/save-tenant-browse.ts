import type { TenantBrowseInput } from '@gs/shared/tenant';
import { api } from '../../../lib/request';

const MAX_PATH_LENGTH = 512;

/**
 * POST /api/web/save/tenantBrowse: records one page view of the storefront. The body is the app's own (its path and
 * visitor id), checked by the server with tenantBrowseInputSchema: checking it here too loaded tenant.ts and built its
 * schemas with every page's first view.
 */
export async function saveTenantBrowse(input: TenantBrowseInput): Promise<void> {
  await api.post('/api/web/save/tenantBrowse', { ...input, path: input.path.slice(0, MAX_PATH_LENGTH) });
}
