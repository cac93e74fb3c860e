import type { StaffListingQuery } from '@gs/shared/consignment';
import type { ListingStatus } from '@gs/shared/listings';
import type { Db } from '../../../db/database.ts';
import type { ListingAttrs } from '../../../db/tables/listings.table.ts';
import { listingRowColumns, searchColumnValues } from '../../listings/index.ts';

/** Every listing of the tenant with what staff read beside it (game name, seller phone); no filter yet. */
function staffListingsBase(db: Db, tenantId: number) {
  return db
    .selectFrom('listings as l')
    .innerJoin('games as g', (join) => join.onRef('g.tenant_id', '=', 'l.tenant_id').onRef('g.id', '=', 'l.game_id'))
    .leftJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'l.tenant_id').onRef('u.id', '=', 'l.seller_user_id'),
    )
    .where('l.tenant_id', '=', tenantId);
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A phone is 11 digits starting with 1; any other digits are a user id. */
const PHONE = /^1\d{10}$/;

/** The list's filters and sort (without its paging): what the list and the export share. */
export type StaffListingFilter = Omit<StaffListingQuery, 'pageNum' | 'pageSize'>;

/** The tenant's listings matching the query's filters (all combined). */
function filteredStaffListings(db: Db, tenantId: number, query: StaffListingFilter) {
  let select = staffListingsBase(db, tenantId);
  if (query.status) select = select.where('l.status', '=', query.status);
  if (query.gameId) select = select.where('l.game_id', '=', query.gameId);
  if (query.origin) select = select.where('l.origin', '=', query.origin);
  if (query.selfOperated) {
    select = select.where('l.kind', query.selfOperated === 'true' ? '=' : '<>', 'self_operated');
  }
  if (query.minPriceFen !== undefined) select = select.where('l.price_fen', '>=', query.minPriceFen);
  if (query.maxPriceFen !== undefined) select = select.where('l.price_fen', '<=', query.maxPriceFen);
  if (query.seller) {
    const seller = query.seller;
    select = PHONE.test(seller)
      ? select.where('u.phone', '=', seller)
      : select.where('l.seller_user_id', '=', Number(seller) <= 2_147_483_647 ? Number(seller) : -1);
  }
  if (query.number) select = select.where('l.number', '=', query.number.toUpperCase());
  if (query.keyword) select = select.where('l.title', 'ilike', `%${likeLiteral(query.keyword)}%`);
  return select;
}

/** The lists' shared listing columns, with what staff read beside them. */
const staffColumns = [
  ...listingRowColumns,
  'g.name as game_name',
  'l.origin',
  'l.seller_user_id',
  'u.phone as seller_phone',
  'l.created_at',
  'l.updated_at',
] as const;

const SORT_COLUMNS = {
  created: 'l.created_at',
  updated: 'l.updated_at',
  price: 'l.price_fen',
  views: 'l.views',
} as const;

/**
 * Rows of the tenant's listings matching the filters, from `offset`. Without a sort, the review queue is longest
 * waiting first (by the time it was last submitted), anything else newest first; ties by id in the same direction.
 */
export function searchStaffListings(
  db: Db,
  tenantId: number,
  query: StaffListingFilter,
  page: { limit: number; offset: number },
) {
  const queue = query.status === 'pending_review' && !query.sort;
  const column = SORT_COLUMNS[query.sort ?? (queue ? 'updated' : 'created')];
  const direction = query.order ?? (queue ? 'asc' : 'desc');
  return filteredStaffListings(db, tenantId, query)
    .select(staffColumns)
    .orderBy(column, direction)
    .orderBy('l.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** A page of the tenant's listings matching the query (see searchStaffListings for the order). */
export function listStaffListings(db: Db, tenantId: number, query: StaffListingQuery) {
  return searchStaffListings(db, tenantId, query, {
    limit: query.pageSize,
    offset: (query.pageNum - 1) * query.pageSize,
  });
}

export type StaffListingRow = Awaited<ReturnType<typeof searchStaffListings>>[number];

export async function countStaffListings(db: Db, tenantId: number, query: StaffListingFilter) {
  const row = await filteredStaffListings(db, tenantId, query)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One listing of the tenant, every column, with what staff read beside it (game name, seller phone). */
export function findStaffListing(db: Db, tenantId: number, id: number) {
  return staffListingsBase(db, tenantId)
    .selectAll('l')
    .select(['g.name as game_name', 'u.phone as seller_phone'])
    .where('l.id', '=', id)
    .executeTakeFirst();
}

export type StaffListingDetailRow = NonNullable<Awaited<ReturnType<typeof findStaffListing>>>;

/** The columns a staff edit writes: the text, the price, the attributes and the search columns they feed. */
export interface StaffListingEditColumns {
  title: string;
  description: string;
  priceFen: number;
  attrs: ListingAttrs;
  searchIds: number[];
  numbers: (number | null)[];
  at: Date;
}

/** A staff edit that keeps the listing's state; only from one of `from`, else undefined. */
export function updateListingByStaff(
  db: Db,
  tenantId: number,
  id: number,
  from: readonly ListingStatus[],
  columns: StaffListingEditColumns,
) {
  return db
    .updateTable('listings')
    .set({
      title: columns.title,
      description: columns.description,
      price_fen: columns.priceFen,
      attrs: JSON.stringify(columns.attrs),
      ...searchColumnValues(columns),
      updated_at: columns.at,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning(['id', 'number', 'status'])
    .executeTakeFirst();
}
