import type { GameListQuery } from '@gs/shared/games';
import type { ListingSearchQuery } from '@gs/shared/listings';
import { sessionScopeKey } from '@gs/web/session-scope';

/**
 * Query keys of the catalogue. Public data (games, templates, listings) is the same for every visitor; what
 * depends on the user (a listing's `isCollect`, the favourites) lives under the session scope so a login or
 * logout drops it.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  games: (query: GameListQuery) => [...catalogueKeys.all, 'games', query] as const,
  template: (gameId: number) => [...catalogueKeys.all, 'template', gameId] as const,
  regionChildren: (gameId: number, parentId: number | null) =>
    [...catalogueKeys.all, 'region-children', gameId, parentId] as const,
  gameRegions: (gameId: number) => [...catalogueKeys.all, 'game-regions', gameId] as const,
  heroSkins: (gameId: number) => [...catalogueKeys.all, 'hero-skins', gameId] as const,
  labelTypes: () => [...catalogueKeys.all, 'label-types'] as const,
  dictionary: (gameId: number) => [...catalogueKeys.all, 'dictionary', gameId] as const,
  searches: () => [...catalogueKeys.all, 'search'] as const,
  search: (query: Omit<ListingSearchQuery, 'retailKey'>) => [...catalogueKeys.searches(), query] as const,
  recommendations: (id: number) => [...catalogueKeys.all, 'recommend', id] as const,
  recentDeals: (limit: number) => [...catalogueKeys.all, 'recent-deals', limit] as const,
  listings: () => [...sessionScopeKey, 'listing'] as const,
  listing: (id: number) => [...catalogueKeys.listings(), id] as const,
  favourites: () => [...sessionScopeKey, 'favourites'] as const,
  favouritePage: (pageNum: number, pageSize: number) => [...catalogueKeys.favourites(), pageNum, pageSize] as const,
};
