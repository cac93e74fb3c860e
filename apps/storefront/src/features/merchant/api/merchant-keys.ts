import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of the user's merchant application; inside the session scope, so a login or logout drops them. */
export const merchantKeys = {
  all: [...sessionScopeKey, 'merchant-application'] as const,
  latest: () => [...merchantKeys.all, 'latest'] as const,
};
