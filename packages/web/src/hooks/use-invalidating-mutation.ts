import {
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/** A mutation's options without its function (what the feature hooks accept from their callers). */
export type MutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * A mutation that, once it succeeded, refreshes what it changed before the caller's `onSuccess` runs: every query
 * under `invalidates` (a key prefix), or whatever the function given does with the result.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: QueryKey | ((queryClient: QueryClient, data: TData) => Promise<unknown> | undefined),
  { onSuccess, ...options }: MutationOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      if (typeof invalidates === 'function') await invalidates(queryClient, args[0]);
      else await queryClient.invalidateQueries({ queryKey: invalidates });
      return onSuccess?.(...args);
    },
  });
}
