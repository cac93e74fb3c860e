import { type RegisterInput, type Session, sessionSchema } from '@gs/shared/identity';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { useSession } from '../hooks/use-session';

/** POST /api/register, sent with empty auth headers (SPEC §7): creates the account and answers its session. */
export async function register(input: RegisterInput): Promise<Session> {
  const data = await api.post('/api/register', input, { emptyAuth: true });
  return sessionSchema.parse(data);
}

/** Registers, then signs the new account in before the caller's `onSuccess` runs. */
export function useRegister({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<Session, Error, RegisterInput>, 'mutationFn'> = {}) {
  const { signIn } = useSession();
  return useMutation({
    ...options,
    mutationFn: register,
    onSuccess: (...args) => {
      signIn(args[0]);
      return onSuccess?.(...args);
    },
  });
}
