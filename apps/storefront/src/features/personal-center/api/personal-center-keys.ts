import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of the personal center's figures; inside the session scope, so a login or logout drops them. */
export const personalCenterKeys = {
  all: [...sessionScopeKey, 'personal-center'] as const,
  summary: () => [...personalCenterKeys.all, 'summary'] as const,
  profile: () => [...personalCenterKeys.all, 'profile'] as const,
  wallet: () => [...personalCenterKeys.all, 'wallet'] as const,
  feedbackUnread: () => [...personalCenterKeys.all, 'feedback-unread'] as const,
  merchant: () => [...personalCenterKeys.all, 'merchant'] as const,
};
