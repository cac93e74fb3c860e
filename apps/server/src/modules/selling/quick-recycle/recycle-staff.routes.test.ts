import type { StaffRecycleDetail } from '@gs/shared/recycle';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureGame } from '../../../../test/catalogue-fixtures.ts';
import { loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  createRecycleGame,
  levelTwoSeller,
  RECYCLE_ATTRS_QUOTE,
  recycleRule,
  SECRET_PASSWORD,
  submitRecycleOk,
} from '../../../../test/recycle-fixtures.ts';
import { movableClock, type TestBuyer } from '../../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let game: FixtureGame;
let seller: TestBuyer;
const tokens = { operator: '', owner: '', recycler: '', buyer: '' };
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  demoId = await tenantIdOf(database.db, 'demo');
  game = await createRecycleGame(database.db, demoId);
  app = await buildTestApp(database.db, {}, { clock });
  seller = await levelTwoSeller(database.db, demoId, '13966620001', clock);
  tokens.operator = await loginDemoUser(app, 'operator');
  tokens.owner = await loginDemoUser(app, 'owner');
  tokens.recycler = await loginDemoUser(app, 'recycler');
  tokens.buyer = await loginDemoUser(app, 'buyer');
  const put = await call('PUT', `/api/staff/recycle/rules/${game.gameId}`, tokens.operator, recycleRule(game));
  expect(put.statusCode, put.body).toBe(200);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Method = 'GET' | 'POST' | 'PUT';
function call(method: Method, url: string, token: string | null, payload?: unknown, lang = 'en-US') {
  return app.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token) : { host: 'localhost' }), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const detail = async (id: number) =>
  envelope<StaffRecycleDetail>(await call('GET', `/api/staff/recycle/${id}`, tokens.operator)).data;

async function verified(id: number) {
  const response = await call('POST', `/api/staff/recycle/${id}/verify`, tokens.operator);
  expect(response.statusCode, response.body).toBe(200);
  const request = envelope<StaffRecycleDetail>(response).data;
  for (const { step } of request.checklist) {
    const ticked = await call('POST', `/api/staff/recycle/${id}/checklist`, tokens.operator, { step, done: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
  }
  return request;
}

const sellerWallet = async (userId: number) =>
  Number(
    (
      await database.db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_fen'), eb.lit(0)).as('sum'))
        .where('tenant_id', '=', demoId)
        .where('account', '=', 'seller_wallet')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).sum,
  );

const postingsOf = (id: number) =>
  database.db
    .selectFrom('ledger_postings')
    .select(['id', 'kind', 'idempotency_key'])
    .where('tenant_id', '=', demoId)
    .where('ref_type', '=', 'recycle')
    .where('ref_id', '=', id)
    .execute();

describe('who may call', () => {
  it('answers 401 signed out, 403 to users and recyclers, and serves operators and owners, on every route', async () => {
    const { id } = await submitRecycleOk(app, game, seller.token);
    const calls: [Method, string, unknown][] = [
      ['GET', '/api/staff/recycle', undefined],
      ['GET', `/api/staff/recycle/${id}`, undefined],
      ['GET', `/api/staff/recycle/${id}/credentials`, undefined],
      ['POST', `/api/staff/recycle/${id}/verify`, undefined],
      ['POST', `/api/staff/recycle/${id}/checklist`, { step: 'phone', done: true }],
      ['POST', `/api/staff/recycle/${id}/pay`, undefined],
      ['POST', `/api/staff/recycle/${id}/reject`, { reason: 'not yours' }],
      ['GET', `/api/staff/recycle/rules/${game.gameId}`, undefined],
      ['PUT', `/api/staff/recycle/rules/${game.gameId}`, recycleRule(game)],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, tokens.buyer, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, seller.token, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, tokens.recycler, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/api/staff/recycle', tokens.operator)).statusCode).toBe(200);
    expect((await call('GET', `/api/staff/recycle/${id}`, tokens.owner)).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ status: 'submitted' });
  });
});

describe('verify, pay and take over', () => {
  it('verifies with the rebinding checklist, pays the quote into the seller’s wallet and lists the account', async () => {
    const before = await sellerWallet(seller.userId);
    const { id } = await submitRecycleOk(app, game, seller.token);
    const started = await call('POST', `/api/staff/recycle/${id}/verify`, tokens.operator);
    expect(started.statusCode, started.body).toBe(200);
    const verifying = envelope<StaffRecycleDetail>(started).data;
    expect(verifying).toMatchObject({ status: 'verifying', quoteFen: RECYCLE_ATTRS_QUOTE, contact: 'QQ 12345678' });
    expect(verifying.checklist.map((step) => [step.step, step.done])).toEqual([
      ['phone', false],
      ['email', false],
      ['real_name', false],
      ['security_lock', false],
    ]);
    expect(verifying.attributes).toEqual(
      expect.arrayContaining([
        { name: 'Rank', value: 'C' },
        { name: 'Tags', value: 't1, t2' },
        { name: 'Count', value: '30 pcs' },
      ]),
    );
    expect(verifying.regionPath.map((node) => node.name)).toEqual(['North', 'N1']);
    expect(JSON.stringify(verifying)).not.toContain(SECRET_PASSWORD);

    // The credentials are an audited read.
    const credentials = await call('GET', `/api/staff/recycle/${id}/credentials`, tokens.operator);
    expect(credentials.statusCode, credentials.body).toBe(200);
    expect(envelope(credentials).data).toMatchObject({ login: 'recycle-login-778', password: SECRET_PASSWORD });
    const reads = await database.db
      .selectFrom('credential_reads')
      .select(['purpose', 'user_id'])
      .where('listing_id', '=', verifying.listingId)
      .execute();
    expect(reads).toEqual([{ purpose: 'staff_read', user_id: expect.any(Number) }]);

    const early = await call('POST', `/api/staff/recycle/${id}/pay`, tokens.operator);
    expect(early.statusCode).toBe(422);
    expect(envelope(early).msg).toBe(
      'Finish the verification checklist before paying: phone, email, real_name, security_lock.',
    );
    const unknown = await call('POST', `/api/staff/recycle/${id}/checklist`, tokens.operator, {
      step: 'dna',
      done: true,
    });
    expect(unknown.statusCode).toBe(422);
    for (const step of ['phone', 'email', 'real_name', 'security_lock']) {
      await call('POST', `/api/staff/recycle/${id}/checklist`, tokens.operator, { step, done: true, note: 'ok' });
    }

    const paid = await call('POST', `/api/staff/recycle/${id}/pay`, tokens.operator);
    expect(paid.statusCode, paid.body).toBe(200);
    const listed = envelope<StaffRecycleDetail>(paid).data;
    expect(listed.status).toBe('listed');
    expect(listed.paidAt).not.toBeNull();
    expect(listed.checklist.every((step) => step.done && step.note === 'ok')).toBe(true);

    expect((await sellerWallet(seller.userId)) - before).toBe(RECYCLE_ATTRS_QUOTE);
    const postings = await postingsOf(id);
    expect(postings).toEqual([
      { id: expect.any(Number), kind: 'recycle_payment', idempotency_key: `recycle:${id}:pay` },
    ]);
    const entries = await database.db
      .selectFrom('ledger_entries')
      .select(['account', 'user_id', 'amount_fen', 'order_id'])
      .where('posting_id', '=', postings[0]?.id ?? 0)
      .orderBy('amount_fen')
      .execute();
    expect(entries).toEqual([
      { account: 'merchant', user_id: null, amount_fen: -RECYCLE_ATTRS_QUOTE, order_id: null },
      { account: 'seller_wallet', user_id: seller.userId, amount_fen: RECYCLE_ATTRS_QUOTE, order_id: null },
    ]);

    const listing = await database.db
      .selectFrom('listings')
      .select(['kind', 'status', 'seller_user_id', 'cost_fen', 'price_fen'])
      .where('id', '=', listed.listingId)
      .executeTakeFirstOrThrow();
    expect(listing).toEqual({
      kind: 'self_operated',
      status: 'off_shelf',
      seller_user_id: null,
      cost_fen: RECYCLE_ATTRS_QUOTE,
      price_fen: RECYCLE_ATTRS_QUOTE,
    });
    // Not public until staff put it on sale (see 'the merchant’s new listing' below).
    const publicDetail = await call('GET', `/api/web/good/info?id=${listed.listingId}`, null);
    expect(publicDetail.statusCode).toBe(404);
    expect(publicDetail.body).not.toContain(SECRET_PASSWORD);

    const mine = await call('GET', '/api/account/krecycle/list?status=listed', seller.token);
    expect(envelope<{ rows: { id: number; paidAt: string | null; canCancel: boolean }[] }>(mine).data.rows).toEqual([
      expect.objectContaining({ id, canCancel: false, paidAt: listed.paidAt }),
    ]);

    const again = await call('POST', `/api/staff/recycle/${id}/pay`, tokens.operator, undefined, 'zh-CN');
    expect(again.statusCode).toBe(409);
    expect(envelope(again).msg).toBe('该回收单当前状态为“已打款回收”，请刷新后查看。');
    expect(await postingsOf(id)).toHaveLength(1);
    expect(
      (await call('POST', `/api/staff/recycle/${id}/reject`, tokens.operator, { reason: 'late' })).statusCode,
    ).toBe(409);
  });

  it('the merchant’s new listing is public only once staff put it on sale (never with its cost)', async () => {
    const { id } = await submitRecycleOk(app, game, seller.token);
    const submitted = await detail(id);
    const hidden = async () => {
      expect((await call('GET', `/api/web/good/info?id=${submitted.listingId}`, null)).statusCode).toBe(404);
      const view = { goodsId: submitted.listingId, visitorId: 'visitor-recycle-1' };
      expect((await call('POST', '/api/web/save/goodsBrowse', null, view)).statusCode).toBe(404);
    };
    await hidden();
    await verified(id);
    expect((await call('POST', `/api/staff/recycle/${id}/pay`, tokens.operator)).statusCode).toBe(200);
    // Paid: the merchant's, off the shelf at the quote (its cost) until staff put it on sale — still not public.
    await hidden();

    const up = await call('GET', `/api/goods/info/upGoods/${submitted.listingId}`, tokens.operator);
    expect(up.statusCode, up.body).toBe(200);
    expect(envelope<{ status: string }>(up).data.status).toBe('pending_review');
    await hidden();
    const approved = await call('POST', `/api/staff/listings/${submitted.listingId}/approve`, tokens.operator);
    expect(approved.statusCode, approved.body).toBe(200);

    const shown = await call('GET', `/api/web/good/info?id=${submitted.listingId}`, null);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(envelope<{ state: string; kind: string }>(shown).data).toMatchObject({ state: 'on_sale' });
    expect(shown.body).not.toMatch(/cost/i);
    expect(shown.body).not.toContain(SECRET_PASSWORD);
    const view = { goodsId: submitted.listingId, visitorId: 'visitor-recycle-1' };
    expect((await call('POST', '/api/web/save/goodsBrowse', null, view)).statusCode).toBe(200);
    // Taken down again, it stays public as any listing that was on sale (its page says so).
    const down = await call('POST', '/api/goods/info/downGoods', tokens.operator, { id: submitted.listingId });
    expect(down.statusCode, down.body).toBe(200);
    expect((await call('GET', `/api/web/good/info?id=${submitted.listingId}`, null)).statusCode).toBe(200);
  });

  it('pays once when two staff press pay at the same moment: one 200, one 409, one posting', async () => {
    const other = await levelTwoSeller(database.db, demoId, '13966620002', clock);
    const { id } = await submitRecycleOk(app, game, other.token);
    await verified(id);
    const results = await Promise.all([
      call('POST', `/api/staff/recycle/${id}/pay`, tokens.operator),
      call('POST', `/api/staff/recycle/${id}/pay`, tokens.owner),
      call('POST', `/api/staff/recycle/${id}/pay`, tokens.operator),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await postingsOf(id)).toHaveLength(1);
    expect(await sellerWallet(other.userId)).toBe(RECYCLE_ATTRS_QUOTE);
  });

  it('lets one of two concurrent verifications win', async () => {
    const { id } = await submitRecycleOk(app, game, seller.token);
    const results = await Promise.all([
      call('POST', `/api/staff/recycle/${id}/verify`, tokens.operator),
      call('POST', `/api/staff/recycle/${id}/verify`, tokens.owner),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('reject', () => {
  it('rejects with a reason the seller sees; a rejected request can be neither verified nor paid', async () => {
    const { id } = await submitRecycleOk(app, game, seller.token);
    const noReason = await call('POST', `/api/staff/recycle/${id}/reject`, tokens.operator, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await call('POST', `/api/staff/recycle/${id}/reject`, tokens.operator, {
      reason: 'The account is bound to a phone we cannot reach',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(envelope<StaffRecycleDetail>(rejected).data).toMatchObject({ status: 'rejected' });
    const mine = envelope<{ rows: { id: number; status: string; rejectReason: string }[] }>(
      await call('GET', '/api/account/krecycle/list?status=rejected', seller.token),
    ).data.rows;
    expect(mine.find((row) => row.id === id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'The account is bound to a phone we cannot reach',
    });
    expect((await call('POST', `/api/staff/recycle/${id}/verify`, tokens.operator)).statusCode).toBe(409);
    expect((await call('POST', `/api/staff/recycle/${id}/pay`, tokens.operator)).statusCode).toBe(409);
    expect((await call('GET', `/api/staff/recycle/${id}/credentials`, tokens.operator)).statusCode).toBe(409);
    expect(await postingsOf(id)).toHaveLength(0);
    expect(
      (await call('POST', '/api/staff/recycle/999999/reject', tokens.operator, { reason: 'gone' })).statusCode,
    ).toBe(404);
  });

  it('lists requests by status for staff, the seller’s phone masked', async () => {
    const page = envelope<{ rows: { status: string; seller: string }[]; total: number }>(
      await call('GET', '/api/staff/recycle?status=rejected', tokens.operator),
    ).data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((row) => row.status === 'rejected')).toBe(true);
    expect(page.rows[0]?.seller).toMatch(/^139\*{4}0001$/);
  });
});

describe('valuation rules', () => {
  it('answers a game’s rule, and a disabled blank one for a game without', async () => {
    const kept = await call('GET', `/api/staff/recycle/rules/${game.gameId}`, tokens.operator);
    expect(envelope(kept).data).toMatchObject({ gameId: game.gameId, baseFen: 10_000, enabled: true });
    const demoGame = await database.db
      .selectFrom('games')
      .select('id')
      .where('tenant_id', '=', demoId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const seeded = envelope<{ enabled: boolean; updatedAt: string | null }>(
      await call('GET', `/api/staff/recycle/rules/${demoGame.id}`, tokens.operator),
    ).data;
    expect(seeded.enabled).toBe(true);
    expect((await call('GET', '/api/staff/recycle/rules/999999', tokens.operator)).statusCode).toBe(404);
  });

  it('refuses min above max, choices of another game and ranges on attributes that are not numbers', async () => {
    const url = `/api/staff/recycle/rules/${game.gameId}`;
    const reversed = await call('PUT', url, tokens.operator, { ...recycleRule(game), minFen: 90_000, maxFen: 80_000 });
    expect(reversed.statusCode).toBe(400);
    expect(envelope(reversed).fields?.map((field) => field.field)).toContain('body.maxFen');
    const foreign = await call('PUT', url, tokens.operator, {
      ...recycleRule(game),
      rules: {
        choices: { '999999': 100, [game.choice.A]: 100 },
        ranges: [{ attributeId: game.attr.rank, from: 0, to: 10, fen: 1 }],
      },
    });
    expect(foreign.statusCode).toBe(400);
    expect(envelope(foreign).fields?.map((field) => field.field)).toEqual([
      'body.rules.choices.999999',
      'body.rules.ranges.0.attributeId',
    ]);
    const zh = await call(
      'PUT',
      url,
      tokens.operator,
      { ...recycleRule(game), rules: { choices: { '999999': 1 } } },
      'zh-CN',
    );
    expect(envelope(zh).fields?.[0]?.message).toBe('选项 999999 不属于该游戏的任何属性。');
  });

  it('keeps a new rule that the next quote uses at once', async () => {
    const url = `/api/staff/recycle/rules/${game.gameId}`;
    const changed = await call('PUT', url, tokens.owner, { ...recycleRule(game), baseFen: 20_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(envelope<{ updatedAt: string | null }>(changed).data.updatedAt).not.toBeNull();
    const quote = await call('POST', '/api/account/krecycle/quote', null, {
      gameId: game.gameId,
      attrs: { [game.attr.rank]: game.choice.A },
    });
    expect(envelope<{ quoteFen: number }>(quote).data.quoteFen).toBe(20_000);
    await call('PUT', url, tokens.owner, recycleRule(game));
  });
});
