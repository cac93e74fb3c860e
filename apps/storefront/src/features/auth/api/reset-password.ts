import type { ResetPasswordInput } from '@gs/shared/identity';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/request';

/** POST /api/h5/SmsforPwd: sets a new password with a code sent to the phone (scene reset); every session ends. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.post('/api/h5/SmsforPwd', input);
}

export function useResetPassword(
  options: Omit<UseMutationOptions<void, Error, ResetPasswordInput>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: resetPassword });
}
