import { type SellingRegionOption, sellingRegionOptionListSchema } from '@gs/shared/selling-regions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { sellingKeys } from './selling-keys';

type Options = { signal?: AbortSignal };

/** GET /api/need/operator/list?gameId: the game's system + operator pairs (none for PC games). */
export async function getSellingOperators(gameId: number, options: Options = {}): Promise<SellingRegionOption[]> {
  return sellingRegionOptionListSchema.parse(await api.get('/api/need/operator/list', { gameId }, options));
}

/** GET /api/need/area/list?gameId&operatorId: the regions under an operator, or a PC game's regions. */
export async function getSellingAreas(
  gameId: number,
  operatorId: number | null,
  options: Options = {},
): Promise<SellingRegionOption[]> {
  const params = operatorId === null ? { gameId } : { gameId, operatorId };
  return sellingRegionOptionListSchema.parse(await api.get('/api/need/area/list', params, options));
}

/** GET /api/need/server/list?areaId: the servers under a region. */
export async function getSellingServers(areaId: number, options: Options = {}): Promise<SellingRegionOption[]> {
  return sellingRegionOptionListSchema.parse(await api.get('/api/need/server/list', { areaId }, options));
}

const staleTime = 5 * 60_000;

export function useSellingOperators(gameId: number, enabled: boolean) {
  return useQuery({
    queryKey: sellingKeys.operators(gameId),
    queryFn: ({ signal }) => getSellingOperators(gameId, { signal }),
    staleTime,
    enabled,
  });
}

export function useSellingAreas(gameId: number, operatorId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: sellingKeys.areas(gameId, operatorId),
    queryFn: ({ signal }) => getSellingAreas(gameId, operatorId, { signal }),
    staleTime,
    enabled,
  });
}

export function useSellingServers(areaId: number | null) {
  return useQuery({
    queryKey: sellingKeys.servers(areaId ?? 0),
    queryFn: ({ signal }) => getSellingServers(areaId ?? 0, { signal }),
    staleTime,
    enabled: areaId !== null,
  });
}
