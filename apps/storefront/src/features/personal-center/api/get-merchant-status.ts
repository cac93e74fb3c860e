import { type MerchantApplication, merchantApplicationSchema } from '@gs/shared/merchant-application';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { personalCenterKeys } from './personal-center-keys';

/** GET /api/customer/audit/lastOne: my newest merchant application, or null (for its status on the hub). */
export async function getMerchantStatus(options: { signal?: AbortSignal } = {}): Promise<MerchantApplication | null> {
  return merchantApplicationSchema.nullable().parse(await api.get('/api/customer/audit/lastOne', undefined, options));
}

export function useMerchantStatus() {
  return useQuery({ queryKey: personalCenterKeys.merchant(), queryFn: ({ signal }) => getMerchantStatus({ signal }) });
}
