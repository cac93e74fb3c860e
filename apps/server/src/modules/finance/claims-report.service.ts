import type {
  ClaimsReport,
  ClaimsReportFigures,
  ClaimsReportQuery,
  ClaimsReportRow,
} from '@gs/shared/staff-claims-report';
import type { UserContext } from '../../lib/context.ts';
import {
  countClaimsDecided,
  countClaimsDecidedByBucket,
  countClaimsOpenedByBucket,
  type DecidedRow,
  sumClaimMoneyByBucket,
} from './claims-report.repository.ts';
import { reportRange } from './finance.service.ts';

const zeroFigures = (): ClaimsReportFigures => ({
  refundCount: 0,
  refundFen: 0,
  claimsOpened: 0,
  decidedRefund: 0,
  decidedPartial: 0,
  decidedCompensate: 0,
  decidedReject: 0,
  compensationFen: 0,
  recoveredFen: 0,
  debtRepaidFen: 0,
  medianHoursToDecision: null,
});

/** Hours with one decimal (PostgreSQL answers the median as a double precision text). */
const hours = (value: string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

function applyDecided(target: ClaimsReportFigures, row: DecidedRow) {
  target.decidedReject = Number(row.decided_reject);
  target.decidedRefund = Number(row.decided_refund);
  target.decidedPartial = Number(row.decided_partial);
  target.decidedCompensate = Number(row.decided_compensate);
  target.medianHoursToDecision = hours(row.median_hours);
}

/**
 * The refunds and claims report of the range: one row per China day or month (zeros included) and the totals
 * (sums; the median over every claim decided in the range). Money sums ledger entries (claims-report.repository.ts
 * says which); counts come from the claims. Throws a 400 for a range that does not exist or is too long.
 */
export async function getClaimsReport(
  ctx: UserContext,
  query: Pick<ClaimsReportQuery, 'period' | 'from' | 'to'>,
): Promise<ClaimsReport> {
  const range = reportRange(query, ctx.locale);
  const { db, tenantId } = ctx;
  const [money, opened, decided, decidedAll] = await Promise.all([
    sumClaimMoneyByBucket(db, tenantId, range.period, range.start, range.end),
    countClaimsOpenedByBucket(db, tenantId, range.period, range.start, range.end),
    countClaimsDecidedByBucket(db, tenantId, range.period, range.start, range.end),
    countClaimsDecided(db, tenantId, range.start, range.end),
  ]);
  const rows = new Map<string, ClaimsReportRow>(
    range.buckets.map((bucket) => [bucket, { period: bucket, ...zeroFigures() }]),
  );
  for (const row of money) {
    const target = rows.get(row.bucket);
    if (!target) continue;
    target.refundCount = Number(row.refund_count);
    target.refundFen = Number(row.refund_fen);
    target.compensationFen = Number(row.compensation);
    target.recoveredFen = Number(row.recovered);
    target.debtRepaidFen = Number(row.debt_repaid);
  }
  for (const row of opened) {
    const target = rows.get(row.bucket);
    if (target) target.claimsOpened = Number(row.opened);
  }
  for (const row of decided) {
    const target = rows.get(row.bucket);
    if (target) applyDecided(target, row);
  }
  const totals = zeroFigures();
  for (const row of rows.values()) {
    totals.refundCount += row.refundCount;
    totals.refundFen += row.refundFen;
    totals.claimsOpened += row.claimsOpened;
    totals.compensationFen += row.compensationFen;
    totals.recoveredFen += row.recoveredFen;
    totals.debtRepaidFen += row.debtRepaidFen;
  }
  applyDecided(totals, decidedAll);
  return { period: range.period, from: range.from, to: range.to, rows: [...rows.values()], totals };
}
