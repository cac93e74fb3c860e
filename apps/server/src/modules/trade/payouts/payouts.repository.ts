import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** The tenant's hold days per guarantee from its order settings, if it has a settings row. */
export function findPayoutHoldDays(db: Db, tenantId: number) {
  return db
    .selectFrom('order_settings')
    .select(['payout_hold_days_retrieval', 'payout_hold_days_face', 'payout_hold_days_none'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

export interface NewPayoutHold {
  orderId: number;
  sellerUserId: number;
  amountFen: number;
  releaseAt: Date;
  /** Set at once when the hold is 0 days (the proceeds went straight to the wallet). */
  releasedAt: Date | null;
  at: Date;
}

/** Records an order's payout; undefined when the order has one already (a retried completion). */
export function insertPayoutHold(db: Db, tenantId: number, hold: NewPayoutHold) {
  return db
    .insertInto('payout_holds')
    .values({
      tenant_id: tenantId,
      order_id: hold.orderId,
      seller_user_id: hold.sellerUserId,
      amount_fen: hold.amountFen,
      release_at: hold.releaseAt,
      released_at: hold.releasedAt,
      created_at: hold.at,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'order_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findPayoutHold(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('payout_holds')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** The order's payout, locked until the caller's transaction ends (a claim's charge against the release pass). */
export function lockPayoutHold(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('payout_holds')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The release pass's claim: unreleased holds of the tenant whose time has come, of orders still `completed` (a claim
 * keeps its order in after_sale and the money held), earliest first. The hold and its order are locked FOR UPDATE
 * SKIP LOCKED: two passes never release the same hold, and an order a claim is working on is left for later.
 */
export function claimDuePayoutHolds(db: Db, tenantId: number, now: Date, limit: number) {
  return db
    .selectFrom('payout_holds as h')
    .innerJoin('orders as o', (join) => join.onRef('o.tenant_id', '=', 'h.tenant_id').onRef('o.id', '=', 'h.order_id'))
    .selectAll('h')
    .where('h.tenant_id', '=', tenantId)
    .where('h.released_at', 'is', null)
    .where('h.release_at', '<=', now)
    .where('o.status', '=', 'completed')
    .orderBy('h.release_at')
    .limit(limit)
    .forUpdate(['h', 'o'])
    .skipLocked()
    .execute();
}

/**
 * The tenants with a hold due for release: the scheduler's way in (like its order sweeps it serves every tenant;
 * each tenant's holds are then released by tenant-scoped queries).
 */
export async function listTenantsWithDuePayouts(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('payout_holds')
    .select('tenant_id')
    .distinct()
    .where('released_at', 'is', null)
    .where('release_at', '<=', now)
    .execute();
  return rows.map((row) => row.tenant_id);
}

/** Marks a hold released; undefined when it was released already. */
export function markPayoutReleased(db: Db, tenantId: number, orderId: number, at: Date) {
  return db
    .updateTable('payout_holds')
    .set({ released_at: at })
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Adds a claim's charge to the hold: taken from the held money, or charged as a debt after release. */
export function addPayoutCharge(
  db: Db,
  tenantId: number,
  orderId: number,
  charge: { takenFen: number; debtFen: number },
) {
  return db
    .updateTable('payout_holds')
    .set((eb) => ({
      taken_fen: eb('taken_fen', '+', charge.takenFen),
      debt_fen: eb('debt_fen', '+', charge.debtFen),
    }))
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .execute();
}

/** The seller's unreleased holds with their orders, earliest release first (the wallet's "held until …"). */
export function listHeldPayouts(db: Db, tenantId: number, sellerUserId: number, limit: number) {
  return db
    .selectFrom('payout_holds as h')
    .innerJoin('orders as o', (join) => join.onRef('o.tenant_id', '=', 'h.tenant_id').onRef('o.id', '=', 'h.order_id'))
    .select(['h.order_id', 'o.order_no', 'o.status', 'h.amount_fen', 'h.taken_fen', 'h.release_at'])
    .where('h.tenant_id', '=', tenantId)
    .where('h.seller_user_id', '=', sellerUserId)
    .where('h.released_at', 'is', null)
    .where(sql<boolean>`h.amount_fen > h.taken_fen`)
    .orderBy('h.release_at')
    .orderBy('h.order_id')
    .limit(limit)
    .execute();
}

/** What the seller's unreleased holds still hold (amount less what claims took): seller_held must equal it. */
export async function sumUnreleasedPayouts(db: Db, tenantId: number, sellerUserId: number): Promise<number> {
  const row = await db
    .selectFrom('payout_holds')
    .select(sql<number>`coalesce(sum(amount_fen - taken_fen), 0)::bigint`.as('total'))
    .where('tenant_id', '=', tenantId)
    .where('seller_user_id', '=', sellerUserId)
    .where('released_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.total;
}

/**
 * What the seller received into their wallet at completion for an order completed before the payout hold existed
 * (its `settlement` posting credited seller_wallet directly; no payout_holds row was written for it).
 */
export async function sumLegacySettlementProceeds(
  db: Db,
  tenantId: number,
  orderId: number,
  sellerUserId: number,
): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', (join) =>
      join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.posting_id'),
    )
    .select(sql<number>`coalesce(sum(e.amount_fen), 0)::bigint`.as('total'))
    .where('e.tenant_id', '=', tenantId)
    .where('e.order_id', '=', orderId)
    .where('e.account', '=', 'seller_wallet')
    .where('e.user_id', '=', sellerUserId)
    .where('p.kind', '=', 'settlement')
    .executeTakeFirstOrThrow();
  return row.total;
}

/** What one posting (by its key) moved on the seller-side accounts: a retried claim charge answers the same. */
export function sumPostingByAccount(db: Db, tenantId: number, key: string) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', (join) =>
      join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.posting_id'),
    )
    .select(['e.account', sql<number>`sum(e.amount_fen)::bigint`.as('total')])
    .where('p.tenant_id', '=', tenantId)
    .where('p.idempotency_key', '=', key)
    .groupBy('e.account')
    .execute();
}
