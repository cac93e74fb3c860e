import { type Streamer, streamerListSchema } from '@gs/shared/streamers';
import { sessionIndependentMeta } from '@gs/web/session-scope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';

export const streamerKeys = {
  all: ['streamers'] as const,
  list: () => [...streamerKeys.all, 'list'] as const,
};

/** GET /api/account/zhubo/list?createId=1: the tenant's streamers, every platform. */
export async function getStreamers(options: { signal?: AbortSignal } = {}): Promise<Streamer[]> {
  const data = await api.get('/api/account/zhubo/list', { createId: 1 }, options);
  return streamerListSchema.parse(data);
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
