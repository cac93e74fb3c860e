import { z } from 'zod';
import { sellerClaimRecordSchema } from './claims.ts';
import { exportFormatSchema, pageQuerySchema, pageSchema } from './envelope.ts';
import { phoneSchema, realNameTwoStatuses, staffRoleSchema } from './identity.ts';
import { listingStatuses } from './listings.ts';
import { orderStatusSchema } from './orders.ts';
import { visibleTextSchema } from './text.ts';

/*
 * The back office's users and staff (issue 14, screen 6): searching the shop's users, one user's detail (profile,
 * real-name state, wallet, recent orders and listings), blocking and unblocking, and the owner's staff management.
 * Phones are masked in lists; the full phone only in one user's detail. Never an ID number or an ID photo here.
 */

const id = z.number().int().positive();
const fen = z.number().int();
const instant = z.string();

/** A user as staff see them: active, or blocked by staff (signed out and refused at login). */
export const staffUserStatuses = ['active', 'blocked'] as const;
export const staffUserStatusSchema = z.enum(staffUserStatuses);
export type StaffUserStatus = z.infer<typeof staffUserStatusSchema>;

/** Real-name level: 0 none, 1 name and ID number verified, 2 ID card photos approved by staff too. */
export const realNameLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type RealNameLevel = z.infer<typeof realNameLevelSchema>;

export const staffUserSortFields = ['registered', 'id', 'nickName'] as const;
export const staffUserSortSchema = z.enum(staffUserSortFields);
export type StaffUserSort = z.infer<typeof staffUserSortSchema>;

/**
 * `GET /api/staff/users?q&status&sort&order&pageNum&pageSize`: `q` is a user id, a phone number or part of one
 * (digits), or part of a nickname; newest first by default.
 */
export const staffUserSearchSchema = z.object({
  q: visibleTextSchema().min(1).max(40).optional(),
  status: staffUserStatusSchema.optional(),
  sort: staffUserSortSchema.default('registered'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...pageQuerySchema.shape,
});
export type StaffUserSearch = z.infer<typeof staffUserSearchSchema>;
/** `GET /api/staff/users/export?format&q&status&sort&order`: the list's columns (phones masked; at most EXPORT_ROW_LIMIT). */
export const staffUserExportQuerySchema = staffUserSearchSchema
  .omit({ pageNum: true, pageSize: true })
  .extend({ format: exportFormatSchema });
export type StaffUserExportQuery = z.infer<typeof staffUserExportQuerySchema>;

/** A row of the users list: the phone masked (138****0001). */
export const staffUserRowSchema = z.object({
  id,
  nickName: z.string(),
  phoneMasked: z.string(),
  realNameLevel: realNameLevelSchema,
  status: staffUserStatusSchema,
  roles: z.array(staffRoleSchema),
  registeredAt: instant,
});
export type StaffUserRow = z.infer<typeof staffUserRowSchema>;

export const staffUserPageSchema = pageSchema(staffUserRowSchema);
export type StaffUserPage = z.infer<typeof staffUserPageSchema>;

export const staffUserIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** How many recent orders and listings one user's detail shows (the counts cover all of them). */
export const STAFF_USER_RECENT_LIMIT = 5;

export const staffUserBlockSchema = z.object({
  reason: z.string(),
  at: instant,
  /** The staff member who blocked the user (null when that account is gone). */
  byUserId: id.nullable(),
  byNickName: z.string().nullable(),
});

/** The user's real-name state without any identifying document: level, the latest photo review's state. */
export const staffUserRealNameSchema = z.object({
  level: realNameLevelSchema,
  /** The latest level-two review: none, pending (in the review queue), approved or rejected (with the reason). */
  reviewStatus: z.enum(realNameTwoStatuses),
  reviewReason: z.string().nullable(),
  submittedAt: instant.nullable(),
});

/** The user's wallet as the ledger sums it: available balance, held for withdrawals, paid out. */
/**
 * `heldFen`: asked for in withdrawals, not yet paid out; `proceedsHeldFen`: sales proceeds still in their payout hold;
 * `owedFen`: what the seller owes the shop after claims (their recovery debt; withdrawals wait until it is repaid).
 */
export const staffUserWalletSchema = z.object({
  balanceFen: fen,
  heldFen: fen,
  paidOutFen: fen,
  proceedsHeldFen: fen,
  owedFen: fen,
});

/** The user's claims record as a seller (the risk signal): claims against their sales, those upheld and for how much. */
export const staffUserClaimsSchema = sellerClaimRecordSchema.pick({
  claims: true,
  upheld: true,
  upheldRetrieved: true,
  upheldAmountFen: true,
});

export const staffUserOrderSchema = z.object({
  id,
  orderNo: z.string(),
  title: z.string(),
  status: orderStatusSchema,
  totalFen: fen,
  createdAt: instant,
});

export const staffUserListingSchema = z.object({
  id,
  number: z.string(),
  title: z.string(),
  status: z.enum(listingStatuses),
  priceFen: fen,
  createdAt: instant,
});

/** `GET /api/staff/users/{id}`: one user in full, for the detail drawer. */
export const staffUserDetailSchema = z.object({
  id,
  nickName: z.string(),
  avatar: z.string(),
  phone: z.string(),
  username: z.string().nullable(),
  status: staffUserStatusSchema,
  block: staffUserBlockSchema.nullable(),
  roles: z.array(staffRoleSchema),
  registeredAt: instant,
  realName: staffUserRealNameSchema,
  wallet: staffUserWalletSchema,
  claims: staffUserClaimsSchema,
  orders: z.object({ total: z.number().int().nonnegative(), recent: z.array(staffUserOrderSchema) }),
  listings: z.object({ total: z.number().int().nonnegative(), recent: z.array(staffUserListingSchema) }),
});
export type StaffUserDetail = z.infer<typeof staffUserDetailSchema>;

export const BLOCK_REASON_MAX = 200;

/** `POST /api/staff/users/{id}/block`: why (shown to staff, kept with the user and in the audit log). */
export const blockUserInputSchema = z.object({ reason: visibleTextSchema().min(1).max(BLOCK_REASON_MAX) });
export type BlockUserInput = z.infer<typeof blockUserInputSchema>;

/** `POST /api/staff/users/{id}/unblock`: why (kept in the audit log). */
export const unblockUserInputSchema = blockUserInputSchema;
export type UnblockUserInput = z.infer<typeof unblockUserInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Staff (owner only)

/** The roles an owner grants in the back office; `platform_admin` is the platform's and never granted here. */
export const grantableStaffRoles = ['owner', 'operator', 'recycler'] as const;
export const grantableStaffRoleSchema = z.enum(grantableStaffRoles);
export type GrantableStaffRole = z.infer<typeof grantableStaffRoleSchema>;

const grantedRolesSchema = z
  .array(grantableStaffRoleSchema)
  .min(1)
  .max(grantableStaffRoles.length)
  .transform((roles) => [...new Set(roles)].sort());

/** A staff member of the shop: a user holding at least one role. */
export const staffMemberSchema = z.object({
  userId: id,
  nickName: z.string(),
  phoneMasked: z.string(),
  roles: z.array(staffRoleSchema),
  status: staffUserStatusSchema,
  /** When their first role still held was granted. */
  since: instant,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMemberListSchema = z.object({ rows: z.array(staffMemberSchema) });
export type StaffMemberList = z.infer<typeof staffMemberListSchema>;

/** `POST /api/staff/members`: an existing user of this shop (by phone) gets roles. */
export const inviteStaffInputSchema = z.object({ phone: phoneSchema, roles: grantedRolesSchema });
export type InviteStaffInput = z.input<typeof inviteStaffInputSchema>;

/** `PUT /api/staff/members/{userId}/roles`: the member's roles from now on (at least one; remove them instead). */
export const setStaffRolesInputSchema = z.object({ roles: grantedRolesSchema });
export type SetStaffRolesInput = z.input<typeof setStaffRolesInputSchema>;

export const staffMemberParamsSchema = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647),
});
