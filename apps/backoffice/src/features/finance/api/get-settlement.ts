import { type FinancePeriod, settlementReportSchema } from '@gs/shared/staff-finance';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { financeKeys } from './finance-keys';

export interface SettlementRange {
  period: FinancePeriod;
  /** China days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** GET /api/staff/finance/settlement: the report's rows per day or month and its totals (owner). */
export async function getSettlement(range: SettlementRange, options: { signal?: AbortSignal } = {}) {
  return settlementReportSchema.parse(await api.get('/api/staff/finance/settlement', { ...range }, options));
}

export function settlementQueryOptions(range: SettlementRange) {
  return queryOptions({
    queryKey: financeKeys.settlement(range.period, range.from, range.to),
    queryFn: ({ signal }) => getSettlement(range, { signal }),
    placeholderData: keepPreviousData,
  });
}
