import { type Profile, profileSchema } from '@gs/shared/identity';
import { sessionScopeKey } from '@gs/web/session-scope';
import { queryOptions } from '@tanstack/react-query';
import { api } from './request';

/** Query keys of the signed-in staff member's own data (dropped at sign-in and sign-out). */
export const profileKeys = {
  all: [...sessionScopeKey, 'profile'] as const,
};

/**
 * GET /api/system/user/profile/newsm: the signed-in user with their staff `roles` (phone masked). `token` asks with
 * a session that is not stored yet (the login checks the roles before keeping it).
 */
export async function getProfile(options: { signal?: AbortSignal; token?: string } = {}): Promise<Profile> {
  const headers = options.token ? { Token: options.token, Authorization: `Bearer ${options.token}` } : undefined;
  const data = await api.get('/api/system/user/profile/newsm', undefined, { signal: options.signal, headers });
  return profileSchema.parse(data);
}

/** The staff member's profile: loaded when the shell opens, so a role taken away shows on the next visit. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => getProfile({ signal }),
    staleTime: 5 * 60_000,
  });
}
