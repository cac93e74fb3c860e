import { type MerchantApplication, merchantApplicationSchema } from '@gs/shared/merchant-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { merchantKeys } from './merchant-keys';

/** GET /api/customer/audit/lastOne: my newest merchant application (documents only as "provided"), or null. */
export async function getMerchantApplication(
  options: { signal?: AbortSignal } = {},
): Promise<MerchantApplication | null> {
  return merchantApplicationSchema.nullable().parse(await api.get('/api/customer/audit/lastOne', undefined, options));
}

export const merchantApplicationQueryOptions = () =>
  queryOptions({ queryKey: merchantKeys.latest(), queryFn: ({ signal }) => getMerchantApplication({ signal }) });

export function useMerchantApplication() {
  return useQuery(merchantApplicationQueryOptions());
}
