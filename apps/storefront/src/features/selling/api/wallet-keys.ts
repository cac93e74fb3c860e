import { sessionScopeKey } from '@gs/web/session-scope';

type PageQuery = { pageNum: number; pageSize: number };

/** Query keys of the seller's wallet; inside the session scope, so a login or logout drops them. */
export const walletKeys = {
  all: [...sessionScopeKey, 'wallet'] as const,
  summary: () => [...walletKeys.all, 'summary'] as const,
  history: (query: PageQuery) => [...walletKeys.all, 'history', query] as const,
  withdrawals: (query: PageQuery) => [...walletKeys.all, 'withdrawals', query] as const,
};
