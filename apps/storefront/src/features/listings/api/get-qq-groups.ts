import type { QqGroup } from '@gs/shared/qq-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getCheckedLazily, lazySchema } from '../../../lib/request';
import { listingKeys } from './listing-keys';

// Loaded with the first call (see lazySchema), not with the page's start: a server-rendered page hydrates the answer.
const qqGroupsSchema = lazySchema(() => import('@gs/shared/qq-groups').then((module) => z.array(module.qqGroupSchema)));

/** GET /api/V2/H5/qqGroup?gameId: the tenant's customer-service QQ groups for a game, tenant-wide ones included. */
export async function getQqGroups(gameId: number, options: { signal?: AbortSignal } = {}): Promise<QqGroup[]> {
  return getCheckedLazily(qqGroupsSchema, '/api/V2/H5/qqGroup', { gameId }, options);
}

export function qqGroupsQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: listingKeys.qqGroups(gameId),
    queryFn: ({ signal }) => getQqGroups(gameId, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useQqGroups(gameId: number | null) {
  return useQuery({ ...qqGroupsQueryOptions(gameId ?? 0), enabled: gameId !== null });
}
