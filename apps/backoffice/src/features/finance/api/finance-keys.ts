import type { FinanceLedgerQuery, FinancePeriod } from '@gs/shared/staff-finance';
import { sessionScopeKey } from '@gs/web/session-scope';

export const financeKeys = {
  all: [...sessionScopeKey, 'finance'] as const,
  settlement: (period: FinancePeriod, from: string, to: string) =>
    [...financeKeys.all, 'settlement', period, from, to] as const,
  ledger: (query: FinanceLedgerQuery) =>
    [...financeKeys.all, 'ledger', query.orderNo ?? null, query.userId ?? null] as const,
};
