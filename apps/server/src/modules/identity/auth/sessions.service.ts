import { createHash, randomBytes } from 'node:crypto';
import type { Session } from '@gs/shared/identity';
import type { Db } from '../../../db/database.ts';
import type { UserRow } from '../../../db/tables/users.table.ts';
import type { RequestContext } from '../../../lib/context.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { toUserInfo } from '../users/users.service.ts';
import {
  findLiveSession,
  insertSession,
  revokeSessionByHash,
  revokeUserSessions,
  touchSession,
} from './sessions.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// Sliding expiry is written at most this often per session, not on every request.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** Tokens are stored only as their SHA-256: a database leak yields no usable session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Opens a session (32 random bytes, sent once to the client) and answers the login payload. */
export async function openSession(
  ctx: RequestContext,
  user: UserRow,
  ttlDays: number,
  meta: ClientMeta,
): Promise<Session> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await insertSession(ctx.db, ctx.tenantId, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
    at: now,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, userInfo: toUserInfo(user) };
}

/** How long sessions live: `ttlDays` after the last use (sliding), never more than `maxDays` after the login. */
export interface SessionLifetime {
  ttlDays: number;
  maxDays: number;
}

/**
 * The live session behind a token of this tenant, its expiry extended (sliding, up to the absolute maximum after the
 * login); null when unknown or expired.
 */
async function resolveLiveSession(db: Db, tenantId: number, token: string, now: Date, lifetime: SessionLifetime) {
  const session = await findLiveSession(db, tenantId, hashToken(token), now);
  if (!session) return null;
  if (now.getTime() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    const sliding = now.getTime() + lifetime.ttlDays * DAY_MS;
    const absolute = session.created_at.getTime() + lifetime.maxDays * DAY_MS;
    await touchSession(db, tenantId, session.id, now, new Date(Math.min(sliding, absolute)));
  }
  return session;
}

/**
 * The signed-in user (id and staff roles) behind a live token of this tenant, or null; for the auth plugin. One
 * statement: the roles come with the session.
 */
export async function resolveSessionPrincipal(
  db: Db,
  tenantId: number,
  token: string,
  now: Date,
  lifetime: SessionLifetime,
): Promise<AuthUser | null> {
  const session = await resolveLiveSession(db, tenantId, token, now, lifetime);
  return session ? { id: session.user_id, roles: session.roles } : null;
}

/** Ends one session (logout). */
export async function revokeSession(ctx: RequestContext, token: string): Promise<void> {
  await revokeSessionByHash(ctx.db, ctx.tenantId, hashToken(token), ctx.clock.now());
}

/** Ends every session of a user but the one of `keepToken` (a phone change from that session). */
export async function revokeOtherSessions(
  db: Db,
  tenantId: number,
  userId: number,
  keepToken: string,
  at: Date,
): Promise<void> {
  await revokeUserSessions(db, tenantId, userId, at, hashToken(keepToken));
}

/** Ends every session of a user (password reset). */
export async function revokeAllSessions(db: Db, tenantId: number, userId: number, at: Date): Promise<void> {
  await revokeUserSessions(db, tenantId, userId, at);
}
