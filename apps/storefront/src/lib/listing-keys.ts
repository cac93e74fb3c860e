import { sessionScopeKey } from '@gs/web/session-scope';

/**
 * Query keys of a listing's detail, shared by the listings and the favourites: its `isCollect` depends on the user,
 * so it lives under the session scope (a login or logout drops it), and a favourite's change refreshes it.
 */
export const listingDetailKeys = {
  all: () => [...sessionScopeKey, 'listing'] as const,
  detail: (id: number) => [...listingDetailKeys.all(), id] as const,
};
