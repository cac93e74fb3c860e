import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The user's orders as a buyer, counted by status. */
export function countOrdersByStatus(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('buyer_user_id', '=', userId)
    .groupBy('status')
    .execute();
}

/**
 * The user's consignment listings counted by the tabs of "my products": sold with its order still running counts as
 * in trade, as that page shows it.
 */
export function countProductsByTab(db: Db, tenantId: number, userId: number) {
  const tab = sql<string>`CASE
    WHEN l.status = 'pending_review' THEN 'reviewing'
    WHEN l.status = 'locked' THEN 'in_trade'
    WHEN l.status = 'sold' AND EXISTS (
      SELECT 1 FROM orders o
      WHERE o.tenant_id = l.tenant_id AND o.listing_id = l.id
        AND o.status IN ('pending_payment', 'paid_deposit', 'in_trade', 'after_sale')
    ) THEN 'in_trade'
    WHEN l.status IN ('sold', 'retrieved') THEN 'sold'
    ELSE l.status
  END`;
  return db
    .selectFrom('listings as l')
    .select([tab.as('tab'), (eb) => eb.fn.countAll<string>().as('n')])
    .where('l.tenant_id', '=', tenantId)
    .where('l.seller_user_id', '=', userId)
    .where('l.kind', '=', 'consignment')
    .where('l.origin', '=', 'market')
    .where('l.status', '<>', 'draft')
    .groupBy(tab)
    .execute();
}

/** The user's quick-recycle requests still open (submitted or being verified). */
export async function countOpenRecycles(db: Db, tenantId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recycle_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', 'in', ['submitted', 'verifying'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countFavourites(db: Db, tenantId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('listing_favourites')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Evaluations the user wrote as a buyer. */
export async function countEvaluations(db: Db, tenantId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('evaluations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('buyer_user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
