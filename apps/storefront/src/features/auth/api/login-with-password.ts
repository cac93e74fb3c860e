import { type PasswordLoginInput, type Session, sessionSchema } from '@gs/shared/identity';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { useSession } from '../hooks/use-session';

/**
 * POST /api/web/login with phone or username, password and the image captcha. Wrong credentials reject
 * with code 422 (`LOGIN_FAILED`), a lockout with 429; both carry a `msg` for the user.
 */
export async function loginWithPassword(input: PasswordLoginInput): Promise<Session> {
  const data = await api.post('/api/web/login', input);
  return sessionSchema.parse(data);
}

/** Logs in, then stores the session (and refreshes queries) before the caller's `onSuccess` runs. */
export function useLoginWithPassword({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<Session, Error, PasswordLoginInput>, 'mutationFn'> = {}) {
  const { signIn } = useSession();
  return useMutation({
    ...options,
    mutationFn: loginWithPassword,
    onSuccess: (...args) => {
      signIn(args[0]);
      return onSuccess?.(...args);
    },
  });
}
