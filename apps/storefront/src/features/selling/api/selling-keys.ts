import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of selling. Every call needs login, so all of them live under the session scope. */
export const sellingKeys = {
  all: [...sessionScopeKey, 'selling'] as const,
  operators: (gameId: number) => [...sellingKeys.all, 'operators', gameId] as const,
  areas: (gameId: number, operatorId: number | null) => [...sellingKeys.all, 'areas', gameId, operatorId] as const,
  servers: (areaId: number) => [...sellingKeys.all, 'servers', areaId] as const,
  consignments: () => [...sellingKeys.all, 'consignment'] as const,
  consignment: (id: number) => [...sellingKeys.consignments(), id] as const,
};
