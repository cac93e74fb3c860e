import type { UserInfo } from '@gs/shared/identity';
import type { Db } from '../../../db/database.ts';
import type { StaffRoleValue, UserRow } from '../../../db/tables/users.table.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { hashPassword } from './passwords.ts';
import { findUserById, grantRoles, insertUser } from './users.repository.ts';

export function toUserInfo(user: UserRow): UserInfo {
  return { userId: user.id, nickName: user.nick_name, avatar: user.avatar_url };
}

export interface CreateUserInput {
  phone: string;
  password: string;
  nickName?: string | undefined;
  username?: string | null;
}

/** Creates a user of the tenant; 409 when the phone is already registered there. Default nickname: the phone. */
export async function createUser(db: Db, tenantId: number, input: CreateUserInput): Promise<UserRow> {
  const user = await insertUser(db, tenantId, {
    phone: input.phone,
    username: input.username ?? null,
    passwordHash: await hashPassword(input.password),
    nickName: input.nickName?.trim() || input.phone,
  });
  if (!user) throw new AppError(409, 'PHONE_REGISTERED', 'phoneRegistered');
  return user;
}

/** Grants staff roles (seed and back office). */
export async function grantStaffRoles(
  db: Db,
  tenantId: number,
  userId: number,
  roles: StaffRoleValue[],
): Promise<void> {
  await grantRoles(db, tenantId, userId, roles);
}

/** The signed-in user, or 401 when the account vanished or was disabled since the session began. */
export async function loadActiveUser(ctx: UserContext): Promise<UserRow> {
  const user = await findUserById(ctx.db, ctx.tenantId, ctx.userId);
  if (user?.status !== 'active') throw new AppError(401, 'UNAUTHORIZED', 'unauthorized');
  return user;
}
