import type { GoodsBrowseInput } from '@gs/shared/tenant';
import { api } from '../../../lib/request';

/**
 * POST /api/web/save/goodsBrowse: records one view of a listing (it feeds the listing's view count). The body is the
 * app's own, checked by the server (goodsBrowseInputSchema): checking it here too built tenant.ts's schemas with the
 * detail page.
 */
export async function saveGoodsBrowse(input: GoodsBrowseInput): Promise<void> {
  await api.post('/api/web/save/goodsBrowse', input);
}
