import { randomInt } from 'node:crypto';
import type {
  ConsignmentAction,
  ConsignmentDetail,
  ConsignmentInput,
  ConsignmentResult,
  ConsignmentUpdateInput,
  GameCredentialsInput,
  MyConsignmentPage,
  MyConsignmentQuery,
  MyProductTab,
} from '@gs/shared/consignment';
import { myProductTabs } from '@gs/shared/consignment';
import type { Db } from '../../../db/database.ts';
import type { ListingRow } from '../../../db/tables/listings.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { loginDigestOf } from '../../blacklist/index.ts';
import { findGameCatalogue, getGameCatalogue } from '../../catalogue/index.ts';
import { newListingNumber } from '../../listings/index.ts';
import { loadTradeFees } from '../../trade/index.ts';
import { assertSellerAllowed, loadSellerGame, vaultCredentials } from '../intake/intake.service.ts';
import {
  countSellerTabs,
  findListing,
  insertConsignmentListing,
  listSellerListings,
  updateConsignmentListing,
  updateListingPrice,
} from './consignment.repository.ts';
import { CONSIGNMENT_INTAKE, checkConsignmentForm } from './consignment-form.ts';
import { assertActionAllowed, maskLogin } from './consignment-rules.ts';
import { allowedFrom } from './consignment-transitions.ts';
import { toConsignmentDetail, toConsignmentResult, toMyConsignment } from './consignment-view.ts';

export interface ConsignmentDeps {
  secretBox: SecretBox;
}

/** The vault side of the credentials and what the listing keeps of them (digest, mask), never the login itself. */
function credentialColumns(box: SecretBox, credentials: GameCredentialsInput) {
  return {
    loginDigest: loginDigestOf(box, credentials.login),
    loginMasked: maskLogin(credentials.login),
    notes: credentials.notes !== '',
  };
}

/**
 * The seller's own submitted consignment listing; 404 for anyone else's, a draft, a recycle's account (it is the
 * seller's, but not a consignment), or another tenant's.
 */
export async function findOwnListing(db: Db, tenantId: number, userId: number, id: number): Promise<ListingRow> {
  const listing = await findListing(db, tenantId, id);
  const consigned = listing?.kind === 'consignment' && listing.origin === 'market';
  if (!listing || listing.seller_user_id !== userId || !consigned || listing.status === 'draft') {
    throw notFound('consignmentNotFound', { id });
  }
  return listing;
}

/** After a conditional update found the listing in another state: the refusal of that state (409), or 404. */
export async function refuseInCurrentState(
  db: Db,
  tenantId: number,
  id: number,
  action: ConsignmentAction,
): Promise<never> {
  const now = await findListing(db, tenantId, id);
  if (!now) throw notFound('consignmentNotFound', { id });
  assertActionAllowed(action, now.status, id);
  // Allowed again by now (it moved twice): the caller's request still lost the race it was in.
  throw new AppError(409, 'CONFLICT', 'listingNotPendingReview');
}

/**
 * Submits a consignment: the listing waits for staff review, the credentials are sealed into the vault in the same
 * transaction. 422 without real-name level two (with `link` to the real-name page) or for a blacklisted account or
 * seller; 404 for an unknown game; 400 naming each field that does not fit (region, attributes, images).
 */
export async function submitConsignment(
  ctx: UserContext,
  deps: ConsignmentDeps,
  input: ConsignmentInput,
): Promise<ConsignmentResult> {
  const catalogue = await loadSellerGame(ctx, CONSIGNMENT_INTAKE, input.gameId);
  const fields = await checkConsignmentForm(ctx, catalogue, input);
  const credentials = credentialColumns(deps.secretBox, input.credentials);
  await assertSellerAllowed(ctx, CONSIGNMENT_INTAKE, catalogue.game.id, credentials.loginDigest);
  const at = ctx.clock.now();
  const created = await inTransaction(ctx.db, async (trx) => {
    const listing = await insertConsignmentListing(trx, ctx.tenantId, {
      ...fields,
      number: newListingNumber('JS', at, randomInt(0, 1_000_000)),
      sellerUserId: ctx.userId,
      loginDigest: credentials.loginDigest,
      loginMasked: credentials.loginMasked,
      credentialNotes: credentials.notes,
      at,
    });
    await vaultCredentials(trx, deps.secretBox, ctx.tenantId, listing.id, input.credentials, at);
    return listing;
  });
  return toConsignmentResult(created);
}

/**
 * Edits the seller's listing in full and sends it back to review (off the market until approved again); the
 * credentials are replaced when given. 404 unless the seller's own; 409 when locked, sold or retrieved; 422 for a
 * blacklisted account or seller; 400 as the submit.
 */
export async function updateConsignment(
  ctx: UserContext,
  deps: ConsignmentDeps,
  id: number,
  input: ConsignmentUpdateInput,
): Promise<ConsignmentResult> {
  const listing = await findOwnListing(ctx.db, ctx.tenantId, ctx.userId, id);
  assertActionAllowed('edit', listing.status, id);
  const catalogue = await getGameCatalogue(ctx, input.gameId);
  const fields = await checkConsignmentForm(ctx, catalogue, input);
  const credentials = input.credentials ? credentialColumns(deps.secretBox, input.credentials) : undefined;
  if (!credentials && listing.login_digest === null) {
    throw new AppError(400, 'VALIDATION_FAILED', 'consignmentCredentialsRequired', {
      fields: [{ field: 'body.credentials', messageKey: 'consignmentCredentialsRequired' }],
    });
  }
  await assertSellerAllowed(
    ctx,
    CONSIGNMENT_INTAKE,
    catalogue.game.id,
    credentials?.loginDigest ?? listing.login_digest,
  );
  const at = ctx.clock.now();
  const updated = await inTransaction(ctx.db, async (trx) => {
    const row = await updateConsignmentListing(trx, ctx.tenantId, id, allowedFrom('edit'), {
      ...fields,
      ...(credentials ? { credentials } : {}),
      at,
    });
    if (!row) return refuseInCurrentState(trx, ctx.tenantId, id, 'edit');
    if (input.credentials) await vaultCredentials(trx, deps.secretBox, ctx.tenantId, id, input.credentials, at);
    return row;
  });
  return toConsignmentResult(updated);
}

/** Changes the price alone; the listing keeps its state (on sale stays on sale). 404 unless own; 409 in trade or sold. */
export async function updateConsignmentPrice(
  ctx: UserContext,
  id: number,
  input: { priceFen: number },
): Promise<ConsignmentResult> {
  const listing = await findOwnListing(ctx.db, ctx.tenantId, ctx.userId, id);
  assertActionAllowed('edit_price', listing.status, id);
  const row = await updateListingPrice(
    ctx.db,
    ctx.tenantId,
    id,
    allowedFrom('edit_price'),
    input.priceFen,
    ctx.clock.now(),
  );
  if (!row) return refuseInCurrentState(ctx.db, ctx.tenantId, id, 'edit_price');
  return toConsignmentResult(row);
}

/** The seller's own listing to edit, the credentials masked. 404 unless the seller's own. */
export async function getConsignment(ctx: UserContext, id: number): Promise<ConsignmentDetail> {
  const listing = await findOwnListing(ctx.db, ctx.tenantId, ctx.userId, id);
  return toConsignmentDetail(listing, await findGameCatalogue(ctx, listing.game_id));
}

/** The seller's consignment listings of a tab, newest first, with the count of every tab. */
export async function listMyConsignments(ctx: UserContext, query: MyConsignmentQuery): Promise<MyConsignmentPage> {
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, tabCounts, fees] = await Promise.all([
    listSellerListings(ctx.db, ctx.tenantId, ctx.userId, query.tab, {
      limit: query.pageSize,
      offset,
      locale: ctx.locale,
    }),
    countSellerTabs(ctx.db, ctx.tenantId, ctx.userId),
    loadTradeFees(ctx),
  ]);
  const counts = Object.fromEntries(myProductTabs.map((tab) => [tab, 0])) as Record<MyProductTab, number>;
  for (const row of tabCounts) {
    counts.all += Number(row.n);
    if (row.tab !== 'all') counts[row.tab] += Number(row.n);
  }
  return {
    rows: rows.map((row) => toMyConsignment(row, fees)),
    total: counts[query.tab],
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    counts,
  };
}
