import type { SystemContext } from '../../../lib/context.ts';
import { findTenantById } from '../../tenants/index.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { settleVerifiedNotification } from './notify.service.ts';
import { listStalePendingPayments } from './payments.repository.ts';

/**
 * Settles payments whose notification never came: pending payments older than `afterMs` (and younger than a day)
 * at a provider that can be asked (Alipay's trade.query) are looked up, and a paid or closed answer is applied
 * exactly as a notification would be (deduplicated the same way). Answers how many were settled.
 */
export async function reconcilePendingPayments(
  system: SystemContext,
  deps: TradeDeps,
  options: { afterMs?: number; limit?: number } = {},
): Promise<number> {
  const { db, clock, caches } = system;
  const queryable = Object.values(deps.providers).filter((provider) => provider?.queryTrade);
  if (queryable.length === 0) return 0;
  const now = clock.now();
  const rows = await listStalePendingPayments(db, {
    providers: queryable.map((provider) => provider?.name ?? 'sandbox'),
    createdBefore: new Date(now.getTime() - (options.afterMs ?? 120_000)),
    now,
    limit: options.limit ?? 20,
  });
  let settled = 0;
  for (const row of rows) {
    const provider = deps.providers[row.provider];
    const tenant = await findTenantById(db, row.tenant_id);
    if (!provider?.queryTrade || !tenant) continue;
    try {
      const answer = await provider.queryTrade(row.tenant_id, row.out_trade_no);
      if (!answer) continue;
      const ctx = { db, tenantId: row.tenant_id, tenant, locale: tenant.default_locale, clock, caches };
      const result = await settleVerifiedNotification(ctx, deps, provider, answer, `trade.query ${row.out_trade_no}`);
      if (result.recorded) settled++;
    } catch (error) {
      deps.alert('payment_query_failed', {
        tenantId: row.tenant_id,
        outTradeNo: row.out_trade_no,
        error: String(error),
      });
    }
  }
  return settled;
}
