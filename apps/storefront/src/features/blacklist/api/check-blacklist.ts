import { type BlacklistCheckQuery, type BlacklistCheckResult, blacklistCheckResultSchema } from '@gs/shared/blacklist';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/request';

/** GET /api/black/blackList?gameId&account=: whether the game account is blacklisted (category and date only). */
export async function checkBlacklist(query: BlacklistCheckQuery): Promise<BlacklistCheckResult> {
  return blacklistCheckResultSchema.parse(await api.get('/api/black/blackList', { ...query }));
}

/**
 * A check the visitor asks for (a button press, not a cached read: the answer can change, and the call is rate
 * limited per visitor).
 */
export function useCheckBlacklist(
  options: Omit<UseMutationOptions<BlacklistCheckResult, Error, BlacklistCheckQuery>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: checkBlacklist });
}
