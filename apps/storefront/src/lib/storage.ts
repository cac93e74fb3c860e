import { createSessionStore } from '@gs/web/storage';

export { readItem, removeItem, subscribeStorage, writeItem } from '@gs/web/storage';

/** Keys of everything the storefront keeps in localStorage. `token` and `userInfo` are the session (SPEC §3/§4). */
export const storageKeys = {
  token: 'token',
  userInfo: 'userInfo',
  language: 'language',
  visitorId: 'visitorId',
  /** The header's search history: JSON `[{ "name": "…" }]`, newest first, at most 6 (SPEC §3). */
  searchHistory: 'searchHistory',
  /** A visitor's favourite waiting for the login: JSON `{ "listingId": 1, "until": <epoch ms> }`. */
  pendingFavourite: 'pendingFavourite',
} as const;

/** The storefront's session: the token and user info under the spec's keys (see `createSessionStore`). */
export const { getToken, setToken, getUserInfo, setUserInfo, clearSession } = createSessionStore({
  token: storageKeys.token,
  userInfo: storageKeys.userInfo,
});
