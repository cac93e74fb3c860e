import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, Db } from '../../db/database.ts';

// A listing on sale that buyers may open: the market's rule for "on sale" (a price-competition recycle's listing is
// never public). Literals, not parameters, so that the planner matches the partial index listings_on_sale_id_idx.
function onSalePublic(eb: ExpressionBuilder<Database, 'listings'>) {
  return eb.and([eb('status', '=', sql.lit('on_sale')), eb('origin', '<>', sql.lit('bid_recycle'))]);
}

/**
 * The first id of each run of `perPage` listings on sale, in id order: the sitemap's listing pages. One walk of the
 * index listings_on_sale_id_idx (ids only, index-only once vacuumed), so the caller caches it.
 */
export function onSalePageStartsQuery(db: Db, tenantId: number, perPage: number) {
  const numbered = db
    .selectFrom('listings')
    .select(['id', sql<number>`row_number() OVER (ORDER BY id)`.as('n')])
    .where('tenant_id', '=', tenantId)
    .where(onSalePublic);
  return db
    .selectFrom(numbered.as('numbered'))
    .select('id')
    .where(sql<number>`(n - 1) % ${perPage}`, '=', 0)
    .orderBy('id');
}

export async function listOnSalePageStarts(db: Db, tenantId: number, perPage: number): Promise<number[]> {
  const rows = await onSalePageStartsQuery(db, tenantId, perPage).execute();
  return rows.map((row) => row.id);
}

export interface IdRange {
  from: number;
  /** Exclusive; null: open (the last page). */
  to: number | null;
  limit: number;
}

/**
 * Up to `limit` listings on sale with ids in [from, to), in id order: their id and last change as W3C datetime text
 * (formatted by PostgreSQL: 50,000 rows need no Date objects).
 */
export function onSaleIdRangeQuery(db: Db, tenantId: number, range: IdRange) {
  return db
    .selectFrom('listings')
    .select([
      'id',
      sql<string>`to_char(greatest(updated_at, listed_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as(
        'lastmod',
      ),
    ])
    .where('tenant_id', '=', tenantId)
    .where(onSalePublic)
    .where('id', '>=', range.from)
    .$if(range.to !== null, (qb) => qb.where('id', '<', range.to as number))
    .orderBy('id')
    .limit(range.limit);
}

export function listOnSaleIdRange(db: Db, tenantId: number, range: IdRange) {
  return onSaleIdRangeQuery(db, tenantId, range).execute();
}
