import { z } from 'zod';
import { financePeriodSchema } from './staff-finance.ts';

/*
 * `GET /api/staff/finance/claims-report?period&from&to` (the shop's owner, issue 25): refunds and claims per China
 * day or month of the range (both ends included, the same limits as the settlement report) and the totals.
 * Money is integer fen; which ledger entries make each sum is written beside the server's query
 * (claims-report.repository.ts).
 */

const fen = z.number().int();
const count = z.number().int().nonnegative();
/** A China calendar day, `YYYY-MM-DD`. */
const chinaDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const claimsReportQuerySchema = z.object({
  period: financePeriodSchema.default('day'),
  from: chinaDay,
  to: chinaDay,
});
export type ClaimsReportQuery = z.infer<typeof claimsReportQuerySchema>;

/**
 * The figures of one day or month:
 * - `refundCount` / `refundFen`: money returned to buyers through the way they paid (staff refunds, claim refunds full
 *   or partial, late-payment refunds): the postings and the sum, as the settlement report's refunds;
 * - `claimsOpened`: claims opened in the period;
 * - `decidedRefund` / `decidedPartial` / `decidedCompensate` / `decidedReject`: claims decided in the period, by outcome;
 * - `compensationFen`: what the guarantee reserve paid buyers as compensation;
 * - `recoveredFen`: what decisions took back from sellers' proceeds into the reserve (held, or as a debt);
 * - `debtRepaidFen`: what sellers repaid of their recovery debts out of later proceeds;
 * - `medianHoursToDecision`: the median time from opening to decision of the claims decided in the period (one
 *   decimal; null when none was decided).
 */
export const claimsReportFiguresSchema = z.object({
  refundCount: count,
  refundFen: fen,
  claimsOpened: count,
  decidedRefund: count,
  decidedPartial: count,
  decidedCompensate: count,
  decidedReject: count,
  compensationFen: fen,
  recoveredFen: fen,
  debtRepaidFen: fen,
  medianHoursToDecision: z.number().nonnegative().nullable(),
});
export type ClaimsReportFigures = z.infer<typeof claimsReportFiguresSchema>;

/** One row: `period` is the day (`2026-11-29`) or the month (`2026-11`). */
export const claimsReportRowSchema = claimsReportFiguresSchema.extend({ period: z.string() });
export type ClaimsReportRow = z.infer<typeof claimsReportRowSchema>;

export const claimsReportSchema = z.object({
  period: financePeriodSchema,
  from: z.string(),
  to: z.string(),
  /** Every day or month of the range, oldest first, zeros included. */
  rows: z.array(claimsReportRowSchema),
  /** Sums over the range; the median is over every claim decided in the range. */
  totals: claimsReportFiguresSchema,
});
export type ClaimsReport = z.infer<typeof claimsReportSchema>;
