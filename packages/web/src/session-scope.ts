import type { QueryClient } from '@tanstack/react-query';

/** The first element of every query key whose answer depends on who is logged in (profile, orders, …). */
export const sessionScopeKey = ['session'] as const;

/**
 * Set as a query's `meta` when its answer is the same for every visitor (tenant info, decoration): it is loaded
 * once at start and a login or logout does not refetch it.
 */
export const sessionIndependentMeta = { sessionIndependent: true } as const;

/**
 * After a login or logout: drops the previous user's answers so they can never show for the next one, and
 * marks everything else stale so pages refetch with the new headers.
 */
export function refreshQueriesForSessionChange(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: sessionScopeKey });
  void queryClient.invalidateQueries({ predicate: (query) => query.meta?.sessionIndependent !== true });
}
