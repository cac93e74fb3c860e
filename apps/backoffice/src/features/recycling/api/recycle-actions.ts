import { type RecycleChecklistInput, type StaffRecycleDetail, staffRecycleDetailSchema } from '@gs/shared/recycle';
import { type QueryClient, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { recycleKeys } from './recycle-keys';

/** POST /api/staff/recycle/{id}/verify: starts verifying (the checklist of the game's rebinding steps). */
export async function verifyRecycle(id: number) {
  return staffRecycleDetailSchema.parse(await api.post(`/api/staff/recycle/${id}/verify`));
}

/** POST /api/staff/recycle/{id}/checklist: ticks or unticks one step. */
export async function markRecycleStep(id: number, input: RecycleChecklistInput) {
  return staffRecycleDetailSchema.parse(await api.post(`/api/staff/recycle/${id}/checklist`, input));
}

/** POST /api/staff/recycle/{id}/pay: pays the quote into the seller's wallet (every step done). */
export async function payRecycle(id: number) {
  return staffRecycleDetailSchema.parse(await api.post(`/api/staff/recycle/${id}/pay`));
}

/** POST /api/staff/recycle/{id}/reject: rejects before payment with the reason the seller sees. */
export async function rejectRecycle(id: number, reason: string) {
  return staffRecycleDetailSchema.parse(await api.post(`/api/staff/recycle/${id}/reject`, { reason }));
}

/** Puts the new state in the detail's cache and refreshes the lists (and the home screen's counts). */
function settle(queryClient: QueryClient, detail: StaffRecycleDetail) {
  queryClient.setQueryData(recycleKeys.detail(detail.id), detail);
  void queryClient.invalidateQueries({ queryKey: recycleKeys.lists() });
}

type Options<TVariables> = Omit<UseMutationOptions<StaffRecycleDetail, Error, TVariables>, 'mutationFn'>;

function useRecycleMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<StaffRecycleDetail>,
  { onSuccess, ...options }: Options<TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: (detail, ...rest) => {
      settle(queryClient, detail);
      return onSuccess?.(detail, ...rest);
    },
  });
}

export const useVerifyRecycle = (options?: Options<number>) => useRecycleMutation(verifyRecycle, options);
export const useMarkRecycleStep = (options?: Options<{ id: number; input: RecycleChecklistInput }>) =>
  useRecycleMutation(({ id, input }) => markRecycleStep(id, input), options);
export const usePayRecycle = (options?: Options<number>) => useRecycleMutation(payRecycle, options);
export const useRejectRecycle = (options?: Options<{ id: number; reason: string }>) =>
  useRecycleMutation(({ id, reason }) => rejectRecycle(id, reason), options);
