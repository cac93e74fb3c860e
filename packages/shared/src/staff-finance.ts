import { z } from 'zod';
import { ledgerAccounts, orderStatusSchema } from './orders.ts';
import { visibleTextSchema } from './text.ts';

/*
 * The back office's Finance screen (issue 25; the shop's owner only). Money is integer fen (signed where money can
 * flow both ways); days are China days (Asia/Shanghai, UTC+8, no daylight saving), like the dashboard's.
 *
 * - `GET /api/staff/finance/settlement?period&from&to[&format=csv|xlsx]`: the settlement report, one row per day or
 *   month of the range (both ends included) and a totals row; as a CSV or XLSX file with `format` (audited).
 * - `POST /api/staff/finance/balance-check`: the ledger proven on demand, order by order, plus the wallets.
 * - `GET /api/staff/finance/ledger?orderNo=…` or `?userId=…`: the ledger entries of one order or one user.
 */

const id = z.number().int().positive();
const fen = z.number().int();
const count = z.number().int().nonnegative();

/** The longest ranges a report covers: a year of days, three years of months. */
export const FINANCE_MAX_DAYS = 366;
export const FINANCE_MAX_MONTHS = 36;

export const financePeriods = ['day', 'month'] as const;
export const financePeriodSchema = z.enum(financePeriods);
export type FinancePeriod = z.infer<typeof financePeriodSchema>;

export const financeExportFormats = ['json', 'csv', 'xlsx'] as const;

/** A China calendar day, `YYYY-MM-DD` (the server also refuses days that do not exist, such as 2026-02-30). */
const chinaDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET /api/staff/finance/settlement`: the range's days or months; `format` csv / xlsx answers a file. */
export const settlementQuerySchema = z.object({
  period: financePeriodSchema.default('day'),
  from: chinaDay,
  to: chinaDay,
  format: z.enum(financeExportFormats).default('json'),
});
export type SettlementQuery = z.infer<typeof settlementQuerySchema>;

/**
 * The figures of one day or month (see the server's finance.repository.ts for the ledger entries behind each):
 * - `gmv`: what buyers paid for trades paid in the period that stand (the dashboard's GMV);
 * - `commission`: the platform service fees credited to the `platform_fee` account;
 * - `guaranteeFees`: the guarantee premiums credited to the `guarantee` reserve when orders settle;
 * - `refunds`: money returned to buyers (order refunds, claim refunds, late-payment refunds);
 * - `compensation`: claims paid as compensation from the guarantee reserve;
 * - `withdrawals`: sellers' withdrawals paid out.
 */
export const settlementFiguresSchema = z.object({
  gmv: fen,
  commission: fen,
  guaranteeFees: fen,
  refunds: fen,
  compensation: fen,
  withdrawals: fen,
});
export type SettlementFigures = z.infer<typeof settlementFiguresSchema>;

export const settlementFigureKeys = [
  'gmv',
  'commission',
  'guaranteeFees',
  'refunds',
  'compensation',
  'withdrawals',
] as const satisfies readonly (keyof SettlementFigures)[];

/** One row: `period` is the day (`2026-11-29`) or the month (`2026-11`). */
export const settlementRowSchema = settlementFiguresSchema.extend({ period: z.string() });
export type SettlementRow = z.infer<typeof settlementRowSchema>;

export const settlementReportSchema = z.object({
  period: financePeriodSchema,
  from: z.string(),
  to: z.string(),
  /** Every day or month of the range, oldest first, zeros included. */
  rows: z.array(settlementRowSchema),
  totals: settlementFiguresSchema,
});
export type SettlementReport = z.infer<typeof settlementReportSchema>;

/**
 * What the balance check can find wrong. Amounts (`actual`, `expected`, `sum`) are fen; `account` is a ledger account
 * (`seller_wallet`…), `userId` the wallet's user or null for a shop account, `posting` a posting's id, `status` the
 * order's status.
 */
export const balanceProblemCodes = [
  'orderMissing',
  'postingUnbalanced',
  'escrowMismatch',
  'buyerMismatch',
  'paymentsMismatch',
  'heldMismatch',
  'walletMismatch',
  'walletNegative',
  'recoveryPositive',
  'walletWithoutEntries',
] as const;
export type BalanceProblemCode = (typeof balanceProblemCodes)[number];

/** A found problem's facts, named as in `balanceProblemCodes`' comment. */
export const balanceProblemValuesSchema = z.object({
  actual: z.number().int().optional(),
  expected: z.number().int().optional(),
  sum: z.number().int().optional(),
  account: z.string().optional(),
  userId: z.number().int().nullable().optional(),
  posting: z.number().int().optional(),
  status: z.string().optional(),
});
export type BalanceProblemValues = z.infer<typeof balanceProblemValuesSchema>;

/**
 * One thing the balance check found wrong: the order's number (null for a wallet or an order-less posting), what is
 * wrong as a code and its facts (the screen words them in the reader's language), and `problem`, the same in English
 * for logs and API readers.
 */
export const balanceProblemSchema = z.object({
  orderNo: z.string().nullable(),
  code: z.enum(balanceProblemCodes),
  values: balanceProblemValuesSchema,
  problem: z.string(),
});
export type BalanceProblem = z.infer<typeof balanceProblemSchema>;

/** At most this many problems are listed (`problemCount` says how many there are). */
export const BALANCE_PROBLEMS_LISTED = 500;

/** `POST /api/staff/finance/balance-check` */
export const balanceCheckSchema = z.object({
  ordersChecked: count,
  walletsChecked: count,
  balanced: z.boolean(),
  problemCount: count,
  problems: z.array(balanceProblemSchema),
  checkedAt: z.string(),
});
export type BalanceCheck = z.infer<typeof balanceCheckSchema>;

/** `GET /api/staff/finance/ledger`: exactly one of an order number, a user id or an account. */
export const financeLedgerQuerySchema = z.object({
  orderNo: visibleTextSchema().min(1).max(64).optional(),
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  account: z.enum(ledgerAccounts).optional(),
});
export type FinanceLedgerQuery = z.infer<typeof financeLedgerQuerySchema>;

/** At most this many entries are listed, newest first (`entryCount` says how many there are; sums cover all). */
export const FINANCE_LEDGER_ENTRIES_LISTED = 1_000;

export const financeLedgerEntrySchema = z.object({
  postingId: id,
  at: z.string(),
  kind: z.string(),
  account: z.enum(ledgerAccounts),
  userId: id.nullable(),
  /** The order the posting belongs to; null for a withdrawal, a deposit, a quick-recycle payment. */
  orderNo: z.string().nullable(),
  /** Signed fen: positive into the account. */
  amount: fen,
});
export type FinanceLedgerEntry = z.infer<typeof financeLedgerEntrySchema>;

export const financeLedgerSchema = z.object({
  subject: z.discriminatedUnion('type', [
    z.object({ type: z.literal('order'), orderNo: z.string(), status: orderStatusSchema }),
    z.object({ type: z.literal('user'), userId: id }),
    /** One account's entries over every order and user; its sum is the account's total (`userId` null). */
    z.object({ type: z.literal('account'), account: z.enum(ledgerAccounts) }),
  ]),
  entries: z.array(financeLedgerEntrySchema),
  entryCount: count,
  /** The sum of every entry per account (per user for the per-user accounts). */
  sums: z.array(z.object({ account: z.enum(ledgerAccounts), userId: id.nullable(), amount: fen })),
});
export type FinanceLedger = z.infer<typeof financeLedgerSchema>;
