import { z } from 'zod';
import { gameCredentialsInputSchema } from './consignment.ts';
import { pageQuerySchemaWith, pageSchema } from './envelope.ts';
import { listingAttributeValueSchema } from './listings.ts';
import { orderStatusSchema } from './orders.ts';
import { sellingAttributesInputSchema } from './selling.ts';
import { visibleTextSchema } from './text.ts';

/*
 * Price-competition recycle (竞价回收, DOMAIN "Selling"): a seller submits a game account to the tenant's bidding
 * pool with a deadline; recyclers (staff with the `recycler` role) quote sealed bids; the seller accepts one and
 * every other quote is rejected at once. Every call needs login and is scoped to the tenant of the Host header.
 *
 * Sealed: a recycler sees only their own quotes, never another recycler's, their number or the highest. The seller
 * sees every quote of their own requests, each recycler by a masked name. Credentials go to the vault and never come
 * back in any answer; the seller's contact is never shown to recyclers.
 *
 * A request past its deadline is closed at once (answered as `expired`) even before the scheduler's sweep writes it.
 *
 * Accepting a quote opens an order for the accepted recycler (its buyer) on the account, at the accepted amount:
 * the recycler pays it through the ordinary order calls (`/api/order/list`, `/api/order/{id}`, `…/pay`) within
 * the tenant's `recycle_payment_hours` (default 24); staff verify, rebind and deliver; the recycler confirms; the
 * seller's wallet is credited the amount less the bidding commission (`bid_commission_rate_bp`/`_min_fen`). The request becomes `completed` with that order; `expired` when the order lapses
 * unpaid (the account goes back to the seller's draft; the request is not re-opened); `cancelled` when staff refund
 * it before completion.
 */

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();
const fen = z.number().int();

/** The lowest and highest quote (and expected price), in fen (¥1 … ¥1,000,000). */
export const BID_PRICE_MIN_FEN = 100;
export const BID_PRICE_MAX_FEN = 100_000_000;
/** The most screenshots a request carries. */
export const BID_SCREENSHOTS_MAX = 50;
/** The bidding window: 1 to 7 days from submission, in whole hours; 24 hours when not given. */
export const BID_DEADLINE_HOURS_MIN = 24;
export const BID_DEADLINE_HOURS_MAX = 168;
export const BID_DEADLINE_HOURS_DEFAULT = 24;
/** The most quotes one recycler may make on one request per day (China Standard Time calendar day). */
export const BID_QUOTES_PER_DAY = 10;
/** A quote's note for the seller: at most this many characters (after normalising), plain text. */
export const BID_QUOTE_NOTE_MAX = 200;
/** The longest note text accepted before normalising (runs of spaces are squeezed first). */
export const BID_QUOTE_NOTE_INPUT_MAX = 1_000;
/** A recycler's new quote beats their own previous one by at least max(¥1, 1 %) of it (rounded up to a fen). */
export const BID_MIN_INCREMENT_FEN = 100;
export const BID_MIN_INCREMENT_BP = 100;

/** The least amount a recycler's next quote may be, given their own current quote (null: no quote yet). */
export function minimumNextQuoteFen(previousFen: number | null): number {
  if (previousFen === null) return BID_PRICE_MIN_FEN;
  return previousFen + Math.max(BID_MIN_INCREMENT_FEN, Math.ceil((previousFen * BID_MIN_INCREMENT_BP) / 10_000));
}

/** A quote's note as stored: whitespace runs (line breaks too) become one space, trimmed; empty is none (null). */
export function normaliseBidQuoteNote(note: string | null | undefined): string | null {
  const text = (note ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

const imageUrl = visibleTextSchema().min(1, 'Upload the image').max(300);
const priceFen = z
  .number()
  .int()
  .min(BID_PRICE_MIN_FEN, 'The price is at least ¥1')
  .max(BID_PRICE_MAX_FEN, 'The price is at most ¥1,000,000');

/** Request statuses (DOMAIN): quoting → accepted → completed; quoting → cancelled (by the seller) or expired. */
export const bidRequestStatuses = ['quoting', 'accepted', 'completed', 'cancelled', 'expired'] as const;
export const bidRequestStatusSchema = z.enum(bidRequestStatuses);
export type BidRequestStatus = z.infer<typeof bidRequestStatusSchema>;

/** Quote statuses: the live one, one replaced by the same recycler's higher quote, the winner, the others. */
export const bidQuoteStatuses = ['active', 'superseded', 'accepted', 'rejected'] as const;
export const bidQuoteStatusSchema = z.enum(bidQuoteStatuses);
export type BidQuoteStatus = z.infer<typeof bidQuoteStatusSchema>;

const regionPathSchema = z.array(z.object({ id, name: z.string() }));

// ---------------------------------------------------------------------------------------------------------------
// The seller (login; submitting needs real-name level two)

/** `POST /api/account/backlist` body. */
export const bidRequestInputSchema = z.object({
  gameId: id,
  /** The node picked last in the region pickers (a server, or a region without servers); omitted without regions. */
  regionNodeId: id.optional(),
  /** The recycle form's attributes of the game's template. */
  attrs: sellingAttributesInputSchema,
  /** The seller's own uploads; the first is the cover. */
  screenshots: z.array(imageUrl).min(1, 'Upload at least one screenshot').max(BID_SCREENSHOTS_MAX),
  credentials: gameCredentialsInputSchema,
  /** QQ, WeChat or phone where staff reach the seller; never shown to recyclers. */
  contact: visibleTextSchema().min(5, 'Enter a QQ, WeChat or phone number').max(50),
  /** The price the seller hopes for; recyclers see it as a guide. */
  expectedPriceFen: priceFen.optional(),
  /** How long recyclers may quote, in hours from now (1–7 days). */
  deadlineHours: z
    .number()
    .int()
    .min(BID_DEADLINE_HOURS_MIN, 'The bidding lasts at least one day')
    .max(BID_DEADLINE_HOURS_MAX, 'The bidding lasts at most seven days')
    .default(BID_DEADLINE_HOURS_DEFAULT),
});
export type BidRequestInput = z.input<typeof bidRequestInputSchema>;

export const bidRequestIdParamsSchema = z.object({ id: queryId });

/** `POST /api/account/backlist`, `…/{id}/accept` and `…/{id}/cancel` answer the request's new state. */
export const bidRequestResultSchema = z.object({
  id,
  number: z.string(),
  status: bidRequestStatusSchema,
  deadlineAt: z.string(),
  /** The accepted quote (accepted, completed; kept when the accepted order lapses), else null. */
  acceptedQuoteId: id.nullable(),
  /** The accepted recycler's order, opened by the accept; else null. */
  orderId: id.nullable(),
});
export type BidRequestResult = z.infer<typeof bidRequestResultSchema>;

/** `GET /api/account/backlist/allList?status&pageNum&pageSize`: the seller's requests, newest first. */
export const myBidRequestQuerySchema = z.object({
  status: bidRequestStatusSchema.optional(),
  ...pageQuerySchemaWith({ defaultSize: 10, maxSize: 50 }).shape,
});
export type MyBidRequestQuery = z.infer<typeof myBidRequestQuerySchema>;

export const myBidRequestSchema = z.object({
  id,
  number: z.string(),
  gameId: id,
  gameName: z.string(),
  coverUrl: z.string(),
  status: bidRequestStatusSchema,
  expectedPriceFen: fen.nullable(),
  deadlineAt: z.string(),
  /** Quotes that count: each recycler's current one (replaced quotes are not counted). */
  quoteCount: z.number().int(),
  highestQuoteFen: fen.nullable(),
  /** The accepted amount (accepted, completed), else null. */
  acceptedFen: fen.nullable(),
  canAccept: z.boolean(),
  canCancel: z.boolean(),
  createdAt: z.string(),
});
export type MyBidRequest = z.infer<typeof myBidRequestSchema>;
export const myBidRequestPageSchema = pageSchema(myBidRequestSchema);
export type MyBidRequestPage = z.infer<typeof myBidRequestPageSchema>;

/** `GET /api/account/quotation/mybprice?backId`: the seller's own request (404 otherwise). */
export const myBidQuotesQuerySchema = z.object({ backId: queryId });

/** A quote as the seller sees it: the recycler by a masked name, never their phone. */
export const sellerBidQuoteSchema = z.object({
  id,
  amountFen: fen,
  status: bidQuoteStatusSchema,
  /** The recycler's nickname masked (`张**`). */
  recycler: z.string(),
  /** The recycler's plain-text note for the seller, or null. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type SellerBidQuote = z.infer<typeof sellerBidQuoteSchema>;

/** The order the accept opened for the recycler, as the seller follows it (also in `/api/order/list?role=seller`). */
export const bidRequestOrderSchema = z.object({
  id,
  orderNo: z.string(),
  status: orderStatusSchema,
  /** When the recycler's time to pay runs out, while the order waits for their payment; else null. */
  payDueAt: z.string().nullable(),
  /** The bidding commission the accept fixed on the accepted amount (the seller receives the amount less this). */
  commissionFen: fen,
});
export type BidRequestOrder = z.infer<typeof bidRequestOrderSchema>;

/**
 * The seller's optional deposit on a request (dictionary `seller_deposit_rate_bp` / `seller_deposit_min_fen`, the
 * spec's backRatio / sellerDeposit): paid through the shop's payment provider while the request is quoting, shown to
 * recyclers, held until the trade ends — returned after a completed trade, a cancelled or expired request or a
 * recycler who did not pay; given to the recycler when staff refund the trade.
 */
export const bidDepositStatuses = ['none', 'pending', 'held', 'refunding', 'refunded', 'forfeited'] as const;
export const bidDepositStatusSchema = z.enum(bidDepositStatuses);
export type BidDepositStatus = z.infer<typeof bidDepositStatusSchema>;
export const bidDepositSchema = z.object({
  /** False when the shop offers no deposit (both settings 0). */
  offered: z.boolean(),
  /** What was paid (or is being paid); else what paying now would cost; null when not offered. */
  amount: fen.nullable(),
  status: bidDepositStatusSchema,
  /** True while the seller can pay it now (offered, quoting, not paid). */
  payable: z.boolean(),
});
export type BidDeposit = z.infer<typeof bidDepositSchema>;

export const myBidQuotesSchema = z.object({
  request: myBidRequestSchema.extend({
    regionPath: regionPathSchema,
    attributes: z.array(listingAttributeValueSchema),
    screenshots: z.array(z.string()),
    /** The accepted recycler's order (from the accept on), else null. */
    order: bidRequestOrderSchema.nullable(),
    deposit: bidDepositSchema,
  }),
  /** Every quote of the request (replaced ones too), highest first. */
  quotes: z.array(sellerBidQuoteSchema),
});
export type MyBidQuotes = z.infer<typeof myBidQuotesSchema>;

/** `POST /api/account/backlist/{id}/deposit` (no body) answers the cashier like `/api/order/{id}/pay` (`PayResult`). */

/** `POST /api/account/backlist/{id}/accept` body (the seller confirms in the UI first). `…/cancel` takes none. */
export const bidAcceptInputSchema = z.object({ quoteId: id });
export type BidAcceptInput = z.infer<typeof bidAcceptInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Recyclers (role recycler; owners may look at the pool but not quote)

/** `GET /api/recycler/pool?gameId&pageNum&pageSize`: open requests, the soonest deadline first. */
export const bidPoolQuerySchema = z.object({
  gameId: queryId.optional(),
  ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 50 }).shape,
});
export type BidPoolQuery = z.infer<typeof bidPoolQuerySchema>;

/** The caller's own quote on a request. */
export const ownBidQuoteSchema = z.object({
  id,
  amountFen: fen,
  status: bidQuoteStatusSchema,
  /** The note sent with the quote, or null. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnBidQuote = z.infer<typeof ownBidQuoteSchema>;

/** A pool row: the account, never the seller's contact, credentials or anyone else's quotes. */
export const bidPoolRowSchema = z.object({
  id,
  number: z.string(),
  gameId: id,
  gameName: z.string(),
  regionPath: regionPathSchema,
  attributes: z.array(listingAttributeValueSchema),
  screenshots: z.array(z.string()),
  expectedPriceFen: fen.nullable(),
  deadlineAt: z.string(),
  createdAt: z.string(),
  /** The caller's latest quote on it, or null. */
  myQuote: ownBidQuoteSchema.nullable(),
  /** Quotes the caller may still make on it today. */
  quotesLeftToday: z.number().int(),
  /** The least the caller's next quote may be. */
  minNextQuoteFen: fen,
  /** The seller's deposit held on it (they stand behind the account), or null when none was paid. */
  sellerDepositFen: fen.nullable(),
});
export type BidPoolRow = z.infer<typeof bidPoolRowSchema>;
export const bidPoolPageSchema = pageSchema(bidPoolRowSchema);
export type BidPoolPage = z.infer<typeof bidPoolPageSchema>;

/** `POST /api/recycler/pool/{id}/quote` body. */
export const bidQuoteInputSchema = z.object({
  amountFen: priceFen,
  /**
   * An optional plain-text note for the seller (and the owner after the deadline): whitespace runs become one space,
   * then trimmed; empty means none; at most BID_QUOTE_NOTE_MAX characters after that (400 with a field message).
   */
  note: z.string().max(BID_QUOTE_NOTE_INPUT_MAX).nullish(),
});
export type BidQuoteInput = z.infer<typeof bidQuoteInputSchema>;

/** The quote just made, with what is left for today. */
export const bidQuoteResultSchema = ownBidQuoteSchema.extend({
  requestId: id,
  quotesLeftToday: z.number().int(),
  minNextQuoteFen: fen,
});
export type BidQuoteResult = z.infer<typeof bidQuoteResultSchema>;

/** `GET /api/recycler/quotes?pageNum&pageSize`: the caller's quotes, newest first, with the request's state. */
export const myRecyclerQuotesQuerySchema = pageQuerySchemaWith({ defaultSize: 20, maxSize: 50 });
export type MyRecyclerQuotesQuery = z.infer<typeof myRecyclerQuotesQuerySchema>;

export const recyclerQuoteSchema = ownBidQuoteSchema.extend({
  /** On my accepted quote: the order I pay (through `/api/order/{id}/pay`); else null. */
  orderId: id.nullable(),
  request: z.object({
    id,
    number: z.string(),
    gameId: id,
    gameName: z.string(),
    status: bidRequestStatusSchema,
    deadlineAt: z.string(),
  }),
});
export type RecyclerQuote = z.infer<typeof recyclerQuoteSchema>;
export const recyclerQuotePageSchema = pageSchema(recyclerQuoteSchema);
export type RecyclerQuotePage = z.infer<typeof recyclerQuotePageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Owners after the deadline (role owner): every quote of a closed request

/** The states a request is in once it no longer takes quotes (past its deadline, or decided or cancelled before). */
export const closedBidRequestStatuses = ['accepted', 'completed', 'cancelled', 'expired'] as const;
export const closedBidRequestStatusSchema = z.enum(closedBidRequestStatuses);
export type ClosedBidRequestStatus = z.infer<typeof closedBidRequestStatusSchema>;

/** `GET /api/recycler/requests?status&gameId&pageNum&pageSize` (owner): closed requests, the latest deadline first. */
export const closedBidRequestsQuerySchema = z.object({
  status: closedBidRequestStatusSchema.optional(),
  gameId: queryId.optional(),
  ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 50 }).shape,
});
export type ClosedBidRequestsQuery = z.infer<typeof closedBidRequestsQuerySchema>;

/** A closed request with its quote figures (replaced quotes not counted). */
export const closedBidRequestSchema = z.object({
  id,
  number: z.string(),
  gameId: id,
  gameName: z.string(),
  status: closedBidRequestStatusSchema,
  expectedPriceFen: fen.nullable(),
  deadlineAt: z.string(),
  quoteCount: z.number().int(),
  highestQuoteFen: fen.nullable(),
  acceptedFen: fen.nullable(),
  createdAt: z.string(),
});
export type ClosedBidRequest = z.infer<typeof closedBidRequestSchema>;
export const closedBidRequestPageSchema = pageSchema(closedBidRequestSchema);
export type ClosedBidRequestPage = z.infer<typeof closedBidRequestPageSchema>;

/** A quote as staff see it: the recycler named (they are the shop's staff), with their note. */
export const staffBidQuoteSchema = z.object({
  id,
  recycler: z.object({ userId: id, nickName: z.string() }),
  amountFen: fen,
  status: bidQuoteStatusSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffBidQuote = z.infer<typeof staffBidQuoteSchema>;

/**
 * `GET /api/recycler/requests/{id}/quotes` (recycler, owner). `scope` says whose quotes these are: `all` for an owner
 * once the request is closed; `own` for a recycler, before and after the deadline (sealed bids stay sealed). An owner
 * asking before the deadline gets 403: the quotes are sealed for the merchant too until quoting ends. 404 for a
 * request of another shop or none.
 */
export const bidRequestQuotesSchema = z.object({
  request: z.object({
    id,
    number: z.string(),
    gameId: id,
    gameName: z.string(),
    status: bidRequestStatusSchema,
    expectedPriceFen: fen.nullable(),
    deadlineAt: z.string(),
  }),
  scope: z.enum(['all', 'own']),
  /** Every quote in scope (replaced ones too), highest first. */
  quotes: z.array(staffBidQuoteSchema),
});
export type BidRequestQuotes = z.infer<typeof bidRequestQuotesSchema>;
