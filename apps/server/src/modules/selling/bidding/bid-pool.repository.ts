import type { ClosedBidRequestStatus } from '@gs/shared/bidding';
import type { Locale } from '@gs/shared/tenant';
import type { Db } from '../../../db/database.ts';
import { localNameSql } from '../../../db/local-name-sql.ts';
import { closedRequestsWhere, effectiveStatusIs, quoteFigures } from './bid-request-parts.repository.ts';

/* The requests as recyclers (the open pool) and owners (the closed requests under review) read them. */

/** The tenant's open requests (quoting, before the deadline), the soonest deadline first. */
export function listPoolRequests(
  db: Db,
  tenantId: number,
  filter: { gameId?: number | undefined; now: Date; locale: Locale },
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('recycle_bid_requests as r')
    .innerJoin('games as g', (join) => join.onRef('g.tenant_id', '=', 'r.tenant_id').onRef('g.id', '=', 'r.game_id'))
    // Only what recyclers may see: never the contact, the seller or the listing.
    .select([
      'r.id',
      'r.number',
      'r.game_id',
      localNameSql(filter.locale, 'g.name', 'g.name_en').as('game_name'),
      'r.region_node_id',
      'r.attrs',
      'r.screenshots',
      'r.expected_price_fen',
      'r.deadline_at',
      'r.created_at',
      // The seller's held deposit (bid-deposit.service.ts), which recyclers may see: the amount only.
      (eb) =>
        eb
          .selectFrom('payments as p')
          .select('p.amount_fen')
          .whereRef('p.tenant_id', '=', 'r.tenant_id')
          .where('p.purpose', '=', 'bid_deposit')
          .whereRef('p.purpose_id', '=', 'r.id')
          .where('p.status', '=', 'succeeded')
          .where('p.forfeited_at', 'is', null)
          .limit(1)
          .as('deposit_fen'),
    ])
    .where('r.tenant_id', '=', tenantId)
    .where('r.status', '=', 'quoting')
    .where('r.deadline_at', '>', filter.now);
  if (filter.gameId !== undefined) query = query.where('r.game_id', '=', filter.gameId);
  return query.orderBy('r.deadline_at').orderBy('r.id').limit(limit).offset(offset).execute();
}

export async function countPoolRequests(db: Db, tenantId: number, filter: { gameId?: number | undefined; now: Date }) {
  let query = db
    .selectFrom('recycle_bid_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'quoting')
    .where('deadline_at', '>', filter.now);
  if (filter.gameId !== undefined) query = query.where('game_id', '=', filter.gameId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

interface ClosedFilter {
  /** The language of the game's name. */
  locale: Locale;
  status?: ClosedBidRequestStatus | undefined;
  gameId?: number | undefined;
  now: Date;
}

/** The tenant's closed requests with their quote figures (replaced quotes not counted), the latest deadline first. */
export function listClosedRequests(db: Db, tenantId: number, filter: ClosedFilter, limit: number, offset: number) {
  return (
    db
      .selectFrom('recycle_bid_requests as r')
      .innerJoin('games as g', (join) => join.onRef('g.tenant_id', '=', 'r.tenant_id').onRef('g.id', '=', 'r.game_id'))
      .leftJoin('recycle_bid_quotes as a', (join) =>
        join.onRef('a.tenant_id', '=', 'r.tenant_id').onRef('a.id', '=', 'r.accepted_quote_id'),
      )
      // Never the contact, the seller or the listing: the owner reviews the quotes, not the seller.
      .select([
        'r.id',
        'r.number',
        'r.game_id',
        localNameSql(filter.locale, 'g.name', 'g.name_en').as('game_name'),
        'r.status',
        'r.expected_price_fen',
        'r.deadline_at',
        'r.created_at',
        'a.amount_fen as accepted_fen',
      ])
      .select(quoteFigures)
      .where('r.tenant_id', '=', tenantId)
      .where(closedRequestsWhere(filter.now))
      .$if(filter.status !== undefined, (q) => q.where(effectiveStatusIs(filter.status, filter.now)))
      .$if(filter.gameId !== undefined, (q) => q.where('r.game_id', '=', filter.gameId ?? 0))
      .orderBy('r.deadline_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  );
}

export async function countClosedRequests(db: Db, tenantId: number, filter: ClosedFilter) {
  const row = await db
    .selectFrom('recycle_bid_requests as r')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('r.tenant_id', '=', tenantId)
    .where(closedRequestsWhere(filter.now))
    .$if(filter.status !== undefined, (q) => q.where(effectiveStatusIs(filter.status, filter.now)))
    .$if(filter.gameId !== undefined, (q) => q.where('r.game_id', '=', filter.gameId ?? 0))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
