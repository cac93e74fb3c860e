import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  insertTestListing,
  movableClock,
  payThroughGateway,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import type { Database } from '../../../db/database.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { createOrder } from '../orders/orders.service.ts';
import { createTradeDeps } from '../trade-deps.ts';
import { checkLedgerBalance, postEntries, walletBalance } from './ledger.service.ts';

let database: TestDatabase;
let db: Kysely<Database>;
let demoId: number;
let novaId: number;
let demo: RequestContext;
let nova: RequestContext;
let buyer: TestBuyer;
let novaBuyer: TestBuyer;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  demoId = await tenantIdOf(db, 'demo');
  novaId = await tenantIdOf(db, 'nova');
  demo = await contextOf(db, demoId, clock);
  nova = await contextOf(db, novaId, clock);
  buyer = await verifiedBuyer(demo, '13977790001');
  novaBuyer = await verifiedBuyer(nova, '13977790002');
});
afterAll(async () => {
  await database.drop();
});

/** An unpaid order to hang postings on (postings belong to an order). */
async function anOrder(ctx: RequestContext = demo, user: TestBuyer = buyer) {
  const listing = await insertTestListing(db, ctx.tenantId, { price: 50_000 });
  const order = await createOrder(
    { ...ctx, userId: user.userId },
    { goodsId: listing, guarantee: 'none', payMode: 'full', agree: true },
  );
  return order.id;
}

const postingsWithKey = (tenantId: number, key: string) =>
  db
    .selectFrom('ledger_postings')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('idempotency_key', '=', key)
    .execute();

const entriesOf = (tenantId: number, orderId: number) =>
  db
    .selectFrom('ledger_entries')
    .select(['account', 'user_id', 'amount_fen'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

describe('postings', () => {
  it('moves money between accounts; a wallet’s balance is the sum of its entries, per tenant and user', async () => {
    const orderId = await anOrder();
    const merchantBefore = await walletBalance(db, demoId, 'merchant', null);
    const feeBefore = await walletBalance(db, demoId, 'platform_fee', null);
    const novaMerchantBefore = await walletBalance(db, novaId, 'merchant', null);

    const paid = await postEntries(db, demoId, {
      orderId,
      kind: 'payment',
      key: `t-pay:${orderId}`,
      at: clock.now(),
      entries: [
        { account: 'buyer', userId: buyer.userId, amount: -50_800 },
        { account: 'escrow', amount: 50_800 },
      ],
    });
    expect(paid).toBe(true);
    await postEntries(db, demoId, {
      orderId,
      kind: 'settlement',
      key: `t-settle:${orderId}`,
      at: clock.now(),
      entries: [
        { account: 'escrow', amount: -50_800 },
        { account: 'platform_fee', amount: 800 },
        { account: 'merchant', amount: 50_000 },
      ],
    });

    expect(await walletBalance(db, demoId, 'buyer', buyer.userId)).toBe(-50_800);
    expect(await walletBalance(db, demoId, 'merchant', null)).toBe(merchantBefore + 50_000);
    expect(await walletBalance(db, demoId, 'platform_fee', null)).toBe(feeBefore + 800);
    // Nobody else's wallet moved: another user, another tenant.
    expect(await walletBalance(db, demoId, 'buyer', novaBuyer.userId)).toBe(0);
    expect(await walletBalance(db, novaId, 'merchant', null)).toBe(novaMerchantBefore);
    expect(await walletBalance(db, demoId, 'seller_wallet', buyer.userId)).toBe(0);
    expect(await entriesOf(demoId, orderId)).toEqual([
      { account: 'buyer', user_id: buyer.userId, amount_fen: -50_800 },
      { account: 'escrow', user_id: null, amount_fen: 50_800 },
      { account: 'escrow', user_id: null, amount_fen: -50_800 },
      { account: 'platform_fee', user_id: null, amount_fen: 800 },
      { account: 'merchant', user_id: null, amount_fen: 50_000 },
    ]);
  });

  it('drops entries of zero instead of writing them', async () => {
    const orderId = await anOrder();
    await postEntries(db, demoId, {
      orderId,
      kind: 'refund',
      key: `t-zero:${orderId}`,
      at: clock.now(),
      entries: [
        { account: 'escrow', amount: -100 },
        { account: 'buyer', userId: buyer.userId, amount: 100 },
        { account: 'merchant', amount: 0 },
      ],
    });
    expect((await entriesOf(demoId, orderId)).map((entry) => entry.account)).toEqual(['escrow', 'buyer']);
  });
});

describe('idempotency', () => {
  it('posts once per key: a retried step answers false and changes nothing, even with other amounts', async () => {
    const orderId = await anOrder();
    const posting = (amount: number) => ({
      orderId,
      kind: 'payment',
      key: `t-retry:${orderId}`,
      at: clock.now(),
      entries: [
        { account: 'buyer' as const, userId: buyer.userId, amount: -amount },
        { account: 'escrow' as const, amount },
      ],
    });
    expect(await postEntries(db, demoId, posting(1_000))).toBe(true);
    expect(await postEntries(db, demoId, posting(1_000))).toBe(false);
    expect(await postEntries(db, demoId, posting(9_999))).toBe(false);
    expect(await postingsWithKey(demoId, `t-retry:${orderId}`)).toHaveLength(1);
    expect((await entriesOf(demoId, orderId)).map((entry) => entry.amount_fen)).toEqual([-1_000, 1_000]);
  });

  it('keys are per tenant: the same key at another tenant is another posting', async () => {
    const demoOrder = await anOrder();
    const novaOrder = await anOrder(nova, novaBuyer);
    const key = 'payment:shared-key';
    const entries = (user: TestBuyer) => [
      { account: 'buyer' as const, userId: user.userId, amount: -300 },
      { account: 'escrow' as const, amount: 300 },
    ];
    const at = clock.now();
    expect(
      await postEntries(db, demoId, { orderId: demoOrder, kind: 'payment', key, at, entries: entries(buyer) }),
    ).toBe(true);
    expect(
      await postEntries(db, novaId, { orderId: novaOrder, kind: 'payment', key, at, entries: entries(novaBuyer) }),
    ).toBe(true);
    expect(await walletBalance(db, novaId, 'buyer', novaBuyer.userId)).toBe(-300);
  });

  it('belongs to the caller’s transaction: when the caller’s step fails, the posting is gone and the key free', async () => {
    const orderId = await anOrder();
    const posting = {
      orderId,
      kind: 'payment',
      key: `t-rollback:${orderId}`,
      at: clock.now(),
      entries: [
        { account: 'buyer' as const, userId: buyer.userId, amount: -700 },
        { account: 'escrow' as const, amount: 700 },
      ],
    };
    await expect(
      db.transaction().execute(async (trx) => {
        expect(await postEntries(trx, demoId, posting)).toBe(true);
        throw new Error('the order update failed');
      }),
    ).rejects.toThrow('the order update failed');
    expect(await postingsWithKey(demoId, posting.key)).toEqual([]);
    expect(await entriesOf(demoId, orderId)).toEqual([]);
    expect(await postEntries(db, demoId, posting)).toBe(true);
  });
});

describe('unbalanced postings', () => {
  it('are refused before anything is written', async () => {
    const orderId = await anOrder();
    const key = `t-unbalanced:${orderId}`;
    await expect(
      postEntries(db, demoId, {
        orderId,
        kind: 'payment',
        key,
        at: clock.now(),
        entries: [
          { account: 'buyer', userId: buyer.userId, amount: -1_000 },
          { account: 'escrow', amount: 1_001 },
        ],
      }),
    ).rejects.toThrow(`ledger posting ${key} does not balance (sum 1 fen)`);
    for (const amount of [10.5, Number.NaN, 2 ** 60]) {
      await expect(
        postEntries(db, demoId, {
          orderId,
          kind: 'payment',
          key,
          at: clock.now(),
          entries: [
            { account: 'buyer', userId: buyer.userId, amount: -amount },
            { account: 'escrow', amount },
          ],
        }),
      ).rejects.toThrow(/integer fen/);
    }
    expect(await postingsWithKey(demoId, key)).toEqual([]);
    expect(await entriesOf(demoId, orderId)).toEqual([]);
    // The key was never taken: the corrected posting goes through.
    expect(
      await postEntries(db, demoId, {
        orderId,
        kind: 'payment',
        key,
        at: clock.now(),
        entries: [
          { account: 'buyer', userId: buyer.userId, amount: -1_000 },
          { account: 'escrow', amount: 1_000 },
        ],
      }),
    ).toBe(true);
  });

  it('are refused by the database at commit even when written around the service', async () => {
    const orderId = await anOrder();
    await expect(
      db.transaction().execute(async (trx) => {
        const posting = await trx
          .insertInto('ledger_postings')
          .values({
            tenant_id: demoId,
            order_id: orderId,
            kind: 'forged',
            idempotency_key: `forged:${orderId}`,
            created_at: clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values({
            tenant_id: demoId,
            posting_id: posting.id,
            order_id: orderId,
            account: 'merchant',
            user_id: null,
            amount_fen: 1_000_000,
            created_at: clock.now(),
          })
          .execute();
      }),
    ).rejects.toThrow(/does not balance \(sum 1000000 fen\)/);
    expect(await postingsWithKey(demoId, `forged:${orderId}`)).toEqual([]);
  });
});

describe('checkLedgerBalance', () => {
  it('finds a paid order balanced: what the buyer paid sits in escrow', async () => {
    const orderId = await anOrder();
    const deps = createTradeDeps(db, testSecretBox, () => undefined);
    const paid = await payThroughGateway(demo, deps, buyer.userId, orderId);
    expect(await checkLedgerBalance(db, demoId, orderId)).toEqual({
      balanced: true,
      problems: [],
      findings: [],
      accounts: { buyer: -paid, escrow: paid },
    });
  });

  it('names each problem: escrow and buyer not matching the order’s status, an unknown order', async () => {
    const orderId = await anOrder();
    await postEntries(db, demoId, {
      orderId,
      kind: 'payment',
      key: `t-stray:${orderId}`,
      at: clock.now(),
      entries: [
        { account: 'buyer', userId: buyer.userId, amount: -5_000 },
        { account: 'escrow', amount: 5_000 },
      ],
    });
    const check = await checkLedgerBalance(db, demoId, orderId);
    expect(check.balanced).toBe(false);
    expect(check.problems).toEqual([
      'escrow holds 5000, expected 0 (pending_payment)',
      'buyer account -5000, expected 0',
    ]);
    expect(check.findings.map(({ code, values }) => ({ code, values }))).toEqual([
      { code: 'escrowMismatch', values: { actual: 5_000, expected: 0, status: 'pending_payment' } },
      { code: 'buyerMismatch', values: { actual: -5_000, expected: 0 } },
    ]);
    // Another tenant's view of the same order id finds no such order.
    expect(await checkLedgerBalance(db, novaId, orderId)).toEqual({
      balanced: false,
      problems: ['order not found'],
      findings: [{ code: 'orderMissing', values: {}, text: 'order not found' }],
      accounts: {},
    });
  });
});
