import { type FinanceLedgerQuery, financeLedgerSchema } from '@gs/shared/staff-finance';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { financeKeys } from './finance-keys';

/** GET /api/staff/finance/ledger: one order's (by number) or one user's ledger entries with the account sums. */
export async function getFinanceLedger(query: FinanceLedgerQuery, options: { signal?: AbortSignal } = {}) {
  return financeLedgerSchema.parse(await api.get('/api/staff/finance/ledger', { ...query }, options));
}

/** The ledger of a search; disabled until there is one. */
export function financeLedgerQueryOptions(query: FinanceLedgerQuery | null) {
  return queryOptions({
    queryKey: financeKeys.ledger(query ?? {}),
    queryFn: ({ signal }) => getFinanceLedger(query ?? {}, { signal }),
    enabled: query !== null,
  });
}
