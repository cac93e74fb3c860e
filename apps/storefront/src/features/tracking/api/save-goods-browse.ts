import { type GoodsBrowseInput, goodsBrowseInputSchema } from '@gs/shared/tenant';
import { api } from '../../../lib/request';

/** POST /api/web/save/goodsBrowse: records one view of a listing (it feeds the listing's view count). */
export async function saveGoodsBrowse(input: GoodsBrowseInput): Promise<void> {
  await api.post('/api/web/save/goodsBrowse', goodsBrowseInputSchema.parse(input));
}
