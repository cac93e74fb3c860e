import { type Profile, profileSchema } from '@gs/shared/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { profileKeys } from './profile-keys';

/** GET /api/system/user/profile/newsm: the user's profile with phone and ID masked, for display. */
export async function getMaskedProfile(options: { signal?: AbortSignal } = {}): Promise<Profile> {
  const data = await api.get('/api/system/user/profile/newsm', undefined, options);
  return profileSchema.parse(data);
}

export function maskedProfileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.masked(),
    queryFn: ({ signal }) => getMaskedProfile({ signal }),
  });
}

export function useMaskedProfile() {
  return useQuery(maskedProfileQueryOptions());
}
