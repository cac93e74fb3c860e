import { randomInt } from 'node:crypto';
import type {
  BidAcceptInput,
  BidRequestResult,
  bidRequestInputSchema,
  MyBidQuotes,
  MyBidRequestPage,
  MyBidRequestQuery,
} from '@gs/shared/bidding';
import type { z } from 'zod';
import type { RecycleBidRequestRow } from '../../../db/tables/bidding.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { findGameCatalogue } from '../../catalogue/index.ts';
import { createRecycleOrder } from '../../trade/index.ts';
import {
  checkSellerAccount,
  createDraftAccount,
  digestAllowedLogin,
  type IntakeRules,
} from '../intake/intake.service.ts';
import { bidDepositView, settleBidDeposit } from './bid-deposit.service.ts';
import { acceptActiveQuote, findRequestQuote, listRequestQuotes, rejectActiveQuotes } from './bid-quotes.repository.ts';
import {
  closeOpenBidRequest,
  countSellerBidRequests,
  findBidRequest,
  findBidRequestOrder,
  findGameName,
  insertBidRequest,
  listSellerBidRequests,
  lockBidRequest,
  setBidRequestOrder,
} from './bid-requests.repository.ts';
import { assertBidOpen } from './bidding-rules.ts';
import { bidAttributes, bidRegionPath, toBidRequestOrder, toMyBidRequest, toSellerBidQuote } from './bidding-view.ts';

type ParsedInput = z.output<typeof bidRequestInputSchema>;

/** `BR` + yyMMdd (China time) + 8 random digits: unique enough per tenant, and readable on the phone. */
function newBidNumber(prefix: 'BR' | 'BL', at: Date, random: number): string {
  const day = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(2, 10).replaceAll('-', '');
  return `${prefix}${day}${String(random).padStart(8, '0')}`;
}

/** Price competition at intake: the template's recycle form; the region required when the game has some. */
const BIDDING_INTAKE: IntakeRules = {
  form: 'recycle',
  realNameRequired: 'bidNeedsRealNameTwo',
  region: { required: 'bidRegionRequired', invalid: 'bidRegionInvalid' },
  blacklisted: { account: 'bidBlacklistedAccount', seller: 'bidBlacklistedSeller' },
};

const toResult = (row: RecycleBidRequestRow): BidRequestResult => ({
  id: row.id,
  number: row.number,
  status: row.status,
  deadlineAt: row.deadline_at.toISOString(),
  acceptedQuoteId: row.accepted_quote_id,
  orderId: row.order_id,
});

/**
 * Submits an account to the bidding pool until `deadlineHours` from now. Creates the account's draft listing (the
 * vault is keyed by listing), seals the credentials into the vault and creates the request, in one transaction.
 * 422 REAL_NAME_REQUIRED without real-name level two; 404 for an unknown game; 400 for a region, attribute or
 * screenshot that does not fit (screenshots must be the seller's own uploads); 422 when the blacklist refuses the
 * account or the seller, as consignment does (nothing written).
 */
export async function submitBidRequest(
  ctx: UserContext,
  box: SecretBox,
  input: ParsedInput,
): Promise<BidRequestResult> {
  const account = await checkSellerAccount(ctx, BIDDING_INTAKE, {
    ...input,
    images: input.screenshots.map((url, index) => ({ field: `body.screenshots.${index}`, url })),
  });
  const { catalogue } = account;
  const loginDigest = await digestAllowedLogin(ctx, box, BIDDING_INTAKE, catalogue.game.id, input.credentials.login);
  const at = ctx.clock.now();
  const deadlineAt = new Date(at.getTime() + input.deadlineHours * 3_600_000);
  const random = randomInt(0, 100_000_000);
  const number = newBidNumber('BR', at, random);
  const created = await inTransaction(ctx.db, async (trx) => {
    const draft = {
      origin: 'bid_recycle' as const,
      number: newBidNumber('BL', at, random),
      title: `${catalogue.game.name} ${number}`,
      priceFen: input.expectedPriceFen ?? 1,
      coverUrl: input.screenshots[0] ?? '',
      gallery: input.screenshots,
      loginDigest,
      at,
    };
    const listing = await createDraftAccount(trx, ctx, box, account, draft, input.credentials);
    return insertBidRequest(trx, ctx.tenantId, {
      number,
      userId: ctx.userId,
      gameId: catalogue.game.id,
      listingId: listing.id,
      regionNodeId: input.regionNodeId ?? null,
      attrs: account.attrs,
      screenshots: input.screenshots,
      contact: input.contact,
      expectedPriceFen: input.expectedPriceFen ?? null,
      deadlineAt,
      at,
    });
  });
  return toResult(created);
}

/** The seller's own requests, newest first (optionally of one status as answered), with quote count and highest. */
export async function listMyBidRequests(ctx: UserContext, query: MyBidRequestQuery): Promise<MyBidRequestPage> {
  const now = ctx.clock.now();
  const filter = { userId: ctx.userId, status: query.status, now, locale: ctx.locale };
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    listSellerBidRequests(ctx.db, ctx.tenantId, filter, query.pageSize, offset),
    countSellerBidRequests(ctx.db, ctx.tenantId, filter),
  ]);
  return {
    rows: rows.map((row) => toMyBidRequest(row, now)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** The seller's own request with every quote (recyclers masked). 404 unless it is theirs. */
export async function getMyBidQuotes(ctx: UserContext, requestId: number): Promise<MyBidQuotes> {
  const request = await findBidRequest(ctx.db, ctx.tenantId, requestId, ctx.userId);
  if (!request) throw notFound('bidRequestNotFound');
  const [catalogue, gameName, quotes, order] = await Promise.all([
    findGameCatalogue(ctx, request.game_id),
    findGameName(ctx.db, ctx.tenantId, request.game_id, ctx.locale),
    listRequestQuotes(ctx.db, ctx.tenantId, request.id),
    request.order_id === null ? undefined : findBidRequestOrder(ctx.db, ctx.tenantId, request.order_id),
  ]);
  const deposit = await bidDepositView(ctx, request);
  const counted = quotes.filter((quote) => quote.status !== 'superseded');
  const accepted = quotes.find((quote) => quote.id === request.accepted_quote_id);
  const now = ctx.clock.now();
  const summary = toMyBidRequest(
    {
      ...request,
      game_name: gameName,
      quote_count: counted.length,
      highest_fen: counted.length > 0 ? Math.max(...counted.map((quote) => quote.amount_fen)) : null,
      accepted_fen: accepted?.amount_fen ?? null,
    },
    now,
  );
  return {
    request: {
      ...summary,
      regionPath: bidRegionPath(catalogue, request.region_node_id),
      attributes: bidAttributes(catalogue, request.attrs),
      screenshots: request.screenshots,
      order: order ? toBidRequestOrder(order) : null,
      deposit,
    },
    quotes: quotes.map(toSellerBidQuote),
  };
}

/**
 * The seller accepts one active quote: in one transaction the request moves from `quoting` to `accepted` by a
 * conditional update, that quote becomes `accepted`, every other active quote `rejected`, and the accepted recycler's
 * `pending_payment` order is opened on the request's listing (locked at the accepted amount). Of two accepts at once
 * (even of different quotes) one wins and the other gets 409. 404 unless the request is theirs and the quote one of
 * its quotes; 409 when it is closed (or past its deadline) or the quote is no longer current.
 */
export async function acceptBidQuote(
  ctx: UserContext,
  requestId: number,
  input: BidAcceptInput,
): Promise<BidRequestResult> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const request = await findBidRequest(trx, ctx.tenantId, requestId, ctx.userId);
    if (!request) throw notFound('bidRequestNotFound');
    assertBidOpen(request, now);
    const quote = await findRequestQuote(trx, ctx.tenantId, request.id, input.quoteId);
    if (!quote) throw notFound('bidQuoteNotFound');
    if (quote.status !== 'active') throw new AppError(409, 'CONFLICT', 'bidQuoteNotActive');
    const accepted = await closeOpenBidRequest(
      trx,
      ctx.tenantId,
      request.id,
      ctx.userId,
      { move: 'accept', quoteId: quote.id },
      now,
    );
    if (!accepted) throw new AppError(409, 'CONFLICT', 'bidAlreadyDecided');
    // The request row is ours now: a quote made just before (which superseded this one) rolls the accept back.
    if (!(await acceptActiveQuote(trx, ctx.tenantId, request.id, quote.id, now))) {
      throw new AppError(409, 'CONFLICT', 'bidQuoteReplaced');
    }
    await rejectActiveQuotes(trx, ctx.tenantId, request.id, now);
    // The recycler's order, in the same transaction: an accept never stands without it (bid-orders.ts).
    const order = await createRecycleOrder(
      { db: trx, tenantId: ctx.tenantId, caches: ctx.caches },
      {
        listingId: request.listing_id,
        sellerUserId: ctx.userId,
        buyerUserId: quote.recycler_user_id,
        priceFen: quote.amount_fen,
      },
      now,
    );
    const withOrder = await setBidRequestOrder(trx, ctx.tenantId, request.id, order.id);
    // A deposit payment still open is closed: the seller's deposit counts from before the accept only.
    await settleBidDeposit(trx, ctx.tenantId, withOrder, quote.recycler_user_id, now);
    return toResult(withOrder);
  });
}

/** The seller withdraws the request while it is quoting: `cancelled`, every active quote rejected. 404/409. */
export async function cancelBidRequest(ctx: UserContext, requestId: number): Promise<BidRequestResult> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const request = await lockBidRequest(trx, ctx.tenantId, requestId);
    if (!request || request.user_id !== ctx.userId) throw notFound('bidRequestNotFound');
    assertBidOpen(request, now);
    const cancelled = await closeOpenBidRequest(trx, ctx.tenantId, request.id, ctx.userId, { move: 'cancel' }, now);
    if (!cancelled) throw new AppError(409, 'CONFLICT', 'bidAlreadyDecided');
    await rejectActiveQuotes(trx, ctx.tenantId, request.id, now);
    await settleBidDeposit(trx, ctx.tenantId, cancelled, null, now);
    return toResult(cancelled);
  });
}
