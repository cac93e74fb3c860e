import { z } from 'zod';
import { pageQuerySchemaWith, pageSchema } from './envelope.ts';

/*
 * The seller's wallet (DOMAIN "Buying" step 5, "Selling"): every figure is a sum over the ledger, never a stored
 * number. Proceeds of completed consignment sales and quick-recycle payments come in; a withdrawal request holds
 * its amount until staff pay it (transfer reference) or reject it (released). Login required, tenant-scoped.
 */

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();

/** `GET /api/wallet` */
export const walletSummarySchema = z.object({
  /** What may be withdrawn now. */
  availableFen: z.number().int(),
  /** Requested withdrawals not yet paid. */
  heldFen: z.number().int(),
  /** Proceeds of the seller's listings whose orders are paid but not complete (credited on completion). */
  inTradeFen: z.number().int(),
  /** Paid out so far. */
  withdrawnFen: z.number().int(),
  /** The tenant's rules: the smallest request and the most per day (requests held or paid today count). */
  minWithdrawalFen: z.number().int(),
  dailyLimitFen: z.number().int(),
  todayRequestedFen: z.number().int(),
  /** The verified real name withdrawals must be paid to, masked (`*雷`); null before real-name level one. */
  realName: z.string().nullable(),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

export const walletEntryKinds = [
  'sale_proceeds',
  'recycle_payment',
  'withdrawal_requested',
  'withdrawal_released',
  'withdrawal_paid',
  /** A seller's bidding deposit given to this recycler because staff refunded their trade. */
  'deposit_compensation',
  'adjustment',
] as const;
export const walletEntryKindSchema = z.enum(walletEntryKinds);
export type WalletEntryKind = z.infer<typeof walletEntryKindSchema>;

/** `GET /api/wallet/history?pageNum&pageSize` rows, newest first: movements of the available balance. */
export const walletEntrySchema = z.object({
  id,
  at: z.string(),
  kind: walletEntryKindSchema,
  /** Signed: positive into the available balance. */
  amountFen: z.number().int(),
  /** The order or withdrawal it belongs to, for a link. */
  orderId: id.nullable(),
  orderNumber: z.string().nullable(),
  withdrawalId: id.nullable(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;
export const walletHistoryQuerySchema = pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 });
export const walletHistoryPageSchema = pageSchema(walletEntrySchema);

export const withdrawalStatuses = ['pending', 'paid', 'rejected'] as const;
export const withdrawalStatusSchema = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

/** `POST /api/wallet/withdrawals` body: to an Alipay account in the user's verified real name. */
export const withdrawalInputSchema = z.object({
  amountFen: z.number().int().positive('Enter an amount'),
  alipayName: z.string().trim().min(1, 'Enter the account holder’s name').max(30),
  alipayAccount: z
    .string()
    .trim()
    .regex(/^(1[3-9]\d{9}|[^\s@]+@[^\s@]+\.[^\s@]+)$/, 'Enter the Alipay phone number or e-mail'),
});
export type WithdrawalInput = z.infer<typeof withdrawalInputSchema>;

/** A withdrawal as its owner sees it (`GET /api/wallet/withdrawals`) */
export const withdrawalSchema = z.object({
  id,
  amountFen: z.number().int(),
  /** The Alipay account, masked. */
  alipayAccount: z.string(),
  status: withdrawalStatusSchema,
  rejectReason: z.string(),
  transferRef: z.string(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalPageSchema = pageSchema(withdrawalSchema);
export const withdrawalListQuerySchema = pageQuerySchemaWith({ defaultSize: 10, maxSize: 50 });

// ---------------------------------------------------------------------------------------------------------------
// Staff (operator or owner)

/** `GET /api/staff/withdrawals?status&pageNum&pageSize`: staff see the full account, to make the transfer. */
export const staffWithdrawalQuerySchema = z.object({
  status: withdrawalStatusSchema.default('pending'),
  ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 }).shape,
});
export type StaffWithdrawalQuery = z.infer<typeof staffWithdrawalQuerySchema>;
export const staffWithdrawalSchema = withdrawalSchema.extend({
  userId: id,
  /** The user's phone, masked. */
  user: z.string(),
  alipayName: z.string(),
  alipayAccount: z.string(),
});
export type StaffWithdrawal = z.infer<typeof staffWithdrawalSchema>;
export const staffWithdrawalPageSchema = pageSchema(staffWithdrawalSchema);
export const withdrawalIdParamsSchema = z.object({ id: queryId });
/** `POST /api/staff/withdrawals/{id}/approve` */
export const withdrawalApproveInputSchema = z.object({
  transferRef: z.string().trim().min(4, 'Enter the transfer reference').max(64),
});
export type WithdrawalApproveInput = z.infer<typeof withdrawalApproveInputSchema>;
/** `POST /api/staff/withdrawals/{id}/reject` */
export const withdrawalRejectInputSchema = z.object({
  reason: z.string().trim().min(2, 'Give a reason for the rejection').max(200),
});
export type WithdrawalRejectInput = z.infer<typeof withdrawalRejectInputSchema>;
