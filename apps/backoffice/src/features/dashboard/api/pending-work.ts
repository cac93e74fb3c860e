import { type PendingWork, pendingWorkSchema } from '@gs/shared/staff-dashboard';
import { sessionScopeKey } from '@gs/web/session-scope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';

export const pendingWorkKeys = {
  all: [...sessionScopeKey, 'pending-work'] as const,
};

/** GET /api/staff/pending-work: the counts of the queues the caller's roles work on (at most 10 seconds old). */
export async function getPendingWork(options: { signal?: AbortSignal } = {}): Promise<PendingWork> {
  return pendingWorkSchema.parse(await api.get('/api/staff/pending-work', undefined, options));
}

/** Home and the dashboard share it; refreshed every minute while either is open, so it follows the day's work. */
export function pendingWorkQueryOptions() {
  return queryOptions({
    queryKey: pendingWorkKeys.all,
    queryFn: ({ signal }) => getPendingWork({ signal }),
    refetchInterval: 60_000,
  });
}

export function usePendingWork() {
  return useQuery(pendingWorkQueryOptions());
}
