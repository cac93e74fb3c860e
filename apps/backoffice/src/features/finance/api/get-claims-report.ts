import { claimsReportSchema } from '@gs/shared/staff-claims-report';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { financeKeys } from './finance-keys';
import type { SettlementRange } from './get-settlement';

/** GET /api/staff/finance/claims-report: refunds and claims per day or month, with the totals (owner). */
export async function getClaimsReport(range: SettlementRange, options: { signal?: AbortSignal } = {}) {
  return claimsReportSchema.parse(await api.get('/api/staff/finance/claims-report', { ...range }, options));
}

export function claimsReportQueryOptions(range: SettlementRange) {
  return queryOptions({
    queryKey: [...financeKeys.all, 'claims-report', range.period, range.from, range.to] as const,
    queryFn: ({ signal }) => getClaimsReport(range, { signal }),
    placeholderData: keepPreviousData,
  });
}
