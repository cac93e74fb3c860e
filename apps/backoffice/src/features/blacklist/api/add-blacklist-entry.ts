import { type BlacklistEntry, blacklistEntrySchema, type CreateBlacklistEntryInput } from '@gs/shared/blacklist';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { blacklistKeys } from './blacklist-keys';

/** POST /api/staff/blacklist: lists a game account (login, in a game) or a seller (by phone). */
export async function addBlacklistEntry(input: CreateBlacklistEntryInput): Promise<BlacklistEntry> {
  return blacklistEntrySchema.parse(await api.post('/api/staff/blacklist', input));
}

export function useAddBlacklistEntry({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<BlacklistEntry, Error, CreateBlacklistEntryInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: addBlacklistEntry,
    onSuccess: async (entry, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: blacklistKeys.lists() });
      return onSuccess?.(entry, ...rest);
    },
  });
}
