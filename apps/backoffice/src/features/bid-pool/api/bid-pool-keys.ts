import { sessionScopeKey } from '@gs/web/session-scope';

export const bidPoolKeys = {
  all: [...sessionScopeKey, 'bid-pool'] as const,
  pool: (pageNum: number, pageSize: number) => [...bidPoolKeys.all, 'pool', pageNum, pageSize] as const,
  myQuotes: (pageNum: number) => [...bidPoolKeys.all, 'my-quotes', pageNum] as const,
};
