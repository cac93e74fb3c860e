import type { MyRecyclePage, RecycleGame, RecycleQuote } from '@gs/shared/recycle';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureGame } from '../../../../test/catalogue-fixtures.ts';
import { loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  createRecycleGame,
  levelTwoSeller,
  RECYCLE_ATTRS_QUOTE,
  recycleAttrs,
  recycleRule,
  SECRET_PASSWORD,
  submitRecycle,
  submitRecycleOk,
} from '../../../../test/recycle-fixtures.ts';
import {
  contextOf,
  movableClock,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import { insertBlacklistEntry } from '../../blacklist/blacklist.repository.ts';
import { loginDigestOf } from '../../blacklist/index.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let game: FixtureGame;
/** A game of the same template without a valuation rule. */
let noRuleGame: FixtureGame;
let seller: TestBuyer;
let operator: string;
const logs: string[] = [];
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  demoId = await tenantIdOf(database.db, 'demo');
  game = await createRecycleGame(database.db, demoId);
  noRuleGame = await createRecycleGame(database.db, demoId, 'No Rule Game');
  app = await buildTestApp(database.db, {}, { clock, logStream: { write: (line: string) => void logs.push(line) } });
  seller = await levelTwoSeller(database.db, demoId, '13966610001', clock);
  operator = await loginDemoUser(app, 'operator');
  const put = await call('PUT', `/api/staff/recycle/rules/${game.gameId}`, operator, recycleRule(game));
  expect(put.statusCode, put.body).toBe(200);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Method = 'GET' | 'POST' | 'PUT';
function call(
  method: Method,
  url: string,
  token: string | null,
  payload?: unknown,
  options: { lang?: string; host?: string } = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...(token ? authHeaders(token, options.host) : { host: options.host ?? 'localhost' }),
      'accept-language': options.lang ?? 'en-US',
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The tenant's rows a submit writes: requests, listings, sealed credentials. */
async function writtenRows() {
  const count = async (table: 'recycle_requests' | 'listings' | 'listing_credentials') =>
    (
      await database.db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .where('tenant_id', '=', demoId)
        .executeTakeFirstOrThrow()
    ).n;
  return {
    requests: await count('recycle_requests'),
    listings: await count('listings'),
    credentials: await count('listing_credentials'),
  };
}

const quote = (payload: unknown, options: { lang?: string; host?: string } = {}) =>
  call('POST', '/api/account/krecycle/quote', null, payload, options);

describe('valuation', () => {
  it('lists the games with an enabled rule: every seeded demo game and the fixture game', async () => {
    const response = await call('GET', '/api/account/krecycle/games', null);
    expect(response.statusCode, response.body).toBe(200);
    const games = envelope<RecycleGame[]>(response).data;
    const demoGames = await database.db
      .selectFrom('games')
      .select('id')
      .where('tenant_id', '=', demoId)
      .where('id', '!=', noRuleGame.gameId)
      .execute();
    expect(games.map((row) => row.gameId).sort()).toEqual(demoGames.map((row) => row.id).sort());
    expect(games.find((row) => row.gameId === game.gameId)).toMatchObject({ minFen: 5_000, maxFen: 80_000 });
  });

  it('quotes every seeded demo game from its recycle-form attributes, within the rule and adding up', async () => {
    const seeded = await database.db
      .selectFrom('games')
      .select(['id', 'name'])
      .where('tenant_id', '=', demoId)
      .where('id', 'not in', [game.gameId, noRuleGame.gameId])
      .execute();
    expect(seeded.length).toBeGreaterThan(3);
    for (const row of seeded) {
      const attributes = await database.db
        .selectFrom('game_attributes')
        .select(['id', 'kind', 'min_value', 'max_value'])
        .where('tenant_id', '=', demoId)
        .where('game_id', '=', row.id)
        .where('on_recycle_form', '=', true)
        .execute();
      const attrs: Record<string, unknown> = {};
      for (const attribute of attributes) {
        const choices = await database.db
          .selectFrom('game_attribute_choices')
          .select('id')
          .where('tenant_id', '=', demoId)
          .where('attribute_id', '=', attribute.id)
          .orderBy('id')
          .execute();
        const key = String(attribute.id);
        if (attribute.kind === 'number') attrs[key] = attribute.max_value ?? 10;
        if (attribute.kind === 'single' && choices.length > 0) attrs[key] = choices.at(-1)?.id;
        if (attribute.kind === 'multiple') attrs[key] = choices.map((choice) => choice.id);
        if (attribute.kind === 'level') attrs[key] = choices.slice(0, 3).map((choice) => [choice.id, 0]);
        if (attribute.kind === 'date') attrs[key] = '2020-02-02';
        if (attribute.kind === 'text') attrs[key] = 'demo';
      }
      const response = await quote({ gameId: row.id, attrs });
      expect(response.statusCode, `${row.name}: ${response.body}`).toBe(200);
      const answer = envelope<RecycleQuote>(response).data;
      expect(answer.quoteFen).toBeGreaterThan(answer.minFen);
      expect(answer.quoteFen).toBeLessThanOrEqual(answer.maxFen);
      expect(answer.basis.reduce((sum, line) => sum + line.fen, 0)).toBe(answer.quoteFen);
      expect(answer.basis.length, row.name).toBeGreaterThan(1);
    }
  });

  it('answers the quote with its basis, named in the template’s words', async () => {
    const response = await quote({ gameId: game.gameId, attrs: recycleAttrs(game) });
    expect(response.statusCode, response.body).toBe(200);
    const answer = envelope<RecycleQuote>(response).data;
    expect(answer).toMatchObject({ gameId: game.gameId, quoteFen: RECYCLE_ATTRS_QUOTE, minFen: 5_000, maxFen: 80_000 });
    expect(answer.basis.map((line) => [line.kind, line.label, line.fen])).toEqual([
      ['base', '', 10_000],
      ['choice', 'Rank: C', 5_000],
      ['choice', 'Tags: t1', 500],
      ['choice', 'Tags: t2', 500],
      ['range', 'Count 0–500', 3_000],
    ]);
    // The range line also says what it counted, so the seller reads "30 entered" rather than a bare range.
    expect(answer.basis.find((line) => line.kind === 'range')?.range).toEqual({
      name: 'Count',
      value: 30,
      from: 0,
      to: 500,
    });
    const low = envelope<RecycleQuote>(
      await quote({ gameId: game.gameId, attrs: { [game.attr.rank]: game.choice.A } }),
    );
    expect(low.data.quoteFen).toBe(10_000);
  });

  it('refuses values that do not fit the recycle form, naming each field, in both languages', async () => {
    const payload = {
      gameId: game.gameId,
      attrs: { [game.attr.tags]: [game.choice.A], [game.attr.power]: 3 },
    };
    const english = await quote(payload);
    expect(english.statusCode).toBe(400);
    const en = envelope(english);
    expect(en.errorCode).toBe('VALIDATION_FAILED');
    expect(en.fields?.map((field) => field.field).sort()).toEqual(
      [`attrs.${game.attr.rank}`, `attrs.${game.attr.tags}`, `attrs.${game.attr.power}`].sort(),
    );
    expect(en.msg).toMatch(/Rank/);
    const chinese = envelope(await quote(payload, { lang: 'zh-CN' }));
    expect(chinese.code).toBe(400);
    expect(chinese.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(chinese.msg).not.toBe(en.msg);

    const shape = await quote({ gameId: 'x', attrs: [] });
    expect(shape.statusCode).toBe(400);
    expect(envelope(shape).fields?.length).toBeGreaterThan(0);
  });

  it('answers 404 naming the game when it has no enabled rule, and for an unknown game', async () => {
    const other = noRuleGame;
    const missing = await quote({ gameId: other.gameId, attrs: { [other.attr.rank]: other.choice.A } });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).msg).toBe(
      'Quick recycle is not available for No Rule Game yet; try another game or consign the account instead.',
    );
    const zh = envelope(await quote({ gameId: other.gameId, attrs: {} }, { lang: 'zh-CN' }));
    expect(zh.msg).toContain('暂未开通快速回收');
    expect((await quote({ gameId: 999_999, attrs: {} })).statusCode).toBe(404);

    const disabled = { ...recycleRule(other), enabled: false };
    expect((await call('PUT', `/api/staff/recycle/rules/${other.gameId}`, operator, disabled)).statusCode).toBe(200);
    expect((await quote({ gameId: other.gameId, attrs: { [other.attr.rank]: other.choice.A } })).statusCode).toBe(404);
    const games = envelope<RecycleGame[]>(await call('GET', '/api/account/krecycle/games', null)).data;
    expect(games.some((row) => row.gameId === other.gameId)).toBe(false);
  });
});

describe('submitting', () => {
  it('needs login (before validation)', async () => {
    const response = await call('POST', '/api/account/krecycle', null, { nonsense: true });
    expect(response.statusCode).toBe(401);
  });

  it('needs real-name level two: 422 with a clear message for level one only and for none', async () => {
    const levelOne = await verifiedBuyer(await contextOf(database.db, demoId, clock), '13966610002');
    const refused = await submitRecycle(app, game, levelOne.token);
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused)).toMatchObject({
      errorCode: 'REAL_NAME_REQUIRED',
      msg: 'Quick recycle needs real-name verification level two (ID card photos approved). Complete it first.',
    });
    const none = await verifiedBuyer(await contextOf(database.db, demoId, clock), '13966610003', { verify: false });
    expect((await submitRecycle(app, game, none.token)).statusCode).toBe(422);
    // Nothing of these users' (the demo seller's waiting request is the seed's).
    const count = await database.db
      .selectFrom('recycle_requests')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', 'in', [levelOne.userId, none.userId])
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(0);
  });

  it('refuses an account blacklisted in its game (any case and spaces), in both languages; nothing written', async () => {
    await insertBlacklistEntry(database.db, demoId, {
      gameId: game.gameId,
      loginDigest: loginDigestOf(testSecretBox, 'flagged-recycle-01'),
      sellerUserId: null,
      reason: 'Retrieved after a sale',
      createdBy: null,
      at: clock.now(),
    });
    const credentials = { login: ' FLAGGED-Recycle-01 ', password: 'x-secret-pw', notes: '' };
    const before = await writtenRows();
    for (const [lang, text] of [
      ['en-US', 'This game account is on the blacklist (reported for retrieval or fraud) and cannot be recycled.'],
      ['zh-CN', '该游戏账号已被列入黑名单（存在找回或欺诈记录），无法回收。'],
    ] as const) {
      const refused = await submitRecycle(app, game, seller.token, { credentials }, 'localhost', lang);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(envelope(refused)).toMatchObject({ code: 422, errorCode: 'BUSINESS_RULE' });
      expect(envelope(refused).msg).toContain(text);
    }
    expect(await writtenRows()).toEqual(before);
    // Flagged in another game only: this game takes it.
    await insertBlacklistEntry(database.db, demoId, {
      gameId: noRuleGame.gameId,
      loginDigest: loginDigestOf(testSecretBox, 'flagged-elsewhere-02'),
      sellerUserId: null,
      reason: 'Retrieved after a sale',
      createdBy: null,
      at: clock.now(),
    });
    const elsewhere = { login: 'flagged-elsewhere-02', password: 'x-secret-pw', notes: '' };
    const taken = await submitRecycle(app, game, seller.token, { credentials: elsewhere });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('refuses a blacklisted seller, in both languages; nothing written', async () => {
    const flagged = await levelTwoSeller(database.db, demoId, '13966610009', clock);
    await insertBlacklistEntry(database.db, demoId, {
      gameId: game.gameId,
      loginDigest: null,
      sellerUserId: flagged.userId,
      reason: 'Retrieval fraud',
      createdBy: null,
      at: clock.now(),
    });
    const before = await writtenRows();
    const refused = await submitRecycle(app, game, flagged.token);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(envelope(refused).msg).toBe(
      'Your account may not sell game accounts for recycling (it is on the blacklist). Contact customer service if you think this is a mistake.',
    );
    const zh = await submitRecycle(app, game, flagged.token, {}, 'localhost', 'zh-CN');
    expect(envelope(zh).msg).toBe('您的账号已被列入黑名单，无法提交快速回收。如有异议请联系客服。');
    expect(await writtenRows()).toEqual(before);
  });

  it('refuses a stale quote with 409 naming the new price, the new quote beside the envelope', async () => {
    const response = await submitRecycle(app, game, seller.token, { acceptedQuoteFen: 18_000 });
    expect(response.statusCode).toBe(409);
    const body = envelope(response) as ReturnType<typeof envelope> & { quote: RecycleQuote };
    expect(body.msg).toBe('The quote changed to ¥190.00. Check the new price and submit again.');
    expect(body.quote).toMatchObject({ gameId: game.gameId, quoteFen: RECYCLE_ATTRS_QUOTE });
    const zh = await submitRecycle(app, game, seller.token, { acceptedQuoteFen: 18_000 }, 'localhost', 'zh-CN');
    expect(envelope(zh).msg).toBe('估价已变为 ¥190.00，请确认新价格后重新提交。');
  });

  it('creates the request and a draft listing that never shows on the market; credentials only in the vault', async () => {
    const created = await submitRecycleOk(app, game, seller.token);
    expect(created).toMatchObject({ status: 'submitted', quoteFen: RECYCLE_ATTRS_QUOTE });
    expect(created.number).toMatch(/^HS\d{18}$/);
    const request = await database.db
      .selectFrom('recycle_requests')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    const listing = await database.db
      .selectFrom('listings')
      .selectAll()
      .where('id', '=', request.listing_id)
      .executeTakeFirstOrThrow();
    expect(listing).toMatchObject({
      tenant_id: demoId,
      kind: 'consignment',
      status: 'draft',
      seller_user_id: seller.userId,
      price_fen: RECYCLE_ATTRS_QUOTE,
      cost_fen: null,
      title: `Recycle Game ${created.number}`,
      number: created.number,
      region_id: game.region.north,
      server_id: game.region.n1,
      num_1: 30,
    });
    expect(listing.search_ids).toEqual(
      expect.arrayContaining([game.choice.C, game.choice.t1, game.choice.t2, -game.region.north, -game.region.n1]),
    );
    const detail = await call('GET', `/api/web/good/info?id=${listing.id}`, null);
    expect(detail.statusCode).toBe(404);

    const mine = await call('GET', '/api/account/krecycle/list', seller.token);
    expect(mine.statusCode, mine.body).toBe(200);
    // The secret is nowhere in clear: not in the request or listing rows, the list answer or the log.
    const everywhere = [JSON.stringify(request), JSON.stringify(listing), mine.body, logs.join('\n')].join('\n');
    expect(everywhere).not.toContain(SECRET_PASSWORD);
    expect(everywhere).not.toContain('recycle-login-778');
    const sealed = await database.db
      .selectFrom('listing_credentials')
      .select('sealed')
      .where('listing_id', '=', listing.id)
      .executeTakeFirstOrThrow();
    expect(sealed.sealed).not.toContain(SECRET_PASSWORD);
  });

  it('refuses a region node of another game or one with servers under it', async () => {
    const response = await submitRecycle(app, game, seller.token, { regionNodeId: game.region.north });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).fields?.[0]?.field).toBe('body.regionNodeId');
  });
});

describe('the seller’s list and cancel', () => {
  it('lists only my requests, newest first, with status, reason and whether I may cancel', async () => {
    const other = await levelTwoSeller(database.db, demoId, '13966610004', clock);
    const first = await submitRecycleOk(app, game, other.token);
    const second = await submitRecycleOk(app, game, other.token);
    const page = envelope<MyRecyclePage>(await call('GET', '/api/account/krecycle/list', other.token)).data;
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(page.rows[0]).toMatchObject({
      gameName: 'Recycle Game',
      quoteFen: RECYCLE_ATTRS_QUOTE,
      status: 'submitted',
      rejectReason: '',
      canCancel: true,
      paidAt: null,
    });
    const filtered = envelope<MyRecyclePage>(
      await call('GET', '/api/account/krecycle/list?status=cancelled', other.token),
    ).data;
    expect(filtered.total).toBe(0);
  });

  it('cancels only my own request and only while submitted', async () => {
    const mine = await submitRecycleOk(app, game, seller.token);
    const stranger = await levelTwoSeller(database.db, demoId, '13966610005', clock);
    const foreign = await call('POST', `/api/account/krecycle/${mine.id}/cancel`, stranger.token);
    expect(foreign.statusCode).toBe(404);

    const cancelled = await call('POST', `/api/account/krecycle/${mine.id}/cancel`, seller.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(envelope(cancelled).data).toMatchObject({ id: mine.id, status: 'cancelled' });
    const again = await call('POST', `/api/account/krecycle/${mine.id}/cancel`, seller.token);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).msg).toBe(
      'Only a request still waiting for verification can be cancelled; this one is cancelled.',
    );

    const verifying = await submitRecycleOk(app, game, seller.token);
    expect((await call('POST', `/api/staff/recycle/${verifying.id}/verify`, operator)).statusCode).toBe(200);
    const late = await call('POST', `/api/account/krecycle/${verifying.id}/cancel`, seller.token, undefined, {
      lang: 'zh-CN',
    });
    expect(late.statusCode).toBe(409);
    expect(envelope(late).msg).toBe('只有待审核的回收单可以取消，该回收单当前状态为“验号中”。');
  });
});

describe('tenant isolation', () => {
  it('keeps another tenant’s games, rules and requests out of reach', async () => {
    const mine = await submitRecycleOk(app, game, seller.token);
    const novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
    const host = { host: 'nova.localhost' };
    expect((await call('GET', `/api/staff/recycle/${mine.id}`, novaOperator, undefined, host)).statusCode).toBe(404);
    expect((await call('POST', `/api/staff/recycle/${mine.id}/verify`, novaOperator, undefined, host)).statusCode).toBe(
      404,
    );
    const list = envelope<{ rows: { id: number }[] }>(
      await call('GET', '/api/staff/recycle', novaOperator, undefined, host),
    ).data;
    expect(list.rows.some((row) => row.id === mine.id)).toBe(false);
    const quoted = await quote({ gameId: game.gameId, attrs: recycleAttrs(game) }, host);
    expect(quoted.statusCode).toBe(404);
    const rules = await call('GET', `/api/staff/recycle/rules/${game.gameId}`, novaOperator, undefined, host);
    expect(rules.statusCode).toBe(404);
    const games = envelope<RecycleGame[]>(await call('GET', '/api/account/krecycle/games', null, undefined, host)).data;
    expect(games.some((row) => row.gameId === game.gameId)).toBe(false);
    expect(games.length).toBeGreaterThan(0);
  });
});
