import { sessionScopeKey } from '@gs/web/session-scope';

export const realNameReviewKeys = {
  all: [...sessionScopeKey, 'realname-reviews'] as const,
  list: (pageNum: number, pageSize: number) => [...realNameReviewKeys.all, 'list', pageNum, pageSize] as const,
  detail: (id: number) => [...realNameReviewKeys.all, 'detail', id] as const,
  // Outside `all`: a decision refreshing the queue must not ask for (and audit) the full values again.
  identity: (id: number) => [...sessionScopeKey, 'realname-identity', id] as const,
};
