import type { ColumnType, Generated, Selectable } from 'kysely';

export type Gender = 'unknown' | 'male' | 'female';

export interface UsersTable {
  tenant_id: number;
  id: Generated<number>;
  phone: string;
  username: string | null;
  password_hash: string;
  nick_name: string;
  avatar_url: ColumnType<string, string | undefined>;
  gender: ColumnType<Gender, Gender | undefined>;
  qq: ColumnType<string, string | undefined>;
  wechat: ColumnType<string, string | undefined>;
  status: ColumnType<'active' | 'disabled', 'active' | 'disabled' | undefined>;
  /** Why staff blocked the user (with `blocked_at` and `blocked_by`); null unless blocked. */
  blocked_reason: ColumnType<string | null, string | null | undefined>;
  blocked_at: ColumnType<Date | null, Date | null | undefined>;
  blocked_by: ColumnType<number | null, number | null | undefined>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type StaffRoleValue = 'owner' | 'operator' | 'recycler' | 'platform_admin';

export interface UserRolesTable {
  tenant_id: number;
  user_id: number;
  role: StaffRoleValue;
  granted_at: Generated<Date>;
}

export type UserRow = Selectable<UsersTable>;
