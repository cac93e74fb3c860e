import { randomBytes } from 'node:crypto';
import type { Session } from '@gs/shared/identity';
import type { Db } from '../../../db/database.ts';
import type { StaffRoleValue, UserRow } from '../../../db/tables/users.table.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { findUserByPhone, listUserRoles } from '../users/users.repository.ts';
import { createUser } from '../users/users.service.ts';
import type { LoginDeps } from './login.service.ts';
import { type ClientMeta, openSession } from './sessions.service.ts';

/**
 * Sign-in on a phone another party has verified (a partner's signed link): the caller decides whom to trust, and
 * these functions find or create the user and open the session as the other logins do.
 */
export interface PhoneAccount {
  user: UserRow;
  roles: StaffRoleValue[];
  /** Whether this call created the user. */
  created: boolean;
}

/**
 * The tenant's user with this phone and their staff roles, or a new user created without a usable password (a
 * random one nobody knows: the user sets one with "forgot password" if they want one). Safe against a parallel
 * call for the same phone (the second finds the first's user).
 */
export async function findOrCreatePhoneAccount(db: Db, tenantId: number, phone: string): Promise<PhoneAccount> {
  const existing = await findUserByPhone(db, tenantId, phone);
  if (existing) return { user: existing, roles: await listUserRoles(db, tenantId, existing.id), created: false };
  try {
    const user = await createUser(db, tenantId, { phone, password: randomBytes(24).toString('base64url') });
    return { user, roles: [], created: true };
  } catch (error) {
    if (!(error instanceof AppError) || error.errorCode !== 'PHONE_REGISTERED') throw error;
    const raced = await findUserByPhone(db, tenantId, phone);
    if (!raced) throw error;
    return { user: raced, roles: await listUserRoles(db, tenantId, raced.id), created: false };
  }
}

/**
 * Opens a session for a user the caller has authenticated, exactly as a password or SMS login does — and, like
 * them, never for a user the shop blocked (403 ACCOUNT_DISABLED).
 */
export async function openTrustedSession(
  ctx: RequestContext,
  deps: Pick<LoginDeps, 'sessionTtlDays'>,
  user: UserRow,
  meta: ClientMeta,
): Promise<Session> {
  if (user.status !== 'active') throw new AppError(403, 'ACCOUNT_DISABLED', 'accountDisabled');
  return openSession(ctx, user, deps.sessionTtlDays, meta);
}
