/** Where the server serves the back office (vite's `base` is `/admin/`): the router's basename. */
export const BASENAME = '/admin';

/** Paths inside the back office, below the basename. Screens' paths are declared with their menu entries. */
export const paths = {
  home: '/',
  login: '/login',
} as const;

/** Why the login page was opened for someone who was signed in: shown above the form. */
export type LoginReason = 'expired' | 'no-access';

/** The login page, coming back to `redirect` afterwards (a path inside the back office). */
export function loginPath(redirect?: string, reason?: LoginReason): string {
  const params = new URLSearchParams();
  if (redirect && redirect !== paths.home) params.set('redirect', redirect);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `${paths.login}?${query}` : paths.login;
}

/**
 * Navigation state asking the login page to end the stored session as it opens (sign-out, an expired session, an
 * account without staff roles). The session ends there, once the shell is gone: ended while the shell still showed,
 * the shell would send the user to sign in again with itself as the way back.
 */
export const endSessionState = { endSession: true } as const;

/** Whether a location's state is `endSessionState`. */
export function asksToEndSession(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { endSession?: unknown }).endSession === true;
}
