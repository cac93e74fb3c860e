import { type RecycleInput, type RecycleResult, recycleResultSchema } from '@gs/shared/recycle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { recycleKeys } from './recycle-keys';

/**
 * POST /api/account/krecycle: sells the account at the accepted quote. 409 with the new quote (`extra.quote`) when
 * it changed; 422 REAL_NAME_REQUIRED (with `extra.link`) without real-name verification; 400 with the fields.
 */
export async function submitRecycle(input: RecycleInput): Promise<RecycleResult> {
  return recycleResultSchema.parse(await api.post('/api/account/krecycle', input));
}

/** Submits a quick-recycle request, then drops the seller's request lists. */
export function useSubmitRecycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRecycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recycleKeys.lists() }),
  });
}
