import { type QqGroup, qqGroupSchema } from '@gs/shared/qq-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { listingKeys } from './listing-keys';

const qqGroupsSchema = z.array(qqGroupSchema);

/** GET /api/V2/H5/qqGroup?gameId: the tenant's customer-service QQ groups for a game, tenant-wide ones included. */
export async function getQqGroups(gameId: number, options: { signal?: AbortSignal } = {}): Promise<QqGroup[]> {
  const data = await api.get('/api/V2/H5/qqGroup', { gameId }, options);
  return qqGroupsSchema.parse(data);
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
