import { pageSchema } from '@gs/shared/envelope';
import { favouriteSchema } from '@gs/shared/favourites';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/request';
import { favouriteKeys } from './favourite-keys';

const favouritePageSchema = pageSchema(favouriteSchema);
export type FavouritePage = z.infer<typeof favouritePageSchema>;

/** GET /api/web/goods/collect/list?pageNum&pageSize: the user's favourites, newest first (login required). */
export async function getFavourites(
  pageNum: number,
  pageSize: number,
  options: { signal?: AbortSignal } = {},
): Promise<FavouritePage> {
  const data = await api.get('/api/web/goods/collect/list', { pageNum, pageSize }, options);
  return favouritePageSchema.parse(data);
}

export function favouritesQueryOptions(pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: favouriteKeys.page(pageNum, pageSize),
    queryFn: ({ signal }) => getFavourites(pageNum, pageSize, { signal }),
  });
}

export function useFavourites(pageNum: number, pageSize: number) {
  return useQuery({ ...favouritesQueryOptions(pageNum, pageSize), placeholderData: keepPreviousData });
}
