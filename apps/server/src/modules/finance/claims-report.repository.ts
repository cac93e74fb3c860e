import { claimOutcomes } from '@gs/shared/claims';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * The refunds and claims report's queries (the Finance screen's "Refunds and claims" tab). Every one filters on the
 * tenant first; the money comes from the ledger (ledger_entries joined to their ledger_postings for the kind), the
 * claim counts from the claims table. Buckets are China days or months, as in finance.repository.ts.
 */

/** China time is UTC+8 all year: a China day is the UTC day of the instant moved 8 hours on. */
const chinaTime = (column: string) => sql`((${sql.ref(column)} AT TIME ZONE 'UTC') + interval '8 hours')`;

/** The bucket of an instant: its China day `YYYY-MM-DD` or month `YYYY-MM`. */
const bucketOf = (column: string, period: 'day' | 'month') =>
  sql<string>`to_char(${chinaTime(column)}, ${sql.lit(period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM')})`;

/** The postings whose `buyer` entry is money back to the buyer through the way they paid (the settlement's refunds). */
const REFUND_KINDS = ['refund', 'claim_refund', 'late_refund'] as const;
const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * The ledger's figures per bucket of the entries' time, [from, to). Which entries make each column:
 * - refund_count / refund_fen: the `buyer` account's entries of `refund`, `claim_refund` and `late_refund` postings
 *   (staff refunds, claims decided as a full or partial refund, late-payment refunds): the postings counted, the
 *   entries summed — the settlement report's refunds;
 * - compensation: the `guarantee` account's entries of `claim_compensation` postings, sign turned: what the reserve
 *   paid buyers for claims after completion (to their wallet or through the gateway);
 * - recovered: the `guarantee` account's entries of `claim_charge` postings: what decisions took back from the
 *   seller's proceeds of the order (out of `seller_held`, or as a `seller_recovery` debt);
 * - debt_repaid: the positive entries of `seller_recovery` (of `seller_proceeds` / `payout_release` postings): what
 *   sellers repaid of such debts from later proceeds.
 */
export function sumClaimMoneyByBucket(db: Db, tenantId: number, period: 'day' | 'month', from: Date, to: Date) {
  const bucket = bucketOf('e.created_at', period);
  const total = (filter: RawBuilder<unknown>, sign: 1 | -1 = 1) =>
    sql<string>`coalesce(sum(${sign === 1 ? sql`e.amount_fen` : sql`-e.amount_fen`}) FILTER (WHERE ${filter}), 0)::bigint`;
  const refund = sql`e.account = 'buyer' AND p.kind IN (${inList(REFUND_KINDS)})`;
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', (join) =>
      join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.posting_id'),
    )
    .select([
      bucket.as('bucket'),
      sql<string>`count(DISTINCT e.posting_id) FILTER (WHERE ${refund})`.as('refund_count'),
      total(refund).as('refund_fen'),
      total(sql`e.account = 'guarantee' AND p.kind = 'claim_compensation'`, -1).as('compensation'),
      total(sql`e.account = 'guarantee' AND p.kind = 'claim_charge'`).as('recovered'),
      total(sql`e.account = 'seller_recovery' AND e.amount_fen > 0`).as('debt_repaid'),
    ])
    .where('e.tenant_id', '=', tenantId)
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .where('e.account', 'in', ['buyer', 'guarantee', 'seller_recovery'])
    .groupBy(bucket)
    .execute();
}

/** Claims opened per bucket of their opening, [from, to). */
export function countClaimsOpenedByBucket(db: Db, tenantId: number, period: 'day' | 'month', from: Date, to: Date) {
  const bucket = bucketOf('created_at', period);
  return db
    .selectFrom('claims')
    .select([bucket.as('bucket'), sql<string>`count(*)`.as('opened')])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(bucket)
    .execute();
}

/** Hours from opening to decision, as a number (the median's input). */
const hoursToDecision = sql`extract(epoch FROM (decided_at - created_at)) / 3600`;

/** Claims decided in [from, to): counted per outcome, with the median hours from opening to decision. */
function decidedClaims(db: Db, tenantId: number, from: Date, to: Date) {
  const byOutcome = claimOutcomes.map((outcome) =>
    sql<string>`count(*) FILTER (WHERE outcome = ${sql.lit(outcome)})`.as(`decided_${outcome}`),
  );
  return db
    .selectFrom('claims')
    .select([
      ...byOutcome,
      sql<string | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${hoursToDecision})`.as('median_hours'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('decided_at', 'is not', null)
    .where('decided_at', '>=', from)
    .where('decided_at', '<', to);
}

export interface DecidedRow {
  decided_reject: string;
  decided_refund: string;
  decided_partial: string;
  decided_compensate: string;
  median_hours: string | null;
}

/** Claims decided per bucket of their decision, [from, to). */
export function countClaimsDecidedByBucket(db: Db, tenantId: number, period: 'day' | 'month', from: Date, to: Date) {
  const bucket = bucketOf('decided_at', period);
  return decidedClaims(db, tenantId, from, to).select(bucket.as('bucket')).groupBy(bucket).execute() as Promise<
    (DecidedRow & { bucket: string })[]
  >;
}

/** Claims decided in the whole range [from, to) (the totals' median is over all of them). */
export function countClaimsDecided(db: Db, tenantId: number, from: Date, to: Date) {
  return decidedClaims(db, tenantId, from, to).executeTakeFirstOrThrow() as Promise<DecidedRow>;
}
