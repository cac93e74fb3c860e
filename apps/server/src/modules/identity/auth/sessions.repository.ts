import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { preparedQuery } from '../../../db/prepared-query.ts';
import type { StaffRoleValue } from '../../../db/tables/users.table.ts';

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

// A prepared statement: every signed-in call asks it (see db/prepared-query.ts).
const liveSessionQuery = preparedQuery((db: Db, tenantId: number, tokenHash: string, now: Date) =>
  db
    .selectFrom('sessions as s')
    .select(['s.id', 's.user_id', 's.created_at', 's.last_seen_at', 's.expires_at'])
    // The user's staff roles in the same round trip (text[]: node-postgres parses it into an array).
    .select(
      sql<
        StaffRoleValue[]
      >`array(select r.role from user_roles r where r.tenant_id = s.tenant_id and r.user_id = s.user_id order by r.role)`.as(
        'roles',
      ),
    )
    .where('s.tenant_id', '=', tenantId)
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now),
);

/** A live session of this tenant by token hash, with its user's staff roles (sorted). */
export async function findLiveSession(db: Db, tenantId: number, tokenHash: string, now: Date) {
  const [session] = await liveSessionQuery(db, tenantId, tokenHash, now);
  return session;
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
