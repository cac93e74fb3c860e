import {
  type RecycleRulePreviewInput,
  type RecycleValuationRule,
  type RecycleValuationRuleInput,
  recycleQuoteSchema,
  recycleValuationRuleSchema,
} from '@gs/shared/recycle';
import { queryOptions, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { recycleKeys } from './recycle-keys';

/** GET /api/staff/recycle/rules/{gameId}: the game's valuation rule (a disabled blank one when none). */
export async function getRecycleRule(gameId: number, options: { signal?: AbortSignal } = {}) {
  return recycleValuationRuleSchema.parse(await api.get(`/api/staff/recycle/rules/${gameId}`, undefined, options));
}

export function recycleRuleQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: recycleKeys.rule(gameId),
    queryFn: ({ signal }) => getRecycleRule(gameId, { signal }),
  });
}

/** PUT /api/staff/recycle/rules/{gameId}: keeps the rule (400 with fields when it does not fit). */
export async function putRecycleRule(gameId: number, input: RecycleValuationRuleInput) {
  return recycleValuationRuleSchema.parse(await api.put(`/api/staff/recycle/rules/${gameId}`, input));
}

type PutVariables = { gameId: number; input: RecycleValuationRuleInput };

export function usePutRecycleRule({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<RecycleValuationRule, Error, PutVariables>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ gameId, input }: PutVariables) => putRecycleRule(gameId, input),
    onSuccess: (rule, ...rest) => {
      queryClient.setQueryData(recycleKeys.rule(rule.gameId), rule);
      return onSuccess?.(rule, ...rest);
    },
  });
}

/**
 * POST /api/staff/recycle/rules/{gameId}/preview: the quote the edited (unsaved) rule gives for the values, by the
 * server's own quoting code — the browser never computes a quote itself.
 */
export async function previewRecycleRule(gameId: number, input: RecycleRulePreviewInput, signal?: AbortSignal) {
  return recycleQuoteSchema.parse(
    await api.post(`/api/staff/recycle/rules/${gameId}/preview`, input, signal ? { signal } : {}),
  );
}
