import { type StaffUserDetail, staffUserDetailSchema } from '@gs/shared/staff-users';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { staffMemberKeys, userKeys } from './user-keys';

export interface BlockChange {
  id: number;
  /** Block, or lift the block. */
  block: boolean;
  reason: string;
}

/** POST /api/staff/users/{id}/block or /unblock with the reason; answers the user as they are now. */
export async function changeUserBlock({ id, block, reason }: BlockChange): Promise<StaffUserDetail> {
  const path = `/api/staff/users/${id}/${block ? 'block' : 'unblock'}`;
  return staffUserDetailSchema.parse(await api.post(path, { reason }));
}

export function useChangeUserBlock({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<StaffUserDetail, Error, BlockChange>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: changeUserBlock,
    onSuccess: async (user, ...rest) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: staffMemberKeys.all }),
      ]);
      return onSuccess?.(user, ...rest);
    },
  });
}
