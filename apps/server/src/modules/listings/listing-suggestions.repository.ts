import type { ListingStatus } from '@gs/shared/listings';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { keywordMatches, summaryColumnNames } from './listings.repository.ts';

/**
 * Up to `limit` listings on sale of the tenant's shown games matching the keyword by the market's rule: the one
 * whose number is the keyword first (it is what the visitor typed), then the newest.
 */
export function findSuggestedListings(db: Db, tenantId: number, keyword: string, limit: number) {
  const number = keyword.toUpperCase();
  return db
    .selectFrom('listings')
    .select(summaryColumnNames)
    .where('tenant_id', '=', tenantId)
    .where('status', '=', sql.lit<ListingStatus>('on_sale'))
    .where('game_id', 'in', (eb) =>
      eb
        .selectFrom('games')
        .select('games.id')
        .where('games.tenant_id', '=', tenantId)
        .where('games.state', '=', 'active'),
    )
    .where(keywordMatches(keyword))
    .orderBy(sql`number = ${number}`, 'desc')
    .orderBy('listed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
