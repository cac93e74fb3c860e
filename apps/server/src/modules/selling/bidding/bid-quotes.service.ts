import {
  type BidPoolPage,
  type BidPoolQuery,
  type BidQuoteInput,
  type BidQuoteResult,
  type MyRecyclerQuotesQuery,
  minimumNextQuoteFen,
  normaliseBidQuoteNote,
  type RecyclerQuotePage,
} from '@gs/shared/bidding';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { findGameCatalogue, type GameCatalogue } from '../../catalogue/index.ts';
import { countPoolRequests, listPoolRequests } from './bid-pool.repository.ts';
import {
  countRecyclerQuotes,
  countRecyclerQuotesSince,
  findActiveQuote,
  insertQuote,
  listOwnQuoteFigures,
  listRecyclerQuotes,
  supersedeQuote,
} from './bid-quotes.repository.ts';
import { lockBidRequest } from './bid-requests.repository.ts';
import {
  assertBidOpen,
  assertQuoteAllowance,
  assertQuoteNote,
  effectiveBidStatus,
  quoteDayStart,
  quotesLeftToday,
} from './bidding-rules.ts';
import { bidAttributes, bidRegionPath, toOwnBidQuote } from './bidding-view.ts';

/*
 * The recyclers' side. Sealed bids: every answer here is built from the request's own fields and the caller's own
 * quotes only; no query of this file reads another recycler's quote, their number or the highest.
 */

/**
 * The tenant's open requests (quoting, before the deadline), soonest deadline first: the account in words and
 * pictures, the seller's expected price, the caller's own latest quote and what they may still quote today. Never the
 * seller's contact or identity, the credentials, or anything about other recyclers' quotes.
 */
export async function listBidPool(ctx: UserContext, query: BidPoolQuery): Promise<BidPoolPage> {
  const now = ctx.clock.now();
  const filter = { gameId: query.gameId, now, locale: ctx.locale };
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    listPoolRequests(ctx.db, ctx.tenantId, filter, query.pageSize, offset),
    countPoolRequests(ctx.db, ctx.tenantId, filter),
  ]);
  const own = await listOwnQuoteFigures(
    ctx.db,
    ctx.tenantId,
    ctx.userId,
    rows.map((row) => row.id),
    quoteDayStart(now),
  );
  const latest = new Map(own.filter((quote) => Number(quote.rank) === 1).map((quote) => [quote.request_id, quote]));
  const catalogues = new Map<number, GameCatalogue | null>();
  for (const gameId of new Set(rows.map((row) => row.game_id))) {
    catalogues.set(gameId, await findGameCatalogue(ctx, gameId));
  }
  return {
    rows: rows.map((row) => {
      const catalogue = catalogues.get(row.game_id) ?? null;
      const mine = latest.get(row.id);
      const active = mine?.status === 'active' ? mine.amount_fen : null;
      return {
        id: row.id,
        number: row.number,
        gameId: row.game_id,
        gameName: row.game_name,
        regionPath: bidRegionPath(catalogue, row.region_node_id),
        attributes: bidAttributes(catalogue, row.attrs),
        screenshots: row.screenshots,
        expectedPriceFen: row.expected_price_fen,
        deadlineAt: row.deadline_at.toISOString(),
        createdAt: row.created_at.toISOString(),
        myQuote: mine ? toOwnBidQuote(mine) : null,
        quotesLeftToday: quotesLeftToday(Number(mine?.today ?? 0)),
        minNextQuoteFen: minimumNextQuoteFen(active),
        sellerDepositFen: row.deposit_fen === null ? null : Number(row.deposit_fen),
      };
    }),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * The recycler quotes on an open request. Under a lock on the request row (so concurrent quotes, an accept, a cancel
 * or the sweep go one at a time): 404 for an unknown or foreign request; 422 on their own account; 409 when it is
 * closed or past its deadline; 422 past 10 quotes on it today, or below their own previous quote plus the minimum
 * increment; 400 for a note over 200 characters or with control characters. The previous quote becomes `superseded`.
 */
export async function quoteOnBidRequest(
  ctx: UserContext,
  requestId: number,
  input: BidQuoteInput,
): Promise<BidQuoteResult> {
  const now = ctx.clock.now();
  const note = normaliseBidQuoteNote(input.note);
  assertQuoteNote(note);
  return inTransaction(ctx.db, async (trx) => {
    const request = await lockBidRequest(trx, ctx.tenantId, requestId);
    if (!request) throw notFound('bidRequestNotFound');
    if (request.user_id === ctx.userId) throw new AppError(422, 'BUSINESS_RULE', 'bidOwnRequest');
    assertBidOpen(request, now);
    const madeToday = await countRecyclerQuotesSince(trx, ctx.tenantId, request.id, ctx.userId, quoteDayStart(now));
    assertQuoteAllowance(madeToday);
    const previous = await findActiveQuote(trx, ctx.tenantId, request.id, ctx.userId);
    const minimum = minimumNextQuoteFen(previous?.amount_fen ?? null);
    if (input.amountFen < minimum) {
      throw new AppError(422, 'BUSINESS_RULE', 'bidQuoteTooLow', {
        params: { min: (minimum / 100).toFixed(2) },
        fields: [
          { field: 'body.amountFen', messageKey: 'bidQuoteTooLow', params: { min: (minimum / 100).toFixed(2) } },
        ],
      });
    }
    if (previous) await supersedeQuote(trx, ctx.tenantId, previous.id, now);
    const quote = await insertQuote(trx, ctx.tenantId, {
      requestId: request.id,
      recyclerUserId: ctx.userId,
      amountFen: input.amountFen,
      note,
      at: now,
    });
    return {
      ...toOwnBidQuote(quote),
      requestId: request.id,
      quotesLeftToday: quotesLeftToday(madeToday + 1),
      minNextQuoteFen: minimumNextQuoteFen(quote.amount_fen),
    };
  });
}

/** The caller's own quotes, newest first, each with its request's state (as answered: expired past the deadline). */
export async function listMyRecyclerQuotes(ctx: UserContext, query: MyRecyclerQuotesQuery): Promise<RecyclerQuotePage> {
  const now = ctx.clock.now();
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    listRecyclerQuotes(ctx.db, ctx.tenantId, ctx.userId, { limit: query.pageSize, offset, locale: ctx.locale }),
    countRecyclerQuotes(ctx.db, ctx.tenantId, ctx.userId),
  ]);
  return {
    rows: rows.map((row) => ({
      ...toOwnBidQuote(row),
      orderId: row.status === 'accepted' ? row.order_id : null,
      request: {
        id: row.request_id,
        number: row.request_number,
        gameId: row.game_id,
        gameName: row.game_name,
        status: effectiveBidStatus({ status: row.request_status, deadline_at: row.deadline_at }, now),
        deadlineAt: row.deadline_at.toISOString(),
      },
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
