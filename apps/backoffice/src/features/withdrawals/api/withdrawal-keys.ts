import type { WithdrawalStatus } from '@gs/shared/wallet';
import { sessionScopeKey } from '@gs/web/session-scope';

export const withdrawalKeys = {
  all: [...sessionScopeKey, 'withdrawals'] as const,
  list: (status: WithdrawalStatus, pageNum: number, pageSize: number) =>
    [...withdrawalKeys.all, status, pageNum, pageSize] as const,
};
