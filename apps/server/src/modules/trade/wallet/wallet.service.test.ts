import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf, userIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  insertTestListing,
  movableClock,
  payThroughGateway,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import { expectEveryWalletBalanced, proceedsOf, sellConsignment } from '../../../../test/wallet-fixtures.ts';
import type { Database } from '../../../db/database.ts';
import { Caches } from '../../../lib/caches.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { postEntries } from '../ledger/ledger.service.ts';
import { saveOrderSettings } from '../orders/order-settings.ts';
import { confirmReceipt, createOrder } from '../orders/orders.service.ts';
import { createTradeDeps, type TradeDeps } from '../trade-deps.ts';
import { getWalletSummary, listMyWithdrawals, listWalletHistory, requestWithdrawal } from './wallet.service.ts';
import { checkUserWallet } from './wallet-check.ts';
import { approveWithdrawal, listStaffWithdrawals, rejectWithdrawal } from './withdrawals-staff.service.ts';

let database: TestDatabase;
let db: Kysely<Database>;
let demoId: number;
let novaId: number;
let demo: RequestContext;
let nova: RequestContext;
let deps: TradeDeps;
let buyer: TestBuyer;
let operatorId: number;
let novaOperatorId: number;
const clock = movableClock();
let phoneSeq = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  demoId = await tenantIdOf(db, 'demo');
  novaId = await tenantIdOf(db, 'nova');
  demo = await contextOf(db, demoId, clock);
  nova = await contextOf(db, novaId, clock);
  deps = createTradeDeps(db, testSecretBox, () => undefined);
  // This file is about withdrawing sale proceeds: its shops pay them out at completion (no payout hold; the hold
  // and its release are payouts.service.test.ts's).
  for (const ctx of [demo, nova]) await saveOrderSettings(ctx, { payoutHoldDays: { retrieval: 0, face: 0, none: 0 } });
  buyer = await verifiedBuyer(demo, '13966600999');
  operatorId = await userIdOf(db, 'demo', 'operator');
  novaOperatorId = await userIdOf(db, 'nova', 'operator');
});
afterEach(async () => {
  await expectEveryOrderBalanced(db);
  await expectEveryWalletBalanced(db);
});
afterAll(async () => {
  await database.drop();
});

/** A new user of the tenant (verified as 张三 unless told otherwise); the last three digits differ per user. */
async function newUser(ctx: RequestContext = demo, options: { verify?: boolean } = {}) {
  phoneSeq += 1;
  return verifiedBuyer(ctx, `1396660${String(phoneSeq).padStart(4, '0')}`, options);
}

/** A verified seller with the proceeds of one completed consignment sale at this price in their wallet. */
async function sellerWith(priceFen: number) {
  const seller = await newUser();
  await sellConsignment(demo, deps, seller, buyer, priceFen);
  return seller;
}

const as = (user: TestBuyer, ctx: RequestContext = demo) => ({ ...ctx, userId: user.userId });
const asOperator = (ctx: RequestContext = demo, userId = operatorId) => ({ ...ctx, userId });
const toAlipay = (amountFen: number, alipayName = '张三') => ({
  amountFen,
  alipayName,
  alipayAccount: '13812348000',
});
const request = (user: TestBuyer, amountFen: number, alipayName?: string) =>
  requestWithdrawal(as(user), testSecretBox, toAlipay(amountFen, alipayName));

describe('the wallet summary', () => {
  it('counts a consignment sale as in trade while paid and as available once completed', async () => {
    const seller = await newUser();
    expect(await getWalletSummary(as(seller), testSecretBox)).toEqual({
      availableFen: 0,
      heldFen: 0,
      inTradeFen: 0,
      heldProceedsFen: 0,
      heldProceeds: [],
      owedFen: 0,
      withdrawnFen: 0,
      minWithdrawalFen: 1_000,
      dailyLimitFen: 5_000_000,
      todayRequestedFen: 0,
      realName: '张*',
    });
    const order = await sellConsignment(demo, deps, seller, buyer, 100_000, { complete: false });
    expect(await getWalletSummary(as(seller), testSecretBox)).toMatchObject({
      availableFen: 0,
      inTradeFen: proceedsOf(100_000),
    });
    // An order not yet paid and a self-operated sale are not the seller's money in trade.
    const unpaid = await insertTestListing(db, demoId, { price: 70_000, sellerUserId: seller.userId });
    await createOrder(as(buyer), { goodsId: unpaid, guarantee: 'none', payMode: 'full', agree: true });
    const own = await insertTestListing(db, demoId, { price: 70_000 });
    const ownOrder = await createOrder(as(buyer), { goodsId: own, guarantee: 'none', payMode: 'full', agree: true });
    await payThroughGateway(demo, deps, buyer.userId, ownOrder.id);

    await confirmReceipt(as(buyer), deps, order.id);
    expect(await getWalletSummary(as(seller), testSecretBox)).toMatchObject({
      availableFen: proceedsOf(100_000),
      inTradeFen: 0,
      heldFen: 0,
      withdrawnFen: 0,
    });
  });

  it('answers no real name before verification, and the tenant’s own limits from its trade_fee dictionary', async () => {
    const unverified = await newUser(demo, { verify: false });
    expect((await getWalletSummary(as(unverified), testSecretBox)).realName).toBeNull();
    await setRule(demoId, 'withdraw_min_fen', '5000');
    try {
      const fresh = { ...demo, caches: new Caches() };
      expect(await getWalletSummary({ ...fresh, userId: unverified.userId }, testSecretBox)).toMatchObject({
        minWithdrawalFen: 5_000,
        dailyLimitFen: 5_000_000,
      });
    } finally {
      await setRule(demoId, 'withdraw_min_fen', '1000');
    }
  });
});

async function setRule(tenantId: number, value: string, label: string) {
  await db
    .updateTable('dict_data')
    .set({ label })
    .where('tenant_id', '=', tenantId)
    .where('dict_type', '=', 'trade_fee')
    .where('value', '=', value)
    .execute();
}

describe('the wallet history', () => {
  it('lists the movements of the available balance newest first, with kinds, orders and withdrawals', async () => {
    const seller = await newUser();
    const order = await sellConsignment(demo, deps, seller, buyer, 100_000);
    clock.advance(1_000);
    await postEntries(db, demoId, {
      orderId: null,
      ref: { type: 'recycle', id: 424_242 },
      kind: 'recycle_payment',
      key: `test-recycle:${seller.userId}`,
      at: clock.now(),
      entries: [
        { account: 'merchant', amount: -30_000 },
        { account: 'seller_wallet', userId: seller.userId, amount: 30_000 },
      ],
    });
    clock.advance(1_000);
    const withdrawal = await request(seller, 20_000);
    clock.advance(1_000);
    await rejectWithdrawal(asOperator(), withdrawal.id, { reason: 'Account name unreadable' });

    const history = await listWalletHistory(as(seller), { pageNum: 1, pageSize: 20 });
    expect(history.total).toBe(4);
    expect(
      history.rows.map(({ kind, amountFen, orderId, orderNumber, withdrawalId }) => ({
        kind,
        amountFen,
        orderId,
        orderNumber,
        withdrawalId,
      })),
    ).toEqual([
      { kind: 'withdrawal_released', amountFen: 20_000, orderId: null, orderNumber: null, withdrawalId: withdrawal.id },
      {
        kind: 'withdrawal_requested',
        amountFen: -20_000,
        orderId: null,
        orderNumber: null,
        withdrawalId: withdrawal.id,
      },
      { kind: 'recycle_payment', amountFen: 30_000, orderId: null, orderNumber: null, withdrawalId: null },
      {
        kind: 'sale_proceeds',
        amountFen: proceedsOf(100_000),
        orderId: order.id,
        orderNumber: order.orderNo,
        withdrawalId: null,
      },
    ]);
    const second = await listWalletHistory(as(seller), { pageNum: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(second.rows.map((row) => row.kind)).toEqual(['sale_proceeds']);
    // Another user's history is their own: the buyer sold nothing.
    expect(await listWalletHistory(as(buyer), { pageNum: 1, pageSize: 20 })).toMatchObject({ rows: [], total: 0 });
  });
});

describe('requesting a withdrawal', () => {
  it('holds the amount until staff decide; lists it for its owner with the account masked', async () => {
    const seller = await sellerWith(100_000);
    const available = proceedsOf(100_000);
    const withdrawal = await request(seller, 30_000);
    expect(withdrawal).toMatchObject({
      amountFen: 30_000,
      alipayAccount: '138****8000',
      status: 'pending',
      rejectReason: '',
      transferRef: '',
      decidedAt: null,
    });
    expect(await getWalletSummary(as(seller), testSecretBox)).toMatchObject({
      availableFen: available - 30_000,
      heldFen: 30_000,
      withdrawnFen: 0,
      todayRequestedFen: 30_000,
    });
    expect(await listMyWithdrawals(as(seller), { pageNum: 1, pageSize: 10 })).toEqual({
      rows: [withdrawal],
      total: 1,
      pageNum: 1,
      pageSize: 10,
    });
    // The name and account are sealed at rest.
    const row = await db
      .selectFrom('withdrawals')
      .selectAll()
      .where('tenant_id', '=', demoId)
      .where('id', '=', withdrawal.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('13812348000');
    expect(JSON.stringify(row)).not.toContain('张三');
  });

  it('refuses under the minimum, over the balance, to another name or without a real name, moving nothing', async () => {
    const seller = await sellerWith(100_000);
    const available = proceedsOf(100_000);
    await expect(request(seller, 999)).rejects.toMatchObject({
      status: 422,
      messageKey: 'withdrawalBelowMin',
      params: { min: '10.00' },
    });
    await expect(request(seller, available + 1)).rejects.toMatchObject({
      status: 422,
      messageKey: 'withdrawalOverAvailable',
      params: { available: (available / 100).toFixed(2) },
    });
    await expect(request(seller, 10_000, '李四')).rejects.toMatchObject({
      status: 422,
      messageKey: 'withdrawalNameMismatch',
      params: { name: '张*' },
    });
    const unverified = await newUser(demo, { verify: false });
    await expect(request(unverified, 10_000)).rejects.toMatchObject({
      status: 422,
      errorCode: 'REAL_NAME_REQUIRED',
      messageKey: 'withdrawalNeedsRealName',
    });
    expect(await getWalletSummary(as(seller), testSecretBox)).toMatchObject({ availableFen: available, heldFen: 0 });
    // The whole balance is fine; the name compares as a person reads it.
    expect((await request(seller, available, ' 张三 ')).status).toBe('pending');
  });

  it('keeps to the daily limit over the China day; rejected requests free it up', async () => {
    await setRule(demoId, 'withdraw_daily_limit_fen', '100000');
    try {
      const ctx = { ...demo, caches: new Caches() };
      const seller = await sellerWith(500_000);
      // One minute before midnight in China (UTC+8).
      const nextMidnight = Math.ceil((clock.now().getTime() + 8 * 3_600_000) / 86_400_000) * 86_400_000;
      clock.set(new Date(nextMidnight - 8 * 3_600_000 - 60_000));
      const ask = (amountFen: number) =>
        requestWithdrawal({ ...ctx, userId: seller.userId }, testSecretBox, toAlipay(amountFen));
      const first = await ask(60_000);
      await expect(ask(50_000)).rejects.toMatchObject({
        status: 422,
        messageKey: 'withdrawalDailyLimit',
        params: { limit: '1000.00', left: '400.00' },
      });
      await rejectWithdrawal(asOperator(ctx), first.id, { reason: 'Try again please' });
      const second = await ask(50_000);
      await approveWithdrawal(asOperator(ctx), second.id, { transferRef: `T-${second.id}-limit` });
      // Paid requests count as much as pending ones.
      await expect(ask(50_001)).rejects.toMatchObject({ messageKey: 'withdrawalDailyLimit' });
      expect((await getWalletSummary({ ...ctx, userId: seller.userId }, testSecretBox)).todayRequestedFen).toBe(50_000);
      // Two minutes later it is another day.
      clock.advance(120_000);
      expect((await ask(100_000)).status).toBe('pending');
      expect((await getWalletSummary({ ...ctx, userId: seller.userId }, testSecretBox)).todayRequestedFen).toBe(
        100_000,
      );
    } finally {
      await setRule(demoId, 'withdraw_daily_limit_fen', '5000000');
    }
  });
});

describe('the race of concurrent withdrawals', () => {
  it('lets exactly one of 20 requests for the whole balance through; the balance never goes negative', async () => {
    const seller = await sellerWith(100_000);
    const available = proceedsOf(100_000);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => request(seller, available)));
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const result of lost) {
      expect(result.reason).toMatchObject({ status: 422, messageKey: 'withdrawalOverAvailable' });
    }
    expect(await getWalletSummary(as(seller), testSecretBox)).toMatchObject({ availableFen: 0, heldFen: available });
    expect((await checkUserWallet(db, demoId, seller.userId)).accounts).toEqual({
      seller_wallet: 0,
      withdrawal_hold: available,
      payout: 0,
      seller_held: 0,
      seller_recovery: 0,
    });
  });

  it('lets exactly four of 20 requests of a quarter each through', async () => {
    const seller = await sellerWith(200_000);
    const quarter = proceedsOf(200_000) / 4;
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => request(seller, quarter)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    expect((await getWalletSummary(as(seller), testSecretBox)).availableFen).toBe(0);
  });
});

describe('staff decisions', () => {
  it('approving pays the held amount out; rejecting returns it; a decided request is not decided again', async () => {
    const seller = await sellerWith(100_000);
    const available = proceedsOf(100_000);
    const paid = await request(seller, 40_000);
    const rejected = await request(seller, 25_000);

    const pending = await listStaffWithdrawals(asOperator(), testSecretBox, {
      status: 'pending',
      pageNum: 1,
      pageSize: 100,
    });
    expect(pending.rows.find((row) => row.id === paid.id)).toMatchObject({
      userId: seller.userId,
      alipayName: '张三',
      alipayAccount: '13812348000',
      amountFen: 40_000,
    });

    const approved = await approveWithdrawal(asOperator(), paid.id, { transferRef: `ALI-${paid.id}-0001` });
    expect(approved).toMatchObject({ status: 'paid', transferRef: `ALI-${paid.id}-0001` });
    expect(approved.decidedAt).not.toBeNull();
    const refused = await rejectWithdrawal(asOperator(), rejected.id, { reason: 'Alipay account closed' });
    expect(refused).toMatchObject({ status: 'rejected', rejectReason: 'Alipay account closed' });

    expect(await getWalletSummary(as(seller), testSecretBox)).toMatchObject({
      availableFen: available - 40_000,
      heldFen: 0,
      withdrawnFen: 40_000,
    });
    const entries = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_postings as p', (join) =>
        join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.posting_id'),
      )
      .select(['p.idempotency_key', 'e.account', 'e.amount_fen'])
      .where('e.tenant_id', '=', demoId)
      .where('p.ref_type', '=', 'withdrawal')
      .where('p.ref_id', 'in', [paid.id, rejected.id])
      .orderBy('e.id')
      .execute();
    expect(entries).toEqual([
      { idempotency_key: `withdrawal:${paid.id}:request`, account: 'seller_wallet', amount_fen: -40_000 },
      { idempotency_key: `withdrawal:${paid.id}:request`, account: 'withdrawal_hold', amount_fen: 40_000 },
      { idempotency_key: `withdrawal:${rejected.id}:request`, account: 'seller_wallet', amount_fen: -25_000 },
      { idempotency_key: `withdrawal:${rejected.id}:request`, account: 'withdrawal_hold', amount_fen: 25_000 },
      { idempotency_key: `withdrawal:${paid.id}:pay`, account: 'withdrawal_hold', amount_fen: -40_000 },
      { idempotency_key: `withdrawal:${paid.id}:pay`, account: 'payout', amount_fen: 40_000 },
      { idempotency_key: `withdrawal:${rejected.id}:reject`, account: 'withdrawal_hold', amount_fen: -25_000 },
      { idempotency_key: `withdrawal:${rejected.id}:reject`, account: 'seller_wallet', amount_fen: 25_000 },
    ]);

    await expect(rejectWithdrawal(asOperator(), paid.id, { reason: 'changed my mind' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'withdrawalAlreadyPaid',
    });
    await expect(approveWithdrawal(asOperator(), rejected.id, { transferRef: 'ALI-late-0001' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'withdrawalAlreadyRejected',
    });
    await expect(approveWithdrawal(asOperator(), 987_654_321, { transferRef: 'ALI-none' })).rejects.toMatchObject({
      status: 404,
      messageKey: 'withdrawalNotFound',
    });
    const paidList = await listStaffWithdrawals(asOperator(), testSecretBox, {
      status: 'paid',
      pageNum: 1,
      pageSize: 100,
    });
    expect(paidList.rows.map((row) => row.id)).toContain(paid.id);
    expect(paidList.rows.every((row) => row.status === 'paid')).toBe(true);
  });

  it('one transfer reference pays one withdrawal', async () => {
    const seller = await sellerWith(100_000);
    const first = await request(seller, 10_000);
    const second = await request(seller, 10_000);
    await approveWithdrawal(asOperator(), first.id, { transferRef: `DUP-${first.id}` });
    await expect(approveWithdrawal(asOperator(), second.id, { transferRef: `DUP-${first.id}` })).rejects.toMatchObject({
      status: 409,
      messageKey: 'withdrawalTransferRefUsed',
    });
    expect((await getWalletSummary(as(seller), testSecretBox)).heldFen).toBe(10_000);
  });

  it('two decisions at once: one wins, the other is refused with 409, and the ledger moves once', async () => {
    const seller = await sellerWith(100_000);
    for (let round = 0; round < 5; round++) {
      const withdrawal = await request(seller, 5_000);
      const results = await Promise.allSettled([
        approveWithdrawal(asOperator(), withdrawal.id, { transferRef: `RACE-${withdrawal.id}` }),
        rejectWithdrawal(asOperator(), withdrawal.id, { reason: 'Racing the approval' }),
        approveWithdrawal(asOperator(), withdrawal.id, { transferRef: `RACE2-${withdrawal.id}` }),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409 });
      }
    }
    const check = await checkUserWallet(db, demoId, seller.userId);
    expect(check.accounts.withdrawal_hold).toBe(0);
    expect(check.withdrawals.paid + check.withdrawals.rejected).toBe(25_000);
  });
});

describe('tenant isolation', () => {
  it('another tenant’s staff neither see nor decide a withdrawal; a user’s wallet is per tenant', async () => {
    const seller = await sellerWith(100_000);
    const withdrawal = await request(seller, 10_000);
    const novaStaff = asOperator(nova, novaOperatorId);
    const novaList = await listStaffWithdrawals(novaStaff, testSecretBox, {
      status: 'pending',
      pageNum: 1,
      pageSize: 100,
    });
    expect(novaList.rows.map((row) => row.id)).not.toContain(withdrawal.id);
    await expect(approveWithdrawal(novaStaff, withdrawal.id, { transferRef: 'NOVA-0001' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(rejectWithdrawal(novaStaff, withdrawal.id, { reason: 'not ours' })).rejects.toMatchObject({
      status: 404,
    });
    // The same user id read at another tenant has nothing there.
    expect(await getWalletSummary(as(seller, nova), testSecretBox)).toMatchObject({
      availableFen: 0,
      heldFen: 0,
      realName: null,
    });
    expect(await listMyWithdrawals(as(seller, nova), { pageNum: 1, pageSize: 10 })).toMatchObject({ total: 0 });
    expect((await getWalletSummary(as(seller), testSecretBox)).heldFen).toBe(10_000);
  });
});

describe('the wallet check', () => {
  it('names a hold with no pending withdrawal behind it', async () => {
    const user = await newUser();
    await expect(
      db.transaction().execute(async (trx) => {
        await postEntries(trx, demoId, {
          orderId: null,
          ref: { type: 'withdrawal', id: 999_999 },
          kind: 'withdrawal_request',
          key: 'forged-hold',
          at: clock.now(),
          entries: [
            { account: 'merchant', amount: -700 },
            { account: 'withdrawal_hold', userId: user.userId, amount: 700 },
          ],
        });
        const check = await checkUserWallet(trx, demoId, user.userId);
        expect(check.balanced).toBe(false);
        expect(check.problems).toEqual(['withdrawal_hold 700, expected 0']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
  });
});
