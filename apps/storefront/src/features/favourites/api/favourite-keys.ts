import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of the user's favourites: under the session scope, so a login or logout drops them. */
export const favouriteKeys = {
  all: () => [...sessionScopeKey, 'favourites'] as const,
  page: (pageNum: number, pageSize: number) => [...favouriteKeys.all(), pageNum, pageSize] as const,
};
