import type { BalanceCheck, FinanceLedger, SettlementReport } from '@gs/shared/staff-finance';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditedActions, csvLines, expectCsvDownload, expectGuarded } from '../../../test/export-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf, userIdOf } from '../../../test/identity-helpers.ts';
import { apiCaller, loginStaffParties } from '../../../test/staff-route-fixtures.ts';
import { insertTestListing } from '../../../test/trade-fixtures.ts';
import { postEntries } from '../trade/index.ts';

/*
 * Two databases cloned from the seeded template: `demo` stays as seeded (the balance check must find it balanced,
 * guards, tenant isolation); `known` gets a small history with hand-counted figures in January 2030 (China days),
 * then a posting that breaks an order's balance and one that overdraws a seller's wallet.
 */
let demo: TestDatabase;
let known: TestDatabase;
let demoApp: FastifyInstance;
let knownApp: FastifyInstance;
let demoParties: Awaited<ReturnType<typeof loginStaffParties>>;
let knownParties: Awaited<ReturnType<typeof loginStaffParties>>;
const onDemo = apiCaller(() => demoApp);
const onKnown = apiCaller(() => knownApp);

let tenantId: number;
let buyerId: number;
let orderNo: string;

/** The known history (UTC instants; China time is 8 hours later). */
async function insertKnownHistory() {
  const { db } = known;
  tenantId = await tenantIdOf(db, 'demo');
  buyerId = await userIdOf(db, 'demo', 'buyer');
  const game = await db
    .selectFrom('games')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const order = async (no: string, status: 'completed' | 'refunded', paidAt: Date) => {
    const listingId = await insertTestListing(db, tenantId, { price: 10_000, credentials: false });
    return (
      await db
        .insertInto('orders')
        .values({
          tenant_id: tenantId,
          order_no: no,
          origin: 'purchase',
          buyer_user_id: buyerId,
          listing_id: listingId,
          seller_user_id: null,
          listing_kind: 'self_operated',
          listing_number: `F${no}`,
          listing_title: 'Finance test',
          listing_cover: '',
          game_id: game.id,
          status,
          guarantee: 'none',
          pay_mode: 'full',
          listing_price_fen: 10_000,
          price_fen: 10_000,
          guarantee_fee_fen: 1_000,
          service_fee_fen: 1_000,
          total_fen: 12_000,
          deposit_fen: 0,
          paid_fen: 12_000,
          refunded_fen: status === 'refunded' ? 12_000 : 0,
          expires_at: null,
          paid_at: paidAt,
          created_at: paidAt,
          updated_at: paidAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  orderNo = '2030010100000001';
  // Paid 2030-01-01 10:00 China: GMV of 2030-01-01.
  const orderId = await order(orderNo, 'completed', new Date('2030-01-01T02:00:00Z'));
  // Paid the same day but refunded since: never GMV.
  await order('2030010100000002', 'refunded', new Date('2030-01-01T03:00:00Z'));

  const post = (
    key: string,
    kind: string,
    at: string,
    entries: Parameters<typeof postEntries>[2]['entries'],
    ref?: number,
  ) =>
    postEntries(db, tenantId, {
      ...(ref ? { orderId: null, ref: { type: 'withdrawal' as const, id: ref } } : { orderId }),
      kind,
      key: `finance-test:${key}`,
      at: new Date(at),
      entries,
    });
  await post('pay', 'payment', '2030-01-01T02:00:00Z', [
    { account: 'buyer', userId: buyerId, amount: -12_000 },
    { account: 'escrow', amount: 12_000 },
  ]);
  // 2030-01-02 11:00 China: commission 1000, guarantee fee 1000.
  await post('settle', 'settlement', '2030-01-02T03:00:00Z', [
    { account: 'escrow', amount: -12_000 },
    { account: 'platform_fee', amount: 1_000 },
    { account: 'guarantee', amount: 1_000 },
    { account: 'merchant', amount: 10_000 },
  ]);
  // The last instant of 2030-01-02 China: a refund of 500.
  await post('refund', 'refund', '2030-01-02T15:59:59.999Z', [
    { account: 'merchant', amount: -500 },
    { account: 'buyer', userId: buyerId, amount: 500 },
  ]);
  // A deposit back to the buyer is no refund.
  await post('deposit', 'deposit_release', '2030-01-02T04:00:00Z', [
    { account: 'merchant', amount: -50 },
    { account: 'buyer', userId: buyerId, amount: 50 },
  ]);
  // The first instant of 2030-01-03 China: a claim refund of 300 and a compensation of 200 from the reserve.
  await post('claim-refund', 'claim_refund', '2030-01-02T16:00:00Z', [
    { account: 'guarantee', amount: -300 },
    { account: 'buyer', userId: buyerId, amount: 300 },
  ]);
  await post('compensation', 'claim_compensation', '2030-01-03T01:00:00Z', [
    { account: 'guarantee', amount: -200 },
    { account: 'seller_wallet', userId: buyerId, amount: 200 },
  ]);
  // Withdrawals paid: 400 on 2030-01-03 China, 700 on 2030-01-04 China (after the day range, in the month).
  await post(
    'payout-1',
    'withdrawal_payout',
    '2030-01-03T10:00:00Z',
    [
      { account: 'withdrawal_hold', userId: buyerId, amount: -400 },
      { account: 'payout', userId: buyerId, amount: 400 },
    ],
    900_001,
  );
  await post(
    'payout-2',
    'withdrawal_payout',
    '2030-01-03T16:00:00Z',
    [
      { account: 'withdrawal_hold', userId: buyerId, amount: -700 },
      { account: 'payout', userId: buyerId, amount: 700 },
    ],
    900_002,
  );
}

beforeAll(async () => {
  [demo, known] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  [demoApp, knownApp] = await Promise.all([buildTestApp(demo.db), buildTestApp(known.db)]);
  [demoParties, knownParties] = await Promise.all([loginStaffParties(demoApp), loginStaffParties(knownApp)]);
  await insertKnownHistory();
}, 120_000);
afterAll(async () => {
  await Promise.all([demoApp?.close(), knownApp?.close()]);
  await Promise.all([demo?.drop(), known?.drop()]);
});

const zero = { gmv: 0, commission: 0, guaranteeFees: 0, refunds: 0, compensation: 0, withdrawals: 0 };
const DAYS = '/staff/finance/settlement?period=day&from=2030-01-01&to=2030-01-03';

describe('finance guards', () => {
  it.each([
    ['GET', DAYS],
    ['POST', '/staff/finance/balance-check'],
    ['GET', '/staff/finance/ledger?userId=1'],
  ] as const)('%s %s: signed out 401, operator and customer 403', async (method, url) => {
    await expectGuarded((token) => onDemo(method, url, token), [demoParties.operator, demoParties.buyer]);
  });
});

describe('settlement report', () => {
  it('sums each column from the ledger per China day, with totals', async () => {
    const response = await onKnown('GET', DAYS, knownParties.owner);
    expect(response.statusCode, response.body).toBe(200);
    const report = envelope<SettlementReport>(response).data;
    expect(report.rows).toEqual([
      { period: '2030-01-01', ...zero, gmv: 12_000 },
      { period: '2030-01-02', ...zero, commission: 1_000, guaranteeFees: 1_000, refunds: 500 },
      { period: '2030-01-03', ...zero, refunds: 300, compensation: 200, withdrawals: 400 },
    ]);
    expect(report.totals).toEqual({
      gmv: 12_000,
      commission: 1_000,
      guaranteeFees: 1_000,
      refunds: 800,
      compensation: 200,
      withdrawals: 400,
    });
  });

  it('groups by China month', async () => {
    const url = '/staff/finance/settlement?period=month&from=2029-12-15&to=2030-02-10';
    const report = envelope<SettlementReport>(await onKnown('GET', url, knownParties.owner)).data;
    expect(report.rows.map((row) => row.period)).toEqual(['2029-12', '2030-01', '2030-02']);
    expect(report.rows[1]).toEqual({
      period: '2030-01',
      gmv: 12_000,
      commission: 1_000,
      guaranteeFees: 1_000,
      refunds: 800,
      compensation: 200,
      withdrawals: 1_100,
    });
    expect(report.totals.withdrawals).toBe(1_100);
  });

  it("shows another shop's owner only their own figures", async () => {
    const response = await onKnown('GET', DAYS, knownParties.novaOwner, undefined, 'nova.localhost');
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<SettlementReport>(response).data.totals).toEqual(zero);
  });

  it.each([
    ['from=2030-01-05&to=2030-01-01', 'The start date is after the end date.'],
    ['from=2030-02-30&to=2030-03-01', '2030-02-30 is not a date'],
    ['from=2029-01-01&to=2030-01-02', 'at most 366 days'],
  ])('refuses %s with a clear message', async (range, message) => {
    const response = await onKnown('GET', `/staff/finance/settlement?period=day&${range}`, knownParties.owner);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).msg).toContain(message);
  });

  it('refuses more than 36 months, in Chinese too', async () => {
    const url = '/staff/finance/settlement?period=month&from=2027-01-01&to=2030-01-01';
    const response = await onKnown('GET', url, knownParties.owner, undefined, 'localhost', 'zh-CN');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).msg).toContain('按月报表最多 36 个月');
    const ok = await onKnown('GET', url.replace('2027-01-01', '2027-02-01'), knownParties.owner);
    expect(ok.statusCode).toBe(200);
  });

  it('exports CSV with a byte-order mark, headers in the language and the totals line; audited', async () => {
    const response = await onKnown('GET', `${DAYS}&format=csv`, knownParties.owner, undefined, 'localhost', 'zh-CN');
    expectCsvDownload(response, 'settlement-demo-day-2030-01-01_2030-01-03.csv');
    expect(csvLines(response.body)).toEqual([
      '"日期","成交额（元）","平台服务费（元）","包赔费（元）","退款（元）","理赔赔付（元）","已打款提现（元）"',
      '"2030-01-01","120.00","0.00","0.00","0.00","0.00","0.00"',
      '"2030-01-02","0.00","10.00","10.00","5.00","0.00","0.00"',
      '"2030-01-03","0.00","0.00","0.00","3.00","2.00","4.00"',
      '"合计","120.00","10.00","10.00","8.00","2.00","4.00"',
    ]);
    expect(await auditedActions(known.db, tenantId, '/api/staff/finance/settlement')).not.toHaveLength(0);
  });

  it('exports XLSX: a zip workbook named with the shop and the range', async () => {
    const response = await onKnown('GET', `${DAYS}&format=xlsx`, knownParties.owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="settlement-demo-day-2030-01-01_2030-01-03.xlsx"',
    );
    expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('ledger lookup', () => {
  it("lists an order's entries newest first with its account sums", async () => {
    const response = await onKnown('GET', `/staff/finance/ledger?orderNo=${orderNo}`, knownParties.owner);
    expect(response.statusCode, response.body).toBe(200);
    const ledger = envelope<FinanceLedger>(response).data;
    expect(ledger.subject).toEqual({ type: 'order', orderNo, status: 'completed' });
    expect(ledger.entryCount).toBe(14);
    expect(ledger.entries[0]).toMatchObject({ kind: 'claim_compensation', orderNo });
    const sums = Object.fromEntries(ledger.sums.map((sum) => [sum.account, sum.amount]));
    expect(sums).toMatchObject({ escrow: 0, platform_fee: 1_000, guarantee: 500, merchant: 9_450, buyer: -11_150 });
  });

  it("lists a user's entries of their own accounts with the sums", async () => {
    const response = await onKnown('GET', `/staff/finance/ledger?userId=${buyerId}`, knownParties.owner);
    const ledger = envelope<FinanceLedger>(response).data;
    expect(ledger.subject).toEqual({ type: 'user', userId: buyerId });
    expect(ledger.entries.every((entry) => entry.userId === buyerId)).toBe(true);
    const payouts = ledger.entries.filter((entry) => entry.kind === 'withdrawal_payout' && entry.account === 'payout');
    expect(payouts.map((entry) => [entry.amount, entry.orderNo])).toEqual([
      [700, null],
      [400, null],
    ]);
    expect(ledger.sums.find((sum) => sum.account === 'payout')?.amount).toBeGreaterThanOrEqual(1_100);
  });

  it("lists one account's entries over every order and user, with the account's total, this shop's only", async () => {
    const response = await onKnown('GET', '/staff/finance/ledger?account=platform_fee', knownParties.owner);
    expect(response.statusCode, response.body).toBe(200);
    const ledger = envelope<FinanceLedger>(response).data;
    expect(ledger.subject).toEqual({ type: 'account', account: 'platform_fee' });
    expect(ledger.entries.length).toBeGreaterThan(0);
    expect(ledger.entries.every((entry) => entry.account === 'platform_fee')).toBe(true);
    expect(ledger.entries.some((entry) => entry.orderNo === orderNo)).toBe(true);
    // Newest first; one total (not a row per user); as many entries as the database holds for this shop.
    const times = ledger.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const inDb = await known.db
      .selectFrom('ledger_entries')
      .select([(eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.sum<string>('amount_fen').as('sum')])
      .where('tenant_id', '=', tenantId)
      .where('account', '=', 'platform_fee')
      .executeTakeFirstOrThrow();
    expect(ledger.sums).toEqual([{ account: 'platform_fee', userId: null, amount: Number(inDb.sum) }]);
    expect(ledger.entryCount).toBe(Number(inDb.n));
    // A per-user account is summed over its users too.
    const wallets = envelope<FinanceLedger>(
      await onKnown('GET', '/staff/finance/ledger?account=seller_wallet', knownParties.owner),
    ).data;
    expect(wallets.sums).toHaveLength(1);
    // Another shop sees its own fees only; an account that does not exist is refused.
    const nova = envelope<FinanceLedger>(
      await onKnown(
        'GET',
        '/staff/finance/ledger?account=platform_fee',
        knownParties.novaOwner,
        undefined,
        'nova.localhost',
      ),
    ).data;
    expect(nova.entries.some((entry) => entry.orderNo === orderNo)).toBe(false);
    expect((await onKnown('GET', '/staff/finance/ledger?account=cash', knownParties.owner)).statusCode).toBe(400);
    const both = await onKnown('GET', `/staff/finance/ledger?orderNo=${orderNo}&account=escrow`, knownParties.owner);
    expect(both.statusCode).toBe(400);
  });

  it('answers 404 for an order or user of another shop, 400 without exactly one key', async () => {
    const nova = (url: string) => onKnown('GET', url, knownParties.novaOwner, undefined, 'nova.localhost');
    expect((await nova(`/staff/finance/ledger?orderNo=${orderNo}`)).statusCode).toBe(404);
    expect((await nova(`/staff/finance/ledger?userId=${buyerId}`)).statusCode).toBe(404);
    expect((await onKnown('GET', '/staff/finance/ledger', knownParties.owner)).statusCode).toBe(400);
    const both = await onKnown('GET', `/staff/finance/ledger?orderNo=${orderNo}&userId=1`, knownParties.owner);
    expect(both.statusCode).toBe(400);
  });
});

describe('balance check', () => {
  it('finds the seeded demo shop balanced, every order and wallet checked', async () => {
    const response = await onDemo('POST', '/staff/finance/balance-check', demoParties.owner);
    expect(response.statusCode, response.body).toBe(200);
    const check = envelope<BalanceCheck>(response).data;
    const orders = await demo.db
      .selectFrom('orders')
      .select(demo.db.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', await tenantIdOf(demo.db, 'demo'))
      .executeTakeFirstOrThrow();
    expect(check.problems).toEqual([]);
    expect(check).toMatchObject({ balanced: true, problemCount: 0, ordersChecked: Number(orders.n) });
    expect(check.ordersChecked).toBeGreaterThan(0);
    expect(check.walletsChecked).toBeGreaterThan(0);
  });

  it('reports an order whose escrow moved without cause, and an overdrawn seller wallet', async () => {
    const demoOrder = await known.db
      .selectFrom('orders')
      .select(['id', 'order_no', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('order_no', '<>', orderNo)
      .where('order_no', '<>', '2030010100000002')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Balanced postings (the database refuses any other), each breaking a rule the check proves.
    await postEntries(known.db, tenantId, {
      orderId: demoOrder.id,
      kind: 'manual',
      key: 'finance-test:break-escrow',
      at: new Date(),
      entries: [
        { account: 'escrow', amount: -100 },
        { account: 'merchant', amount: 100 },
      ],
    });
    await postEntries(known.db, tenantId, {
      orderId: null,
      ref: { type: 'withdrawal', id: 900_003 },
      kind: 'manual',
      key: 'finance-test:overdraw',
      at: new Date(),
      entries: [
        { account: 'seller_wallet', userId: buyerId, amount: -1_000_000 },
        { account: 'merchant', amount: 1_000_000 },
      ],
    });
    const response = await onKnown('POST', '/staff/finance/balance-check', knownParties.owner);
    const check = envelope<BalanceCheck>(response).data;
    expect(check.balanced).toBe(false);
    expect(check.problems).toContainEqual({
      orderNo: demoOrder.order_no,
      code: 'escrowMismatch',
      values: expect.objectContaining({ status: demoOrder.status }),
      problem: expect.stringContaining('escrow holds'),
    });
    // A wallet's problem names the account and its user as facts the screen words in the reader's language.
    expect(check.problems).toContainEqual({
      orderNo: null,
      code: 'walletNegative',
      values: { account: 'seller_wallet', userId: buyerId, sum: expect.any(Number) },
      problem: expect.stringMatching(new RegExp(`^seller_wallet of user ${buyerId} is negative`)),
    });
    expect(check.problemCount).toBe(check.problems.length);
    // The other shop's check sees none of it.
    const nova = await onKnown(
      'POST',
      '/staff/finance/balance-check',
      knownParties.novaOwner,
      undefined,
      'nova.localhost',
    );
    expect(envelope<BalanceCheck>(nova).data.problems.filter((p) => p.orderNo === demoOrder.order_no)).toEqual([]);
  });
});
