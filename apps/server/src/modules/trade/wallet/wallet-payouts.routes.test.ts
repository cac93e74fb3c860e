import type { WalletEntry, WalletSummary } from '@gs/shared/wallet';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
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
import { transitionOrder } from '../orders/order-lifecycle.ts';
import { sweepDuePayouts } from '../orders/order-scheduler.ts';
import { lockOrder } from '../orders/orders.repository.ts';
import { chargeSellerForClaim } from '../payouts/payouts.service.ts';
import { createTradeDeps, type TradeDeps } from '../trade-deps.ts';

/*
 * The seller's wallet under the payout hold (the demo shop's default: 7 days for every guarantee): proceeds shown
 * held until their release time, released by the scheduler's pass once their time has come, and a recovery
 * debt that blocks withdrawals until later proceeds repay it.
 */

let database: TestDatabase;
let app: FastifyInstance;
let demo: RequestContext;
let deps: TradeDeps;
let buyer: TestBuyer;
const clock = movableClock();
const DAY = 86_400_000;
let phoneSeq = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
  deps = createTradeDeps(database.db, testSecretBox, () => undefined);
  buyer = await verifiedBuyer(demo, '13966900999');
});
afterEach(async () => {
  await expectEveryOrderBalanced(database.db);
  await expectEveryWalletBalanced(database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = async <T>(url: string, seller: TestBuyer) => {
  const response = await app.inject({ method: 'GET', url, headers: authHeaders(seller.token) });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).data;
};
const summaryOf = (seller: TestBuyer) => get<WalletSummary>('/api/wallet', seller);
const historyOf = async (seller: TestBuyer) =>
  (await get<{ rows: WalletEntry[] }>('/api/wallet/history?pageSize=100', seller)).rows.map(
    ({ kind, account, amountFen, orderId }) => ({ kind, account, amountFen, orderId }),
  );
const withdraw = (seller: TestBuyer, amountFen: number, lang = 'en-US') =>
  app.inject({
    method: 'POST',
    url: '/api/wallet/withdrawals',
    headers: { ...authHeaders(seller.token), 'accept-language': lang },
    payload: { amountFen, alipayName: '张三', alipayAccount: 'zhang.san@example.com' },
  });
/** The time of the last release pass: 7 days on from the app's clock at each pass. */
let passedAt = new Date(0);
/**
 * The hold's end: the scheduler's release pass runs 7 days on (the app's clock stays put, so the sellers' sessions,
 * which last 7 days, stay valid).
 */
async function afterTheHold() {
  passedAt = new Date(Math.max(passedAt.getTime(), clock.now().getTime() + 7 * DAY) + 1_000);
  await sweepDuePayouts(database.db, passedAt);
}

async function newSeller() {
  phoneSeq += 1;
  return verifiedBuyer(demo, `1396690${String(phoneSeq).padStart(4, '0')}`);
}

describe('the wallet under the payout hold', () => {
  it('shows a sale’s proceeds held until their release time, then available; the history shows both moves', async () => {
    const seller = await newSeller();
    const order = await sellConsignment(demo, deps, seller, buyer, 300_000);
    const proceeds = proceedsOf(300_000);
    expect(await summaryOf(seller)).toMatchObject({
      availableFen: 0,
      heldProceedsFen: proceeds,
      heldProceeds: [
        {
          orderId: order.id,
          orderNumber: order.orderNo,
          amountFen: proceeds,
          releaseAt: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
          inClaim: false,
        },
      ],
      owedFen: 0,
    });
    expect(await historyOf(seller)).toEqual([
      { kind: 'proceeds_held', account: 'held', amountFen: proceeds, orderId: order.id },
    ]);
    // Held proceeds cannot be withdrawn yet.
    expect((await withdraw(seller, 10_000)).statusCode).toBe(422);

    await afterTheHold();
    expect(await summaryOf(seller)).toMatchObject({
      availableFen: proceeds,
      heldProceedsFen: 0,
      heldProceeds: [],
      owedFen: 0,
    });
    expect(await historyOf(seller)).toEqual([
      { kind: 'proceeds_released', account: 'available', amountFen: proceeds, orderId: order.id },
      { kind: 'proceeds_released', account: 'held', amountFen: -proceeds, orderId: order.id },
      { kind: 'proceeds_held', account: 'held', amountFen: proceeds, orderId: order.id },
    ]);
    expect((await withdraw(seller, 10_000)).statusCode).toBe(200);
  });

  it('says when a claim keeps a sale’s proceeds held', async () => {
    const seller = await newSeller();
    const order = await sellConsignment(demo, deps, seller, buyer, 100_000);
    await inTransaction(database.db, async (trx) => {
      const row = await lockOrder(trx, demo.tenantId, order.id);
      if (!row) throw new Error('no order');
      await transitionOrder(
        trx,
        demo.tenantId,
        row,
        'after_sale',
        { actor: 'buyer', userId: buyer.userId },
        clock.now(),
      );
    });
    await afterTheHold();
    expect((await summaryOf(seller)).heldProceeds).toEqual([
      expect.objectContaining({ orderId: order.id, amountFen: proceedsOf(100_000), inClaim: true }),
    ]);
  });
});

describe('a recovery debt', () => {
  it('refuses withdrawals in either language while owed, shows it, and is repaid from the next proceeds', async () => {
    const seller = await newSeller();
    const first = await sellConsignment(demo, deps, seller, buyer, 300_000);
    await afterTheHold();
    // A claim decided for the buyer after the release: the seller owes ¥500 back.
    await inTransaction(database.db, async (trx) => {
      const row = await lockOrder(trx, demo.tenantId, first.id);
      if (!row) throw new Error('no order');
      const decidedAt = new Date(passedAt.getTime() + 1_000);
      await chargeSellerForClaim(trx, demo.tenantId, row, 50_000, decidedAt, `test-claim:${first.id}`);
    });
    expect(await summaryOf(seller)).toMatchObject({ availableFen: proceedsOf(300_000), owedFen: 50_000 });
    expect((await historyOf(seller))[0]).toEqual({
      kind: 'recovery_debt',
      account: 'owed',
      amountFen: -50_000,
      orderId: first.id,
    });
    for (const [lang, msg] of [
      [
        'en-US',
        'You owe the shop ¥500.00 for a claim paid to a buyer after your proceeds were released. Your next ' +
          'proceeds repay it first; withdrawals open again once it is repaid.',
      ],
      ['zh-CN', '您因售后赔付尚欠店铺 ¥500.00（赔付发生在货款结算之后），后续出售收入将优先抵扣，还清后即可提现。'],
    ] as const) {
      const refused = await withdraw(seller, 10_000, lang);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(envelope(refused)).toMatchObject({ code: 422, errorCode: 'BUSINESS_RULE', msg });
    }
    // Nothing moved.
    expect(await summaryOf(seller)).toMatchObject({ availableFen: proceedsOf(300_000), heldFen: 0 });

    const second = await sellConsignment(demo, deps, seller, buyer, 100_000);
    await afterTheHold();
    expect(await summaryOf(seller)).toMatchObject({
      availableFen: proceedsOf(300_000) + proceedsOf(100_000) - 50_000,
      owedFen: 0,
    });
    expect((await historyOf(seller)).filter((row) => row.orderId === second.id).slice(0, 3)).toEqual([
      { kind: 'proceeds_released', account: 'available', amountFen: proceedsOf(100_000) - 50_000, orderId: second.id },
      { kind: 'recovery_repaid', account: 'owed', amountFen: 50_000, orderId: second.id },
      { kind: 'proceeds_released', account: 'held', amountFen: -proceedsOf(100_000), orderId: second.id },
    ]);
    expect((await withdraw(seller, 10_000)).statusCode).toBe(200);
  });
});
