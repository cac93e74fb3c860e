import type {
  BidRequestQuotes,
  ClosedBidRequestPage,
  ClosedBidRequestStatus,
  ClosedBidRequestsQuery,
} from '@gs/shared/bidding';
import type { StaffRole } from '@gs/shared/identity';
import type { StaffContext, UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { countClosedRequests, listClosedRequests } from './bid-pool.repository.ts';
import { listRequestQuotes } from './bid-quotes.repository.ts';
import { findBidRequest, findGameName } from './bid-requests.repository.ts';
import { effectiveBidStatus, isBidOpen } from './bidding-rules.ts';
import { toStaffBidQuote } from './bidding-view.ts';

/*
 * The owner's look back at the pool. Sealed bids stay sealed while quoting is open, for the merchant too (so nobody
 * can tip off a recycler); once a request no longer takes quotes (past its deadline, accepted or cancelled), owners
 * and platform admins see every quote of it. Recyclers see only their own, before and after.
 */

const seesEveryQuote = (roles: readonly StaffRole[]) => roles.includes('owner');

/** The tenant's closed requests with their quote figures, the latest deadline first. Owners only (the route). */
export async function listClosedBidRequests(
  ctx: UserContext,
  query: ClosedBidRequestsQuery,
): Promise<ClosedBidRequestPage> {
  const now = ctx.clock.now();
  const filter = { status: query.status, gameId: query.gameId, now, locale: ctx.locale };
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    listClosedRequests(ctx.db, ctx.tenantId, filter, query.pageSize, offset),
    countClosedRequests(ctx.db, ctx.tenantId, filter),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      number: row.number,
      gameId: row.game_id,
      gameName: row.game_name,
      // Every row is closed, so the status as answered is never `quoting`.
      status: effectiveBidStatus(row, now) as ClosedBidRequestStatus,
      expectedPriceFen: row.expected_price_fen,
      deadlineAt: row.deadline_at.toISOString(),
      quoteCount: Number(row.quote_count ?? 0),
      highestQuoteFen: row.highest_fen === null ? null : Number(row.highest_fen),
      acceptedFen: row.accepted_fen,
      createdAt: row.created_at.toISOString(),
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * The quotes of one request, highest first: every quote for an owner (or platform admin) once it is closed; the
 * caller's own for a recycler, at any time. 404 for a request of another shop or none; 403 (`bidQuotesSealed`) for
 * an owner who is not also a recycler while quoting is still open.
 */
export async function listBidRequestQuotes(ctx: StaffContext, requestId: number): Promise<BidRequestQuotes> {
  const request = await findBidRequest(ctx.db, ctx.tenantId, requestId);
  if (!request) throw notFound('bidRequestNotFound');
  const now = ctx.clock.now();
  const all = seesEveryQuote(ctx.roles) && !isBidOpen(request, now);
  if (!all && !ctx.roles.includes('recycler')) throw new AppError(403, 'FORBIDDEN', 'bidQuotesSealed');
  const [gameName, quotes] = await Promise.all([
    findGameName(ctx.db, ctx.tenantId, request.game_id, ctx.locale),
    listRequestQuotes(ctx.db, ctx.tenantId, request.id, all ? undefined : ctx.userId),
  ]);
  return {
    request: {
      id: request.id,
      number: request.number,
      gameId: request.game_id,
      gameName,
      status: effectiveBidStatus(request, now),
      expectedPriceFen: request.expected_price_fen,
      deadlineAt: request.deadline_at.toISOString(),
    },
    scope: all ? 'all' : 'own',
    quotes: quotes.map(toStaffBidQuote),
  };
}
