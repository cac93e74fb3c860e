import { type Profile, profileSchema, type UpdateProfileInput, userInfoSchema } from '@gs/shared/identity';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { getUserInfo, setUserInfo } from '../../../lib/storage';
import { profileKeys } from './profile-keys';

/** PUT /api/system/user/profile: saves the given fields (a phone change needs `phone` + `smsCode`). */
export async function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  const data = await api.put('/api/system/user/profile', input);
  return profileSchema.parse(data);
}

// The header shows the stored user info; keep its name and avatar in step with the profile.
function syncStoredUserInfo(profile: Profile): void {
  const stored = userInfoSchema().safeParse(getUserInfo());
  if (stored.success) setUserInfo({ ...stored.data, nickName: profile.nickName, avatar: profile.avatar });
}

/** Saves, refreshes the profile queries and the stored user info, then runs the caller's `onSuccess`. */
export function useUpdateProfile({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<Profile, Error, UpdateProfileInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateProfile,
    onSuccess: async (...args) => {
      syncStoredUserInfo(args[0]);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      return onSuccess?.(...args);
    },
  });
}
