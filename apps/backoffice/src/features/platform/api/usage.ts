import { platformUsageSchema } from '@gs/shared/platform';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { platformKeys } from './platform-keys';

/** GET /api/platform/usage: per shop GMV, orders, listings on sale, users, private storage and last activity. */
export async function getUsage(options: { signal?: AbortSignal } = {}) {
  return platformUsageSchema.parse(await api.get('/api/platform/usage', undefined, options));
}

export function usageQueryOptions() {
  return queryOptions({ queryKey: platformKeys.usage(), queryFn: ({ signal }) => getUsage({ signal }) });
}
