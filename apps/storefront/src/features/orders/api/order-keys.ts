import type { EvaluationListQuery, OrderListQuery } from '@gs/shared/orders';
import { sessionScopeKey } from '@gs/web/session-scope';

/**
 * Query keys of the buyer's orders and evaluations; inside the session scope, so a login or logout drops them.
 * Credentials have no key: they are never cached (see get-credentials.ts).
 */
export const orderKeys = {
  all: [...sessionScopeKey, 'orders'] as const,
  confirm: (goodsId: number) => [...orderKeys.all, 'confirm', goodsId] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
  evaluations: () => [...orderKeys.all, 'evaluations'] as const,
  evaluationList: (query: EvaluationListQuery) => [...orderKeys.evaluations(), query] as const,
};
