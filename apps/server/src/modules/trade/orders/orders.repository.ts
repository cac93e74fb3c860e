import type { ListingStatus } from '@gs/shared/listings';
import type { OrderStatus } from '@gs/shared/orders';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { OrderActor, OrdersTable } from '../../../db/tables/orders.table.ts';

/** Statuses that hold the listing (mirrors the partial unique index orders_one_live_per_listing). */
export const LIVE_STATUSES: OrderStatus[] = ['pending_payment', 'paid_deposit', 'in_trade', 'after_sale', 'completed'];

const listingForOrder = (db: Db, tenantId: number, listingId: number) =>
  db
    .selectFrom('listings')
    .select([
      'id',
      'status',
      'kind',
      'seller_user_id',
      'price_fen',
      'number',
      'title',
      'cover_url',
      'game_id',
      'instant_delivery',
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', listingId);

/** The listing row for an order, locked until the transaction ends: concurrent buyers queue here. */
export function lockListingForOrder(db: Db, tenantId: number, listingId: number) {
  return listingForOrder(db, tenantId, listingId).forUpdate().executeTakeFirst();
}

/** The same row without a lock (the confirmation page). */
export function findListingForOrder(db: Db, tenantId: number, listingId: number) {
  return listingForOrder(db, tenantId, listingId).executeTakeFirst();
}

export type LockedListing = NonNullable<Awaited<ReturnType<typeof lockListingForOrder>>>;

/**
 * Conditional update for a recycle order: the seller's draft listing takes the accepted price and becomes `locked`
 * in one statement; undefined when it is not that seller's draft any more.
 */
export function lockDraftListingAtPrice(
  db: Db,
  tenantId: number,
  listing: { id: number; sellerUserId: number; priceFen: number },
  at: Date,
) {
  return (
    db
      .updateTable('listings')
      // A locked listing has a listed-at time (schema check): the time its price was agreed.
      .set((eb) => ({
        status: 'locked',
        price_fen: listing.priceFen,
        listed_at: eb.fn.coalesce('listed_at', eb.val(at)),
        updated_at: at,
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', listing.id)
      .where('seller_user_id', '=', listing.sellerUserId)
      .where('status', '=', 'draft')
      .returning([
        'id',
        'status',
        'kind',
        'seller_user_id',
        'price_fen',
        'number',
        'title',
        'cover_url',
        'game_id',
        'instant_delivery',
      ])
      .executeTakeFirst()
  );
}

/** Whether the listing exists in the tenant, in any status. */
export async function listingExists(db: Db, tenantId: number, listingId: number): Promise<boolean> {
  const row = await db
    .selectFrom('listings')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', listingId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves a listing between statuses; answers false when it was not in one of `from`. */
export async function setListingStatus(
  db: Db,
  tenantId: number,
  listingId: number,
  from: ListingStatus[],
  to: ListingStatus,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('listings')
    .set({
      status: to,
      updated_at: at,
      ...(to === 'sold' ? { sold_at: at } : {}),
      ...(to === 'on_sale' ? { sold_at: null } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', listingId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findLiveOrderForListing(db: Db, tenantId: number, listingId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'buyer_user_id', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('listing_id', '=', listingId)
    .where('status', 'in', LIVE_STATUSES)
    .executeTakeFirst();
}

export function insertOrder(db: Db, order: Insertable<OrdersTable>) {
  return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export function findOrder(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

export function lockOrder(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The scheduler's claim: one order of any tenant (the row carries its tenant) in one of `statuses` whose `column`
 * time has come, earliest first, locked FOR UPDATE SKIP LOCKED so concurrent sweeps never take the same order.
 */
export function claimDueOrder(
  db: Db,
  due: {
    statuses: OrderStatus[];
    column: 'expires_at' | 'auto_confirm_at';
    now: Date;
    /** Orders whose last try of this job failed wait until their next attempt. */
    job: 'expire' | 'autoConfirm';
  },
) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', 'in', due.statuses)
    .where(due.column, '<=', due.now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('scheduler_failures as failure')
            .select('failure.order_id')
            .whereRef('failure.tenant_id', '=', 'orders.tenant_id')
            .whereRef('failure.order_id', '=', 'orders.id')
            .where('failure.job', '=', due.job)
            .where('failure.next_attempt_at', '>', due.now),
        ),
      ),
    )
    .orderBy(due.column)
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Conditional update: changes the order only while it is still in `from`; undefined otherwise. */
export function updateOrder(
  db: Db,
  tenantId: number,
  orderId: number,
  from: OrderStatus[],
  changes: Updateable<OrdersTable>,
) {
  return db
    .updateTable('orders')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

export function insertHistory(
  db: Db,
  tenantId: number,
  entry: {
    orderId: number;
    from: OrderStatus | null;
    to: OrderStatus;
    actor: OrderActor;
    userId: number | null;
    note?: string;
    at: Date;
  },
) {
  return db
    .insertInto('order_status_history')
    .values({
      tenant_id: tenantId,
      order_id: entry.orderId,
      from_status: entry.from,
      to_status: entry.to,
      actor: entry.actor,
      actor_user_id: entry.userId,
      note: (entry.note ?? '').slice(0, 500),
      at: entry.at,
    })
    .execute();
}

export function listHistory(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('order_status_history')
    .select(['from_status', 'to_status', 'actor', 'note', 'at'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export interface OrderFilter {
  buyerUserId?: number;
  sellerUserId?: number;
  status?: OrderStatus | undefined;
}

const filteredOrders = (db: Db, tenantId: number, filter: OrderFilter) =>
  db
    .selectFrom('orders as o')
    .where('o.tenant_id', '=', tenantId)
    .$if(filter.buyerUserId !== undefined, (qb) => qb.where('o.buyer_user_id', '=', filter.buyerUserId as number))
    .$if(filter.sellerUserId !== undefined, (qb) => qb.where('o.seller_user_id', '=', filter.sellerUserId as number))
    .$if(filter.status !== undefined, (qb) => qb.where('o.status', '=', filter.status as OrderStatus));

/** A page of orders, newest first, each with whether it has been evaluated. */
export function listOrders(db: Db, tenantId: number, filter: OrderFilter, page: { limit: number; offset: number }) {
  return filteredOrders(db, tenantId, filter)
    .selectAll('o')
    .select(
      // The shop as a constant, not o.tenant_id: a hashed subplan otherwise reads every shop's evaluations.
      sql<boolean>`EXISTS (SELECT 1 FROM evaluations e WHERE e.tenant_id = ${tenantId} AND e.order_id = o.id)`.as(
        'evaluated',
      ),
    )
    .orderBy('o.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countOrders(db: Db, tenantId: number, filter: OrderFilter): Promise<number> {
  const row = await filteredOrders(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRebindSteps(db: Db, tenantId: number, orderId: number, steps: string[]) {
  if (steps.length === 0) return;
  await db
    .insertInto('order_rebind_steps')
    .values(
      steps.map((step, sort) => ({
        tenant_id: tenantId,
        order_id: orderId,
        step: step as 'phone',
        sort,
        updated_by: null,
        updated_at: null,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function listRebindSteps(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('order_rebind_steps')
    .select(['step', 'done', 'note', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('sort')
    .execute();
}

export async function updateRebindStep(
  db: Db,
  tenantId: number,
  orderId: number,
  change: { step: string; done: boolean; note: string; userId: number; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('order_rebind_steps')
    .set({ done: change.done, note: change.note, updated_by: change.userId, updated_at: change.at })
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .where('step', '=', change.step as 'phone')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function hasVerifiedRealName(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('real_name_verifications')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}
