import { type Profile, profileSchema, type RealNameInput } from '@gs/shared/identity';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { profileKeys } from './profile-keys';

/**
 * POST /api/realname/auth: checks name and ID number (level one, needed to buy). Refusals such as under 18,
 * a bad checksum or too many accounts on one ID come back as an `ApiError` with a clear `msg`.
 */
export async function verifyRealName(input: RealNameInput): Promise<Profile> {
  const data = await api.post('/api/realname/auth', input);
  return profileSchema.parse(data);
}

export function useVerifyRealName({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<Profile, Error, RealNameInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: verifyRealName,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      return onSuccess?.(...args);
    },
  });
}
