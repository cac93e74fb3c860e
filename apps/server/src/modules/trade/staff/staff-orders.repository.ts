import type { StaffOrderFilter, StaffOrderSort } from '@gs/shared/staff-orders';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** The list's filters as the repository takes them: the buyer already resolved to a user id (or none at all). */
export interface StaffOrderQueryFilter extends Omit<StaffOrderFilter, 'buyer' | 'createdFrom' | 'createdTo'> {
  /** Orders of these buyers only; an empty list matches nothing (a phone nobody has). */
  buyerUserIds?: number[];
  createdFrom?: Date;
  createdTo?: Date;
}

export interface StaffOrderOrder {
  sort: StaffOrderSort;
  order: 'asc' | 'desc';
}

/** Every filter is an indexed column led by the tenant (see the order_notes migration for which index serves it). */
const filteredOrders = (db: Db, tenantId: number, filter: StaffOrderQueryFilter) =>
  db
    .selectFrom('orders as o')
    .where('o.tenant_id', '=', tenantId)
    .$if(filter.status !== undefined, (qb) => qb.where('o.status', '=', filter.status as never))
    .$if(filter.gameId !== undefined, (qb) => qb.where('o.game_id', '=', filter.gameId as number))
    .$if(filter.buyerUserIds !== undefined, (qb) =>
      (filter.buyerUserIds as number[]).length === 0
        ? qb.where(sql<boolean>`false`)
        : qb.where('o.buyer_user_id', 'in', filter.buyerUserIds as number[]),
    )
    .$if(filter.orderNo !== undefined, (qb) => qb.where('o.order_no', '=', filter.orderNo as string))
    .$if(filter.createdFrom !== undefined, (qb) => qb.where('o.created_at', '>=', filter.createdFrom as Date))
    .$if(filter.createdTo !== undefined, (qb) => qb.where('o.created_at', '<', filter.createdTo as Date))
    .$if(filter.amountMin !== undefined, (qb) => qb.where('o.total_fen', '>=', filter.amountMin as number))
    .$if(filter.amountMax !== undefined, (qb) => qb.where('o.total_fen', '<=', filter.amountMax as number));

/**
 * A page of the tenant's orders matching the filter, with the buyer's phone and the seller's nickname and phone (none
 * for the shop's own listings), in the asked order (id breaks ties).
 */
export function searchStaffOrders(
  db: Db,
  tenantId: number,
  filter: StaffOrderQueryFilter,
  order: StaffOrderOrder,
  page: { limit: number; offset: number },
) {
  const column = order.sort === 'amount' ? 'o.total_fen' : 'o.created_at';
  return filteredOrders(db, tenantId, filter)
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'o.tenant_id').onRef('u.id', '=', 'o.buyer_user_id'),
    )
    .leftJoin('users as seller', (join) =>
      join.onRef('seller.tenant_id', '=', 'o.tenant_id').onRef('seller.id', '=', 'o.seller_user_id'),
    )
    .selectAll('o')
    .select(['u.phone as buyer_phone', 'seller.nick_name as seller_nick_name', 'seller.phone as seller_phone'])
    .select(
      // The shop as a constant, not o.tenant_id: a hashed subplan otherwise reads every shop's evaluations.
      sql<boolean>`EXISTS (SELECT 1 FROM evaluations e WHERE e.tenant_id = ${tenantId} AND e.order_id = o.id)`.as(
        'evaluated',
      ),
    )
    .orderBy(column, order.order)
    .orderBy('o.id', order.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type StaffOrderSearchRow = Awaited<ReturnType<typeof searchStaffOrders>>[number];

export async function countStaffOrders(db: Db, tenantId: number, filter: StaffOrderQueryFilter): Promise<number> {
  const row = await filteredOrders(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of the tenant's users with this phone number (at most one; a list so "nobody" is empty). */
export async function findUserIdsByPhone(db: Db, tenantId: number, phone: string): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', phone)
    .execute();
  return rows.map((row) => row.id);
}

export function findUserPhone(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('users')
    .select(['phone', 'nick_name'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Every ledger entry posted for the order, in posting order, with the posting's kind and time. */
export function listOrderLedger(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', (join) =>
      join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.posting_id'),
    )
    .select(['e.posting_id', 'p.kind', 'e.account', 'e.user_id', 'e.amount_fen', 'p.created_at'])
    .where('e.tenant_id', '=', tenantId)
    .where('e.order_id', '=', orderId)
    .orderBy('e.id')
    .execute();
}

export function insertOrderNote(
  db: Db,
  tenantId: number,
  note: { orderId: number; authorUserId: number; text: string; at: Date },
) {
  return db
    .insertInto('order_notes')
    .values({
      tenant_id: tenantId,
      order_id: note.orderId,
      author_user_id: note.authorUserId,
      text: note.text,
      created_at: note.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The order's internal notes, oldest first, with each author's nickname. */
export function listOrderNotes(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('order_notes as n')
    .leftJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'n.tenant_id').onRef('u.id', '=', 'n.author_user_id'),
    )
    .select(['n.id', 'n.author_user_id', 'n.text', 'n.created_at', 'u.nick_name'])
    .where('n.tenant_id', '=', tenantId)
    .where('n.order_id', '=', orderId)
    .orderBy('n.id')
    .execute();
}
