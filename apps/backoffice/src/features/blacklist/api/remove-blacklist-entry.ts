import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { blacklistKeys } from './blacklist-keys';

/** DELETE /api/staff/blacklist/{id}: removes an entry (selling accepts the account or seller again); audited. */
export async function removeBlacklistEntry(id: number): Promise<void> {
  await request(`/api/staff/blacklist/${id}`, { method: 'DELETE' });
}

export function useRemoveBlacklistEntry({
  onSettled,
  ...options
}: Omit<UseMutationOptions<void, Error, number>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: removeBlacklistEntry,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: blacklistKeys.lists() });
      return onSettled?.(...args);
    },
  });
}
