import type { StaffWithdrawal, WalletEntry, WalletSummary, Withdrawal } from '@gs/shared/wallet';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
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
import type { RequestContext } from '../../../lib/context.ts';
import { saveOrderSettings } from '../orders/order-settings.ts';
import { createTradeDeps, type TradeDeps } from '../trade-deps.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demo: RequestContext;
let nova: RequestContext;
let deps: TradeDeps;
let buyer: TestBuyer;
const tokens = { operator: '', owner: '', recycler: '', demoBuyer: '', novaOperator: '' };
const clock = movableClock();
let phoneSeq = 0;

/** The demo tenant's daily limit in this file: ¥2,000 (set in its dictionary before the app first reads it). */
const DAILY_LIMIT = 200_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const demoId = await tenantIdOf(database.db, 'demo');
  await database.db
    .updateTable('dict_data')
    .set({ label: String(DAILY_LIMIT) })
    .where('tenant_id', '=', demoId)
    .where('dict_type', '=', 'trade_fee')
    .where('value', '=', 'withdraw_daily_limit_fen')
    .execute();
  app = await buildTestApp(database.db, {}, { clock });
  demo = await contextOf(database.db, demoId, clock);
  nova = await contextOf(database.db, await tenantIdOf(database.db, 'nova'), clock);
  deps = createTradeDeps(database.db, testSecretBox, () => undefined);
  // This file is about withdrawing sale proceeds: its shops pay them out at completion (no payout hold; the held
  // proceeds in the wallet are wallet-payouts.routes.test.ts's).
  for (const ctx of [demo, nova]) await saveOrderSettings(ctx, { payoutHoldDays: { retrieval: 0, face: 0, none: 0 } });
  buyer = await verifiedBuyer(demo, '13966700999');
  tokens.operator = await loginDemoUser(app, 'operator');
  tokens.owner = await loginDemoUser(app, 'owner');
  tokens.recycler = await loginDemoUser(app, 'recycler');
  tokens.demoBuyer = await loginDemoUser(app, 'buyer');
  tokens.novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
});
afterEach(async () => {
  await expectEveryOrderBalanced(database.db);
  await expectEveryWalletBalanced(database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
  options: { lang?: string; host?: string } = {},
) =>
  app.inject({
    method,
    url,
    headers: {
      ...(token ? authHeaders(token, options.host) : { host: options.host ?? 'localhost' }),
      'accept-language': options.lang ?? 'en-US',
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function newUser(options: { verify?: boolean } = {}) {
  phoneSeq += 1;
  return verifiedBuyer(demo, `1396670${String(phoneSeq).padStart(4, '0')}`, options);
}

async function sellerWith(priceFen: number) {
  const seller = await newUser();
  await sellConsignment(demo, deps, seller, buyer, priceFen);
  return seller;
}

const withdraw = (token: string, amountFen: number, options: { name?: string; lang?: string } = {}) =>
  call(
    'POST',
    '/api/wallet/withdrawals',
    token,
    { amountFen, alipayName: options.name ?? '张三', alipayAccount: 'zhang.san@example.com' },
    { lang: options.lang ?? 'en-US' },
  );

describe('GET /api/wallet and /api/wallet/history', () => {
  it('answers the seller’s figures and the movements after a completed consignment sale', async () => {
    const seller = await newUser();
    const order = await sellConsignment(demo, deps, seller, buyer, 300_000);
    const inTrade = await sellConsignment(demo, deps, seller, buyer, 100_000, { complete: false });
    const summary = await call('GET', '/api/wallet', seller.token);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(envelope<WalletSummary>(summary).data).toEqual({
      availableFen: proceedsOf(300_000),
      heldFen: 0,
      inTradeFen: proceedsOf(100_000),
      heldProceedsFen: 0,
      heldProceeds: [],
      owedFen: 0,
      withdrawnFen: 0,
      minWithdrawalFen: 1_000,
      dailyLimitFen: DAILY_LIMIT,
      todayRequestedFen: 0,
      realName: '张*',
    });
    const history = await call('GET', '/api/wallet/history?pageNum=1&pageSize=5', seller.token);
    expect(history.statusCode, history.body).toBe(200);
    expect(envelope<{ rows: WalletEntry[]; total: number }>(history).data).toMatchObject({
      total: 1,
      pageNum: 1,
      pageSize: 5,
      rows: [
        {
          kind: 'sale_proceeds',
          account: 'available',
          amountFen: proceedsOf(300_000),
          orderId: order.id,
          orderNumber: order.orderNo,
          withdrawalId: null,
        },
      ],
    });
    expect(inTrade.status).toBe('pending_payment');
    expect((await call('GET', '/api/wallet/history?pageSize=101', seller.token)).statusCode).toBe(400);
  });

  it('asks for login on every wallet route, before looking at the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/wallet'],
      ['GET', '/api/wallet/history'],
      ['GET', '/api/wallet/withdrawals'],
      ['POST', '/api/wallet/withdrawals'],
    ] as const) {
      const response = await call(method, url, null, method === 'POST' ? { amountFen: 'lots' } : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(envelope(response).code).toBe(401);
    }
  });
});

describe('POST /api/wallet/withdrawals', () => {
  it('holds the amount and lists the request for its owner with the account masked', async () => {
    const seller = await sellerWith(100_000);
    const created = await withdraw(seller.token, 20_000);
    expect(created.statusCode, created.body).toBe(200);
    const withdrawal = envelope<Withdrawal>(created).data;
    expect(withdrawal).toMatchObject({ amountFen: 20_000, status: 'pending', alipayAccount: 'z********@example.com' });
    const mine = await call('GET', '/api/wallet/withdrawals', seller.token);
    expect(envelope<{ rows: Withdrawal[]; total: number }>(mine).data).toEqual({
      rows: [withdrawal],
      total: 1,
      pageNum: 1,
      pageSize: 10,
    });
    expect(mine.body).not.toContain('zhang.san@');
    expect(envelope<WalletSummary>(await call('GET', '/api/wallet', seller.token)).data).toMatchObject({
      availableFen: proceedsOf(100_000) - 20_000,
      heldFen: 20_000,
      todayRequestedFen: 20_000,
    });
  });

  it('refuses with a clear sentence in either language: minimum, balance, daily limit, name, no real name', async () => {
    const seller = await sellerWith(300_000);
    const available = proceedsOf(300_000);
    const shown = (available / 100).toFixed(2);
    const cases: [(lang: string) => Promise<{ statusCode: number; body: string }>, string, string, string][] = [
      [
        (lang) => withdraw(seller.token, 999, { lang }),
        'BUSINESS_RULE',
        'The smallest withdrawal is ¥10.00.',
        '单笔提现金额不能低于 ¥10.00。',
      ],
      [
        (lang) => withdraw(seller.token, available + 1, { lang }),
        'BUSINESS_RULE',
        `You can withdraw at most ¥${shown} now (your available balance).`,
        `提现金额超过可提现余额，当前最多可提现 ¥${shown}。`,
      ],
      [
        (lang) => withdraw(seller.token, 10_000, { name: '李四', lang }),
        'BUSINESS_RULE',
        'The Alipay account must be in your own verified name (张*); enter that name exactly.',
        '支付宝账户须为您本人实名（张*），请填写与实名认证一致的姓名。',
      ],
    ];
    for (const [send, errorCode, en, zh] of cases) {
      for (const [lang, msg] of [
        ['en-US', en],
        ['zh-CN', zh],
      ] as const) {
        const response = await send(lang);
        expect(response.statusCode, response.body).toBe(422);
        expect(envelope(response)).toMatchObject({ code: 422, errorCode, msg });
      }
    }

    // Within the balance but over the day's limit (¥2,000 here): ¥1,500 passes, ¥600 more does not.
    const rich = await sellerWith(300_000);
    expect((await withdraw(rich.token, 150_000)).statusCode).toBe(200);
    for (const [lang, msg] of [
      ['en-US', 'Withdrawals are limited to ¥2000.00 a day; ¥500.00 is left for today.'],
      ['zh-CN', '每日提现上限为 ¥2000.00，今日还可提现 ¥500.00。'],
    ] as const) {
      const response = await withdraw(rich.token, 60_000, { lang });
      expect(response.statusCode, response.body).toBe(422);
      expect(envelope(response)).toMatchObject({ errorCode: 'BUSINESS_RULE', msg });
    }

    const unverified = await newUser({ verify: false });
    for (const [lang, msg] of [
      [
        'en-US',
        'Complete real-name verification before withdrawing: withdrawals are paid only to an account in your own name.',
      ],
      ['zh-CN', '提现前请先完成实名认证：提现只能转入您本人实名的账户。'],
    ] as const) {
      const response = await withdraw(unverified.token, 10_000, { lang });
      expect(response.statusCode, response.body).toBe(422);
      expect(envelope(response)).toMatchObject({ errorCode: 'REAL_NAME_REQUIRED', msg });
    }
    // Malformed input is a 400 naming the field.
    const malformed = await call('POST', '/api/wallet/withdrawals', unverified.token, {
      amountFen: 10_000,
      alipayName: '张三',
      alipayAccount: 'not an account',
    });
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).fields?.map((field) => field.field)).toEqual(['body.alipayAccount']);
    // Nothing moved for the refused requests.
    expect(envelope<WalletSummary>(await call('GET', '/api/wallet', seller.token)).data).toMatchObject({
      availableFen: available,
      heldFen: 0,
    });
  });

  it('is rate limited per user', async () => {
    const seller = await newUser();
    const other = await newUser();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await withdraw(seller.token, 999)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(answers[10]).toBe(429);
    // Another user is not held back by the first one's limit.
    expect((await withdraw(other.token, 999)).statusCode).toBe(422);
  });
});

describe('staff withdrawal routes', () => {
  it('are for operators and owners: anonymous 401, users and recyclers 403 before validation', async () => {
    const routes = [
      ['GET', '/api/staff/withdrawals', undefined],
      ['POST', '/api/staff/withdrawals/1/approve', { transferRef: 'x' }],
      ['POST', '/api/staff/withdrawals/1/reject', {}],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, null, payload)).statusCode, `${url} anonymous`).toBe(401);
      expect((await call(method, url, tokens.demoBuyer, payload)).statusCode, `${url} user`).toBe(403);
      expect((await call(method, url, tokens.recycler, payload)).statusCode, `${url} recycler`).toBe(403);
      const forbidden = await call(method, url, tokens.recycler, payload, { lang: 'zh-CN' });
      expect(envelope(forbidden).msg).toBe('您没有执行此操作的权限。');
    }
    for (const token of [tokens.operator, tokens.owner]) {
      expect((await call('GET', '/api/staff/withdrawals', token)).statusCode).toBe(200);
      const approve = await call('POST', '/api/staff/withdrawals/987654321/approve', token, {
        transferRef: 'ALI-0001',
      });
      expect(approve.statusCode, approve.body).toBe(404);
      expect(envelope(approve).msg).toBe('This withdrawal does not exist.');
      const reject = await call('POST', '/api/staff/withdrawals/987654321/reject', token, { reason: 'no such' });
      expect(reject.statusCode, reject.body).toBe(404);
      // Past the guard, the body is validated.
      expect((await call('POST', '/api/staff/withdrawals/1/approve', token, { transferRef: 'x' })).statusCode).toBe(
        400,
      );
    }
  });

  it('list pending requests in full, pay one and reject another; the seller sees the outcome', async () => {
    const seller = await sellerWith(100_000);
    const first = envelope<Withdrawal>(await withdraw(seller.token, 30_000)).data;
    const second = envelope<Withdrawal>(await withdraw(seller.token, 20_000)).data;
    const pending = envelope<{ rows: StaffWithdrawal[] }>(
      await call('GET', '/api/staff/withdrawals?status=pending', tokens.operator),
    ).data.rows;
    expect(pending.find((row) => row.id === first.id)).toMatchObject({
      userId: seller.userId,
      user: expect.stringMatching(/^139\*{4}\d{4}$/),
      alipayName: '张三',
      alipayAccount: 'zhang.san@example.com',
      amountFen: 30_000,
      status: 'pending',
    });

    const approved = await call('POST', `/api/staff/withdrawals/${first.id}/approve`, tokens.operator, {
      transferRef: `2026112322001${first.id}`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(envelope<Withdrawal>(approved).data).toMatchObject({
      status: 'paid',
      transferRef: `2026112322001${first.id}`,
    });
    const rejected = await call('POST', `/api/staff/withdrawals/${second.id}/reject`, tokens.owner, {
      reason: 'The Alipay account does not accept transfers',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    expect(envelope<WalletSummary>(await call('GET', '/api/wallet', seller.token)).data).toMatchObject({
      availableFen: proceedsOf(100_000) - 30_000,
      heldFen: 0,
      withdrawnFen: 30_000,
    });
    const mine = envelope<{ rows: Withdrawal[] }>(await call('GET', '/api/wallet/withdrawals', seller.token)).data.rows;
    expect(mine.map((row) => [row.id, row.status, row.rejectReason])).toEqual([
      [second.id, 'rejected', 'The Alipay account does not accept transfers'],
      [first.id, 'paid', ''],
    ]);
    const paid = envelope<{ rows: StaffWithdrawal[] }>(
      await call('GET', '/api/staff/withdrawals?status=paid', tokens.operator),
    ).data.rows;
    expect(paid.map((row) => row.id)).toContain(first.id);
    expect(paid.map((row) => row.id)).not.toContain(second.id);
  });

  it('two decisions at once: one wins, the other gets a clear 409', async () => {
    const seller = await sellerWith(100_000);
    const withdrawal = envelope<Withdrawal>(await withdraw(seller.token, 30_000)).data;
    const [approve, reject] = await Promise.all([
      call('POST', `/api/staff/withdrawals/${withdrawal.id}/approve`, tokens.operator, {
        transferRef: `RACE-${withdrawal.id}`,
      }),
      call('POST', `/api/staff/withdrawals/${withdrawal.id}/reject`, tokens.owner, { reason: 'Duplicate request' }),
    ]);
    const statuses = [approve.statusCode, reject.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const lost = approve.statusCode === 409 ? approve : reject;
    expect(envelope(lost).msg).toMatch(/^This withdrawal has already been (paid|rejected); reload the list\.$/);
    const again = await call(
      'POST',
      `/api/staff/withdrawals/${withdrawal.id}/reject`,
      tokens.operator,
      {
        reason: 'Once more',
      },
      { lang: 'zh-CN' },
    );
    expect(again.statusCode).toBe(409);
    expect(envelope(again).msg).toMatch(/^该提现申请已(打款|驳回)，请刷新列表。$/);
  });

  it('keep tenants apart: another tenant’s staff neither list nor decide, a session works at its own tenant only', async () => {
    const seller = await sellerWith(100_000);
    const withdrawal = envelope<Withdrawal>(await withdraw(seller.token, 10_000)).data;
    const host = 'nova.localhost';
    const novaList = await call('GET', '/api/staff/withdrawals', tokens.novaOperator, undefined, { host });
    expect(novaList.statusCode).toBe(200);
    expect(envelope<{ rows: StaffWithdrawal[] }>(novaList).data.rows.map((row) => row.id)).not.toContain(withdrawal.id);
    const novaApprove = await call(
      'POST',
      `/api/staff/withdrawals/${withdrawal.id}/approve`,
      tokens.novaOperator,
      { transferRef: 'NOVA-0001' },
      { host },
    );
    expect(novaApprove.statusCode).toBe(404);
    // The demo operator's token means nothing at nova, nor the seller's.
    expect((await call('GET', '/api/staff/withdrawals', tokens.operator, undefined, { host })).statusCode).toBe(401);
    expect((await call('GET', '/api/wallet', seller.token, undefined, { host })).statusCode).toBe(401);
    const still = envelope<{ rows: StaffWithdrawal[] }>(await call('GET', '/api/staff/withdrawals', tokens.operator))
      .data.rows;
    expect(still.find((row) => row.id === withdrawal.id)?.status).toBe('pending');
    expect(nova.tenantId).not.toBe(demo.tenantId);
  });
});
