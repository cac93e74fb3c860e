import { type EvaluationListQuery, type EvaluationPage, evaluationPageSchema } from '@gs/shared/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { orderKeys } from './order-keys';

/** GET /api/evaluation/mine?type=written|received&pageNum&pageSize: evaluations I wrote or received. */
export async function getMyEvaluations(
  query: EvaluationListQuery,
  options: { signal?: AbortSignal } = {},
): Promise<EvaluationPage> {
  const data = await api.get('/api/evaluation/mine', { ...query }, options);
  return evaluationPageSchema.parse(data);
}

export function myEvaluationsQueryOptions(query: EvaluationListQuery) {
  return queryOptions({
    queryKey: orderKeys.evaluationList(query),
    queryFn: ({ signal }) => getMyEvaluations(query, { signal }),
  });
}

/** A page of my evaluations; the previous page stays on screen while the next one loads. */
export function useMyEvaluations(query: EvaluationListQuery) {
  return useQuery({ ...myEvaluationsQueryOptions(query), placeholderData: keepPreviousData });
}
