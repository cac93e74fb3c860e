import { type RecycleResult, recycleResultSchema } from '@gs/shared/recycle';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { recycleKeys } from './recycle-keys';

/** POST /api/account/krecycle/{id}/cancel: withdraws my request while it waits for verification (409 after). */
export async function cancelRecycle(id: number): Promise<RecycleResult> {
  return recycleResultSchema.parse(await api.post(`/api/account/krecycle/${id}/cancel`));
}

/** Cancels a request; afterwards (done or refused) the request lists are refetched, then the caller's `onSuccess`. */
export function useCancelRecycle({
  onSuccess,
  onSettled,
  ...options
}: Omit<UseMutationOptions<RecycleResult, Error, number>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: cancelRecycle,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: recycleKeys.lists() });
      return onSuccess?.(...args);
    },
    onSettled: async (...args) => {
      if (args[1]) await queryClient.invalidateQueries({ queryKey: recycleKeys.lists() });
      return onSettled?.(...args);
    },
  });
}
