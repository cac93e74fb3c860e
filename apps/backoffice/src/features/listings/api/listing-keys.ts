import type { StaffListingQuery } from '@gs/shared/consignment';
import { sessionScopeKey } from '@gs/web/session-scope';
import type { QueryClient } from '@tanstack/react-query';

export const listingKeys = {
  all: [...sessionScopeKey, 'staff-listings'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (query: Partial<StaffListingQuery>) => [...listingKeys.lists(), query] as const,
  detail: (id: number) => [...listingKeys.all, 'detail', id] as const,
};

/** After any change to listings: every list and detail (the queue, the table, the drawer) is refetched. */
export function invalidateListings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: listingKeys.all });
}
