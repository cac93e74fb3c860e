import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of the logged-in user's profile; inside the session scope, so a login or logout drops them. */
export const profileKeys = {
  all: [...sessionScopeKey, 'profile'] as const,
  masked: () => [...profileKeys.all, 'masked'] as const,
};
