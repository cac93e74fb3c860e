import type { SystemContext } from '../../../lib/context.ts';
import type { TradeDeps } from '../trade-deps.ts';
import {
  markProviderRefundDone,
  recordProviderRefundFailure,
  takeProviderRefundsDue,
} from './payment-followups.repository.ts';
import { failedRefundTry, providersWith } from './reconcile.service.ts';

/**
 * How long a taken refund is held by the instance sending it: well above the gateway call's timeout, so no other
 * instance sends it meanwhile; if the sender dies, another sends it (the same request number) after this.
 */
export const PROVIDER_REFUND_LEASE_MS = 5 * 60_000;

/**
 * Sends through the gateways the refunds queued with staff and claim refunds (provider_refunds): each due row is
 * taken (see takeProviderRefundsDue), sent with its fixed request number (a retry is the same refund at the gateway)
 * and marked done; a failure is recorded and retried with the late refunds' backoff, alerted after as many failures.
 * Rows of a provider that cannot refund (none configured, or no refundTrade) stay pending. Answers how many were sent.
 */
export async function sendProviderRefunds(system: SystemContext, deps: TradeDeps, limit = 20): Promise<number> {
  const refundable = providersWith(deps, 'refundTrade');
  if (refundable.length === 0) return 0;
  const { db, clock } = system;
  const now = clock.now();
  const rows = await takeProviderRefundsDue(db, {
    providers: refundable.map((provider) => provider.name),
    now,
    leaseUntil: new Date(now.getTime() + PROVIDER_REFUND_LEASE_MS),
    limit,
  });
  let sent = 0;
  for (const row of rows) {
    try {
      await deps.providers[row.provider]?.refundTrade?.(row.tenant_id, {
        outTradeNo: row.out_trade_no,
        amountFen: row.amount_fen,
        requestNo: row.request_no,
        reason: row.reason,
      });
    } catch (error) {
      const data = { tenantId: row.tenant_id, orderId: row.order_id, refundId: row.id, outTradeNo: row.out_trade_no };
      const failure = failedRefundTry(
        deps,
        { event: 'provider_refund_failing', data },
        row.attempts + 1,
        error,
        clock.now(),
      );
      await recordProviderRefundFailure(db, row.tenant_id, row.id, failure);
      continue;
    }
    await markProviderRefundDone(db, row.tenant_id, row.id, clock.now());
    sent++;
  }
  return sent;
}
