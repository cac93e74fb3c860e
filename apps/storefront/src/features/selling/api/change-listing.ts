import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { myProductKeys } from './my-product-keys';

/** GET /api/goods/info/upGoods/{id}: puts a taken-down listing back on sale. 409 when its state no longer allows it. */
export async function putUpListing(id: number): Promise<void> {
  await api.get(`/api/goods/info/upGoods/${id}`);
}

/** POST /api/goods/info/downGoods: takes an on-sale listing off the market. 409 when it was bought meanwhile. */
export async function takeDownListing(id: number): Promise<void> {
  await api.post('/api/goods/info/downGoods', { id });
}

/** PUT /api/need/consignment/{id}/price: a new price alone; an on-sale listing stays on sale. */
export async function changeListingPrice({ id, priceFen }: { id: number; priceFen: number }): Promise<void> {
  await api.put(`/api/need/consignment/${id}/price`, { priceFen });
}

type Options<TInput> = Omit<UseMutationOptions<void, Error, TInput>, 'mutationFn'>;

/**
 * A listing action as a mutation: afterwards (done or refused — a 409 means its state changed underneath) every
 * "my products" page is refetched, then the caller's `onSuccess` runs.
 */
function useListingMutation<TInput>(
  mutationFn: (input: TInput) => Promise<void>,
  { onSuccess, onSettled, ...options }: Options<TInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: myProductKeys.all });
      return onSuccess?.(...args);
    },
    onSettled: async (...args) => {
      if (args[1]) await queryClient.invalidateQueries({ queryKey: myProductKeys.all });
      return onSettled?.(...args);
    },
  });
}

export function usePutUpListing(options: Options<number> = {}) {
  return useListingMutation(putUpListing, options);
}

export function useTakeDownListing(options: Options<number> = {}) {
  return useListingMutation(takeDownListing, options);
}

export function useChangeListingPrice(options: Options<{ id: number; priceFen: number }> = {}) {
  return useListingMutation(changeListingPrice, options);
}
