import { type StaffRegionTree, staffRegionTreeSchema } from '@gs/shared/staff-catalogue';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/staff/catalogue/regions?gameId: the game's whole region tree, disabled nodes included (owner). */
export async function getRegionTree(gameId: number, options: { signal?: AbortSignal } = {}): Promise<StaffRegionTree> {
  return staffRegionTreeSchema.parse(await api.get('/api/staff/catalogue/regions', { gameId }, options));
}

export function regionTreeQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: catalogueKeys.regionTree(gameId),
    queryFn: ({ signal }) => getRegionTree(gameId, { signal }),
  });
}
