import type { RecycleChecklistStep, RecycleQuoteLine, RecycleStatus } from '@gs/shared/recycle';
import type { Locale } from '@gs/shared/tenant';
import type { Db } from '../../../db/database.ts';
import { localNameSql } from '../../../db/local-name-sql.ts';
import type { ListingAttrs } from '../../../db/tables/listings.table.ts';
import { statusesBefore } from './recycle-transitions.ts';

/**
 * The paid account becomes the merchant's: self-operated, no seller, its cost recorded, off the shelf until staff
 * price it. Only from the request's draft; answers undefined when the listing is no longer one.
 */
export function takeOverListing(db: Db, tenantId: number, listingId: number, costFen: number, at: Date) {
  return db
    .updateTable('listings')
    .set({ kind: 'self_operated', seller_user_id: null, cost_fen: costFen, status: 'off_shelf', updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', listingId)
    .where('status', '=', 'draft')
    .returning('id')
    .executeTakeFirst();
}

export interface NewRequest {
  number: string;
  userId: number;
  gameId: number;
  listingId: number;
  regionNodeId: number | null;
  attrs: ListingAttrs;
  quoteFen: number;
  basis: RecycleQuoteLine[];
  contact: string;
  at: Date;
}

export function insertRequest(db: Db, tenantId: number, request: NewRequest) {
  return db
    .insertInto('recycle_requests')
    .values({
      tenant_id: tenantId,
      number: request.number,
      user_id: request.userId,
      game_id: request.gameId,
      listing_id: request.listingId,
      region_node_id: request.regionNodeId,
      attrs: JSON.stringify(request.attrs),
      quote_fen: request.quoteFen,
      quote_basis: JSON.stringify(request.basis),
      contact: request.contact,
      created_at: request.at,
      updated_at: request.at,
    })
    .returning(['id', 'number', 'status', 'quote_fen'])
    .executeTakeFirstOrThrow();
}

const requestColumns = [
  'r.id',
  'r.number',
  'r.user_id',
  'r.game_id',
  'r.listing_id',
  'r.region_node_id',
  'r.attrs',
  'r.quote_fen',
  'r.quote_basis',
  'r.contact',
  'r.status',
  'r.reject_reason',
  'r.checklist',
  'r.verified_by',
  'r.paid_at',
  'r.created_at',
  'r.updated_at',
] as const;

/** Requests with the game's name in the request's language and the seller's phone. */
function selectRequests(db: Db, tenantId: number, locale: Locale) {
  return db
    .selectFrom('recycle_requests as r')
    .innerJoin('games as g', (join) => join.onRef('g.tenant_id', '=', 'r.tenant_id').onRef('g.id', '=', 'r.game_id'))
    .innerJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 'r.tenant_id').onRef('u.id', '=', 'r.user_id'))
    .select([...requestColumns, localNameSql(locale, 'g.name', 'g.name_en').as('game_name'), 'u.phone as seller_phone'])
    .where('r.tenant_id', '=', tenantId);
}

export type RequestView = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export function findRequest(db: Db, tenantId: number, id: number, locale: Locale) {
  return selectRequests(db, tenantId, locale).where('r.id', '=', id).executeTakeFirst();
}

/** The request row locked until the caller's transaction ends (so staff steps on one request run one at a time). */
export function lockRequest(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('recycle_requests')
    .select(['id', 'status', 'user_id', 'listing_id', 'quote_fen', 'checklist'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface RequestFilter {
  /** The language of the game's name. */
  locale: Locale;
  userId?: number;
  status?: RecycleStatus | undefined;
}

function filtered(db: Db, tenantId: number, filter: RequestFilter) {
  let query = selectRequests(db, tenantId, filter.locale);
  if (filter.userId !== undefined) query = query.where('r.user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
  return query;
}

export function listRequests(db: Db, tenantId: number, filter: RequestFilter, limit: number, offset: number) {
  return filtered(db, tenantId, filter).orderBy('r.id', 'desc').limit(limit).offset(offset).execute();
}

export function countRequests(db: Db, tenantId: number, filter: RequestFilter) {
  let query = db
    .selectFrom('recycle_requests')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return query.executeTakeFirstOrThrow().then((row) => Number(row.count));
}

export interface StatusChange {
  status: RecycleStatus;
  rejectReason?: string;
  checklist?: RecycleChecklistStep[];
  verifiedBy?: number;
  paidAt?: Date;
  at: Date;
}

/**
 * Moves a request to a new status only from a status the transition table allows it from (and, when given, only the
 * user's own): the conditional update that lets one of two concurrent steps win. Undefined when the request was not
 * in such a status.
 */
export function updateRequestStatus(db: Db, tenantId: number, id: number, change: StatusChange, ownerUserId?: number) {
  let query = db
    .updateTable('recycle_requests')
    .set({
      status: change.status,
      updated_at: change.at,
      ...(change.rejectReason !== undefined ? { reject_reason: change.rejectReason } : {}),
      ...(change.checklist !== undefined ? { checklist: JSON.stringify(change.checklist) } : {}),
      ...(change.verifiedBy !== undefined ? { verified_by: change.verifiedBy } : {}),
      ...(change.paidAt !== undefined ? { paid_at: change.paidAt } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', statusesBefore(change.status));
  if (ownerUserId !== undefined) query = query.where('user_id', '=', ownerUserId);
  return query.returning(['id', 'number', 'status', 'quote_fen']).executeTakeFirst();
}

export function updateChecklist(db: Db, tenantId: number, id: number, checklist: RecycleChecklistStep[], at: Date) {
  return db
    .updateTable('recycle_requests')
    .set({ checklist: JSON.stringify(checklist), updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'verifying')
    .returning('id')
    .executeTakeFirst();
}
