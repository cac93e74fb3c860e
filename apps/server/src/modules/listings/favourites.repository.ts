import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { summaryColumns } from './listings.repository.ts';

export async function isFavourite(db: Db, tenantId: number, userId: number, listingId: number): Promise<boolean> {
  const row = await db
    .selectFrom('listing_favourites')
    .select('listing_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds a favourite unless the user already keeps `max` of them (one statement, so that two quick clicks cannot
 * pass the limit together); answers false when nothing was added (already a favourite, or full).
 */
export async function insertFavouriteWithin(
  db: Db,
  tenantId: number,
  favourite: { userId: number; listingId: number; at: Date },
  max: number,
): Promise<boolean> {
  const row = await db
    .insertInto('listing_favourites')
    .columns(['tenant_id', 'user_id', 'listing_id', 'created_at'])
    .expression(
      db
        .selectNoFrom([
          sql<number>`${tenantId}::bigint`.as('tenant_id'),
          sql<number>`${favourite.userId}::bigint`.as('user_id'),
          sql<number>`${favourite.listingId}::bigint`.as('listing_id'),
          sql<Date>`${favourite.at}::timestamptz`.as('created_at'),
        ])
        .where((eb) =>
          eb(
            eb
              .selectFrom('listing_favourites')
              .select((c) => c.fn.countAll().as('n'))
              .where('tenant_id', '=', tenantId)
              .where('user_id', '=', favourite.userId),
            '<',
            max,
          ),
        ),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'listing_id']).doNothing())
    .returning('listing_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function deleteFavourite(db: Db, tenantId: number, userId: number, listingId: number) {
  return db
    .deleteFrom('listing_favourites')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('listing_id', '=', listingId)
    .execute();
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

/** One page of the user's favourites, newest first, with the listing (whatever its status now). */
export function listFavourites(db: Db, tenantId: number, userId: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom('listing_favourites as f')
    .innerJoin('listings as l', (join) =>
      join.onRef('l.tenant_id', '=', 'f.tenant_id').onRef('l.id', '=', 'f.listing_id'),
    )
    .select([...summaryColumns, 'f.created_at as collected_at'])
    .where('f.tenant_id', '=', tenantId)
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.listing_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
