import type { StaffUserSort, StaffUserStatus } from '@gs/shared/staff-users';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import type { StaffRoleValue, UsersTable } from '../../db/tables/users.table.ts';

const MAX_ID = 2_147_483_647;
const GRANTABLE: StaffRoleValue[] = ['owner', 'operator', 'recycler'];

export interface UserSearchFilter {
  q?: string | undefined;
  status?: StaffUserStatus | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The user's real-name level as SQL: 2 with an approved photo review on a verified name, 1 verified, else 0. */
function realNameLevel(eb: ExpressionBuilder<Database & { u: UsersTable }, 'u'>) {
  const verified = eb.exists(
    eb
      .selectFrom('real_name_verifications as v')
      .select('v.user_id')
      .whereRef('v.tenant_id', '=', 'u.tenant_id')
      .whereRef('v.user_id', '=', 'u.id'),
  );
  const approved = eb.exists(
    eb
      .selectFrom('real_name_reviews as r')
      .select('r.id')
      .whereRef('r.tenant_id', '=', 'u.tenant_id')
      .whereRef('r.user_id', '=', 'u.id')
      .where('r.status', '=', 'approved'),
  );
  return eb
    .case()
    .when(eb.and([verified, approved]))
    .then(2)
    .when(verified)
    .then(1)
    .else(0)
    .end();
}

function filteredUsers(db: Db, tenantId: number, filter: UserSearchFilter) {
  return db
    .selectFrom('users as u')
    .where('u.tenant_id', '=', tenantId)
    .$if(filter.status !== undefined, (query) =>
      query.where('u.status', '=', filter.status === 'blocked' ? 'disabled' : 'active'),
    )
    .$if(filter.q !== undefined, (query) => {
      const q = filter.q as string;
      return query.where((eb) => {
        const nick = eb('u.nick_name', 'ilike', likePattern(q));
        if (!/^\d+$/.test(q)) return nick;
        const byId = Number(q) <= MAX_ID ? [eb('u.id', '=', Number(q))] : [];
        return eb.or([...byId, eb('u.phone', 'like', likePattern(q)), nick]);
      });
    });
}

const sortColumns = { registered: 'u.created_at', id: 'u.id', nickName: 'u.nick_name' } as const;

/** A page of the tenant's users matching the filter, with their real-name level. */
export function searchUsers(
  db: Db,
  tenantId: number,
  filter: UserSearchFilter,
  sort: { field: StaffUserSort; order: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  return filteredUsers(db, tenantId, filter)
    .select((eb) => [
      'u.id',
      'u.nick_name',
      'u.phone',
      'u.status',
      'u.created_at',
      realNameLevel(eb).$castTo<number>().as('real_name_level'),
    ])
    .orderBy(sortColumns[sort.field], sort.order)
    .orderBy('u.id', sort.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countUsers(db: Db, tenantId: number, filter: UserSearchFilter): Promise<number> {
  const row = await filteredUsers(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The roles of each of the users (those without roles are absent from the map). */
export async function listRolesOfUsers(
  db: Db,
  tenantId: number,
  userIds: number[],
): Promise<Map<number, StaffRoleValue[]>> {
  const roles = new Map<number, StaffRoleValue[]>();
  if (userIds.length === 0) return roles;
  const rows = await db
    .selectFrom('user_roles')
    .select(['user_id', 'role'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .orderBy('role')
    .execute();
  for (const row of rows) roles.set(row.user_id, [...(roles.get(row.user_id) ?? []), row.role]);
  return roles;
}

/** One user of the tenant with their real-name level and the nickname of whoever blocked them. */
export function findStaffUser(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as b', (join) => join.onRef('b.tenant_id', '=', 'u.tenant_id').onRef('b.id', '=', 'u.blocked_by'))
    .select((eb) => [
      'u.id',
      'u.nick_name',
      'u.avatar_url',
      'u.phone',
      'u.username',
      'u.status',
      'u.blocked_reason',
      'u.blocked_at',
      'u.blocked_by',
      'b.nick_name as blocked_by_nick_name',
      'u.created_at',
      realNameLevel(eb).$castTo<number>().as('real_name_level'),
    ])
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** The user's latest level-two (ID card photos) review: its state only, never the photos. */
export function findLatestRealNameReview(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('real_name_reviews')
    .select(['status', 'reason', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function listRecentBuyerOrders(db: Db, tenantId: number, userId: number, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'listing_title', 'status', 'total_fen', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('buyer_user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countBuyerOrders(db: Db, tenantId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('buyer_user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listRecentSellerListings(db: Db, tenantId: number, userId: number, limit: number) {
  return db
    .selectFrom('listings')
    .select(['id', 'number', 'title', 'status', 'price_fen', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('seller_user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countSellerListings(db: Db, tenantId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('seller_user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Blocks an active user; undefined when the user is not active (already blocked, or gone). */
export function markUserBlocked(
  db: Db,
  tenantId: number,
  userId: number,
  block: { reason: string; by: number; at: Date },
) {
  return db
    .updateTable('users')
    .set({
      status: 'disabled',
      blocked_reason: block.reason,
      blocked_at: block.at,
      blocked_by: block.by,
      updated_at: block.at,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .returning('id')
    .executeTakeFirst();
}

/** Lifts a block; undefined when the user is not blocked. */
export function markUserUnblocked(db: Db, tenantId: number, userId: number, at: Date) {
  return db
    .updateTable('users')
    .set({ status: 'active', blocked_reason: null, blocked_at: null, blocked_by: null, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where('status', '=', 'disabled')
    .returning('id')
    .executeTakeFirst();
}

/** Every user of the tenant holding a role, with the roles and when the oldest was granted. */
export function listStaffMembers(db: Db, tenantId: number) {
  return db
    .selectFrom('user_roles as r')
    .innerJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 'r.tenant_id').onRef('u.id', '=', 'r.user_id'))
    .select((eb) => [
      'u.id',
      'u.nick_name',
      'u.phone',
      'u.status',
      eb.fn.min('r.granted_at').as('since'),
      sql<StaffRoleValue[]>`array_agg(r.role ORDER BY r.role)`.as('roles'),
    ])
    .where('r.tenant_id', '=', tenantId)
    .groupBy(['u.id', 'u.nick_name', 'u.phone', 'u.status'])
    .orderBy('since')
    .orderBy('u.id')
    .execute();
}

/**
 * Serialises role changes of the tenant until the transaction ends, so two owners removing each other at once
 * cannot leave the shop without an owner.
 */
export async function lockTenantRoles(db: Db, tenantId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`staff-roles:${tenantId}`}, 0))`.execute(db);
}

export function listUserRoleValues(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('user_roles')
    .select('role')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute()
    .then((rows) => rows.map((row) => row.role));
}

export async function countOwners(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Sets the user's grantable roles to exactly `roles` (a platform `admin` role is left alone). */
export async function replaceGrantableRoles(
  db: Db,
  tenantId: number,
  userId: number,
  roles: StaffRoleValue[],
  at: Date,
): Promise<void> {
  const dropped = GRANTABLE.filter((role) => !roles.includes(role));
  if (dropped.length > 0) {
    await db
      .deleteFrom('user_roles')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('role', 'in', dropped)
      .execute();
  }
  if (roles.length > 0) {
    await db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ tenant_id: tenantId, user_id: userId, role, granted_at: at })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** The tenant's user with this phone, if any. */
export function findUserIdByPhone(db: Db, tenantId: number, phone: string) {
  return db
    .selectFrom('users')
    .select(['id', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', phone)
    .executeTakeFirst();
}
