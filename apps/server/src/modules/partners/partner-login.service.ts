import { phoneSchema } from '@gs/shared/identity';
import {
  PARTNER_TS_WINDOW_SECONDS,
  type PartnerBranding,
  type PartnerLoginQuery,
  type PartnerSession,
} from '@gs/shared/partners';
import type { PartnerRow } from '../../db/tables/partners.table.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { RequestContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { type ClientMeta, findOrCreatePhoneAccount, type LoginDeps, openTrustedSession } from '../identity/index.ts';
import { isPartnerSignatureValid } from './partner-signature.ts';
import {
  claimNonce,
  findLinkByUid,
  findLinkByUser,
  findPartnerByCode,
  insertLink,
  purgeNonces,
  releaseNonce,
  touchLink,
} from './partners.repository.ts';

export interface PartnerLoginDeps {
  login: Pick<LoginDeps, 'sessionTtlDays'>;
  secretBox: SecretBox;
  /** Secrets that open nothing (in production, the demo partner's secret, which the README publishes). */
  refusedSecrets: ReadonlySet<string>;
}

/** Why a partner link was refused: logged (never answered, so the answer is no oracle). */
export type PartnerRefusalReason =
  | 'malformed'
  | 'unknown-partner'
  | 'disabled-partner'
  | 'published-secret'
  | 'bad-signature'
  | 'stale-ts'
  | 'future-ts'
  | 'replayed-nonce'
  | 'bad-phone'
  | 'uid-linked-to-other-user'
  | 'user-linked-to-other-uid'
  | 'staff-account'
  | 'disabled-account';

/** The one 401 every refusal answers; `reason` is for the server's log only. */
export class PartnerLoginRefused extends AppError<'UNAUTHORIZED'> {
  readonly reason: PartnerRefusalReason;
  constructor(reason: PartnerRefusalReason) {
    super(401, 'UNAUTHORIZED', 'partnerLinkInvalid');
    this.reason = reason;
  }
}

/**
 * The link names an account that existed before the partner and was never linked to it: the partner may not open it
 * (a partner's secret would otherwise open any customer's wallet by their phone). Its owner links it by opening the
 * link once while signed in to that account (with its password or an SMS code).
 */
export class PartnerLinkNeedsConfirmation extends AppError<'PARTNER_LINK_CONFIRM'> {
  constructor(partnerName: string) {
    super(401, 'PARTNER_LINK_CONFIRM', 'partnerLinkConfirm', { params: { partner: partnerName } });
  }
}

const refuse = (reason: PartnerRefusalReason): never => {
  throw new PartnerLoginRefused(reason);
};

const NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const UID_PATTERN = /^[\x21-\x7e]{1,64}$/;
const NONCE_KEEP_MS = 10 * 60_000;

// Bound to the tenant and the partner row: a sealed secret copied to another row does not open.
export const partnerSecretAad = (tenantId: number, partnerId: number) => `tenant:${tenantId}:partner:${partnerId}`;

export function toPartnerBranding(row: PartnerRow): PartnerBranding {
  return { code: row.code, name: row.name, logoUrl: row.logo_url, color: row.color };
}

/** The parameters, present and shaped as the contract says, or a refusal. */
function readSignedQuery(query: PartnerLoginQuery) {
  const { partner, uid, phone, ts, nonce, sign } = query;
  if (!partner || !uid || !phone || !ts || !nonce || !sign) return refuse('malformed');
  if (!UID_PATTERN.test(uid) || !NONCE_PATTERN.test(nonce) || !/^\d{1,12}$/.test(ts)) return refuse('malformed');
  return { partner, uid, phone, ts, nonce, sign };
}

/**
 * Verifies a partner's signed link and signs its user in (created at the tenant when new, the phone counting as
 * verified by the partner), linking the partner's account to the user. Checks, cheapest and unforgeable first:
 * the partner (known, enabled, its secret not a published one), the signature (constant time), the timestamp (±5 minutes), the nonce (once), the
 * phone, then the account (the uid's link, never a staff account; an account that existed before the partner only
 * when its owner is signed in to it, see PartnerLinkNeedsConfirmation). Every other refusal is the same 401.
 */
export async function loginWithPartnerLink(
  ctx: RequestContext,
  deps: PartnerLoginDeps,
  query: PartnerLoginQuery,
  meta: ClientMeta,
  /** Who the request is signed in as (its token), if anyone: only that account's owner may link it to the partner. */
  signedInUserId: number | null = null,
): Promise<PartnerSession> {
  const params = readSignedQuery(query);
  const partner = await findPartnerByCode(ctx.db, ctx.tenantId, params.partner);
  if (!partner) return refuse('unknown-partner');
  if (!partner.enabled) return refuse('disabled-partner');
  const secret = deps.secretBox.decrypt(partner.secret_sealed, partnerSecretAad(ctx.tenantId, partner.id));
  // Anyone can sign with a published secret: such a partner signs nobody in, whatever the signature.
  if (deps.refusedSecrets.has(secret)) return refuse('published-secret');
  const { sign, ...signed } = params;
  if (!isPartnerSignatureValid(secret, signed, sign)) return refuse('bad-signature');

  const now = ctx.clock.now();
  const skewSeconds = Number(params.ts) - Math.floor(now.getTime() / 1000);
  if (skewSeconds < -PARTNER_TS_WINDOW_SECONDS) return refuse('stale-ts');
  if (skewSeconds > PARTNER_TS_WINDOW_SECONDS) return refuse('future-ts');
  if (!phoneSchema.safeParse(params.phone).success) return refuse('bad-phone');

  await purgeNonces(ctx.db, ctx.tenantId, new Date(now.getTime() - NONCE_KEEP_MS));
  // Claimed in its own statement (not the account's transaction): a refused link stays used.
  if (!(await claimNonce(ctx.db, ctx.tenantId, partner.id, params.nonce, now))) return refuse('replayed-nonce');

  const confirm = new PartnerLinkNeedsConfirmation(partner.name);
  const user = await inTransaction(ctx.db, async (trx) => {
    const link = await findLinkByUid(trx, ctx.tenantId, partner.id, params.uid);
    const account = await findOrCreatePhoneAccount(trx, ctx.tenantId, params.phone);
    // Partner login must never open a staff account, whoever's phone the partner sends.
    if (account.roles.length > 0) return refuse('staff-account');
    if (account.user.status !== 'active') return refuse('disabled-account');
    if (link) {
      if (link.user_id !== account.user.id) return refuse('uid-linked-to-other-user');
      await touchLink(trx, ctx.tenantId, partner.id, params.uid, now);
      return account.user;
    }
    // An account that existed before is linked only by its owner, signed in to it: nothing is written otherwise.
    if (!account.created && signedInUserId !== account.user.id) throw confirm;
    const linked = await insertLink(
      trx,
      ctx.tenantId,
      { partnerId: partner.id, partnerUid: params.uid, userId: account.user.id, userCreated: account.created },
      now,
    );
    if (!linked) {
      // Either the uid was linked meanwhile, or this user already has another account of the partner.
      const again = await findLinkByUid(trx, ctx.tenantId, partner.id, params.uid);
      if (again && again.user_id === account.user.id) return account.user;
      if (again) return refuse('uid-linked-to-other-user');
      if (await findLinkByUser(trx, ctx.tenantId, partner.id, account.user.id)) {
        return refuse('user-linked-to-other-uid');
      }
      return refuse('uid-linked-to-other-user');
    }
    return account.user;
  }).catch(async (error: unknown) => {
    // The same link may be opened again once its owner has signed in (within its ±5 minutes).
    if (error === confirm) await releaseNonce(ctx.db, ctx.tenantId, partner.id, params.nonce);
    throw error;
  });
  const session = await openTrustedSession(ctx, deps.login, user, meta);
  return { ...session, partner: toPartnerBranding(partner) };
}
