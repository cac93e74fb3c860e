import { randomInt } from 'node:crypto';
import type {
  MyRecyclePage,
  MyRecycleQuery,
  RecycleInput,
  RecycleQuote,
  RecycleQuoteInput,
  RecycleResult,
} from '@gs/shared/recycle';
import type { SellingAttributesInput } from '@gs/shared/selling';
import type { ListingAttrs } from '../../../db/tables/listings.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { RequestContext, UserContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { type GameCatalogue, getGameCatalogue } from '../../catalogue/index.ts';
import { newListingNumber } from '../../listings/index.ts';
import {
  checkAccountFields,
  createDraftAccount,
  digestAllowedLogin,
  type IntakeRules,
  loadSellerGame,
} from '../intake/intake.service.ts';
import { validateListingAttributes } from '../listing-attributes.ts';
import { type QuoteRule, quoteRecycle } from './recycle-quote.ts';
import {
  countRequests,
  findRequest,
  insertRequest,
  listRequests,
  updateRequestStatus,
} from './recycle-requests.repository.ts';
import { loadEnabledRule } from './recycle-rules.service.ts';
import { refusal, toMyRecycle, yuan } from './recycle-view.ts';

/** Quick recycle at intake: the template's recycle form; the region optional; the first failing field answers. */
const RECYCLE_INTAKE: IntakeRules = {
  form: 'recycle',
  realNameRequired: 'recycleNeedsRealNameTwo',
  region: { invalid: 'recycleRegionInvalid' },
  blacklisted: { account: 'recycleBlacklistedAccount', seller: 'recycleBlacklistedSeller' },
};

/** The game's template and enabled rule, then the values checked against the recycle form (in that order). */
async function checkedInput(ctx: RequestContext, gameId: number, input: SellingAttributesInput) {
  const catalogue = await getGameCatalogue(ctx, gameId);
  const rule = await loadEnabledRule(ctx, catalogue);
  const attrs = validateListingAttributes(catalogue, input, 'recycle');
  return { catalogue, rule, attrs };
}

function quoteOf(catalogue: GameCatalogue, rule: QuoteRule, attrs: ListingAttrs): RecycleQuote {
  const { quoteFen, basis } = quoteRecycle(rule, catalogue, attrs);
  return { gameId: catalogue.game.id, quoteFen, minFen: rule.minFen, maxFen: rule.maxFen, basis };
}

/**
 * The quote for a game and the recycle form's values, with its basis. 404 for an unknown game or one without an
 * enabled rule (checked first); 400 naming each attribute that does not fit the template's recycle form.
 */
export async function quoteRecycleRequest(ctx: RequestContext, input: RecycleQuoteInput): Promise<RecycleQuote> {
  const { catalogue, rule, attrs } = await checkedInput(ctx, input.gameId, input.attrs);
  return quoteOf(catalogue, rule, attrs);
}

/**
 * Submits the account at the quote the seller accepted: the quote is computed again and a different one is
 * refused (409, the new quote beside the envelope as `quote`). Creates the request and the account's draft
 * listing and seals the credentials into the vault, in one transaction. 422 without real-name level two, or when
 * the blacklist refuses the account or the seller (nothing written); 404/400 as the quote.
 */
export async function submitRecycleRequest(
  ctx: UserContext,
  box: SecretBox,
  input: RecycleInput,
): Promise<RecycleResult> {
  const catalogue = await loadSellerGame(ctx, RECYCLE_INTAKE, input.gameId);
  const rule = await loadEnabledRule(ctx, catalogue);
  const account = await checkAccountFields(ctx, RECYCLE_INTAKE, catalogue, input);
  const loginDigest = await digestAllowedLogin(ctx, box, RECYCLE_INTAKE, catalogue.game.id, input.credentials.login);
  const quote = quoteOf(catalogue, rule, account.attrs);
  if (quote.quoteFen !== input.acceptedQuoteFen) {
    throw new AppError(409, 'CONFLICT', 'recycleQuoteChanged', {
      params: { amount: yuan(quote.quoteFen) },
      extra: { quote },
    });
  }
  const at = ctx.clock.now();
  const number = newListingNumber('HS', at, randomInt(0, 1_000_000));
  const created = await inTransaction(ctx.db, async (trx) => {
    const listing = await createDraftAccount(
      trx,
      ctx,
      box,
      account,
      {
        origin: 'quick_recycle',
        number,
        title: `${catalogue.game.name} ${number}`,
        priceFen: quote.quoteFen,
        loginDigest,
        at,
      },
      input.credentials,
    );
    return insertRequest(trx, ctx.tenantId, {
      number,
      userId: ctx.userId,
      gameId: catalogue.game.id,
      listingId: listing.id,
      regionNodeId: input.regionNodeId ?? null,
      attrs: account.attrs,
      quoteFen: quote.quoteFen,
      basis: quote.basis,
      contact: input.contact,
      at,
    });
  });
  return { id: created.id, number: created.number, status: created.status, quoteFen: created.quote_fen };
}

/** The seller's own requests, newest first, optionally of one status. */
export async function listMyRecycleRequests(ctx: UserContext, query: MyRecycleQuery): Promise<MyRecyclePage> {
  const filter = { locale: ctx.locale, userId: ctx.userId, status: query.status };
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    listRequests(ctx.db, ctx.tenantId, filter, query.pageSize, offset),
    countRequests(ctx.db, ctx.tenantId, filter),
  ]);
  return { rows: rows.map(toMyRecycle), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The seller withdraws their request before staff start verifying it. 404 unless theirs; 409 once verifying. */
export async function cancelRecycleRequest(ctx: UserContext, id: number): Promise<RecycleResult> {
  const updated = await updateRequestStatus(
    ctx.db,
    ctx.tenantId,
    id,
    { status: 'cancelled', at: ctx.clock.now() },
    ctx.userId,
  );
  if (updated) {
    return { id: updated.id, number: updated.number, status: updated.status, quoteFen: updated.quote_fen };
  }
  const row = await findRequest(ctx.db, ctx.tenantId, id, ctx.locale);
  throw refusal(row?.user_id === ctx.userId ? row : undefined, id, 'recycleCancelTooLate');
}
