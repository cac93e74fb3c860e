import { type ClaimPage, claimPageSchema, type MyClaimsQuery } from '@gs/shared/claims';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { claimKeys } from './claim-keys';

/** GET /api/claims/mine?role&pageNum&pageSize: my claims as buyer (or against my sales), with unread marks and count. */
export async function getMyClaims(query: MyClaimsQuery, options: { signal?: AbortSignal } = {}): Promise<ClaimPage> {
  return claimPageSchema.parse(await api.get('/api/claims/mine', query, options));
}

function myClaimsQueryOptions(query: MyClaimsQuery) {
  return {
    queryKey: claimKeys.list(query),
    queryFn: ({ signal }: { signal: AbortSignal }) => getMyClaims(query, { signal }),
  };
}

/** A page of my claims; the previous page stays on screen while the next one loads. */
export function useMyClaims(query: MyClaimsQuery) {
  return useQuery({ ...myClaimsQueryOptions(query), placeholderData: keepPreviousData });
}

/** How many of my claims, as buyer and as seller together, have something I have not read (undefined while loading). */
export function useClaimsUnread(): number | undefined {
  return useQueries({
    queries: (['buyer', 'seller'] as const).map((role) => myClaimsQueryOptions({ role, pageNum: 1, pageSize: 1 })),
    combine: (results) =>
      results.every((result) => result.data)
        ? results.reduce((sum, result) => sum + (result.data?.unreadCount ?? 0), 0)
        : undefined,
  });
}
