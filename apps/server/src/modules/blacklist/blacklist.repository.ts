import type { Db } from '../../db/database.ts';

type ReasonCategory = 'retrieval' | 'chargeback' | 'other';

/** The oldest entry listing this account (by login digest) in the game, or undefined. */
export function findAccountEntry(db: Db, tenantId: number, gameId: number, loginDigest: string) {
  return db
    .selectFrom('blacklist_entries')
    .select(['id', 'reason_category', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', gameId)
    .where('login_digest', '=', loginDigest)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The blacklist entry that refuses this account or seller, if any: the account's login digest in the game, or the
 * seller flagged for the game or for every game.
 */
export function findBlacklistHit(
  db: Db,
  tenantId: number,
  subject: { gameId: number; loginDigest: string | null; sellerUserId: number | null },
) {
  return db
    .selectFrom('blacklist_entries')
    .select(['id', 'login_digest', 'seller_user_id'])
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        ...(subject.loginDigest === null
          ? []
          : [eb.and([eb('game_id', '=', subject.gameId), eb('login_digest', '=', subject.loginDigest)])]),
        ...(subject.sellerUserId === null
          ? []
          : [
              eb.and([
                eb('seller_user_id', '=', subject.sellerUserId),
                eb.or([eb('game_id', 'is', null), eb('game_id', '=', subject.gameId)]),
              ]),
            ]),
      ]),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export interface BlacklistFilter {
  id?: number | undefined;
  gameId?: number | undefined;
  reasonCategory?: ReasonCategory | undefined;
  kind?: 'account' | 'seller' | undefined;
}

function filtered(db: Db, tenantId: number, filter: BlacklistFilter) {
  let query = db.selectFrom('blacklist_entries as b').where('b.tenant_id', '=', tenantId);
  if (filter.id !== undefined) query = query.where('b.id', '=', filter.id);
  if (filter.gameId !== undefined) query = query.where('b.game_id', '=', filter.gameId);
  if (filter.reasonCategory !== undefined) query = query.where('b.reason_category', '=', filter.reasonCategory);
  if (filter.kind === 'account') query = query.where('b.login_digest', 'is not', null);
  if (filter.kind === 'seller') query = query.where('b.login_digest', 'is', null);
  return query;
}

/** A page of the tenant's entries, newest first, with the game's name and the seller's nickname and phone. */
export function listEntries(
  db: Db,
  tenantId: number,
  filter: BlacklistFilter,
  page: { limit: number; offset: number },
) {
  return filtered(db, tenantId, filter)
    .leftJoin('games as g', (join) => join.onRef('g.tenant_id', '=', 'b.tenant_id').onRef('g.id', '=', 'b.game_id'))
    .leftJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'b.tenant_id').onRef('u.id', '=', 'b.seller_user_id'),
    )
    .select([
      'b.id',
      'b.game_id',
      'g.name as game_name',
      'b.login_digest',
      'b.login_masked',
      'b.seller_user_id',
      'u.nick_name',
      'u.phone',
      'b.reason_category',
      'b.reason',
      'b.evidence',
      'b.created_at',
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countEntries(db: Db, tenantId: number, filter: BlacklistFilter): Promise<number> {
  const row = await filtered(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One entry of the tenant (for the audit's "before"), or undefined. */
export function findEntry(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('blacklist_entries')
    .select(['id', 'game_id', 'login_masked', 'seller_user_id', 'reason_category', 'reason', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Adds an account (by login digest, in a game) or a seller (in a game, or every game when null) to the blacklist.
 * `reason` is the staff's note; the category defaults to the column's, the mask to none (seller entries).
 */
export function insertBlacklistEntry(
  db: Db,
  tenantId: number,
  entry: {
    gameId: number | null;
    loginDigest: string | null;
    loginMasked?: string | null;
    sellerUserId: number | null;
    reasonCategory?: ReasonCategory;
    reason: string;
    evidence?: string;
    createdBy: number | null;
    at: Date;
  },
) {
  return db
    .insertInto('blacklist_entries')
    .values({
      tenant_id: tenantId,
      game_id: entry.gameId,
      login_digest: entry.loginDigest,
      seller_user_id: entry.sellerUserId,
      reason: entry.reason,
      evidence: entry.evidence ?? '',
      created_by: entry.createdBy,
      created_at: entry.at,
      ...(entry.loginMasked === undefined ? {} : { login_masked: entry.loginMasked }),
      ...(entry.reasonCategory === undefined ? {} : { reason_category: entry.reasonCategory }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Deletes an entry; answers whether a row went. */
export async function deleteEntry(db: Db, tenantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('blacklist_entries')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether the tenant has this game. */
export async function gameExists(db: Db, tenantId: number, gameId: number): Promise<boolean> {
  const row = await db
    .selectFrom('games')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', gameId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The tenant's user with this phone, or undefined. */
export function findUserByPhone(db: Db, tenantId: number, phone: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', phone)
    .executeTakeFirst();
}
