import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

export interface NewSession {
  tokenHash: string;
  userId: number;
  expiresAt: Date;
  at: Date;
  ip: string | null;
  userAgent: string | null;
}

export function insertSession(db: Db, tenantId: number, session: NewSession) {
  return db
    .insertInto('sessions')
    .values({
      tenant_id: tenantId,
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.at,
      last_seen_at: session.at,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

/** A live session of this tenant by token hash. */
export function findLiveSession(db: Db, tenantId: number, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'created_at', 'last_seen_at', 'expires_at'])
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export function touchSession(db: Db, tenantId: number, sessionId: number, at: Date, expiresAt: Date) {
  return db
    .updateTable('sessions')
    .set({ last_seen_at: at, expires_at: expiresAt })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeSessionByHash(db: Db, tenantId: number, tokenHash: string, at: Date) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes the user's live sessions, all of them or all but the one of `exceptTokenHash`. */
export function revokeUserSessions(db: Db, tenantId: number, userId: number, at: Date, exceptTokenHash?: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(exceptTokenHash !== undefined, (query) => query.where('token_hash', '!=', exceptTokenHash as string))
    .execute();
}

/** Serialises the login attempts on one account key until the transaction ends (the lockout's count and slot). */
export async function lockLoginAccount(db: Db, tenantId: number, account: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login:${tenantId}:${account}`}, 0))`.execute(db);
}

/** Removes one recorded attempt (a reserved slot whose password was right). */
export function deleteLoginFailure(db: Db, tenantId: number, id: number) {
  return db.deleteFrom('login_failures').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export function countRecentLoginFailures(db: Db, tenantId: number, account: string, since: Date) {
  return db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('tenant_id', '=', tenantId)
    .where('account', '=', account)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
    .then((row) => ({ count: Number(row.count), oldest: row.oldest as Date | null }));
}

export async function insertLoginFailure(db: Db, tenantId: number, account: string, ip: string, at: Date) {
  const row = await db
    .insertInto('login_failures')
    .values({ tenant_id: tenantId, account, ip, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function clearLoginFailures(db: Db, tenantId: number, account: string) {
  return db.deleteFrom('login_failures').where('tenant_id', '=', tenantId).where('account', '=', account).execute();
}
