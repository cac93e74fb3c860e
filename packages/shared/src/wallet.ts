import { z } from 'zod';
import { exportFormatSchema, pageQuerySchemaWith, pageSchema } from './envelope.ts';
import { visibleTextSchema } from './text.ts';

/*
 * The seller's wallet (DOMAIN "Buying" step 5, "Selling"): every figure is a sum over the ledger, never a stored
 * number. Proceeds of completed consignment sales wait out the shop's payout hold, then come in with quick-recycle
 * payments; a withdrawal request holds its amount until staff pay it (transfer reference) or reject it (released).
 * A claim paid after the proceeds were released leaves the seller owing the shop: later proceeds repay it first and
 * withdrawals wait until it is repaid. Login required, tenant-scoped.
 */

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();

/** `GET /api/wallet` */
export const walletSummarySchema = z.object({
  /** What may be withdrawn now. */
  availableFen: z.number().int(),
  /** Requested withdrawals not yet paid. */
  heldFen: z.number().int(),
  /** Proceeds of the seller's listings whose orders are paid but not complete (held on completion). */
  inTradeFen: z.number().int(),
  /** Proceeds of completed sales in the shop's payout hold: withdrawable once released. */
  heldProceedsFen: z.number().int(),
  /** The held proceeds order by order, earliest release first (at most 50). */
  heldProceeds: z.array(
    z.object({
      orderId: id,
      orderNumber: z.string(),
      amountFen: z.number().int(),
      /** "Held until …". */
      releaseAt: z.string(),
      /** A claim on the order keeps the money held until it is decided, even past the release time. */
      inClaim: z.boolean(),
    }),
  ),
  /** What the seller owes the shop for a claim paid after their proceeds were released (0: nothing). */
  owedFen: z.number().int(),
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
  /** A sale's proceeds into the payout hold, and out of it into the available balance. */
  'proceeds_held',
  'proceeds_released',
  /** A claim paid for the buyer took the sale's proceeds back from the hold. */
  'claim_charge',
  /** A claim paid after release: owed to the shop (negative), then repaid from later proceeds (positive). */
  'recovery_debt',
  'recovery_repaid',
  /** A claim decided for this user as the buyer, paid into the wallet. */
  'claim_compensation',
  'adjustment',
] as const;
export const walletEntryKindSchema = z.enum(walletEntryKinds);
export type WalletEntryKind = z.infer<typeof walletEntryKindSchema>;

/** Which part of the wallet an entry moves: the available balance, the held proceeds or the amount owed. */
export const walletEntryAccounts = ['available', 'held', 'owed'] as const;
export const walletEntryAccountSchema = z.enum(walletEntryAccounts);
export type WalletEntryAccount = z.infer<typeof walletEntryAccountSchema>;

/**
 * `GET /api/wallet/history?pageNum&pageSize` rows, newest first: movements of the available balance, the held
 * proceeds and the amount owed (a release shows both its sides).
 */
export const walletEntrySchema = z.object({
  id,
  at: z.string(),
  kind: walletEntryKindSchema,
  account: walletEntryAccountSchema,
  /** Signed: positive into the account (into `owed`: a repayment). */
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
  alipayName: visibleTextSchema().min(1, 'Enter the account holder’s name').max(30),
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
/** `GET /api/staff/withdrawals/export?format&status`: the accounts masked as the list screen shows them (audited). */
export const staffWithdrawalExportQuerySchema = z.object({
  status: withdrawalStatusSchema.default('pending'),
  format: exportFormatSchema,
});
export type StaffWithdrawalExportQuery = z.infer<typeof staffWithdrawalExportQuerySchema>;

/**
 * A payout account as the staff list shows it, the middle masked: `alice@mail.com` → `ali***@mail.com`,
 * `13800000001` → `138****0001`; the full account only where staff make the transfer.
 */
export function maskPayoutAccount(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(3, at))}***${account.slice(at)}`;
  return account.length > 7 ? `${account.slice(0, 3)}****${account.slice(-4)}` : '****';
}
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
  transferRef: visibleTextSchema().min(4, 'Enter the transfer reference').max(64),
});
export type WithdrawalApproveInput = z.infer<typeof withdrawalApproveInputSchema>;
/** `POST /api/staff/withdrawals/{id}/reject` */
export const withdrawalRejectInputSchema = z.object({
  reason: visibleTextSchema().min(2, 'Give a reason for the rejection').max(200),
});
export type WithdrawalRejectInput = z.infer<typeof withdrawalRejectInputSchema>;
