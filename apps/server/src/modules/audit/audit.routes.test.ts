import type { ChatConversation, ChatMessage } from '@gs/shared/chat';
import type { AuditEntry, AuditPage } from '@gs/shared/staff-audit';
import type { Withdrawal } from '@gs/shared/wallet';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf, userIdOf } from '../../../test/identity-helpers.ts';
import {
  contextOf,
  insertTestListing,
  movableClock,
  payThroughGateway,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../test/trade-fixtures.ts';
import { sellConsignment } from '../../../test/wallet-fixtures.ts';
import type { RequestContext } from '../../lib/context.ts';
import { createTradeDeps, type TradeDeps } from '../trade/index.ts';
import { createOrder } from '../trade/orders/orders.service.ts';
import { recordAuditEntry } from './audit.service.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demo: RequestContext;
let nova: RequestContext;
let deps: TradeDeps;
let buyer: TestBuyer;
let operatorId: number;
let ownerId: number;
const tokens = { owner: '', operator: '', recycler: '', buyer: '', novaOwner: '', novaOperator: '' };
const clock = movableClock();
let phoneSeq = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
  nova = await contextOf(database.db, await tenantIdOf(database.db, 'nova'), clock);
  deps = createTradeDeps(database.db, testSecretBox, () => undefined);
  buyer = await verifiedBuyer(demo, '13955500999');
  operatorId = await userIdOf(database.db, 'demo', 'operator');
  ownerId = await userIdOf(database.db, 'demo', 'owner');
  tokens.owner = await loginDemoUser(app, 'owner');
  tokens.operator = await loginDemoUser(app, 'operator');
  tokens.recycler = await loginDemoUser(app, 'recycler');
  tokens.buyer = await loginDemoUser(app, 'buyer');
  tokens.novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
  tokens.novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (
  target: FastifyInstance,
  method: Method,
  url: string,
  token: string | null,
  payload?: unknown,
  host = 'localhost',
) =>
  target.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': 'en-US' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const auditRows = (tenantId: number) =>
  database.db.selectFrom('staff_audit_log').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();

async function pendingListing(tenantId: number): Promise<number> {
  const id = await insertTestListing(database.db, tenantId, { credentials: false });
  await database.db
    .updateTable('listings')
    .set({ status: 'pending_review', listed_at: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
  return id;
}

async function newSeller() {
  phoneSeq += 1;
  return verifiedBuyer(demo, `1395550${String(phoneSeq).padStart(4, '0')}`);
}

describe('recording staff actions', () => {
  it('an approve through the real route writes one row: who, when, what, on what, before → after', async () => {
    const id = await pendingListing(demo.tenantId);
    const before = await auditRows(demo.tenantId);
    clock.advance(1000);
    const approved = await call(app, 'POST', `/api/staff/listings/${id}/approve`, tokens.operator);
    expect(approved.statusCode, approved.body).toBe(200);
    const rows = (await auditRows(demo.tenantId)).slice(before.length);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: operatorId,
      actor_roles: ['operator'],
      method: 'POST',
      route: '/api/staff/listings/:id/approve',
      action: 'POST /api/staff/listings/:id/approve',
      target: { id: String(id) },
      target_id: String(id),
      body: null,
      before: { status: 'pending_review' },
      after: { status: 'on_sale' },
      status_code: 200,
      request_id: approved.headers['x-request-id'],
      ip: '127.0.0.1',
    });
    expect(rows[0]?.created_at.toISOString()).toBe(clock.now().toISOString());
  });

  it('a GET writes nothing, and neither does a refused or failed call', async () => {
    const id = await pendingListing(demo.tenantId);
    const count = (await auditRows(demo.tenantId)).length;
    expect((await call(app, 'GET', '/api/staff/listings', tokens.operator)).statusCode).toBe(200);
    expect((await call(app, 'GET', `/api/staff/listings/${id}`, tokens.operator)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/staff/withdrawals', tokens.owner)).statusCode).toBe(200);
    expect((await call(app, 'POST', `/api/staff/listings/${id}/approve`, null)).statusCode).toBe(401);
    expect((await call(app, 'POST', `/api/staff/listings/${id}/approve`, tokens.recycler)).statusCode).toBe(403);
    expect(
      (await call(app, 'POST', `/api/staff/listings/${id}/reject`, tokens.operator, { reason: 'x' })).statusCode,
    ).toBe(400);
    expect((await call(app, 'POST', '/api/staff/listings/99999999/approve', tokens.operator)).statusCode).toBe(404);
    expect((await call(app, 'POST', `/api/staff/listings/${id}/approve`, tokens.operator)).statusCode).toBe(200);
    const again = await call(app, 'POST', `/api/staff/listings/${id}/approve`, tokens.operator);
    expect(again.statusCode).toBe(409);
    // Only the one approve that went through.
    const rows = (await auditRows(demo.tenantId)).slice(count);
    expect(rows.map((row) => [row.action, row.target_id])).toEqual([
      ['POST /api/staff/listings/:id/approve', String(id)],
    ]);
  });

  it('keeps secrets out of the log: credential bodies whole, secret-named keys at any depth', async () => {
    const listing = await insertTestListing(database.db, demo.tenantId, { credentials: false });
    const count = (await auditRows(demo.tenantId)).length;
    const secret = { login: 'VaultLogin_778', password: 'Vault-Pw-778!', notes: 'security answer: tiger' };
    // An operator may not replace it (the owner only), and nothing is logged for the refusal.
    const refused = await call(app, 'PUT', `/api/staff/listings/${listing}/credentials`, tokens.operator, secret);
    expect(refused.statusCode).toBe(403);
    const put = await call(app, 'PUT', `/api/staff/listings/${listing}/credentials`, tokens.owner, secret);
    expect(put.statusCode, put.body).toBe(200);
    // Replaced again: the log shows that the login changed (a keyed fingerprint before → after), never what it is.
    const again = await call(app, 'PUT', `/api/staff/listings/${listing}/credentials`, tokens.owner, {
      ...secret,
      password: 'Vault-Pw-779!',
    });
    expect(again.statusCode, again.body).toBe(200);

    // A paid order, delivered with new credentials set by staff while rebinding.
    const sold = await insertTestListing(database.db, demo.tenantId, { instant: false });
    const order = await createOrder(
      { ...demo, userId: buyer.userId },
      { goodsId: sold, guarantee: 'none', payMode: 'full', agree: true },
    );
    await payThroughGateway(demo, deps, buyer.userId, order.id);
    const fresh = { login: 'Rebound_991', password: 'Rebound-Pw-991!', notes: 'new phone bound' };
    const delivered = await call(app, 'POST', `/api/staff/orders/${order.id}/deliver`, tokens.operator, {
      credentials: fresh,
      confirmIncompleteChecklist: true,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);

    const rows = (await auditRows(demo.tenantId)).slice(count);
    expect(rows.map((row) => [row.action, row.body])).toEqual([
      ['PUT /api/staff/listings/:id/credentials', '[redacted]'],
      ['PUT /api/staff/listings/:id/credentials', '[redacted]'],
      ['POST /api/staff/orders/:id/deliver', { credentials: '[redacted]', confirmIncompleteChecklist: true }],
    ]);
    const [first, second] = rows as [(typeof rows)[number], (typeof rows)[number]];
    const fingerprint = (value: unknown) => (value as { vaultFingerprint: string | null }).vaultFingerprint;
    expect(fingerprint(first.before)).toBeNull();
    expect(fingerprint(first.after)).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint(second.before)).toBe(fingerprint(first.after));
    expect(fingerprint(second.after)).not.toBe(fingerprint(second.before));
    const stored = await database.db
      .selectFrom('staff_audit_log')
      .select((eb) => eb.fn<string>('string_agg', [eb.cast('body', 'text'), eb.val(' ')]).as('text'))
      .executeTakeFirstOrThrow();
    expect(stored.text).not.toMatch(/VaultLogin|Vault-Pw|tiger|Rebound|new phone/);
  });

  it('records a staff read of an order’s credentials: a GET that reveals secrets', async () => {
    const listing = await insertTestListing(database.db, demo.tenantId);
    const order = await createOrder(
      { ...demo, userId: buyer.userId },
      { goodsId: listing, guarantee: 'none', payMode: 'full', agree: true },
    );
    // Staff read credentials only while the order is in trade (or after sale).
    await payThroughGateway(demo, deps, buyer.userId, order.id);
    const count = (await auditRows(demo.tenantId)).length;
    const read = await call(app, 'GET', `/api/staff/orders/${order.id}/credentials`, tokens.owner);
    expect(read.statusCode, read.body).toBe(200);
    const rows = (await auditRows(demo.tenantId)).slice(count);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: ownerId,
      action: 'GET /api/staff/orders/:id/credentials',
      target_id: String(order.id),
      body: null,
    });
    expect(JSON.stringify(rows[0])).not.toContain(`Pw-${listing}-Secret!`);
  });

  it('records a refund with the order’s number, the amount asked and the reason', async () => {
    const listing = await insertTestListing(database.db, demo.tenantId);
    const order = await createOrder(
      { ...demo, userId: buyer.userId },
      { goodsId: listing, guarantee: 'none', payMode: 'full', agree: true },
    );
    await payThroughGateway(demo, deps, buyer.userId, order.id);
    const count = (await auditRows(demo.tenantId)).length;
    const refunded = await call(app, 'POST', `/api/staff/orders/${order.id}/refund`, tokens.operator, {
      amount: 100,
      reason: 'The buyer changed their mind',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const rows = (await auditRows(demo.tenantId)).slice(count);
    expect(rows.map((row) => [row.action, row.target_id, row.body, row.before, row.after])).toEqual([
      [
        'POST /api/staff/orders/:id/refund',
        String(order.id),
        { amount: 100, relist: false, reason: 'The buyer changed their mind' },
        null,
        { orderNo: order.orderNo, status: expect.any(String), refundedFen: 100 },
      ],
    ]);
  });

  it('records withdrawal decisions with the status before and after', async () => {
    const seller = await newSeller();
    await sellConsignment(demo, deps, seller, buyer, 100_000, { released: true });
    const withdraw = async (amountFen: number) => {
      const response = await call(app, 'POST', '/api/wallet/withdrawals', seller.token, {
        amountFen,
        alipayName: '张三',
        alipayAccount: 'zhang.san@example.com',
      });
      expect(response.statusCode, response.body).toBe(200);
      return envelope<Withdrawal>(response).data;
    };
    const first = await withdraw(30_000);
    const second = await withdraw(20_000);
    const count = (await auditRows(demo.tenantId)).length;
    const ref = `2026112422001${first.id}`;
    expect(
      (await call(app, 'POST', `/api/staff/withdrawals/${first.id}/approve`, tokens.operator, { transferRef: ref }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call(app, 'POST', `/api/staff/withdrawals/${second.id}/reject`, tokens.owner, {
          reason: 'The account does not accept transfers',
        })
      ).statusCode,
    ).toBe(200);
    const rows = (await auditRows(demo.tenantId)).slice(count);
    expect(rows.map((row) => [row.action, row.actor_user_id, row.target_id, row.before, row.after])).toEqual([
      [
        'POST /api/staff/withdrawals/:id/approve',
        operatorId,
        String(first.id),
        { status: 'pending', amountFen: 30_000 },
        { status: 'paid', transferRef: ref },
      ],
      [
        'POST /api/staff/withdrawals/:id/reject',
        ownerId,
        String(second.id),
        { status: 'pending', amountFen: 20_000 },
        { status: 'rejected', rejectReason: 'The account does not accept transfers' },
      ],
    ]);
    expect(rows[0]?.body).toEqual({ transferRef: ref });
  });

  it('records each tenant’s actions under that tenant only', async () => {
    const demoCount = (await auditRows(demo.tenantId)).length;
    const novaCount = (await auditRows(nova.tenantId)).length;
    const id = await pendingListing(nova.tenantId);
    const approved = await call(
      app,
      'POST',
      `/api/staff/listings/${id}/approve`,
      tokens.novaOperator,
      undefined,
      'nova.localhost',
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await auditRows(demo.tenantId)).toHaveLength(demoCount);
    const rows = (await auditRows(nova.tenantId)).slice(novaCount);
    expect(rows.map((row) => [row.action, row.target_id])).toEqual([
      ['POST /api/staff/listings/:id/approve', String(id)],
    ]);
    expect(rows[0]?.actor_user_id).toBe(await userIdOf(database.db, 'nova', 'operator'));
  });

  it('does not carry out an action whose row cannot be written: 503, nothing changed, the failure logged', async () => {
    const logs: string[] = [];
    const failing = await buildTestApp(
      database.db,
      {},
      {
        clock,
        logStream: { write: (line: string) => void logs.push(line) },
        // Writes the row as the real store does, in the action's transaction, then fails: the row must not stay.
        recordAudit: async (db, entry) => {
          await recordAuditEntry(db, entry);
          throw new Error('audit store unavailable');
        },
      },
    );
    try {
      const operator = await loginDemoUser(failing, 'operator');
      const id = await pendingListing(demo.tenantId);
      const count = (await auditRows(demo.tenantId)).length;
      const refused = await call(failing, 'POST', `/api/staff/listings/${id}/reject`, operator, {
        reason: 'Screenshots do not match',
      });
      expect(refused.statusCode, refused.body).toBe(503);
      expect(envelope(refused)).toMatchObject({ code: 503, errorCode: 'SERVICE_UNAVAILABLE' });
      const listing = await database.db
        .selectFrom('listings')
        .select('status')
        .where('tenant_id', '=', demo.tenantId)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(listing.status).toBe('pending_review');
      expect(await auditRows(demo.tenantId)).toHaveLength(count);
      const errors = logs.map((line) => JSON.parse(line)).filter((line) => line.msg === 'audit entry not recorded');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        level: 50,
        err: { message: 'audit store unavailable' },
        audit: {
          route: '/api/staff/listings/:id/reject',
          method: 'POST',
          targetId: String(id),
          tenantId: demo.tenantId,
          actorUserId: operatorId,
          requestId: refused.headers['x-request-id'],
        },
      });
      expect(errors[0].audit.body).toBeUndefined();

      // The same action goes through once its row can be written.
      const approved = await call(app, 'POST', `/api/staff/listings/${id}/reject`, tokens.operator, {
        reason: 'Screenshots do not match',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await auditRows(demo.tenantId)).toHaveLength(count + 1);
    } finally {
      await failing.close();
    }
  });

  it('shows a secret only once its reading is on record, and writes no row for a refused write', async () => {
    const failing = await buildTestApp(
      database.db,
      {},
      {
        clock,
        recordAudit: async () => {
          throw new Error('audit store unavailable');
        },
      },
    );
    try {
      const owner = await loginDemoUser(failing, 'owner');
      const listing = await insertTestListing(database.db, demo.tenantId);
      const order = await createOrder(
        { ...demo, userId: buyer.userId },
        { goodsId: listing, guarantee: 'none', payMode: 'full', agree: true },
      );
      await payThroughGateway(demo, deps, buyer.userId, order.id);
      const read = await call(failing, 'GET', `/api/staff/orders/${order.id}/credentials`, owner);
      expect(read.statusCode, read.body).toBe(503);
      expect(read.body).not.toContain(`Pw-${listing}-Secret!`);

      // A refused write (a rejection without its reason) is rolled back and leaves no row either.
      const id = await pendingListing(demo.tenantId);
      const count = (await auditRows(demo.tenantId)).length;
      const refused = await call(failing, 'POST', `/api/staff/listings/${id}/reject`, owner, {});
      expect(refused.statusCode, refused.body).toBe(400);
      expect(await auditRows(demo.tenantId)).toHaveLength(count);
    } finally {
      await failing.close();
    }
  });
});

describe('reads that change nothing', () => {
  it('opening a chat conversation (marking it read) and a chat ticket are not logged; a reply still is', async () => {
    const opened = await call(app, 'GET', '/api/chat/conversations/general', tokens.buyer);
    expect(opened.statusCode, opened.body).toBe(200);
    const conversation = envelope<ChatConversation>(opened).data;
    const sent = await call(app, 'POST', `/api/chat/conversations/${conversation.id}/messages`, tokens.buyer, {
      text: 'Is the account still available?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = envelope<ChatMessage>(sent).data;
    const count = (await auditRows(demo.tenantId)).length;

    const read = await call(app, 'POST', `/api/staff/chat/conversations/${conversation.id}/read`, tokens.operator, {
      lastReadId: message.id,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((await call(app, 'POST', '/api/staff/chat/ticket', tokens.operator)).statusCode).toBe(200);
    expect(await auditRows(demo.tenantId)).toHaveLength(count);

    const reply = await call(
      app,
      'POST',
      `/api/staff/chat/conversations/${conversation.id}/messages`,
      tokens.operator,
      {
        text: 'Yes, it is.',
      },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = (await auditRows(demo.tenantId)).slice(count);
    expect(rows.map((row) => [row.action, row.target_id])).toEqual([
      ['POST /api/staff/chat/conversations/:id/messages', String(conversation.id)],
    ]);
  });
});

describe('GET /api/staff/audit', () => {
  it('is for owners: anonymous 401; operator, recycler and buyer 403 before validation', async () => {
    for (const url of ['/api/staff/audit', '/api/staff/audit?pageSize=0']) {
      expect((await call(app, 'GET', url, null)).statusCode, url).toBe(401);
      for (const token of [tokens.operator, tokens.recycler, tokens.buyer]) {
        const refused = await call(app, 'GET', url, token);
        expect(refused.statusCode, url).toBe(403);
        expect(envelope(refused)).toMatchObject({ code: 403, data: null, errorCode: 'FORBIDDEN' });
      }
    }
    expect((await call(app, 'GET', '/api/staff/audit', tokens.owner)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/staff/audit?pageSize=0', tokens.owner)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/staff/audit?from=yesterday', tokens.owner)).statusCode).toBe(400);
  });

  it('lists the shop’s actions newest first with the actor masked, filtered by actor, action, target and time', async () => {
    const first = await pendingListing(demo.tenantId);
    const second = await pendingListing(demo.tenantId);
    clock.advance(60_000);
    const startedAt = clock.now();
    expect((await call(app, 'POST', `/api/staff/listings/${first}/approve`, tokens.operator)).statusCode).toBe(200);
    clock.advance(1000);
    expect(
      (await call(app, 'POST', `/api/staff/listings/${second}/reject`, tokens.owner, { reason: 'Blurry screenshots' }))
        .statusCode,
    ).toBe(200);
    clock.advance(1000);

    const list = async (query: string) => {
      const response = await call(app, 'GET', `/api/staff/audit?${query}`, tokens.owner);
      expect(response.statusCode, response.body).toBe(200);
      return envelope<AuditPage>(response).data;
    };
    const page = await list('pageSize=2');
    expect(page.pageNum).toBe(1);
    expect(page.pageSize).toBe(2);
    expect(page.total).toBe((await auditRows(demo.tenantId)).length);
    expect(page.rows.map((row) => [row.action, row.targetId])).toEqual([
      ['POST /api/staff/listings/:id/reject', String(second)],
      ['POST /api/staff/listings/:id/approve', String(first)],
    ]);
    expect(page.rows[0]).toMatchObject({
      actor: { userId: ownerId, nickName: '陈店长', phone: '138****0002', roles: ['owner'] },
      target: { id: String(second) },
      body: { reason: 'Blurry screenshots' },
      before: { status: 'pending_review' },
      after: { status: 'rejected', rejectReason: 'Blurry screenshots' },
      status: 200,
      ip: '127.0.0.1',
    });
    expect(page.rows[1]?.at).toBe(startedAt.toISOString());

    const byActor = await list(`actorUserId=${operatorId}&pageSize=100`);
    expect(byActor.rows.length).toBe(byActor.total);
    expect(byActor.rows.every((row) => row.actor.userId === operatorId)).toBe(true);
    expect(byActor.rows.map((row) => row.targetId)).toContain(String(first));
    expect(byActor.rows.map((row) => row.targetId)).not.toContain(String(second));

    const byAction = await list(`action=${encodeURIComponent('POST /api/staff/listings/:id/reject')}&pageSize=100`);
    expect(byAction.rows.every((row) => row.action === 'POST /api/staff/listings/:id/reject')).toBe(true);
    expect(byAction.rows.map((row) => row.targetId)).toContain(String(second));

    const byTarget = await list(`targetId=${first}`);
    expect(byTarget.rows.map((row) => [row.action, row.targetId])).toEqual([
      ['POST /api/staff/listings/:id/approve', String(first)],
    ]);

    const since = await list(`from=${encodeURIComponent(startedAt.toISOString())}`);
    expect(since.rows.map((row) => row.targetId)).toEqual([String(second), String(first)]);
    const window = await list(
      `from=${encodeURIComponent(startedAt.toISOString())}&to=${encodeURIComponent(new Date(startedAt.getTime() + 1000).toISOString())}`,
    );
    expect(window.rows.map((row) => row.targetId)).toEqual([String(first)]);

    const secondPage = await list('pageSize=1&pageNum=2');
    expect(secondPage.rows.map((row) => row.targetId)).toEqual([String(first)]);
  });

  it('filters by one action within the shop: another shop’s rows of that action stay out, an unknown action finds none', async () => {
    const action = 'POST /api/staff/listings/:id/approve';
    const demoListing = await pendingListing(demo.tenantId);
    const rejected = await pendingListing(demo.tenantId);
    const novaListing = await pendingListing(nova.tenantId);
    expect((await call(app, 'POST', `/api/staff/listings/${demoListing}/approve`, tokens.operator)).statusCode).toBe(
      200,
    );
    expect(
      (await call(app, 'POST', `/api/staff/listings/${rejected}/reject`, tokens.operator, { reason: 'Blurry' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          app,
          'POST',
          `/api/staff/listings/${novaListing}/approve`,
          tokens.novaOperator,
          undefined,
          'nova.localhost',
        )
      ).statusCode,
    ).toBe(200);
    const filtered = async (token: string, query: string, host = 'localhost') => {
      const response = await call(app, 'GET', `/api/staff/audit?${query}&pageSize=100`, token, undefined, host);
      expect(response.statusCode, response.body).toBe(200);
      return envelope<AuditPage>(response).data;
    };
    const demoPage = await filtered(tokens.owner, `action=${encodeURIComponent(action)}`);
    const demoApprovals = (await auditRows(demo.tenantId)).filter((row) => row.action === action);
    expect(demoPage.total).toBe(demoApprovals.length);
    expect(demoPage.rows.map((row) => row.id).sort()).toEqual(demoApprovals.map((row) => row.id).sort());
    expect(demoPage.rows.map((row) => row.targetId)).toContain(String(demoListing));
    expect(demoPage.rows.map((row) => row.targetId)).not.toContain(String(rejected));
    expect(demoPage.rows.map((row) => row.targetId)).not.toContain(String(novaListing));

    const novaPage = await filtered(tokens.novaOwner, `action=${encodeURIComponent(action)}`, 'nova.localhost');
    expect(novaPage.rows.every((row) => row.action === action)).toBe(true);
    expect(novaPage.rows.map((row) => row.targetId)).toContain(String(novaListing));
    expect(novaPage.rows.some((row) => demoApprovals.some((demoRow) => demoRow.id === row.id))).toBe(false);

    // Combined with the other filters, and an action nobody took finds nothing.
    const one = await filtered(tokens.owner, `action=${encodeURIComponent(action)}&targetId=${demoListing}`);
    expect(one.rows.map((row) => [row.action, row.targetId])).toEqual([[action, String(demoListing)]]);
    const none = await filtered(tokens.owner, `action=${encodeURIComponent('POST /api/staff/nothing')}`);
    expect(none).toMatchObject({ rows: [], total: 0 });
  });

  it('shows an owner their own shop only: another tenant’s owner sees none of these rows', async () => {
    const id = await pendingListing(demo.tenantId);
    expect((await call(app, 'POST', `/api/staff/listings/${id}/approve`, tokens.operator)).statusCode).toBe(200);
    const demoPage = envelope<AuditPage>(await call(app, 'GET', `/api/staff/audit?targetId=${id}`, tokens.owner)).data;
    expect(demoPage.rows.map((row) => row.targetId)).toEqual([String(id)]);
    const demoIds = new Set((await auditRows(demo.tenantId)).map((row) => row.id));
    const response = await call(
      app,
      'GET',
      '/api/staff/audit?pageSize=100',
      tokens.novaOwner,
      undefined,
      'nova.localhost',
    );
    expect(response.statusCode).toBe(200);
    const page = envelope<AuditPage>(response).data;
    expect(page.total).toBe((await auditRows(nova.tenantId)).length);
    expect(page.rows.some((row) => demoIds.has(row.id))).toBe(false);
    expect(page.rows.some((row) => row.targetId === String(id))).toBe(false);
    // A demo session does not work at nova's host at all.
    const crossed = await call(app, 'GET', '/api/staff/audit', tokens.owner, undefined, 'nova.localhost');
    expect(crossed.statusCode).toBe(401);
  });
});

describe('GET /api/staff/audit/:id', () => {
  async function approvedEntry(): Promise<AuditEntry> {
    const id = await pendingListing(demo.tenantId);
    expect((await call(app, 'POST', `/api/staff/listings/${id}/approve`, tokens.operator)).statusCode).toBe(200);
    const page = envelope<AuditPage>(await call(app, 'GET', `/api/staff/audit?targetId=${id}`, tokens.owner)).data;
    expect(page.rows).toHaveLength(1);
    return page.rows[0] as AuditEntry;
  }

  it('is for owners: anonymous 401; operator, recycler and buyer 403 before validation', async () => {
    const entry = await approvedEntry();
    for (const url of [`/api/staff/audit/${entry.id}`, '/api/staff/audit/abc']) {
      expect((await call(app, 'GET', url, null)).statusCode, url).toBe(401);
      for (const token of [tokens.operator, tokens.recycler, tokens.buyer]) {
        const refused = await call(app, 'GET', url, token);
        expect(refused.statusCode, url).toBe(403);
        expect(envelope(refused)).toMatchObject({ code: 403, data: null, errorCode: 'FORBIDDEN' });
      }
    }
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      expect((await call(app, 'GET', `/api/staff/audit/${bad}`, tokens.owner)).statusCode, bad).toBe(400);
    }
  });

  it('answers one entry exactly as the list shows it, so a link opens it off the current page', async () => {
    const entry = await approvedEntry();
    // Push it off the first page of the list.
    for (let i = 0; i < 2; i += 1) await approvedEntry();
    const firstPage = envelope<AuditPage>(await call(app, 'GET', '/api/staff/audit?pageSize=1', tokens.owner)).data;
    expect(firstPage.rows.map((row) => row.id)).not.toContain(entry.id);

    const response = await call(app, 'GET', `/api/staff/audit/${entry.id}`, tokens.owner);
    expect(response.statusCode, response.body).toBe(200);
    const got = envelope<AuditEntry>(response).data;
    expect(got).toEqual(entry);
    expect(got).toMatchObject({
      actor: { userId: operatorId, phone: '138****0003', roles: ['operator'] },
      action: 'POST /api/staff/listings/:id/approve',
      before: { status: 'pending_review' },
      after: { status: 'on_sale' },
    });
  });

  it('answers 404 for an id the shop does not have, and for another shop’s entry', async () => {
    const entry = await approvedEntry();
    const missing = await call(app, 'GET', '/api/staff/audit/987654321', tokens.owner);
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing)).toMatchObject({
      code: 404,
      data: null,
      errorCode: 'NOT_FOUND',
      msg: 'The requested item was not found.',
    });

    // Nova's owner asks for demo's entry at nova's host: it does not exist there.
    const crossed = await call(
      app,
      'GET',
      `/api/staff/audit/${entry.id}`,
      tokens.novaOwner,
      undefined,
      'nova.localhost',
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body).not.toContain('/api/staff/listings');

    // And the other way round: a nova entry is not demo's.
    const novaListing = await pendingListing(nova.tenantId);
    expect(
      (
        await call(
          app,
          'POST',
          `/api/staff/listings/${novaListing}/approve`,
          tokens.novaOperator,
          undefined,
          'nova.localhost',
        )
      ).statusCode,
    ).toBe(200);
    const novaRows = await auditRows(nova.tenantId);
    const novaEntry = novaRows.at(-1);
    expect(novaEntry?.target_id).toBe(String(novaListing));
    expect((await call(app, 'GET', `/api/staff/audit/${novaEntry?.id}`, tokens.owner)).statusCode).toBe(404);
    expect(
      (await call(app, 'GET', `/api/staff/audit/${novaEntry?.id}`, tokens.novaOwner, undefined, 'nova.localhost'))
        .statusCode,
    ).toBe(200);
  });
});
