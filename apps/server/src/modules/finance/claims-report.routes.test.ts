import type { ClaimsReport, ClaimsReportFigures } from '@gs/shared/staff-claims-report';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimInput, openClaimThroughApi, orderRow, soldOrder } from '../../../test/claim-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { apiCaller, loginStaffParties } from '../../../test/staff-route-fixtures.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  movableClock,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../test/trade-fixtures.ts';
import { expectEveryWalletBalanced } from '../../../test/wallet-fixtures.ts';
import type { RequestContext } from '../../lib/context.ts';
import { createTradeDeps, type TradeDeps } from '../trade/index.ts';

/*
 * The refunds and claims report on the real database. The app's clock starts on 2031-03-10 09:00 China time, far
 * after the seeded demo data, so the report's days hold only this file's claims, opened and decided through the API:
 * a refund while in trade (2 h after opening), a partial refund (4 h) and a compensation (6 h) after completion, all
 * decided on 2031-03-10, and a rejection 30 h after opening (2031-03-11). Nova gets a refunded claim of its own.
 */
let database: TestDatabase;
let app: FastifyInstance;
let parties: Awaited<ReturnType<typeof loginStaffParties>>;
let demo: RequestContext;
let nova: RequestContext;
let deps: TradeDeps;
const call = apiCaller(() => app);
const clock = movableClock(new Date('2031-03-10T01:00:00Z'));
const HOUR = 3_600_000;
let phone = 13977400000;

const PARTIAL = 20_000;
const COMPENSATION = 15_000;
/** What the buyer paid for the order refunded in full (price, guarantee fee, service fee). */
let refundedPaid = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  parties = await loginStaffParties(app);
  demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
  nova = await contextOf(database.db, await tenantIdOf(database.db, 'nova'), clock);
  deps = createTradeDeps(database.db, testSecretBox, () => undefined);
  await buildScenario();
}, 180_000);
afterEach(async () => {
  await expectEveryOrderBalanced(database.db);
  await expectEveryWalletBalanced(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const newUser = (ctx: RequestContext) => verifiedBuyer(ctx, String(++phone));

async function claimOn(ctx: RequestContext, buyer: TestBuyer, complete: boolean, host = 'localhost') {
  const seller = await newUser(ctx);
  const order = await soldOrder(ctx, deps, { seller, buyer }, { complete, priceFen: 100_000 });
  const claim = await openClaimThroughApi(app, buyer.token, order.id, await claimInput(ctx, buyer), host);
  return { order, claim };
}

async function decide(id: number, body: Record<string, unknown>, token = parties.owner, host = 'localhost') {
  const response = await call('POST', `/staff/claims/${id}/decide`, token, body, host);
  expect(response.statusCode, response.body).toBe(200);
}

async function buildScenario() {
  const buyer = await newUser(demo);
  const refund = await claimOn(demo, buyer, false);
  const partial = await claimOn(demo, buyer, true);
  const compensate = await claimOn(demo, buyer, true);
  const reject = await claimOn(demo, buyer, true);
  const row = await orderRow(database.db, demo.tenantId, refund.order.id);
  refundedPaid = row.paid_fen - row.refunded_fen;

  const novaBuyer = await newUser(nova);
  const novaClaim = await claimOn(nova, novaBuyer, false, 'nova.localhost');

  clock.advance(2 * HOUR);
  await decide(refund.claim.id, { outcome: 'refund', reason: 'The account was taken back.' });
  await decide(novaClaim.claim.id, { outcome: 'refund', reason: 'Taken back.' }, parties.novaOwner, 'nova.localhost');
  clock.advance(2 * HOUR);
  await decide(partial.claim.id, { outcome: 'partial', amountFen: PARTIAL, reason: 'A skin was missing.' });
  clock.advance(2 * HOUR);
  await decide(compensate.claim.id, {
    outcome: 'compensate',
    amountFen: COMPENSATION,
    payTo: 'wallet',
    reason: 'Level lower than listed.',
  });
  clock.advance(24 * HOUR);
  await decide(reject.claim.id, { outcome: 'reject', reason: 'Nothing wrong was shown.' });
}

const zero: ClaimsReportFigures = {
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
};
const DAYS = '/staff/finance/claims-report?period=day&from=2031-03-10&to=2031-03-12';

describe('GET /api/staff/finance/claims-report', () => {
  it('counts refunds, claims opened and decided by outcome, the money and the median hours per China day', async () => {
    const response = await call('GET', DAYS, parties.owner);
    expect(response.statusCode, response.body).toBe(200);
    const report = envelope<ClaimsReport>(response).data;
    expect(report).toMatchObject({ period: 'day', from: '2031-03-10', to: '2031-03-12' });
    // The partial and the compensation were taken back from the sellers' held proceeds (the demo shop holds them).
    const firstDay = {
      ...zero,
      refundCount: 2,
      refundFen: refundedPaid + PARTIAL,
      claimsOpened: 4,
      decidedRefund: 1,
      decidedPartial: 1,
      decidedCompensate: 1,
      compensationFen: COMPENSATION,
      recoveredFen: PARTIAL + COMPENSATION,
      medianHoursToDecision: 4,
    };
    expect(report.rows).toEqual([
      { period: '2031-03-10', ...firstDay },
      { period: '2031-03-11', ...zero, decidedReject: 1, medianHoursToDecision: 30 },
      { period: '2031-03-12', ...zero },
    ]);
    // Sums over the days; the median over all four decisions (2, 4, 6, 30 hours).
    expect(report.totals).toEqual({ ...firstDay, decidedReject: 1, medianHoursToDecision: 5 });
  });

  it('groups by China month', async () => {
    const url = '/staff/finance/claims-report?period=month&from=2031-02-01&to=2031-03-31';
    const response = await call('GET', url, parties.owner);
    expect(response.statusCode, response.body).toBe(200);
    const report = envelope<ClaimsReport>(response).data;
    expect(report.rows.map((row) => [row.period, row.claimsOpened, row.decidedReject])).toEqual([
      ['2031-02', 0, 0],
      ['2031-03', 4, 1],
    ]);
    expect(report.rows[1]?.medianHoursToDecision).toBe(5);
  });

  it("shows another shop's owner only their own claim", async () => {
    const response = await call('GET', DAYS, parties.novaOwner, undefined, 'nova.localhost');
    expect(response.statusCode, response.body).toBe(200);
    const totals = envelope<ClaimsReport>(response).data.totals;
    expect(totals).toMatchObject({ claimsOpened: 1, decidedRefund: 1, decidedPartial: 0, refundCount: 1 });
    expect(totals.medianHoursToDecision).toBe(2);
  });

  it('signed out 401; operator and customer 403; a bad range 400 with the reason', async () => {
    expect((await call('GET', DAYS, null)).statusCode).toBe(401);
    expect((await call('GET', DAYS, parties.operator)).statusCode).toBe(403);
    expect((await call('GET', DAYS, parties.buyer)).statusCode).toBe(403);
    const backwards = await call('GET', '/staff/finance/claims-report?from=2031-03-12&to=2031-03-10', parties.owner);
    expect(backwards.statusCode).toBe(400);
    expect(envelope(backwards).msg).toContain('The start date is after the end date.');
  });

  it('keeps each read in the audit log', async () => {
    expect((await call('GET', DAYS, parties.owner)).statusCode).toBe(200);
    const audit = await database.db
      .selectFrom('staff_audit_log')
      .select('route')
      .where('tenant_id', '=', demo.tenantId)
      .where('route', '=', '/api/staff/finance/claims-report')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });
});
