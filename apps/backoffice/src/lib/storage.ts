import { createSessionStore } from '@gs/web/storage';

export { readItem, subscribeStorage, writeItem } from '@gs/web/storage';

/**
 * Keys of everything the back office keeps in localStorage, apart from the storefront's: a staff session in
 * /admin is not the storefront's session of the same browser (signing out of one leaves the other).
 */
export const storageKeys = {
  token: 'backoffice.token',
  userInfo: 'backoffice.userInfo',
  language: 'backoffice.language',
  siderCollapsed: 'backoffice.siderCollapsed',
} as const;

/** The staff session: token and user info as the login answered them. */
export const { getToken, setToken, getUserInfo, setUserInfo, clearSession } = createSessionStore({
  token: storageKeys.token,
  userInfo: storageKeys.userInfo,
});
