import type { MyProductTab } from '@gs/shared/consignment';
import type { ListingStatus } from '@gs/shared/listings';
import type { Locale } from '@gs/shared/tenant';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { localNameSql } from '../../../db/local-name-sql.ts';
import type { ListingAttrs } from '../../../db/tables/listings.table.ts';
import { searchColumnValues } from '../../listings/index.ts';
import { allowedFrom } from './consignment-transitions.ts';

/** The listing's columns a consignment submit or edit writes. */
export interface ConsignmentFields {
  gameId: number;
  title: string;
  description: string;
  priceFen: number;
  coverUrl: string;
  gallery: string[];
  regionNodeId: number | null;
  systemId: number | null;
  operatorId: number | null;
  regionId: number | null;
  serverId: number | null;
  attrs: ListingAttrs;
  searchIds: number[];
  numbers: (number | null)[];
  realNameShotUrl: string;
  guaranteeDocs: boolean;
  contact: string;
}

function fieldColumns(fields: ConsignmentFields) {
  return {
    game_id: fields.gameId,
    title: fields.title,
    description: fields.description,
    price_fen: fields.priceFen,
    cover_url: fields.coverUrl,
    gallery: JSON.stringify(fields.gallery),
    region_node_id: fields.regionNodeId,
    system_id: fields.systemId,
    operator_id: fields.operatorId,
    region_id: fields.regionId,
    server_id: fields.serverId,
    attrs: JSON.stringify(fields.attrs),
    ...searchColumnValues(fields),
    realname_shot_url: fields.realNameShotUrl,
    guarantee_docs: fields.guaranteeDocs,
    contact: fields.contact,
  };
}

/** A new consignment listing waiting for review. */
export function insertConsignmentListing(
  db: Db,
  tenantId: number,
  listing: ConsignmentFields & {
    number: string;
    sellerUserId: number;
    loginDigest: string;
    loginMasked: string;
    credentialNotes: boolean;
    at: Date;
  },
) {
  return db
    .insertInto('listings')
    .values({
      tenant_id: tenantId,
      number: listing.number,
      seller_user_id: listing.sellerUserId,
      kind: 'consignment',
      status: 'pending_review',
      ...fieldColumns(listing),
      login_digest: listing.loginDigest,
      login_masked: listing.loginMasked,
      credential_notes: listing.credentialNotes,
      created_at: listing.at,
      updated_at: listing.at,
    })
    .returning(['id', 'number', 'status'])
    .executeTakeFirstOrThrow();
}

/** One listing of the tenant, every column (the credentials are not among them). */
export function findListing(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('listings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * A full edit: the new fields, back to review and off the market (listed_at cleared, so putting it up again needs
 * a review). Only from one of `from`; undefined when the listing was in none of them by then.
 */
export function updateConsignmentListing(
  db: Db,
  tenantId: number,
  id: number,
  from: readonly ListingStatus[],
  fields: ConsignmentFields & { credentials?: { loginDigest: string; loginMasked: string; notes: boolean }; at: Date },
) {
  return db
    .updateTable('listings')
    .set({
      ...fieldColumns(fields),
      ...(fields.credentials
        ? {
            login_digest: fields.credentials.loginDigest,
            login_masked: fields.credentials.loginMasked,
            credential_notes: fields.credentials.notes,
          }
        : {}),
      status: 'pending_review',
      listed_at: null,
      reject_reason: '',
      reviewed_by: null,
      reviewed_at: null,
      updated_at: fields.at,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning(['id', 'number', 'status'])
    .executeTakeFirst();
}

/** The price alone, the state kept; only from one of `from`. */
export function updateListingPrice(
  db: Db,
  tenantId: number,
  id: number,
  from: readonly ListingStatus[],
  priceFen: number,
  at: Date,
) {
  return db
    .updateTable('listings')
    .set({ price_fen: priceFen, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning(['id', 'number', 'status'])
    .executeTakeFirst();
}

/** Takes a listing off the market (on sale or waiting for review); undefined when it was in neither by then. */
export function takeListingDown(db: Db, tenantId: number, id: number, from: readonly ListingStatus[], at: Date) {
  return db
    .updateTable('listings')
    .set({ status: 'off_shelf', updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning(['id', 'number', 'status'])
    .executeTakeFirst();
}

/**
 * Puts a taken-down listing back: on sale when staff approved it and it was not edited since (listed_at kept),
 * else — or always with `review` — back to review. Undefined when it was not off the shelf by then.
 */
export function putListingUp(db: Db, tenantId: number, id: number, at: Date, review = false) {
  return db
    .updateTable('listings')
    .set(
      review
        ? { status: 'pending_review', listed_at: null, updated_at: at }
        : {
            status: sql<ListingStatus>`CASE WHEN listed_at IS NULL THEN 'pending_review' ELSE 'on_sale' END`,
            updated_at: at,
          },
    )
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', allowedFrom('put_up'))
    .returning(['id', 'number', 'status'])
    .executeTakeFirst();
}

/** Staff approve a pending listing: on sale from now. Undefined when it is no longer pending. */
export function approveListing(db: Db, tenantId: number, id: number, reviewerId: number, at: Date) {
  return db
    .updateTable('listings')
    .set({
      status: 'on_sale',
      listed_at: at,
      reject_reason: '',
      reviewed_by: reviewerId,
      reviewed_at: at,
      updated_at: at,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', allowedFrom('approve'))
    .returning(['id', 'number', 'status'])
    .executeTakeFirst();
}

/** Staff reject a pending listing with the reason the seller sees. Undefined when it is no longer pending. */
export function rejectListing(db: Db, tenantId: number, id: number, reviewerId: number, reason: string, at: Date) {
  return db
    .updateTable('listings')
    .set({ status: 'rejected', reject_reason: reason, reviewed_by: reviewerId, reviewed_at: at, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', allowedFrom('reject'))
    .returning(['id', 'number', 'status'])
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------------------------
// "My products"

/**
 * The tab of a listing, from its state and its latest order (`o`): sold while that order is still running counts
 * as in trade; sold with it completed (or with no order: sold outside the site) counts as sold.
 */
const TAB = sql<MyProductTab>`CASE
  WHEN l.status = 'pending_review' THEN 'reviewing'
  WHEN l.status = 'on_sale' THEN 'on_sale'
  WHEN l.status = 'locked' THEN 'in_trade'
  WHEN l.status = 'sold' AND o.status IN ('pending_payment', 'paid_deposit', 'in_trade', 'after_sale') THEN 'in_trade'
  WHEN l.status IN ('sold', 'retrieved') THEN 'sold'
  WHEN l.status = 'off_shelf' THEN 'off_shelf'
  WHEN l.status = 'rejected' THEN 'rejected'
  ELSE 'all'
END`;

/** The seller's consignments: a recycle's account is the seller's too, but shows under their requests, not here. */
function sellerListings(db: Db, tenantId: number, sellerId: number) {
  return db
    .selectFrom('listings as l')
    .innerJoin('games as g', (join) => join.onRef('g.tenant_id', '=', 'l.tenant_id').onRef('g.id', '=', 'l.game_id'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('orders')
          .select([
            'orders.id',
            'orders.order_no',
            'orders.status',
            'orders.listing_price_fen',
            'orders.commission_fen',
          ])
          .whereRef('orders.tenant_id', '=', 'l.tenant_id')
          .whereRef('orders.listing_id', '=', 'l.id')
          .where('orders.status', '<>', 'cancelled')
          .orderBy('orders.id', 'desc')
          .limit(1)
          .as('o'),
      (join) => join.onTrue(),
    )
    .where('l.tenant_id', '=', tenantId)
    .where('l.seller_user_id', '=', sellerId)
    .where('l.kind', '=', 'consignment')
    .where('l.origin', '=', 'market')
    .where('l.status', '<>', 'draft');
}

/** A page of the seller's consignment listings of a tab, newest first, with the order that bought each. */
export function listSellerListings(
  db: Db,
  tenantId: number,
  sellerId: number,
  tab: MyProductTab,
  page: { limit: number; offset: number; locale: Locale },
) {
  let query = sellerListings(db, tenantId, sellerId);
  if (tab !== 'all') query = query.where(TAB, '=', tab);
  return query
    .select([
      'l.id',
      'l.number',
      'l.game_id',
      localNameSql(page.locale, 'g.name', 'g.name_en').as('game_name'),
      'l.title',
      'l.cover_url',
      'l.price_fen',
      'l.status',
      'l.reject_reason',
      'l.views',
      'l.created_at',
      'l.listed_at',
      'l.sold_at',
      'o.id as order_id',
      'o.order_no',
      'o.status as order_status',
      'o.listing_price_fen as order_listing_price_fen',
      'o.commission_fen as order_commission_fen',
    ])
    .select((eb) =>
      eb
        .selectFrom('listing_favourites as f')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('f.tenant_id', '=', 'l.tenant_id')
        .whereRef('f.listing_id', '=', 'l.id')
        .as('favourites'),
    )
    .orderBy('l.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type SellerListingRow = Awaited<ReturnType<typeof listSellerListings>>[number];

/** The seller's consignment listings per tab. */
export function countSellerTabs(db: Db, tenantId: number, sellerId: number) {
  return sellerListings(db, tenantId, sellerId)
    .select([TAB.as('tab'), (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(TAB)
    .execute();
}
