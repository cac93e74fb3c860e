import type { ListingSearchPage, ListingSearchQuery } from '@gs/shared/listings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTenant } from '../../../hooks/use-tenant';
import { lazySchema, postCheckedLazily } from '../../../lib/request';
import { listingKeys } from './listing-keys';

// Loaded with the first search (see lazySchema): a server-rendered page hydrates its page of listings without it.
const listingSearchPageSchema = lazySchema(() =>
  import('@gs/shared/listings').then((module) => module.listingSearchPageSchema),
);

/** The search without the tenant's key, which the client adds (SPEC §7). */
export type ListingSearch = Omit<ListingSearchQuery, 'retailKey'>;

/** POST /api/web/good/allList: one page of the listings on sale that match; adds the tenant's `retailKey`. */
export async function searchListings(
  retailKey: string,
  search: ListingSearch,
  options: { signal?: AbortSignal } = {},
): Promise<ListingSearchPage> {
  return postCheckedLazily(listingSearchPageSchema, '/api/web/good/allList', { ...search, retailKey }, options);
}

export function searchListingsQueryOptions(retailKey: string, search: ListingSearch) {
  return queryOptions({
    queryKey: listingKeys.search(search),
    queryFn: ({ signal }) => searchListings(retailKey, search, { signal }),
    staleTime: 15_000,
  });
}

/** The page of `search` (idle until the tenant is known, or while `search` is null); the last page stays shown while the next loads. */
export function useListingSearch(search: ListingSearch | null) {
  const { data: tenant } = useTenant();
  const retailKey = tenant?.retailKey ?? '';
  return useQuery({
    ...searchListingsQueryOptions(retailKey, search ?? ({} as ListingSearch)),
    enabled: retailKey !== '' && search !== null,
    placeholderData: keepPreviousData,
  });
}
