import { type PlatformAuditSearch, platformAuditPageSchema } from '@gs/shared/platform';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { platformKeys } from './platform-keys';

/** GET /api/platform/audit: every platform action, newest first, by action and shop. */
export async function getPlatformAudit(search: PlatformAuditSearch, options: { signal?: AbortSignal } = {}) {
  return platformAuditPageSchema.parse(await api.get('/api/platform/audit', { ...search }, options));
}

export function platformAuditQueryOptions(search: PlatformAuditSearch) {
  return queryOptions({
    queryKey: platformKeys.audit(search),
    queryFn: ({ signal }) => getPlatformAudit(search, { signal }),
    placeholderData: keepPreviousData,
  });
}
