import type { PasswordLoginInput, Profile, Session } from '@gs/shared/identity';
import { refreshQueriesForSessionChange } from '@gs/web/session-scope';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getProfile, profileKeys } from '../../../lib/get-profile';
import { isStaff } from '../../../lib/roles';
import { setToken, setUserInfo } from '../../../lib/storage';
import { loginWithPassword } from './login-with-password';
import { logout } from './logout';

/** The account logged in but holds no staff role: it may not use the back office. */
export class NoStaffAccessError extends Error {
  override readonly name = 'NoStaffAccessError';
}

export interface StaffSignIn {
  session: Session;
  profile: Profile;
}

/**
 * Logs in, then reads the account's roles with the new token before keeping it. An account without a staff role
 * (owner, operator, recycler, admin) is signed out on the server again at once and rejected with
 * `NoStaffAccessError`; nothing is stored for it.
 */
export async function signInStaff(input: PasswordLoginInput): Promise<StaffSignIn> {
  const session = await loginWithPassword(input);
  const profile = await getProfile({ token: session.token });
  if (!isStaff(profile.roles)) {
    // A token the server could not revoke expires on its own; the refusal stands either way.
    await logout(session.token).catch(() => {});
    throw new NoStaffAccessError('This account has no staff role');
  }
  return { session, profile };
}

/** Signs a staff member in: stores the session and their profile before the caller's `onSuccess` runs. */
export function useSignInStaff({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<StaffSignIn, Error, PasswordLoginInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: signInStaff,
    onSuccess: (...args) => {
      const { session, profile } = args[0];
      setToken(session.token);
      setUserInfo(session.userInfo);
      refreshQueriesForSessionChange(queryClient);
      queryClient.setQueryData(profileKeys.all, profile);
      return onSuccess?.(...args);
    },
  });
}
