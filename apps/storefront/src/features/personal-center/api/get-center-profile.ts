import { type Profile, profileSchema } from '@gs/shared/identity';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { personalCenterKeys } from './personal-center-keys';

/** GET /api/system/user/profile/newsm: my profile with the phone and ID masked (for the header card). */
export async function getCenterProfile(options: { signal?: AbortSignal } = {}): Promise<Profile> {
  return profileSchema.parse(await api.get('/api/system/user/profile/newsm', undefined, options));
}

export function useCenterProfile() {
  return useQuery({ queryKey: personalCenterKeys.profile(), queryFn: ({ signal }) => getCenterProfile({ signal }) });
}
