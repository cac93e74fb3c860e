import { profileSchema } from '@gs/shared/identity';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { claimKeys } from './claim-keys';

/** GET /api/system/user/profile/new: my own phone, unmasked, to prefill a claim's contact phone. */
export async function getContactPhone(options: { signal?: AbortSignal } = {}): Promise<string> {
  return profileSchema.parse(await api.get('/api/system/user/profile/new', undefined, options)).phone;
}

export function useContactPhone(enabled: boolean) {
  return useQuery({
    queryKey: claimKeys.contactPhone(),
    queryFn: ({ signal }) => getContactPhone({ signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
