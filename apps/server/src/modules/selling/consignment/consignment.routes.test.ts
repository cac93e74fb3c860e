import { Writable } from 'node:stream';
import type { ConsignmentDetail, ConsignmentResult, MyConsignmentPage } from '@gs/shared/consignment';
import { levelSearchId } from '@gs/shared/listings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureGame, type FixtureGame, loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
import {
  consignmentBody,
  forceStatus,
  levelTwoUser,
  listingRow,
  onSaleCount,
  ownUpload,
  requireRank,
  SECRET_LOGIN,
  SECRET_PASSWORD,
} from '../../../../test/consignment-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf, userIdOf } from '../../../../test/identity-helpers.ts';
import { privateUploadOf } from '../../../../test/private-upload-fixtures.ts';
import {
  contextOf,
  movableClock,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import { insertBlacklistEntry } from '../../blacklist/blacklist.repository.ts';
import { loginDigestOf } from '../../blacklist/index.ts';
import { revealCredentials } from '../../trade/index.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let game: FixtureGame;
let seller: TestBuyer;
let stranger: TestBuyer;
let operatorId: number;
let operator: string;
const clock = movableClock();
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  demoId = await tenantIdOf(database.db, 'demo');
  game = await createFixtureGame(database.db, demoId);
  await requireRank(database.db, demoId, game);
  app = await buildTestApp(database.db, {}, { clock, logStream: stream });
  const ctx = await contextOf(database.db, demoId, clock);
  operatorId = await userIdOf(database.db, 'demo', 'operator');
  seller = await levelTwoUser(ctx, '13977770001', operatorId);
  stranger = await levelTwoUser(ctx, '13977770002', operatorId);
  operator = await loginDemoUser(app, 'operator');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (
  method: Method,
  url: string,
  token: string | null,
  payload?: unknown,
  lang = 'en-US',
  host = 'localhost',
) =>
  app.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const body = (user: TestBuyer, overrides: Parameters<typeof consignmentBody>[3] = {}) =>
  consignmentBody(demoId, user.userId, game, overrides);
async function consign(user: TestBuyer = seller, overrides: Parameters<typeof consignmentBody>[3] = {}) {
  const response = await call('POST', '/api/need/consignment', user.token, body(user, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ConsignmentResult>(response).data;
}
const approve = async (id: number) => {
  const response = await call('POST', `/api/staff/listings/${id}/approve`, operator);
  expect(response.statusCode, response.body).toBe(200);
};
const down = (token: string, id: number, lang = 'en-US') =>
  call('POST', '/api/goods/info/downGoods', token, { id }, lang);
const up = (token: string, id: number) => call('GET', `/api/goods/info/upGoods/${id}`, token);
const statusOf = async (id: number) => (await listingRow(database.db, demoId, id)).status;

describe('submitting a consignment', () => {
  it('creates a listing waiting for review, with search columns from its values and the credentials in the vault', async () => {
    const counted = await onSaleCount(database.db, demoId, game.gameId);
    const created = await consign();
    expect(created.status).toBe('pending_review');
    expect(created.number).toMatch(/^JS\d{18}$/);
    const row = await listingRow(database.db, demoId, created.id);
    expect(row).toMatchObject({
      kind: 'consignment',
      status: 'pending_review',
      seller_user_id: seller.userId,
      price_fen: 50_000,
      region_node_id: game.region.n1,
      region_id: game.region.north,
      server_id: game.region.n1,
      num_1: 12,
      listed_at: null,
      contact: 'QQ 12345678',
      guarantee_docs: true,
    });
    expect([...row.search_ids].sort((a, b) => a - b)).toEqual(
      [game.choice.A, game.choice.h1, levelSearchId(game.choice.h1, 2), -game.region.north, -game.region.n1].sort(
        (a, b) => a - b,
      ),
    );
    expect(row.gallery).toEqual([body(seller).coverUrl, ...(body(seller).screenshots as string[])]);
    // Not on the market until approved.
    expect(await onSaleCount(database.db, demoId, game.gameId)).toBe(counted);
    const vault = await revealCredentials(
      database.db,
      testSecretBox,
      demoId,
      created.id,
      { userId: operatorId, purpose: 'staff_read' },
      new Date(),
    );
    expect(vault).toEqual({ login: SECRET_LOGIN, password: SECRET_PASSWORD, notes: 'bound phone 139****0000' });
  });

  it('never shows the login or password: not in the row, my products, the detail or the logs', async () => {
    const created = await consign();
    const row = await listingRow(database.db, demoId, created.id);
    const secrets = new RegExp(`${SECRET_PASSWORD.replace(/[$-]/g, '\\$&')}|${SECRET_LOGIN}`, 'i');
    expect(JSON.stringify(row)).not.toMatch(secrets);
    expect(row.login_digest).toBe(loginDigestOf(testSecretBox, SECRET_LOGIN));
    const mine = await call('GET', '/api/need/myConsignment', seller.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toMatch(secrets);
    const detail = await call('GET', `/api/need/consignment/${created.id}`, seller.token);
    expect(detail.body).not.toMatch(secrets);
    expect(envelope<ConsignmentDetail>(detail).data.credentials).toEqual({
      login: 'Ga****24',
      hasPassword: true,
      hasNotes: true,
    });
    expect(logLines.join('')).not.toMatch(secrets);
    expect(logLines.length).toBeGreaterThan(0);
  });

  it('names each failing field in both languages: title and price by the schema, region, attributes, images by the service', async () => {
    for (const lang of ['en-US', 'zh-CN']) {
      const response = await call(
        'POST',
        '/api/need/consignment',
        seller.token,
        body(seller, { title: 'ab', priceFen: 5 }),
        lang,
      );
      expect(response.statusCode).toBe(400);
      const fields = envelope(response).fields ?? [];
      expect(fields.map((f) => f.field).sort()).toEqual(['body.priceFen', 'body.title']);
      expect(fields.find((f) => f.field === 'body.title')?.message).toMatch(lang === 'en-US' ? /4 characters/ : /4/);
    }
    const invalid = body(seller, {
      regionNodeId: game.region.north,
      attrs: { [game.attr.count]: 12 },
      coverUrl: ownUpload(demoId, stranger.userId, 'theirs'),
    });
    const en = await call('POST', '/api/need/consignment', seller.token, invalid, 'en-US');
    expect(en.statusCode).toBe(400);
    expect(envelope(en).errorCode).toBe('VALIDATION_FAILED');
    const enFields = envelope(en).fields ?? [];
    expect(enFields.map((f) => f.field).sort()).toEqual(
      ['body.coverUrl', 'body.regionNodeId', `attrs.${game.attr.rank}`].sort(),
    );
    expect(enFields.find((f) => f.field === 'body.coverUrl')?.message).toBe('Use an image you uploaded yourself.');
    expect(envelope(en).msg).toBe('Some fields need attention: 3 marked below.');
    const zh = await call('POST', '/api/need/consignment', seller.token, invalid, 'zh-CN');
    const zhFields = envelope(zh).fields ?? [];
    expect(zhFields.find((f) => f.field === 'body.regionNodeId')?.message).toMatch(/区服/);
    expect(zhFields.find((f) => f.field === 'body.coverUrl')?.message).toBe('请使用您自己上传的图片。');
    // A region is required for a game with regions.
    const missing = await call(
      'POST',
      '/api/need/consignment',
      seller.token,
      body(seller, { regionNodeId: undefined }),
    );
    expect(envelope(missing).fields?.map((f) => f.field)).toEqual(['body.regionNodeId']);
  });

  it('refuses a screenshot that is another user’s upload or an outside address', async () => {
    const response = await call(
      'POST',
      '/api/need/consignment',
      seller.token,
      body(seller, { screenshots: [ownUpload(demoId, seller.userId, 'ok'), 'https://evil.example/x.png'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(envelope(response).fields?.map((f) => f.field)).toEqual(['body.screenshots.1']);
  });

  it('takes the real-name screenshot only as the seller’s own private selling proof, never a public image', async () => {
    const ctx = await contextOf(database.db, demoId, clock);
    const publicImage = await call(
      'POST',
      '/api/need/consignment',
      seller.token,
      body(seller, { realNameShotUrl: ownUpload(demoId, seller.userId, 'realname') }),
    );
    expect(publicImage.statusCode).toBe(400);
    expect(envelope(publicImage).fields?.map((f) => f.field)).toEqual(['body.realNameShotUrl']);
    const other = await verifiedBuyer(ctx, '13977770019');
    for (const ref of [
      await privateUploadOf(ctx, other.userId, 'selling-proof'), // someone else's
      await privateUploadOf(ctx, seller.userId, 'realname'), // the seller's ID card, uploaded for another purpose
    ]) {
      const response = await call(
        'POST',
        '/api/need/consignment',
        seller.token,
        body(seller, { realNameShotUrl: ref }),
      );
      expect(response.statusCode).toBe(400);
      expect(envelope(response).fields?.map((f) => f.field)).toEqual(['body.realNameShotUrl']);
    }
  });

  it('needs real-name level two: 422 with a link to the real-name page, in both languages', async () => {
    const ctx = await contextOf(database.db, demoId, clock);
    const levelOne = await verifiedBuyer(ctx, '13977770003');
    const proof = { realNameShotUrl: await privateUploadOf(ctx, levelOne.userId, 'selling-proof') };
    for (const [lang, text] of [
      ['en-US', /real-name verification level two/],
      ['zh-CN', /二级实名认证/],
    ] as const) {
      const response = await call('POST', '/api/need/consignment', levelOne.token, body(levelOne, proof), lang);
      expect(response.statusCode).toBe(422);
      const answer = envelope(response) as { errorCode?: string; msg: string; link?: string };
      expect(answer).toMatchObject({ errorCode: 'REAL_NAME_REQUIRED', link: '/pages/BasicInformation' });
      expect(answer.msg).toMatch(text);
    }
    const anonymous = await call('POST', '/api/need/consignment', null, body(levelOne, proof));
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a blacklisted account whatever its case and spaces, only in its game', async () => {
    await insertBlacklistEntry(database.db, demoId, {
      gameId: game.gameId,
      loginDigest: loginDigestOf(testSecretBox, 'stolen_acc_77'),
      sellerUserId: null,
      reason: 'Retrieved after a sale',
      createdBy: operatorId,
      at: new Date(),
    });
    const credentials = { login: '  STOLEN_Acc_77 ', password: 'x-secret', notes: '' };
    for (const [lang, text] of [
      ['en-US', /blacklist/],
      ['zh-CN', /黑名单/],
    ] as const) {
      const response = await call('POST', '/api/need/consignment', seller.token, body(seller, { credentials }), lang);
      expect(response.statusCode).toBe(422);
      expect(envelope(response).msg).toMatch(text);
    }
    // Editing a listing to that account is refused too.
    const created = await consign();
    const edit = await call('PUT', `/api/need/consignment/${created.id}`, seller.token, body(seller, { credentials }));
    expect(edit.statusCode).toBe(422);
  });

  it('refuses a blacklisted seller', async () => {
    const ctx = await contextOf(database.db, demoId, clock);
    const flagged = await levelTwoUser(ctx, '13977770004', operatorId);
    expect((await call('POST', '/api/need/consignment', flagged.token, body(flagged))).statusCode).toBe(200);
    await insertBlacklistEntry(database.db, demoId, {
      gameId: null,
      loginDigest: null,
      sellerUserId: flagged.userId,
      reason: 'Fraud',
      createdBy: operatorId,
      at: new Date(),
    });
    const response = await call('POST', '/api/need/consignment', flagged.token, body(flagged));
    expect(response.statusCode).toBe(422);
    expect(envelope(response).msg).toMatch(/Your account may not consign/);
  });
});

describe('editing', () => {
  it('a full edit sends the listing back to review and off the market; the credentials change only when given', async () => {
    const created = await consign();
    await approve(created.id);
    const counted = await onSaleCount(database.db, demoId, game.gameId);
    const edited = await call(
      'PUT',
      `/api/need/consignment/${created.id}`,
      seller.token,
      body(seller, { title: 'Rank A account, edited', credentials: undefined }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope<ConsignmentResult>(edited).data.status).toBe('pending_review');
    const row = await listingRow(database.db, demoId, created.id);
    expect(row).toMatchObject({ title: 'Rank A account, edited', listed_at: null, status: 'pending_review' });
    expect(await onSaleCount(database.db, demoId, game.gameId)).toBe(counted - 1);
    const reveal = () =>
      revealCredentials(
        database.db,
        testSecretBox,
        demoId,
        created.id,
        { userId: operatorId, purpose: 'staff_read' },
        new Date(),
      );
    expect((await reveal())?.password).toBe(SECRET_PASSWORD);

    const replaced = await call(
      'PUT',
      `/api/need/consignment/${created.id}`,
      seller.token,
      body(seller, { credentials: { login: 'new_login_01', password: 'N3w-pass', notes: '' } }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(await reveal()).toEqual({ login: 'new_login_01', password: 'N3w-pass', notes: '' });
    const detail = envelope<ConsignmentDetail>(await call('GET', `/api/need/consignment/${created.id}`, seller.token));
    expect(detail.data.credentials).toEqual({ login: 'ne****01', hasPassword: true, hasNotes: false });
  });

  it('is allowed while rejected or taken down, refused with 409 while locked, sold or retrieved', async () => {
    const rejected = await consign();
    await call('POST', `/api/staff/listings/${rejected.id}/reject`, operator, { reason: 'Blurry screenshots' });
    expect((await call('PUT', `/api/need/consignment/${rejected.id}`, seller.token, body(seller))).statusCode).toBe(
      200,
    );
    const taken = await consign();
    await down(seller.token, taken.id);
    expect((await call('PUT', `/api/need/consignment/${taken.id}`, seller.token, body(seller))).statusCode).toBe(200);
    for (const [status, text] of [
      ['locked', /in a trade/],
      ['sold', /sold/],
      ['retrieved', /sold/],
    ] as const) {
      const created = await consign();
      await forceStatus(database.db, demoId, created.id, status);
      const full = await call('PUT', `/api/need/consignment/${created.id}`, seller.token, body(seller));
      expect(full.statusCode).toBe(409);
      expect(envelope(full).msg).toMatch(text);
      const price = await call('PUT', `/api/need/consignment/${created.id}/price`, seller.token, { priceFen: 60_000 });
      expect(price.statusCode).toBe(409);
      expect((await listingRow(database.db, demoId, created.id)).status).toBe(status);
    }
  });

  it('a price change alone keeps an on-sale listing on sale', async () => {
    const created = await consign();
    await approve(created.id);
    const response = await call('PUT', `/api/need/consignment/${created.id}/price`, seller.token, { priceFen: 45_000 });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<ConsignmentResult>(response).data.status).toBe('on_sale');
    expect(await listingRow(database.db, demoId, created.id)).toMatchObject({ status: 'on_sale', price_fen: 45_000 });
    const tooLow = await call('PUT', `/api/need/consignment/${created.id}/price`, seller.token, { priceFen: 10 });
    expect(tooLow.statusCode).toBe(400);
  });

  it('only the owner sees or edits a listing: anyone else gets 404', async () => {
    const created = await consign();
    expect((await call('GET', `/api/need/consignment/${created.id}`, stranger.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/need/consignment/${created.id}`, stranger.token, body(stranger))).statusCode).toBe(
      404,
    );
    const price = await call('PUT', `/api/need/consignment/${created.id}/price`, stranger.token, { priceFen: 20_000 });
    expect(price.statusCode).toBe(404);
    expect((await down(stranger.token, created.id)).statusCode).toBe(404);
    expect((await up(stranger.token, created.id)).statusCode).toBe(404);
    expect((await listingRow(database.db, demoId, created.id)).price_fen).toBe(50_000);
  });

  it('another tenant’s users and staff get 404 for the listing', async () => {
    const created = await consign();
    const novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
    const novaBuyer = await loginDemoUser(app, 'buyer', 'nova.localhost');
    for (const token of [novaOperator, novaBuyer]) {
      const get = await call('GET', `/api/need/consignment/${created.id}`, token, undefined, 'en-US', 'nova.localhost');
      expect(get.statusCode).toBe(404);
      const taken = await call(
        'POST',
        '/api/goods/info/downGoods',
        token,
        { id: created.id },
        'en-US',
        'nova.localhost',
      );
      expect(taken.statusCode).toBe(404);
    }
    const staff = await call(
      'GET',
      `/api/staff/listings/${created.id}`,
      novaOperator,
      undefined,
      'en-US',
      'nova.localhost',
    );
    expect(staff.statusCode).toBe(404);
    const approved = await call(
      'POST',
      `/api/staff/listings/${created.id}/approve`,
      novaOperator,
      undefined,
      'en-US',
      'nova.localhost',
    );
    expect(approved.statusCode).toBe(404);
    expect(await statusOf(created.id)).toBe('pending_review');
  });
});

describe('taking down and putting up', () => {
  it('on sale → down → up goes straight back on sale; an edited one goes back to review', async () => {
    const created = await consign();
    await approve(created.id);
    const counted = await onSaleCount(database.db, demoId, game.gameId);
    const taken = await down(seller.token, created.id);
    expect(envelope<ConsignmentResult>(taken).data.status).toBe('off_shelf');
    expect(await onSaleCount(database.db, demoId, game.gameId)).toBe(counted - 1);
    const again = await down(seller.token, created.id);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).msg).toBe('This listing is already taken down.');
    const back = await up(seller.token, created.id);
    expect(envelope<ConsignmentResult>(back).data.status).toBe('on_sale');
    expect(await onSaleCount(database.db, demoId, game.gameId)).toBe(counted);
    expect((await up(seller.token, created.id)).statusCode).toBe(409);

    await call('PUT', `/api/need/consignment/${created.id}`, seller.token, body(seller));
    expect(envelope<ConsignmentResult>(await down(seller.token, created.id)).data.status).toBe('off_shelf');
    expect(envelope<ConsignmentResult>(await up(seller.token, created.id)).data.status).toBe('pending_review');
    const waiting = await up(seller.token, created.id);
    expect(waiting.statusCode).toBe(409);
    expect(envelope(waiting).msg).toMatch(/waiting for staff review/);
  });

  it('refuses in trade, sold and rejected with a clear 409', async () => {
    const rejected = await consign();
    await call('POST', `/api/staff/listings/${rejected.id}/reject`, operator, { reason: 'Wrong game' });
    const refusedRejected = await down(seller.token, rejected.id, 'zh-CN');
    expect(refusedRejected.statusCode).toBe(409);
    expect(envelope(refusedRejected).msg).toBe('该商品审核未通过，请修改后重新提交。');
    expect((await up(seller.token, rejected.id)).statusCode).toBe(409);
    const locked = await consign();
    await forceStatus(database.db, demoId, locked.id, 'locked');
    const refusedLocked = await down(seller.token, locked.id);
    expect(refusedLocked.statusCode).toBe(409);
    expect(envelope(refusedLocked).msg).toMatch(/in a trade.*cannot be changed or taken down/);
    const sold = await consign();
    await forceStatus(database.db, demoId, sold.id, 'sold');
    expect((await down(seller.token, sold.id)).statusCode).toBe(409);
    expect((await up(seller.token, sold.id)).statusCode).toBe(409);
    expect(await statusOf(sold.id)).toBe('sold');
  });

  it('staff may take any listing down and put it up', async () => {
    const created = await consign();
    await approve(created.id);
    expect(envelope<ConsignmentResult>(await down(operator, created.id)).data.status).toBe('off_shelf');
    expect(envelope<ConsignmentResult>(await up(operator, created.id)).data.status).toBe('on_sale');
    const recycler = await loginDemoUser(app, 'recycler');
    expect((await down(recycler, created.id)).statusCode).toBe(404);
  });

  it('two concurrent take-downs: exactly one wins', async () => {
    const created = await consign();
    await approve(created.id);
    const counted = await onSaleCount(database.db, demoId, game.gameId);
    const answers = await Promise.all([
      down(seller.token, created.id),
      down(seller.token, created.id),
      down(operator, created.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await statusOf(created.id)).toBe('off_shelf');
    expect(await onSaleCount(database.db, demoId, game.gameId)).toBe(counted - 1);
  });
});

describe('my products', () => {
  it('lists the seller’s listings newest first by tab, with the count of every tab and the allowed actions', async () => {
    const ctx = await contextOf(database.db, demoId, clock);
    const own = await levelTwoUser(ctx, '13977770005', operatorId);
    const make = () => consign(own);
    const reviewing = await make();
    const onSale = await make();
    await approve(onSale.id);
    const taken = await make();
    await down(own.token, taken.id);
    const rejected = await make();
    await call('POST', `/api/staff/listings/${rejected.id}/reject`, operator, { reason: 'Price too high' });
    const locked = await make();
    await forceStatus(database.db, demoId, locked.id, 'locked');
    const sold = await make();
    await forceStatus(database.db, demoId, sold.id, 'sold');
    await database.db
      .insertInto('listing_favourites')
      .values({ tenant_id: demoId, user_id: seller.userId, listing_id: onSale.id })
      .execute();

    const page = async (query: string) => {
      const response = await call('GET', `/api/need/myConsignment${query}`, own.token);
      expect(response.statusCode, response.body).toBe(200);
      return envelope<MyConsignmentPage>(response).data;
    };
    const all = await page('');
    expect(all.counts).toEqual({ all: 6, reviewing: 1, on_sale: 1, in_trade: 1, sold: 1, off_shelf: 1, rejected: 1 });
    expect(all.total).toBe(6);
    expect(all.rows.map((row) => row.id)).toEqual([sold.id, locked.id, rejected.id, taken.id, onSale.id, reviewing.id]);
    const byId = new Map(all.rows.map((row) => [row.id, row]));
    expect(byId.get(onSale.id)).toMatchObject({
      favourites: 1,
      actions: ['edit', 'edit_price', 'take_down', 'replace_credentials'],
    });
    expect(byId.get(onSale.id)?.listedAt).not.toBeNull();
    expect(byId.get(rejected.id)).toMatchObject({ rejectReason: 'Price too high', status: 'rejected' });
    expect(byId.get(taken.id)?.actions).toEqual(['edit', 'edit_price', 'put_up', 'replace_credentials']);
    expect(byId.get(locked.id)).toMatchObject({ actions: [], proceedsFen: 45_000 });
    expect(byId.get(reviewing.id)?.proceedsFen).toBeNull();

    for (const [tab, id] of [
      ['reviewing', reviewing.id],
      ['on_sale', onSale.id],
      ['in_trade', locked.id],
      ['sold', sold.id],
      ['off_shelf', taken.id],
      ['rejected', rejected.id],
    ] as const) {
      const rows = await page(`?tab=${tab}`);
      expect(
        rows.rows.map((row) => row.id),
        tab,
      ).toEqual([id]);
      expect(rows.total).toBe(1);
    }
    const second = await page('?pageNum=2&pageSize=4');
    expect(second.rows.map((row) => row.id)).toEqual([onSale.id, reviewing.id]);
    expect((await call('GET', '/api/need/myConsignment', null)).statusCode).toBe(401);
  });
});
