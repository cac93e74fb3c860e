import type { FavouriteResult } from '@gs/shared/favourites';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listingDetailKeys } from '../../../lib/listing-keys';
import { lazySchema, postCheckedLazily } from '../../../lib/request';
import { favouriteKeys } from './favourite-keys';

// Loaded with the first favourite (see lazySchema): the detail page's button starts without favourites.ts, which
// would build the listings' and games' schemas with it.
const favouriteResultSchema = lazySchema(() =>
  import('@gs/shared/favourites').then((module) => module.favouriteResultSchema),
);

export interface SetFavouriteInput {
  goodsId: number;
  collected: boolean;
}

/** POST /api/web/goods/collect (or /collect/remove): keeps or drops a listing in the user's favourites. */
export async function setFavourite({ goodsId, collected }: SetFavouriteInput): Promise<FavouriteResult> {
  const path = collected ? '/api/web/goods/collect' : '/api/web/goods/collect/remove';
  return postCheckedLazily(favouriteResultSchema, path, { goodsId });
}

/** Adds or removes a favourite, then refreshes the listing's `isCollect` and the favourites pages. */
export function useSetFavourite(
  options: Omit<UseMutationOptions<FavouriteResult, Error, SetFavouriteInput>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: setFavourite,
    onSuccess: async (result, input, onMutateResult, context) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listingDetailKeys.detail(result.goodsId) }),
        queryClient.invalidateQueries({ queryKey: favouriteKeys.all() }),
      ]);
      await onSuccess?.(result, input, onMutateResult, context);
    },
  });
}
