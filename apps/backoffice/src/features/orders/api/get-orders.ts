import { type Game, gameSchema } from '@gs/shared/catalogue';
import { type StaffOrderRowPage, staffOrderRowPageSchema } from '@gs/shared/staff-orders';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { type OrderListQuery, orderKeys } from './order-keys';

/** GET /api/staff/orders: a page of the shop's orders with the filters and sort (operator or owner). */
export async function getOrders(
  query: OrderListQuery,
  options: { signal?: AbortSignal } = {},
): Promise<StaffOrderRowPage> {
  return staffOrderRowPageSchema.parse(await api.get('/api/staff/orders', { ...query }, options));
}

export function ordersQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => getOrders(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/web/game/Type: the shop's games, for the game filter and column. */
export async function getOrderGames(options: { signal?: AbortSignal } = {}): Promise<Game[]> {
  return z.array(gameSchema).parse(await api.get('/api/web/game/Type', undefined, options));
}

export function orderGamesQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.games(),
    queryFn: ({ signal }) => getOrderGames({ signal }),
    staleTime: 5 * 60_000,
  });
}
