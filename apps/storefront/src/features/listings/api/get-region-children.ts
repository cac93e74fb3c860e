import type { RegionNode } from '@gs/shared/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getCheckedLazily, lazySchema } from '../../../lib/request';
import { listingKeys } from './listing-keys';

// Loaded with the first call (see lazySchema), not with the page's start: a server-rendered page hydrates the answer.
const regionNodesSchema = lazySchema(() =>
  import('@gs/shared/games').then((module) => z.array(module.regionNodeSchema)),
);

/** GET /api/web/keylist?gameId&parentId: one level of the game's region tree (the roots when parentId is null). */
export async function getRegionChildren(
  gameId: number,
  parentId: number | null,
  options: { signal?: AbortSignal } = {},
): Promise<RegionNode[]> {
  return getCheckedLazily(regionNodesSchema, '/api/web/keylist', { gameId, parentId: parentId ?? '' }, options);
}

export function regionChildrenQueryOptions(gameId: number, parentId: number | null) {
  return queryOptions({
    queryKey: listingKeys.regionChildren(gameId, parentId),
    queryFn: ({ signal }) => getRegionChildren(gameId, parentId, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Children of `parentId` (roots for null); idle while `enabled` is false (a level whose parent is not chosen). */
export function useRegionChildren(gameId: number | null, parentId: number | null, enabled = true) {
  return useQuery({ ...regionChildrenQueryOptions(gameId ?? 0, parentId), enabled: enabled && gameId !== null });
}
