import { type Session, type SmsLoginInput, sessionSchema } from '@gs/shared/identity';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { useSession } from '../hooks/use-session';

/** POST /api/h5/login with the phone and the code sent to it (scene login). */
export async function loginWithSms(input: SmsLoginInput): Promise<Session> {
  const data = await api.post('/api/h5/login', input);
  return sessionSchema.parse(data);
}

/** Logs in, then stores the session (and refreshes queries) before the caller's `onSuccess` runs. */
export function useLoginWithSms({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<Session, Error, SmsLoginInput>, 'mutationFn'> = {}) {
  const { signIn } = useSession();
  return useMutation({
    ...options,
    mutationFn: loginWithSms,
    onSuccess: (...args) => {
      signIn(args[0]);
      return onSuccess?.(...args);
    },
  });
}
