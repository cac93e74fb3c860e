import type { Streamer } from '@gs/shared/streamers';
import { sessionIndependentMeta } from '@gs/web/session-scope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCheckedLazily, lazySchema } from '../../../lib/request';

export const streamerKeys = {
  all: ['streamers'] as const,
  list: () => [...streamerKeys.all, 'list'] as const,
};

// Loaded with the first call (see lazySchema), not with the home page's start.
const streamerListSchema = lazySchema(() => import('@gs/shared/streamers').then((module) => module.streamerListSchema));

/** GET /api/account/zhubo/list?createId=1: the tenant's streamers, every platform. */
export async function getStreamers(options: { signal?: AbortSignal } = {}): Promise<Streamer[]> {
  return getCheckedLazily(streamerListSchema, '/api/account/zhubo/list', { createId: 1 }, options);
}

export function streamersQueryOptions() {
  return queryOptions({
    queryKey: streamerKeys.list(),
    queryFn: ({ signal }) => getStreamers({ signal }),
    staleTime: 5 * 60_000,
    meta: sessionIndependentMeta,
  });
}

export function useStreamers() {
  return useQuery(streamersQueryOptions());
}
