import {
  type BlacklistCheckQuery,
  type BlacklistCheckResult,
  type BlacklistEntry,
  type BlacklistPage,
  type CreateBlacklistEntryInput,
  createBlacklistEntryInputSchema,
  type StaffBlacklistQuery,
} from '@gs/shared/blacklist';
import { maskNickName, maskPhone } from '@gs/shared/identity';
import type { Db } from '../../db/database.ts';
import type { RequestContext, UserContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/messages.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import {
  countEntries,
  deleteEntry,
  findAccountEntry,
  findBlacklistHit,
  findEntry,
  findUserByPhone,
  gameExists,
  insertBlacklistEntry,
  listEntries,
} from './blacklist.repository.ts';

/**
 * The keyed digest of a game login, as listings and blacklist entries store it: the secret box's blind index (HMAC
 * under a key derived from the server's secret) of the login trimmed and lower-cased (`QQ12345 ` and `qq12345` are
 * one account). Matches without storing it.
 */
export function loginDigestOf(box: SecretBox, login: string): string {
  return box.blindIndex(login.trim().toLowerCase(), 'game-login');
}

export interface BlacklistSubject {
  gameId: number;
  loginDigest: string | null;
  sellerUserId: number | null;
}

/** Whether the blacklist refuses the account (its login, in the game) or its seller (in the game or every game). */
export async function blacklistHit(
  db: Db,
  tenantId: number,
  subject: BlacklistSubject,
): Promise<'account' | 'seller' | null> {
  const hit = await findBlacklistHit(db, tenantId, subject);
  if (!hit) return null;
  return hit.login_digest !== null && hit.login_digest === subject.loginDigest ? 'account' : 'seller';
}

/**
 * 422 when the account (by login, in the game) or the seller is on the blacklist, in the words of the way of
 * selling that asks (`refusals`: its sentence for a listed account and for a listed seller).
 */
export async function assertNotBlacklisted(
  db: Db,
  tenantId: number,
  subject: BlacklistSubject,
  refusals: { account: MessageKey; seller: MessageKey },
): Promise<void> {
  const hit = await blacklistHit(db, tenantId, subject);
  if (hit !== null) throw new AppError(422, 'BUSINESS_RULE', refusals[hit]);
}

/** A login as the staff list shows it: the first and last two characters (one each when short). */
export function maskLogin(login: string): string {
  const chars = [...login.trim()];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  const keep = chars.length >= 8 ? 2 : 1;
  return `${chars.slice(0, keep).join('')}****${chars.slice(-keep).join('')}`;
}

/** Public: whether the game account is listed, with the reason category and since when only. */
export async function checkBlacklist(
  ctx: RequestContext,
  box: SecretBox,
  query: BlacklistCheckQuery,
): Promise<BlacklistCheckResult> {
  const entry = await findAccountEntry(ctx.db, ctx.tenantId, query.gameId, loginDigestOf(box, query.account));
  if (!entry) return { listed: false, reasonCategory: null, since: null };
  return { listed: true, reasonCategory: entry.reason_category, since: entry.created_at.toISOString() };
}

type ListedRow = Awaited<ReturnType<typeof listEntries>>[number];

function toEntry(row: ListedRow): BlacklistEntry {
  return {
    id: row.id,
    kind: row.login_digest !== null ? 'account' : 'seller',
    game: row.game_id !== null ? { id: row.game_id, name: row.game_name ?? '' } : null,
    accountMasked: row.login_masked,
    seller:
      row.seller_user_id !== null
        ? {
            userId: row.seller_user_id,
            nickName: maskNickName(row.nick_name ?? ''),
            phone: maskPhone(row.phone ?? ''),
          }
        : null,
    reasonCategory: row.reason_category,
    note: row.reason,
    evidence: row.evidence,
    createdAt: row.created_at.toISOString(),
  };
}

/** Staff: a page of the tenant's entries, newest first. */
export async function listBlacklist(ctx: UserContext, query: StaffBlacklistQuery): Promise<BlacklistPage> {
  const filter = { gameId: query.gameId, reasonCategory: query.reasonCategory, kind: query.kind };
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listEntries(ctx.db, ctx.tenantId, filter, page),
    countEntries(ctx.db, ctx.tenantId, filter),
  ]);
  return { rows: rows.map(toEntry), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/**
 * Staff: lists a game account (login, in a game) or a seller (by phone; one game or all). 400 without exactly one
 * of them or an account without its game; 404 for an unknown game or phone. Answers the new entry.
 */
export async function addToBlacklist(
  ctx: UserContext,
  box: SecretBox,
  raw: CreateBlacklistEntryInput,
): Promise<BlacklistEntry> {
  const input = createBlacklistEntryInputSchema.parse(raw);
  if ((input.account === undefined) === (input.sellerPhone === undefined)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'blacklistSubjectRequired', {
      fields: [{ field: 'account', messageKey: 'blacklistSubjectRequired' }],
    });
  }
  if (input.account !== undefined && input.gameId === undefined) {
    throw new AppError(400, 'VALIDATION_FAILED', 'blacklistAccountNeedsGame', {
      fields: [{ field: 'gameId', messageKey: 'blacklistAccountNeedsGame' }],
    });
  }
  if (input.gameId !== undefined && !(await gameExists(ctx.db, ctx.tenantId, input.gameId))) {
    // A form field naming something this shop does not have: a field error (400), like any other bad value.
    throw new AppError(400, 'VALIDATION_FAILED', 'blacklistGameNotFound', {
      fields: [{ field: 'gameId', messageKey: 'blacklistGameNotFound' }],
    });
  }
  let sellerUserId: number | null = null;
  if (input.sellerPhone !== undefined) {
    const seller = await findUserByPhone(ctx.db, ctx.tenantId, input.sellerPhone);
    if (!seller) {
      throw new AppError(400, 'VALIDATION_FAILED', 'blacklistSellerNotFound', {
        params: { phone: input.sellerPhone },
        fields: [{ field: 'sellerPhone', messageKey: 'blacklistSellerNotFound', params: { phone: input.sellerPhone } }],
      });
    }
    sellerUserId = seller.id;
  }
  const { id } = await insertBlacklistEntry(ctx.db, ctx.tenantId, {
    gameId: input.gameId ?? null,
    loginDigest: input.account !== undefined ? loginDigestOf(box, input.account) : null,
    loginMasked: input.account !== undefined ? maskLogin(input.account) : null,
    sellerUserId,
    reasonCategory: input.reasonCategory,
    reason: input.note,
    evidence: input.evidence,
    createdBy: ctx.userId,
    at: ctx.clock.now(),
  });
  const [row] = await listEntries(ctx.db, ctx.tenantId, { id }, { limit: 1, offset: 0 });
  if (!row) throw notFound('blacklistEntryNotFound');
  return toEntry(row);
}

/** Staff: removes an entry; 404 when absent. Answers what was removed (for the audit's "before"). */
export async function removeFromBlacklist(ctx: UserContext, id: number) {
  const entry = await findEntry(ctx.db, ctx.tenantId, id);
  if (!entry || !(await deleteEntry(ctx.db, ctx.tenantId, id))) throw notFound('blacklistEntryNotFound');
  return {
    id: entry.id,
    gameId: entry.game_id,
    accountMasked: entry.login_masked,
    sellerUserId: entry.seller_user_id,
    reasonCategory: entry.reason_category,
    note: entry.reason,
    createdAt: entry.created_at.toISOString(),
  };
}
