import type { Db } from '../../../db/database.ts';
import type { Gender, StaffRoleValue } from '../../../db/tables/users.table.ts';

export function findUserById(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function findUserByPhone(db: Db, tenantId: number, phone: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

/** Login accepts the phone number or the username (case-insensitive). */
export function findUserByLogin(db: Db, tenantId: number, login: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('phone', '=', login), eb(eb.fn('lower', ['username']), '=', login.toLowerCase())]))
    .executeTakeFirst();
}

export interface NewUser {
  phone: string;
  username?: string | null;
  passwordHash: string;
  nickName: string;
}

export function insertUser(db: Db, tenantId: number, user: NewUser) {
  return db
    .insertInto('users')
    .values({
      tenant_id: tenantId,
      phone: user.phone,
      username: user.username ?? null,
      password_hash: user.passwordHash,
      nick_name: user.nickName,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'phone']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export interface UserChanges {
  nick_name?: string;
  avatar_url?: string;
  gender?: Gender;
  qq?: string;
  wechat?: string;
  phone?: string;
  password_hash?: string;
}

export function updateUser(db: Db, tenantId: number, userId: number, changes: UserChanges, at: Date) {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export function listUserRoles(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('user_roles')
    .select('role')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute()
    .then((rows) => rows.map((row) => row.role));
}

export function grantRoles(db: Db, tenantId: number, userId: number, roles: StaffRoleValue[]) {
  if (roles.length === 0) return Promise.resolve();
  return db
    .insertInto('user_roles')
    .values(roles.map((role) => ({ tenant_id: tenantId, user_id: userId, role })))
    .onConflict((oc) => oc.doNothing())
    .execute()
    .then(() => undefined);
}
