import type { GameCredentialsInput } from '@gs/shared/consignment';
import type { FieldError } from '@gs/shared/envelope';
import type { SellingAttributesInput, SellingForm } from '@gs/shared/selling';
import type { Db } from '../../../db/database.ts';
import type { ListingAttrs } from '../../../db/tables/listings.table.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, type FieldMessage } from '../../../lib/errors.ts';
import type { MessageKey } from '../../../lib/messages.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { assertNotBlacklisted, loginDigestOf } from '../../blacklist/index.ts';
import { type GameCatalogue, getGameCatalogue } from '../../catalogue/index.ts';
import { assertRealNameLevelTwo } from '../../identity/index.ts';
import {
  insertDraftListing,
  type ListingRegionColumns,
  leafRegionColumns,
  listingSearchColumns,
} from '../../listings/index.ts';
import { storeCredentials } from '../../trade/index.ts';
import { assertOwnPrivateUpload, assertOwnUpload } from '../../uploads/index.ts';
import { validateListingAttributes } from '../listing-attributes.ts';

/*
 * The seller's intake, shared by every way to sell (consignment, quick recycle, price competition): real name →
 * the game's template → region → attributes → own uploads → login digest → blacklist → vault → the account's
 * listing. Each flow passes its `IntakeRules` (its sentences, its form of the template, how field failures answer)
 * and keeps only what differs: the quote, the request row, the deadline.
 */

/** What differs between the ways of selling at intake. */
export interface IntakeRules {
  /** The template's form the attributes are checked against. */
  form: SellingForm;
  /** The 422 sentence without real-name level two. */
  realNameRequired: MessageKey;
  region: {
    /** Required when the game has regions (this sentence), or optional when absent. */
    required?: MessageKey;
    /** A region picked for a game without any (this sentence), or refused as `invalid` when absent. */
    unexpected?: MessageKey;
    /** A node that is not one of the game's leaves (a server, or a region without servers). */
    invalid: MessageKey;
  };
  /** The 422 sentences when the blacklist refuses the account or the seller. */
  blacklisted: { account: MessageKey; seller: MessageKey };
  /**
   * Every failing field at once in one 400 under this sentence (`{count}` of them); without it, the first failing
   * step answers with its own 400.
   */
  allFieldsAtOnce?: MessageKey;
}

/** What the seller fills in about the account, the same on every way to sell. */
export interface SellerAccountInput {
  regionNodeId?: number | undefined;
  attrs: SellingAttributesInput;
  /** Public images, each with its field: every one must be one of the seller's own uploads. */
  images?: readonly { field: string; url: string }[];
  /** A private proof (the real-name screenshot): one of the seller's own private uploads. */
  privateProof?: { field: string; ref: string };
}

/** The account as checked: the game, the region columns, the attributes and the search columns they make. */
export interface CheckedAccount {
  catalogue: GameCatalogue;
  region: ListingRegionColumns;
  attrs: ListingAttrs;
  searchIds: number[];
  numbers: (number | null)[];
}

type Field = FieldError | FieldMessage;

const noRegion = (): ListingRegionColumns => ({ systemId: null, operatorId: null, regionId: null, serverId: null });

/** A 400 naming `body.regionNodeId` alone. */
function regionRefusal(messageKey: MessageKey, params?: FieldMessage['params']): AppError {
  const field: FieldMessage = { field: 'body.regionNodeId', messageKey, ...(params ? { params } : {}) };
  return new AppError(400, 'VALIDATION_FAILED', messageKey, { ...(params ? { params } : {}), fields: [field] });
}

/** The region columns from the node picked last, as the flow's rules take it; 400 naming `regionNodeId`. */
function regionOf(catalogue: GameCatalogue, nodeId: number | undefined, rules: IntakeRules['region']) {
  const hasRegions = catalogue.roots.length > 0;
  if (nodeId === undefined) {
    if (hasRegions && rules.required) throw regionRefusal(rules.required);
    return noRegion();
  }
  if (!hasRegions && rules.unexpected) throw regionRefusal(rules.unexpected);
  const leaf = leafRegionColumns(catalogue, nodeId);
  if (!leaf) throw regionRefusal(rules.invalid, { id: nodeId });
  return leaf;
}

/**
 * Runs one check. While `failures` collects, a 400 joins the list instead of answering (a VALIDATION_FAILED with its
 * fields, an UPLOAD_REJECTED on `field`) and `fallback` stands in for the value.
 */
async function attempt<T>(
  failures: Field[] | null,
  check: () => T | Promise<T>,
  fallback: T,
  field?: string,
): Promise<T> {
  if (failures === null) return check();
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.errorCode === 'VALIDATION_FAILED') failures.push(...(error.fields ?? []));
    else if (error.errorCode === 'UPLOAD_REJECTED' && field !== undefined)
      failures.push({ field, messageKey: error.messageKey });
    else throw error;
    return fallback;
  }
}

/** The game to sell an account of, for a seller who may sell. 422 without real-name level two; 404 unknown game. */
export async function loadSellerGame(ctx: UserContext, rules: IntakeRules, gameId: number): Promise<GameCatalogue> {
  await assertRealNameLevelTwo(ctx, rules.realNameRequired);
  return getGameCatalogue(ctx, gameId);
}

/**
 * The account's fields checked against the game: the region picked last, the attributes against the template's
 * form, every image one of the seller's own uploads. 400 as the rules say (each step's own, or all at once).
 */
export async function checkAccountFields(
  ctx: UserContext,
  rules: IntakeRules,
  catalogue: GameCatalogue,
  input: SellerAccountInput,
): Promise<CheckedAccount> {
  const failures: Field[] | null = rules.allFieldsAtOnce ? [] : null;
  const region = await attempt(failures, () => regionOf(catalogue, input.regionNodeId, rules.region), noRegion());
  const attrs = await attempt(failures, () => validateListingAttributes(catalogue, input.attrs, rules.form), {});
  for (const { field, url } of input.images ?? []) {
    await attempt(failures, () => assertOwnUpload(ctx, url), undefined, field);
  }
  const proof = input.privateProof;
  if (proof) {
    await attempt(failures, () => assertOwnPrivateUpload(ctx, proof.ref, 'selling-proof'), undefined, proof.field);
  }
  if (rules.allFieldsAtOnce && failures && failures.length > 0) {
    throw new AppError(400, 'VALIDATION_FAILED', rules.allFieldsAtOnce, {
      params: { count: failures.length },
      fields: failures,
    });
  }
  const { searchIds, numbers } = listingSearchColumns(catalogue.attributes, attrs, region);
  return { catalogue, region, attrs, searchIds, numbers };
}

/** The whole check of a new account: `loadSellerGame`, then `checkAccountFields`. */
export async function checkSellerAccount(
  ctx: UserContext,
  rules: IntakeRules,
  input: SellerAccountInput & { gameId: number },
): Promise<CheckedAccount> {
  const catalogue = await loadSellerGame(ctx, rules, input.gameId);
  return checkAccountFields(ctx, rules, catalogue, input);
}

/**
 * 422 in the flow's words when the blacklist refuses the account (its login digest, in the game) or the seller.
 * A null digest checks the seller alone.
 */
export function assertSellerAllowed(
  ctx: UserContext,
  rules: IntakeRules,
  gameId: number,
  loginDigest: string | null,
): Promise<void> {
  return assertNotBlacklisted(
    ctx.db,
    ctx.tenantId,
    { gameId, loginDigest, sellerUserId: ctx.userId },
    rules.blacklisted,
  );
}

/** The login's digest once the blacklist lets the account and the seller through; 422 otherwise. */
export async function digestAllowedLogin(
  ctx: UserContext,
  box: SecretBox,
  rules: IntakeRules,
  gameId: number,
  login: string,
): Promise<string> {
  const loginDigest = loginDigestOf(box, login);
  await assertSellerAllowed(ctx, rules, gameId, loginDigest);
  return loginDigest;
}

/** Seals the credentials into the vault under the account's listing (inside the caller's transaction). */
export async function vaultCredentials(
  trx: Db,
  box: SecretBox,
  tenantId: number,
  listingId: number,
  credentials: GameCredentialsInput,
  at: Date,
): Promise<void> {
  const { login, password, notes } = credentials;
  await storeCredentials(trx, box, tenantId, listingId, { login, password, notes }, at, null);
}

/** The account's draft listing of a recycle (never on the market as it stands). */
export interface DraftAccount {
  origin: 'quick_recycle' | 'bid_recycle';
  number: string;
  title: string;
  priceFen: number;
  coverUrl?: string;
  gallery?: string[];
  loginDigest: string;
  at: Date;
}

/**
 * Creates the checked account's draft listing and seals its credentials into the vault (the vault is keyed by
 * listing), inside the caller's transaction. Answers the listing's id.
 */
export async function createDraftAccount(
  trx: Db,
  ctx: UserContext,
  box: SecretBox,
  account: CheckedAccount,
  draft: DraftAccount,
  credentials: GameCredentialsInput,
): Promise<{ id: number }> {
  const listing = await insertDraftListing(trx, ctx.tenantId, {
    ...draft,
    gameId: account.catalogue.game.id,
    sellerUserId: ctx.userId,
    attrs: account.attrs,
    searchIds: account.searchIds,
    numbers: account.numbers,
    region: account.region,
  });
  await vaultCredentials(trx, box, ctx.tenantId, listing.id, credentials, draft.at);
  return listing;
}
