import { type Profile, profileSchema, type RealNameTwoInput } from '@gs/shared/identity';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { profileKeys } from './profile-keys';

/** POST /api/realname/auth/two: sends the uploaded ID photos for review (level two, needed to sell). */
export async function submitIdPhotos(input: RealNameTwoInput): Promise<Profile> {
  const data = await api.post('/api/realname/auth/two', input);
  return profileSchema.parse(data);
}

export function useSubmitIdPhotos({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<Profile, Error, RealNameTwoInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: submitIdPhotos,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      return onSuccess?.(...args);
    },
  });
}
