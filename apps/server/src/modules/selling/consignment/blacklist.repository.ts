import type { Db } from '../../../db/database.ts';

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

/** Adds an account (by login digest, in a game) or a seller (in a game, or every game when null) to the blacklist. */
export function insertBlacklistEntry(
  db: Db,
  tenantId: number,
  entry: {
    gameId: number | null;
    loginDigest: string | null;
    sellerUserId: number | null;
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
