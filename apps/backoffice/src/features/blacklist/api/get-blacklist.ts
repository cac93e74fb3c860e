import { blacklistPageSchema, type StaffBlacklistQuery } from '@gs/shared/blacklist';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { blacklistKeys } from './blacklist-keys';

/** GET /api/staff/blacklist?gameId&reasonCategory&kind&pageNum&pageSize: entries, newest first (operator or owner). */
export async function getBlacklist(query: StaffBlacklistQuery, options: { signal?: AbortSignal } = {}) {
  return blacklistPageSchema.parse(await api.get('/api/staff/blacklist', { ...query }, options));
}

export function blacklistQueryOptions(query: StaffBlacklistQuery) {
  return queryOptions({
    queryKey: blacklistKeys.list(query),
    queryFn: ({ signal }) => getBlacklist(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
