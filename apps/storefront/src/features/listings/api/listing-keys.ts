import type { ListingSearchQuery } from '@gs/shared/listings';
import { listingDetailKeys } from '../../../lib/listing-keys';

/**
 * Query keys of the listings. Public data (searches, recommendations, dictionaries) is the same for every visitor;
 * a listing's detail depends on the user and lives under the session scope (see lib/listing-keys).
 */
export const listingKeys = {
  all: ['listings'] as const,
  regionChildren: (gameId: number, parentId: number | null) =>
    [...listingKeys.all, 'region-children', gameId, parentId] as const,
  labelTypes: () => [...listingKeys.all, 'label-types'] as const,
  dictionary: (gameId: number) => [...listingKeys.all, 'dictionary', gameId] as const,
  searches: () => [...listingKeys.all, 'search'] as const,
  search: (query: Omit<ListingSearchQuery, 'retailKey'>) => [...listingKeys.searches(), query] as const,
  recommendations: (id: number) => [...listingKeys.all, 'recommend', id] as const,
  qqGroups: (gameId: number | null) => [...listingKeys.all, 'qq-groups', gameId] as const,
  recentDeals: (limit: number) => [...listingKeys.all, 'recent-deals', limit] as const,
  listings: listingDetailKeys.all,
  listing: listingDetailKeys.detail,
};
