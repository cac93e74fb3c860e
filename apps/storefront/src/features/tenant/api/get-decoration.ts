import { type DecorationEntry, decorationEntrySchema } from '@gs/shared/tenant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { sessionIndependentMeta } from '../../../lib/session-scope';
import { tenantKeys } from '../../../lib/tenant-keys';

const decorationListSchema = decorationEntrySchema.array();

/** GET /api/web/decoration/type (type 1, state 1): the page decoration entries, one per area 1–5. */
export async function getDecoration(options: { signal?: AbortSignal } = {}): Promise<DecorationEntry[]> {
  const data = await api.get('/api/web/decoration/type', { type: 1, state: 1 }, options);
  return decorationListSchema.parse(data);
}

/** Loaded once at start (SPEC §4) and kept for the whole visit. */
export function decorationQueryOptions() {
  return queryOptions({
    queryKey: tenantKeys.decoration(),
    queryFn: ({ signal }) => getDecoration({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: sessionIndependentMeta,
  });
}

export function useDecoration() {
  return useQuery(decorationQueryOptions());
}
