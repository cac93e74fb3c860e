import { maskPhone } from '@gs/shared/identity';
import {
  type InviteStaffInput,
  STAFF_USER_RECENT_LIMIT,
  type StaffMember,
  type StaffMemberList,
  type StaffUserDetail,
  type StaffUserPage,
  type StaffUserSearch,
  type StaffUserStatus,
} from '@gs/shared/staff-users';
import type { StaffRoleValue } from '../../db/tables/users.table.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { StaffContext, UserContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { revokeAllSessions } from '../identity/index.ts';
import { amountOwed, sellerClaimRecord, walletBalance } from '../trade/index.ts';
import {
  countBuyerOrders,
  countOwners,
  countSellerListings,
  countUsers,
  findLatestRealNameReview,
  findStaffUser,
  findUserIdByPhone,
  listRecentBuyerOrders,
  listRecentSellerListings,
  listRolesOfUsers,
  listStaffMembers,
  listUserRoleValues,
  lockTenantRoles,
  markUserBlocked,
  markUserUnblocked,
  replaceGrantableRoles,
  searchUsers,
} from './staff-users.repository.ts';
import { levelOf, listNickName, statusOf } from './staff-users-view.ts';

const GRANTABLE: readonly StaffRoleValue[] = ['owner', 'operator', 'recycler'];

/** A page of the shop's users (id, phone or part of one, or nickname), the phones masked. */
export async function searchStaffUsers(ctx: UserContext, query: StaffUserSearch): Promise<StaffUserPage> {
  const filter = { q: query.q, status: query.status };
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    searchUsers(ctx.db, ctx.tenantId, filter, { field: query.sort, order: query.order }, page),
    countUsers(ctx.db, ctx.tenantId, filter),
  ]);
  const roles = await listRolesOfUsers(
    ctx.db,
    ctx.tenantId,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      nickName: listNickName(row),
      phoneMasked: maskPhone(row.phone),
      realNameLevel: levelOf(Number(row.real_name_level)),
      status: statusOf(row.status),
      roles: roles.get(row.id) ?? [],
      registeredAt: row.created_at.toISOString(),
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * One user of the shop in full for staff: profile with the phone, block, roles, real-name state (never the ID number
 * or photos), wallet sums (with proceeds held and what they owe after claims), their claims record as a seller, and
 * the recent orders (as buyer) and listings (as seller) with their counts. 404 when the
 * shop has no such user.
 */
export async function getStaffUser(ctx: UserContext, userId: number): Promise<StaffUserDetail> {
  const { db, tenantId } = ctx;
  const user = await findStaffUser(db, tenantId, userId);
  if (!user) throw notFound();
  const [
    roles,
    review,
    balanceFen,
    heldFen,
    paidOutFen,
    proceedsHeldFen,
    owedFen,
    claims,
    orders,
    orderTotal,
    listings,
    listingTotal,
  ] = await Promise.all([
    listUserRoleValues(db, tenantId, userId),
    findLatestRealNameReview(db, tenantId, userId),
    walletBalance(db, tenantId, 'seller_wallet', userId),
    walletBalance(db, tenantId, 'withdrawal_hold', userId),
    walletBalance(db, tenantId, 'payout', userId),
    walletBalance(db, tenantId, 'seller_held', userId),
    amountOwed(db, tenantId, userId),
    sellerClaimRecord(db, tenantId, userId, 0),
    listRecentBuyerOrders(db, tenantId, userId, STAFF_USER_RECENT_LIMIT),
    countBuyerOrders(db, tenantId, userId),
    listRecentSellerListings(db, tenantId, userId, STAFF_USER_RECENT_LIMIT),
    countSellerListings(db, tenantId, userId),
  ]);
  return {
    id: user.id,
    nickName: user.nick_name,
    avatar: user.avatar_url,
    phone: user.phone,
    username: user.username,
    status: statusOf(user.status),
    block:
      user.blocked_at && user.blocked_reason
        ? {
            reason: user.blocked_reason,
            at: user.blocked_at.toISOString(),
            byUserId: user.blocked_by,
            byNickName: user.blocked_by_nick_name ?? null,
          }
        : null,
    roles,
    registeredAt: user.created_at.toISOString(),
    realName: {
      level: levelOf(Number(user.real_name_level)),
      reviewStatus: review?.status ?? 'none',
      reviewReason: review?.reason ?? null,
      submittedAt: review?.created_at.toISOString() ?? null,
    },
    wallet: { balanceFen, heldFen, paidOutFen, proceedsHeldFen, owedFen },
    claims: {
      claims: claims.claims,
      upheld: claims.upheld,
      upheldRetrieved: claims.upheldRetrieved,
      upheldAmountFen: claims.upheldAmountFen,
    },
    orders: {
      total: orderTotal,
      recent: orders.map((order) => ({
        id: order.id,
        orderNo: order.order_no,
        title: order.listing_title,
        status: order.status,
        totalFen: order.total_fen,
        createdAt: order.created_at.toISOString(),
      })),
    },
    listings: {
      total: listingTotal,
      recent: listings.map((listing) => ({
        id: listing.id,
        number: listing.number,
        title: listing.title,
        status: listing.status,
        priceFen: listing.price_fen,
        createdAt: listing.created_at.toISOString(),
      })),
    },
  };
}

/** What the audit log keeps of a block change. */
export interface BlockState {
  status: StaffUserStatus;
  blockedReason: string | null;
}

/**
 * Blocks a user of the shop with a reason and ends all their sessions in the same step (their next call answers
 * 401; logging in is refused). Refused: oneself (422), the platform admin (403), an owner unless the actor is an
 * owner (403), a user already blocked (409); 404 when the shop has no such user.
 */
export async function blockUser(
  ctx: StaffContext,
  userId: number,
  reason: string,
): Promise<{ before: BlockState; after: BlockState }> {
  if (userId === ctx.userId) throw new AppError(422, 'BUSINESS_RULE', 'staffUsersCannotBlockSelf');
  const user = await findStaffUser(ctx.db, ctx.tenantId, userId);
  if (!user) throw notFound();
  const roles = await listUserRoleValues(ctx.db, ctx.tenantId, userId);
  const actorIsOwner = ctx.roles.includes('owner');
  if (roles.includes('owner') && !actorIsOwner) throw new AppError(403, 'FORBIDDEN', 'staffUsersCannotBlockOwner');
  const at = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    const blocked = await markUserBlocked(trx, ctx.tenantId, userId, { reason, by: ctx.userId, at });
    if (!blocked) throw new AppError(409, 'CONFLICT', 'staffUsersAlreadyBlocked');
    await revokeAllSessions(trx, ctx.tenantId, userId, at);
  });
  return {
    before: { status: statusOf(user.status), blockedReason: user.blocked_reason },
    after: { status: 'blocked', blockedReason: reason },
  };
}

/** Lifts a user's block (they may log in again). 409 when not blocked, 404 when the shop has no such user. */
export async function unblockUser(
  ctx: StaffContext,
  userId: number,
): Promise<{ before: BlockState; after: BlockState }> {
  const user = await findStaffUser(ctx.db, ctx.tenantId, userId);
  if (!user) throw notFound();
  const unblocked = await markUserUnblocked(ctx.db, ctx.tenantId, userId, ctx.clock.now());
  if (!unblocked) throw new AppError(409, 'CONFLICT', 'staffUsersNotBlocked');
  return {
    before: { status: statusOf(user.status), blockedReason: user.blocked_reason },
    after: { status: 'active', blockedReason: null },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Staff (owner only)

/** The shop's staff: every user holding a role, oldest first, phones masked. */
export async function listStaff(ctx: UserContext): Promise<StaffMemberList> {
  const rows = await listStaffMembers(ctx.db, ctx.tenantId);
  return {
    rows: rows.map(
      (row): StaffMember => ({
        userId: row.id,
        nickName: listNickName(row),
        phoneMasked: maskPhone(row.phone),
        roles: row.roles,
        status: statusOf(row.status),
        since: new Date(row.since as Date | string).toISOString(),
      }),
    ),
  };
}

/** What the audit log keeps of a role change. */
export interface RolesChange {
  before: { roles: StaffRoleValue[] };
  after: { roles: StaffRoleValue[] };
}

/**
 * The owner rules of a role change, inside the locked transaction: an owner keeps their own owner role, and the
 * shop keeps at least one owner.
 */
async function assertOwnerRules(
  ctx: StaffContext,
  db: UserContext['db'],
  userId: number,
  before: readonly StaffRoleValue[],
  after: readonly StaffRoleValue[],
): Promise<void> {
  if (!before.includes('owner') || after.includes('owner')) return;
  if (userId === ctx.userId) throw new AppError(422, 'BUSINESS_RULE', 'staffUsersKeepOwnOwnerRole');
  if ((await countOwners(db, ctx.tenantId)) <= 1) throw new AppError(422, 'BUSINESS_RULE', 'staffUsersLastOwner');
}

/** The member's roles, 404 unless they are staff of the shop. */
async function loadMemberRoles(ctx: StaffContext, db: UserContext['db'], userId: number) {
  const roles = await listUserRoleValues(db, ctx.tenantId, userId);
  if (!roles.some((role) => GRANTABLE.includes(role))) throw notFound('staffUsersNotStaff');
  return roles;
}

/**
 * Makes an existing user of the shop (by phone) staff with the roles. 422 on the phone field when nobody here has
 * that phone (they must register first) or the user is blocked; 409 when they are staff already.
 */
export async function inviteStaff(
  ctx: StaffContext,
  input: { phone: InviteStaffInput['phone']; roles: StaffRoleValue[] },
): Promise<{ userId: number; change: RolesChange }> {
  const phoneField = (messageKey: 'staffUsersNoSuchPhone' | 'staffUsersInviteBlocked') =>
    new AppError(422, 'BUSINESS_RULE', messageKey, { fields: [{ field: 'body.phone', messageKey }] });
  const user = await findUserIdByPhone(ctx.db, ctx.tenantId, input.phone);
  if (!user) throw phoneField('staffUsersNoSuchPhone');
  if (user.status !== 'active') throw phoneField('staffUsersInviteBlocked');
  return inTransaction(ctx.db, async (trx) => {
    await lockTenantRoles(trx, ctx.tenantId);
    const before = await listUserRoleValues(trx, ctx.tenantId, user.id);
    if (before.length > 0) {
      throw new AppError(409, 'CONFLICT', 'staffUsersAlreadyStaff', {
        fields: [{ field: 'body.phone', messageKey: 'staffUsersAlreadyStaff' }],
      });
    }
    await replaceGrantableRoles(trx, ctx.tenantId, user.id, input.roles, ctx.clock.now());
    return { userId: user.id, change: { before: { roles: before }, after: { roles: [...input.roles] } } };
  });
}

/**
 * Sets a staff member's roles (at least one; `admin` is never granted here). The last owner keeps the owner role,
 * and an owner cannot take their own (422). Their sessions see the new roles on the next call.
 */
export async function setStaffRoles(ctx: StaffContext, userId: number, roles: StaffRoleValue[]): Promise<RolesChange> {
  return inTransaction(ctx.db, async (trx) => {
    await lockTenantRoles(trx, ctx.tenantId);
    const before = await loadMemberRoles(ctx, trx, userId);
    await assertOwnerRules(ctx, trx, userId, before, roles);
    await replaceGrantableRoles(trx, ctx.tenantId, userId, roles, ctx.clock.now());
    return { before: { roles: before }, after: { roles: [...roles].sort() } };
  });
}

/** Removes a staff member: every role gone (they stay a user of the shop). Same owner rules as setStaffRoles. */
export async function removeStaff(ctx: StaffContext, userId: number): Promise<RolesChange> {
  return inTransaction(ctx.db, async (trx) => {
    await lockTenantRoles(trx, ctx.tenantId);
    const before = await loadMemberRoles(ctx, trx, userId);
    await assertOwnerRules(ctx, trx, userId, before, []);
    await replaceGrantableRoles(trx, ctx.tenantId, userId, [], ctx.clock.now());
    return { before: { roles: before }, after: { roles: [] } };
  });
}
