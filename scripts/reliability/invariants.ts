// What must hold after any fault: checked in the database the instances share, each printed with its result.
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';
import { Caches } from '../../apps/server/src/lib/caches.ts';
import { runBalanceCheck } from '../../apps/server/src/modules/finance/finance.service.ts';
import { findTenantByCode } from '../../apps/server/src/modules/tenants/tenants.repository.ts';
import type { CheckoutOutcome } from './checkouts.ts';

export interface InvariantResult {
  name: string;
  ok: boolean;
  detail: string;
}

const PAID = ['paid_deposit', 'in_trade', 'completed', 'after_sale'] as const;

/**
 * The invariants of money and listings after checkouts under a fault: no paid order lost, no listing both sold and
 * on sale (nor sold twice), every payment recorded once in the ledger, the ledger balanced (the back office's own
 * balance check).
 */
export async function checkInvariants(db: Db, outcomes: readonly CheckoutOutcome[]): Promise<InvariantResult[]> {
  const tenant = await findTenantByCode(db, 'demo');
  if (!tenant) throw new Error('no demo shop');
  const results: InvariantResult[] = [];
  const confirmed = outcomes.filter((outcome) => outcome.confirmed && outcome.paymentId !== null);

  const paymentIds = confirmed.map((outcome) => outcome.paymentId as number);
  const lost =
    paymentIds.length === 0
      ? []
      : await db
          .selectFrom('payments as p')
          .innerJoin('orders as o', (join) =>
            join.onRef('o.tenant_id', '=', 'p.tenant_id').onRef('o.id', '=', 'p.order_id'),
          )
          .select(['p.id', 'p.status as payment', 'o.status as order'])
          .where('p.tenant_id', '=', tenant.id)
          .where('p.id', 'in', paymentIds)
          .where((eb) => eb.or([eb('p.status', '!=', 'succeeded'), eb('o.status', 'not in', PAID)]))
          .execute();
  results.push({
    name: 'no paid order lost',
    ok: lost.length === 0,
    detail: `${confirmed.length} payments the shop confirmed to the gateway; ${lost.length} not paid in the database${lost.length ? `: ${JSON.stringify(lost.slice(0, 5))}` : ''}`,
  });

  const soldAndOnSale = await db
    .selectFrom('listings as l')
    .innerJoin('orders as o', (join) =>
      join.onRef('o.tenant_id', '=', 'l.tenant_id').onRef('o.listing_id', '=', 'l.id'),
    )
    .select('l.id')
    .where('l.tenant_id', '=', tenant.id)
    .where('l.status', '=', 'on_sale')
    .where('o.status', 'in', PAID)
    .execute();
  const soldTwice = await db
    .selectFrom('orders')
    .select(['listing_id', (eb) => eb.fn.countAll<string>().as('paid')])
    .where('tenant_id', '=', tenant.id)
    .where('status', 'in', PAID)
    .groupBy('listing_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  results.push({
    name: 'no listing both sold and on sale, none sold twice',
    ok: soldAndOnSale.length === 0 && soldTwice.length === 0,
    detail: `${soldAndOnSale.length} sold listings on sale, ${soldTwice.length} listings with two paid orders`,
  });

  const postings = await sql<{ id: number; postings: string }>`
    SELECT p.id, count(lp.id) AS postings
    FROM payments p
    LEFT JOIN ledger_postings lp ON lp.tenant_id = p.tenant_id AND lp.idempotency_key = 'payment:' || p.id
    WHERE p.tenant_id = ${tenant.id} AND p.order_id IS NOT NULL
    GROUP BY p.id, p.status
    HAVING count(lp.id) <> CASE WHEN p.status IN ('succeeded', 'refund_required', 'refunded') THEN 1 ELSE 0 END
  `.execute(db);
  const payments = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenant.id)
    .executeTakeFirstOrThrow();
  results.push({
    name: 'every payment recorded once',
    ok: postings.rows.length === 0,
    detail: `${payments.count} payments; ${postings.rows.length} with a ledger posting count other than one per success`,
  });

  const check = await runBalanceCheck({
    db,
    tenantId: tenant.id,
    tenant,
    locale: 'en-US',
    clock: { now: () => new Date() },
    caches: new Caches(),
    userId: 0,
  });
  results.push({
    name: 'the ledger balanced (balance check)',
    ok: check.problems.length === 0,
    detail: `${check.ordersChecked} orders checked, ${check.problems.length} problems${check.problems.length ? `: ${JSON.stringify(check.problems.slice(0, 3))}` : ''}`,
  });
  return results;
}

/** Prints each result as `PASS|FAIL name — detail`; answers whether all passed. */
export function printResults(title: string, results: readonly InvariantResult[]): boolean {
  console.log(`\n${title}`);
  for (const result of results) console.log(`  ${result.ok ? 'PASS' : 'FAIL'}  ${result.name} — ${result.detail}`);
  return results.every((result) => result.ok);
}
