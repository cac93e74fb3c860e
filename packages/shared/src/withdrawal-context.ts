import { z } from 'zod';
import { claimReasonSchema, claimStateSchema } from './claims.ts';
import { withdrawalStatusSchema } from './wallet.ts';

/*
 * `GET /api/staff/withdrawals/{id}/context` (operator or owner, issue 25): who is withdrawing, for the reviewer
 * before the transfer. The requesting user's wallet now, the shop's withdrawal limits and how much of them the user
 * has used, their earlier withdrawals, the open claims against them as a seller, their account's age and real-name
 * level, and the warnings the server derives from these. Money is integer fen. No phone, ID number or account in it.
 */

const id = z.number().int().positive();
const fen = z.number().int();
const count = z.number().int().nonnegative();

/** An account younger than this many days (at the request) whose first withdrawal this is gets a warning. */
export const NEW_ACCOUNT_DAYS = 7;
/** The earlier withdrawals listed, newest first. */
export const CONTEXT_WITHDRAWALS_LISTED = 10;
/** The open claims listed, oldest first (`openClaimCount` counts them all). */
export const CONTEXT_CLAIMS_LISTED = 10;
/** "Paid lately": the withdrawals paid in this many days before now. */
export const CONTEXT_PAID_DAYS = 30;

/**
 * What the reviewer is warned of (also inside the approve dialog):
 * - `negative_balance`: the user owes the shop (a claim paid after their proceeds were released) or their available
 *   balance is below zero;
 * - `open_claims`: a claim on one of their sales waits for a decision (its money may yet be taken back);
 * - `over_daily_limit`: the pending and paid requests of the day this one was made exceed the shop's daily limit;
 * - `below_minimum`: the amount is under the shop's minimum (the minimum was raised after the request);
 * - `new_account_first`: their first withdrawal, from an account younger than NEW_ACCOUNT_DAYS days;
 * - `no_real_name`: the user has no verified real name (withdrawals are paid to that name only).
 */
export const withdrawalWarnings = [
  'negative_balance',
  'open_claims',
  'over_daily_limit',
  'below_minimum',
  'new_account_first',
  'no_real_name',
] as const;
export const withdrawalWarningSchema = z.enum(withdrawalWarnings);
export type WithdrawalWarning = z.infer<typeof withdrawalWarningSchema>;

export const withdrawalContextSchema = z.object({
  withdrawalId: id,
  userId: id,
  /** The user's phone, masked; their nickname. */
  user: z.string(),
  nickName: z.string(),
  /** The account's creation and its age in whole days at the time of the request. */
  accountCreatedAt: z.string(),
  accountAgeDays: count,
  /** 0: not verified, 1: name and ID number verified, 2: ID card photos approved too. */
  realNameLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The verified name, masked (`张*`); null before level one. */
  realName: z.string().nullable(),
  wallet: z.object({
    /** What the user may withdraw now (negative only if the books are wrong). */
    availableFen: fen,
    /** Requested withdrawals not yet paid (this one included while pending). */
    withdrawalHoldFen: fen,
    /** Sale proceeds still in their payout hold period. */
    heldProceedsFen: fen,
    /** What the user owes the shop for claims (0: nothing). */
    owedFen: fen,
    /** Paid out to them so far. */
    withdrawnFen: fen,
  }),
  limits: z.object({
    minFen: fen,
    dailyLimitFen: fen,
    /** Pending and paid requests made today (China day) — what the daily limit counts now. */
    todayRequestedFen: fen,
    /** Pending and paid requests made on the China day of this request, this one included. */
    requestDayRequestedFen: fen,
  }),
  /** The user's other withdrawals, newest first (at most CONTEXT_WITHDRAWALS_LISTED). */
  previousWithdrawals: z.array(
    z.object({
      id,
      amountFen: fen,
      status: withdrawalStatusSchema,
      requestedAt: z.string(),
      decidedAt: z.string().nullable(),
    }),
  ),
  previousWithdrawalCount: count,
  /** Withdrawals paid to them in the last CONTEXT_PAID_DAYS days (by the payment's time), this one excluded. */
  paidLast30DaysFen: fen,
  paidLast30DaysCount: count,
  /** Open claims on orders they sold (oldest first, at most CONTEXT_CLAIMS_LISTED). */
  openClaims: z.array(
    z.object({
      id,
      orderNumber: z.string(),
      state: claimStateSchema,
      reason: claimReasonSchema,
      openedAt: z.string(),
    }),
  ),
  openClaimCount: count,
  /** Claims on their sales decided for the buyer (refund, partial or compensation), ever. */
  claimsLostCount: count,
  warnings: z.array(withdrawalWarningSchema),
});
export type WithdrawalContext = z.infer<typeof withdrawalContextSchema>;
