import type { ListingDetail } from '@gs/shared/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCheckedLazily, lazySchema } from '../../../lib/request';
import { getToken } from '../../../lib/storage';
import { listingKeys } from './listing-keys';

// Loaded with the first call (see lazySchema), not with the page's start: a server-rendered page hydrates the answer.
const listingDetailSchema = lazySchema(() =>
  import('@gs/shared/listings').then((module) => module.listingDetailSchema),
);

/** GET /api/web/good/info?id: a listing's detail (404 when it is not this tenant's or does not exist). */
export async function getListing(id: number, options: { signal?: AbortSignal } = {}): Promise<ListingDetail> {
  return getCheckedLazily(listingDetailSchema, '/api/web/good/info', { id }, options);
}

/**
 * Fresh for 15 s for a visitor, as a search page is: the server-rendered detail page hydrates its listing and does not
 * ask for it again the moment it starts (an immediately stale answer was fetched anew on every hydration). Buying
 * checks the listing on the server whatever the page shows.
 */
export const LISTING_FRESH_MS = 15_000;

export function listingQueryOptions(id: number) {
  return queryOptions({
    queryKey: listingKeys.listing(id),
    queryFn: ({ signal }) => getListing(id, { signal }),
    // Signed in, the answer holds what is the user's own (whether it is in their favourites), which the server's
    // render, made without the session, cannot know: asked again as the page starts, as before.
    staleTime: () => (getToken() === null ? LISTING_FRESH_MS : 0),
  });
}

export function useListing(id: number | null) {
  return useQuery({ ...listingQueryOptions(id ?? 0), enabled: id !== null });
}
