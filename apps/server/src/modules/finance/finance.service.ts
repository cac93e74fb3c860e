import type { LedgerAccount } from '@gs/shared/orders';
import {
  BALANCE_PROBLEMS_LISTED,
  type BalanceCheck,
  type BalanceProblem,
  FINANCE_LEDGER_ENTRIES_LISTED,
  FINANCE_MAX_DAYS,
  FINANCE_MAX_MONTHS,
  type FinanceLedger,
  type FinanceLedgerQuery,
  type FinancePeriod,
  type SettlementFigures,
  type SettlementQuery,
  type SettlementReport,
  settlementFigureKeys,
} from '@gs/shared/staff-finance';
import type { Locale } from '@gs/shared/tenant';
import type { UserContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { checkLedgerBalance, type LedgerFinding, ledgerFinding } from '../trade/index.ts';
import {
  findOrderByNo,
  findUserInTenant,
  type LedgerSubject,
  listOrderIdsAfter,
  listSubjectEntries,
  listUnbalancedPostings,
  listWalletBalances,
  sumEntriesByWallet,
  sumGmvByBucket,
  sumLedgerByBucket,
  sumSubjectEntries,
} from './finance.repository.ts';

const DAY_MS = 24 * 3_600_000;
/** China time is UTC+8 all year (no daylight saving): a China day begins at 16:00 UTC the day before. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

type Sentence = Record<Locale, string>;

/** A 400 naming the failing query field, in both languages (rendered in the request's language). */
function rangeError(field: 'from' | 'to' | 'orderNo', sentence: Sentence, locale: Locale): AppError {
  return new AppError(400, 'VALIDATION_FAILED', 'validationFailed', {
    params: { details: sentence },
    fields: [{ field: `querystring.${field}`, message: sentence[locale] }],
  });
}

/** The instant a China day `YYYY-MM-DD` begins, or null when no such day exists (2026-02-30). */
function chinaDayStart(day: string): Date | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return new Date(utc - CHINA_OFFSET_MS);
}

/** The China day or month of a bucket's first instant. */
const bucketKey = (start: Date, period: FinancePeriod) =>
  new Date(start.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, period === 'day' ? 10 : 7);

export interface ReportRange {
  period: FinancePeriod;
  from: string;
  to: string;
  /** [start, end): the first instant of `from` to the first instant after `to`. */
  start: Date;
  end: Date;
  /** Every bucket of the range, oldest first. */
  buckets: string[];
}

/**
 * The report's range from the query: both days must exist, `from` on or before `to`, at most FINANCE_MAX_DAYS days
 * (period day) or FINANCE_MAX_MONTHS months (period month). Throws a 400 that says which rule failed.
 */
export function reportRange(query: Pick<SettlementQuery, 'period' | 'from' | 'to'>, locale: Locale): ReportRange {
  const start = chinaDayStart(query.from);
  if (!start) {
    throw rangeError('from', { 'en-US': `${query.from} is not a date`, 'zh-CN': `${query.from} 不是有效日期` }, locale);
  }
  const toStart = chinaDayStart(query.to);
  if (!toStart) {
    throw rangeError('to', { 'en-US': `${query.to} is not a date`, 'zh-CN': `${query.to} 不是有效日期` }, locale);
  }
  if (toStart < start) {
    const sentence = { 'en-US': 'The start date is after the end date.', 'zh-CN': '开始日期不能晚于结束日期。' };
    throw rangeError('from', sentence, locale);
  }
  const end = new Date(toStart.getTime() + DAY_MS);
  const buckets: string[] = [];
  if (query.period === 'day') {
    const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
    if (days > FINANCE_MAX_DAYS) {
      const sentence = {
        'en-US': `A daily report covers at most ${FINANCE_MAX_DAYS} days (this range has ${days}); shorten it or report by month.`,
        'zh-CN': `按日报表最多 ${FINANCE_MAX_DAYS} 天（当前 ${days} 天），请缩短日期范围或按月查看。`,
      };
      throw rangeError('to', sentence, locale);
    }
    for (let at = start.getTime(); at < end.getTime(); at += DAY_MS) buckets.push(bucketKey(new Date(at), 'day'));
  } else {
    const [fromYear, fromMonth] = query.from.split('-').map(Number) as [number, number];
    const [toYear, toMonth] = query.to.split('-').map(Number) as [number, number];
    const months = (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
    if (months > FINANCE_MAX_MONTHS) {
      const sentence = {
        'en-US': `A monthly report covers at most ${FINANCE_MAX_MONTHS} months (this range has ${months}).`,
        'zh-CN': `按月报表最多 ${FINANCE_MAX_MONTHS} 个月（当前 ${months} 个月），请缩短日期范围。`,
      };
      throw rangeError('to', sentence, locale);
    }
    for (let i = 0; i < months; i++) {
      const month = fromMonth - 1 + i;
      const year = fromYear + Math.floor(month / 12);
      buckets.push(`${year}-${String((month % 12) + 1).padStart(2, '0')}`);
    }
  }
  return { period: query.period, from: query.from, to: query.to, start, end, buckets };
}

const zeroFigures = (): SettlementFigures => ({
  gmv: 0,
  commission: 0,
  guaranteeFees: 0,
  refunds: 0,
  compensation: 0,
  withdrawals: 0,
});

/**
 * The settlement report of the range: one row per China day or month (zeros included) and the totals. GMV counts
 * orders as the dashboard does; every other figure sums ledger entries (finance.repository.ts says which).
 * Throws a 400 for a range that does not exist or is too long.
 */
export async function getSettlementReport(
  ctx: UserContext,
  query: Pick<SettlementQuery, 'period' | 'from' | 'to'>,
): Promise<SettlementReport> {
  const range = reportRange(query, ctx.locale);
  const [gmv, ledger] = await Promise.all([
    sumGmvByBucket(ctx.db, ctx.tenantId, range.period, range.start, range.end),
    sumLedgerByBucket(ctx.db, ctx.tenantId, range.period, range.start, range.end),
  ]);
  const rows = new Map(range.buckets.map((bucket) => [bucket, { period: bucket, ...zeroFigures() }]));
  for (const row of gmv) {
    const target = rows.get(row.bucket);
    if (target) target.gmv = Number(row.gmv);
  }
  for (const row of ledger) {
    const target = rows.get(row.bucket);
    if (!target) continue;
    target.commission = Number(row.commission);
    target.guaranteeFees = Number(row.guarantee_fees);
    target.refunds = Number(row.refunds);
    target.compensation = Number(row.compensation);
    target.withdrawals = Number(row.withdrawals);
  }
  const totals = zeroFigures();
  for (const row of rows.values()) for (const key of settlementFigureKeys) totals[key] += row[key];
  return { period: range.period, from: range.from, to: range.to, rows: [...rows.values()], totals };
}

/** Orders read per page, and checked at once within a page. */
const CHECK_PAGE = 200;
const CHECK_PARALLEL = 8;

/**
 * Proves the shop's ledger now: checkLedgerBalance on every order (page by page), every posting summing to zero, and
 * every wallet: the wallet_balances view's sum equals the sum of its entries, no seller wallet is below zero and no
 * recovery account above it (a user's accounts always carry the user: the database refuses entries without). Answers the counts and the problems (order number + what is wrong).
 */
const asProblem = (orderNo: string | null, finding: LedgerFinding): BalanceProblem => ({
  orderNo,
  code: finding.code,
  values: finding.values,
  problem: finding.text,
});

export async function runBalanceCheck(ctx: UserContext): Promise<BalanceCheck> {
  const problems: BalanceProblem[] = [];
  let ordersChecked = 0;
  let afterId = 0;
  for (;;) {
    const page = await listOrderIdsAfter(ctx.db, ctx.tenantId, afterId, CHECK_PAGE);
    for (let i = 0; i < page.length; i += CHECK_PARALLEL) {
      const batch = page.slice(i, i + CHECK_PARALLEL);
      const checks = await Promise.all(batch.map((order) => checkLedgerBalance(ctx.db, ctx.tenantId, order.id)));
      checks.forEach((check, index) => {
        const orderNo = batch[index]?.order_no ?? null;
        for (const finding of check.findings) problems.push(asProblem(orderNo, finding));
      });
    }
    ordersChecked += page.length;
    if (page.length < CHECK_PAGE) break;
    afterId = page[page.length - 1]?.id ?? afterId;
  }

  for (const posting of await listUnbalancedPostings(ctx.db, ctx.tenantId)) {
    // Order postings were reported by the order's check already.
    if (posting.order_no === null) {
      problems.push(
        asProblem(null, ledgerFinding('postingUnbalanced', { posting: posting.id, sum: Number(posting.sum) })),
      );
    }
  }

  const [view, entries] = await Promise.all([
    listWalletBalances(ctx.db, ctx.tenantId),
    sumEntriesByWallet(ctx.db, ctx.tenantId),
  ]);
  const walletKey = (account: string, userId: number | null) => `${account}:${userId ?? '-'}`;
  const viewed = new Map(
    view.map((row) => [
      walletKey(row.account, row.user_id),
      { account: row.account, userId: row.user_id, sum: Number(row.balance) },
    ]),
  );
  for (const wallet of entries) {
    const owner = { account: wallet.account, userId: wallet.user_id };
    const sum = Number(wallet.balance);
    const shown = viewed.get(walletKey(wallet.account, wallet.user_id))?.sum;
    viewed.delete(walletKey(wallet.account, wallet.user_id));
    if (shown !== sum)
      problems.push(asProblem(null, ledgerFinding('walletMismatch', { ...owner, expected: shown ?? 0, actual: sum })));
    if (wallet.account === 'seller_wallet' && sum < 0)
      problems.push(asProblem(null, ledgerFinding('walletNegative', { ...owner, sum })));
    if (wallet.account === 'seller_recovery' && sum > 0)
      problems.push(asProblem(null, ledgerFinding('recoveryPositive', { ...owner, sum })));
  }
  for (const shown of viewed.values()) problems.push(asProblem(null, ledgerFinding('walletWithoutEntries', shown)));

  return {
    ordersChecked,
    walletsChecked: entries.length,
    balanced: problems.length === 0,
    problemCount: problems.length,
    problems: problems.slice(0, BALANCE_PROBLEMS_LISTED),
    checkedAt: ctx.clock.now().toISOString(),
  };
}

/**
 * One order's ledger (by its number: every entry of its postings), one user's (the entries of their per-user
 * accounts) or one account's (escrow, the platform's fees…: every order's and user's entries in it), newest first,
 * with the sum of each account over all entries. Throws a 400 without exactly one of the three, a 404 for an order or
 * user not of this shop.
 */
export async function getFinanceLedger(ctx: UserContext, query: FinanceLedgerQuery): Promise<FinanceLedger> {
  const given = [query.orderNo, query.userId, query.account].filter((value) => value !== undefined).length;
  if (given !== 1) {
    const sentence = {
      'en-US': 'Search by an order number, a user id or an account (one of the three).',
      'zh-CN': '请按订单号、用户 ID 或账户查询（三选一）。',
    };
    throw rangeError('orderNo', sentence, ctx.locale);
  }
  let subject: LedgerSubject;
  let about: FinanceLedger['subject'];
  if (query.orderNo !== undefined) {
    const order = await findOrderByNo(ctx.db, ctx.tenantId, query.orderNo);
    if (!order) throw notFound();
    subject = { orderId: order.id };
    about = { type: 'order', orderNo: order.order_no, status: order.status };
  } else if (query.userId !== undefined) {
    const userId = query.userId;
    if (!(await findUserInTenant(ctx.db, ctx.tenantId, userId))) throw notFound();
    subject = { userId };
    about = { type: 'user', userId };
  } else {
    const { account } = query as { account: LedgerAccount };
    subject = { account };
    about = { type: 'account', account };
  }
  const [rows, sums] = await Promise.all([
    listSubjectEntries(ctx.db, ctx.tenantId, subject, FINANCE_LEDGER_ENTRIES_LISTED),
    sumSubjectEntries(ctx.db, ctx.tenantId, subject),
  ]);
  return {
    subject: about,
    entries: rows.map((row) => ({
      postingId: row.posting_id,
      at: row.created_at.toISOString(),
      kind: row.kind,
      account: row.account,
      userId: row.user_id,
      orderNo: row.order_no,
      amount: Number(row.amount_fen),
    })),
    entryCount: sums.reduce((total, row) => total + Number(row.entries), 0),
    sums: sums.map((row) => ({ account: row.account, userId: row.user_id, amount: Number(row.amount) })),
  };
}
