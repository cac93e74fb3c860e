import type { Withdrawal } from '@gs/shared/wallet';
import type { WithdrawalContext } from '@gs/shared/withdrawal-context';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimInput, openClaimThroughApi, soldOrder } from '../../../../test/claim-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf } from '../../../../test/identity-helpers.ts';
import { apiCaller, loginStaffParties } from '../../../../test/staff-route-fixtures.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  movableClock,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import { expectEveryWalletBalanced, proceedsOf, sellConsignment } from '../../../../test/wallet-fixtures.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { heldProceeds, releaseDuePayouts } from '../payouts/payouts.service.ts';
import { createTradeDeps, type TradeDeps } from '../trade-deps.ts';
import { withdrawalWarningsOf } from './withdrawal-context.service.ts';

/*
 * The review context of a withdrawal, on the real database, through the API: what staff see of the user who asks
 * for the money, and the warnings' conditions. The demo shop holds sale proceeds for its payout hold.
 */
let database: TestDatabase;
let app: FastifyInstance;
let parties: Awaited<ReturnType<typeof loginStaffParties>>;
let demo: RequestContext;
let deps: TradeDeps;
let buyer: TestBuyer;
const call = apiCaller(() => app);
const clock = movableClock();
let phone = 13977500000;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  parties = await loginStaffParties(app);
  demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
  deps = createTradeDeps(database.db, testSecretBox, () => undefined);
  buyer = await verifiedBuyer(demo, String(++phone));
}, 120_000);
afterEach(async () => {
  await expectEveryOrderBalanced(database.db);
  await expectEveryWalletBalanced(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const newSeller = () => verifiedBuyer(demo, String(++phone));

async function withdraw(seller: TestBuyer, amountFen: number): Promise<Withdrawal> {
  const body = { amountFen, alipayName: '张三', alipayAccount: 'zhang.san@example.com' };
  const response = await call('POST', '/wallet/withdrawals', seller.token, body);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Withdrawal>(response).data;
}

async function contextOfWithdrawal(id: number, token = parties.operator) {
  const response = await call('GET', `/staff/withdrawals/${id}/context`, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<WithdrawalContext>(response).data;
}

/** A completed sale of the seller whose proceeds the payout hold has released to their wallet. */
async function releasedSale(seller: TestBuyer, priceFen: number) {
  const order = await soldOrder(demo, deps, { seller, buyer }, { complete: true, priceFen });
  const hold = await heldProceeds(database.db, demo.tenantId, order.id);
  if (hold && !hold.released_at) {
    await inTransaction(database.db, (trx) => releaseDuePayouts(trx, demo.tenantId, hold.release_at));
  }
  return order;
}

describe('GET /api/staff/withdrawals/{id}/context', () => {
  it('shows the wallet, the limits used, earlier withdrawals and the account, without warnings for a known seller', async () => {
    const seller = await newSeller();
    await sellConsignment(demo, deps, seller, buyer, 300_000, { released: true });
    await sellConsignment(demo, deps, seller, buyer, 100_000);
    const first = await withdraw(seller, 10_000);
    const approved = await call('POST', `/staff/withdrawals/${first.id}/approve`, parties.operator, {
      transferRef: 'ALI-CONTEXT-1',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const second = await withdraw(seller, 20_000);

    const context = await contextOfWithdrawal(second.id);
    expect(context).toMatchObject({
      withdrawalId: second.id,
      userId: seller.userId,
      user: `${String(phone).slice(0, 3)}****${String(phone).slice(-4)}`,
      realNameLevel: 1,
      realName: '张*',
      accountAgeDays: 0,
      wallet: {
        availableFen: proceedsOf(300_000) - 30_000,
        withdrawalHoldFen: 20_000,
        heldProceedsFen: proceedsOf(100_000),
        owedFen: 0,
        withdrawnFen: 10_000,
      },
      limits: { minFen: 1_000, dailyLimitFen: 5_000_000, todayRequestedFen: 30_000, requestDayRequestedFen: 30_000 },
      previousWithdrawalCount: 1,
      paidLast30DaysFen: 10_000,
      paidLast30DaysCount: 1,
      openClaims: [],
      openClaimCount: 0,
      claimsLostCount: 0,
      warnings: [],
    });
    expect(context.previousWithdrawals).toEqual([
      expect.objectContaining({ id: first.id, amountFen: 10_000, status: 'paid', decidedAt: expect.any(String) }),
    ]);
    // No Alipay account, name in full or ID number in the answer.
    expect(JSON.stringify(context)).not.toContain('zhang.san');
    expect(JSON.stringify(context)).not.toContain('张三');
  });

  it('warns of the first withdrawal of a new account and of open claims against the seller', async () => {
    const seller = await newSeller();
    await sellConsignment(demo, deps, seller, buyer, 200_000, { released: true });
    const claimed = await soldOrder(demo, deps, { seller, buyer }, { complete: true });
    const claim = await openClaimThroughApi(app, buyer.token, claimed.id, await claimInput(demo, buyer));
    const request = await withdraw(seller, 50_000);

    const context = await contextOfWithdrawal(request.id, parties.owner);
    expect(context.warnings).toEqual(['open_claims', 'new_account_first']);
    expect(context.openClaimCount).toBe(1);
    expect(context.openClaims).toEqual([
      {
        id: claim.id,
        orderNumber: claimed.orderNo,
        state: 'submitted',
        reason: 'retrieved',
        openedAt: claim.createdAt,
      },
    ]);
    expect(context.previousWithdrawals).toEqual([]);
  });

  it('warns of a negative balance: a claim paid after the proceeds were released left the seller owing', async () => {
    const seller = await newSeller();
    const order = await releasedSale(seller, 200_000);
    const request = await withdraw(seller, 10_000);
    const claim = await openClaimThroughApi(app, buyer.token, order.id, await claimInput(demo, buyer));
    const decided = await call('POST', `/staff/claims/${claim.id}/decide`, parties.operator, {
      outcome: 'compensate',
      amountFen: 30_000,
      payTo: 'wallet',
      reason: 'The account was taken back.',
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const context = await contextOfWithdrawal(request.id);
    expect(context.wallet.owedFen).toBe(30_000);
    expect(context.claimsLostCount).toBe(1);
    expect(context.openClaimCount).toBe(0);
    expect(context.warnings).toEqual(['negative_balance', 'new_account_first']);
  });

  it('warns when the shop lowered its limits after the request: over the daily limit, under the minimum', async () => {
    const seller = await newSeller();
    await sellConsignment(demo, deps, seller, buyer, 200_000, { released: true });
    const request = await withdraw(seller, 50_000);
    const setRule = (value: string, label: string) =>
      database.db
        .updateTable('dict_data')
        .set({ label })
        .where('tenant_id', '=', demo.tenantId)
        .where('dict_type', '=', 'trade_fee')
        .where('value', '=', value)
        .execute();
    await setRule('withdraw_daily_limit_fen', '40000');
    await setRule('withdraw_min_fen', '60000');
    clock.advance(10_000); // past the rules' cache
    try {
      const context = await contextOfWithdrawal(request.id);
      expect(context.limits).toEqual({
        minFen: 60_000,
        dailyLimitFen: 40_000,
        todayRequestedFen: 50_000,
        requestDayRequestedFen: 50_000,
      });
      expect(context.warnings).toEqual(['over_daily_limit', 'below_minimum', 'new_account_first']);
    } finally {
      await setRule('withdraw_daily_limit_fen', '5000000');
      await setRule('withdraw_min_fen', '1000');
      clock.advance(10_000);
    }
  });

  it('answers 404 for another shop’s withdrawal, 403 to a customer, 401 signed out; audited', async () => {
    const seller = await newSeller();
    await sellConsignment(demo, deps, seller, buyer, 100_000, { released: true });
    const request = await withdraw(seller, 10_000);
    const url = `/staff/withdrawals/${request.id}/context`;
    const nova = await call('GET', url, parties.novaOwner, undefined, 'nova.localhost');
    expect(nova.statusCode, nova.body).toBe(404);
    expect(envelope(nova).data).toBeNull();
    expect((await call('GET', url, parties.buyer)).statusCode).toBe(403);
    expect((await call('GET', url, seller.token)).statusCode).toBe(403);
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', '/staff/withdrawals/999999/context', parties.owner)).statusCode).toBe(404);

    expect((await call('GET', url, parties.owner)).statusCode).toBe(200);
    const audit = await database.db
      .selectFrom('staff_audit_log')
      .select('route')
      .where('tenant_id', '=', demo.tenantId)
      .where('route', '=', '/api/staff/withdrawals/:id/context')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe('the warnings’ conditions', () => {
  const calm = {
    amountFen: 10_000,
    wallet: { availableFen: 0, withdrawalHoldFen: 10_000, heldProceedsFen: 0, owedFen: 0, withdrawnFen: 0 },
    limits: { minFen: 1_000, dailyLimitFen: 100_000, todayRequestedFen: 10_000, requestDayRequestedFen: 100_000 },
    openClaimCount: 0,
    paidBefore: 1,
    accountAgeDays: 0,
    realNameLevel: 1,
  };

  it('stays quiet at the edges: the limit reached but not passed, the minimum exactly, a 7-day-old account', () => {
    expect(withdrawalWarningsOf(calm)).toEqual([]);
    expect(withdrawalWarningsOf({ ...calm, amountFen: 1_000, paidBefore: 0, accountAgeDays: 7 })).toEqual([]);
  });

  it('names each condition', () => {
    expect(withdrawalWarningsOf({ ...calm, wallet: { ...calm.wallet, availableFen: -1 } })).toEqual([
      'negative_balance',
    ]);
    expect(withdrawalWarningsOf({ ...calm, limits: { ...calm.limits, requestDayRequestedFen: 100_001 } })).toEqual([
      'over_daily_limit',
    ]);
    expect(withdrawalWarningsOf({ ...calm, amountFen: 999 })).toEqual(['below_minimum']);
    expect(withdrawalWarningsOf({ ...calm, paidBefore: 0, accountAgeDays: 6 })).toEqual(['new_account_first']);
    expect(withdrawalWarningsOf({ ...calm, realNameLevel: 0 })).toEqual(['no_real_name']);
  });
});
