import type { BlacklistCheckResult, BlacklistEntry, BlacklistPage } from '@gs/shared/blacklist';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../test/identity-helpers.ts';
import { contextOf, movableClock, testSecretBox, verifiedBuyer } from '../../../test/trade-fixtures.ts';
import type { RequestContext } from '../../lib/context.ts';
import { maskLogin } from './blacklist.service.ts';
import { blacklistHit, loginDigestOf } from './index.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demo: RequestContext;
let gameId: number;
let novaGameId: number;
const tokens = { operator: '', owner: '', recycler: '', buyer: '', novaOperator: '' };
const clock = movableClock();

const firstGameOf = async (tenantId: number) =>
  (
    await database.db
      .selectFrom('games')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
  gameId = await firstGameOf(demo.tenantId);
  novaGameId = await firstGameOf(await tenantIdOf(database.db, 'nova'));
  tokens.operator = await loginDemoUser(app, 'operator');
  tokens.owner = await loginDemoUser(app, 'owner');
  tokens.recycler = await loginDemoUser(app, 'recycler');
  tokens.buyer = await loginDemoUser(app, 'buyer');
  tokens.novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
  options: { host?: string; ip?: string } = {},
) =>
  app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      ...(token ? authHeaders(token, options.host) : { host: options.host ?? 'localhost' }),
      'accept-language': 'en-US',
    },
    ...(payload ? { payload } : {}),
  });

const check = (account: string, game = gameId, options: { host?: string; ip?: string } = {}) =>
  call('GET', `/api/black/blackList?gameId=${game}&account=${encodeURIComponent(account)}`, null, undefined, {
    ip: '10.0.0.1',
    ...options,
  });

describe('blacklist', () => {
  it('staff add an account; the public check says listed with category and date only, case-insensitively', async () => {
    const added = await call('POST', '/api/staff/blacklist', tokens.operator, {
      gameId,
      account: 'Fraud_Account_01',
      reasonCategory: 'retrieval',
      note: 'Recovered the account after sale',
      evidence: 'Buyer report of order 42 and chat log',
    });
    expect(added.statusCode, added.body).toBe(200);
    const entry = envelope<BlacklistEntry>(added).data;
    expect(entry).toMatchObject({
      kind: 'account',
      accountMasked: maskLogin('Fraud_Account_01'),
      reasonCategory: 'retrieval',
      seller: null,
    });
    expect(JSON.stringify(entry)).not.toContain('Fraud_Account_01');

    const listed = await check('  fraud_account_01 ');
    expect(listed.statusCode, listed.body).toBe(200);
    const result = envelope<BlacklistCheckResult>(listed).data;
    expect(result).toEqual({ listed: true, reasonCategory: 'retrieval', since: entry.createdAt });
    expect(listed.body).not.toMatch(/Recovered|order 42|evidence|note|seller|createdBy/i);

    expect(envelope<BlacklistCheckResult>(await check('clean_account')).data).toEqual({
      listed: false,
      reasonCategory: null,
      since: null,
    });
    // The same login in another shop is not listed there.
    const elsewhere = await check('Fraud_Account_01', novaGameId, { host: 'nova.localhost', ip: '10.0.0.2' });
    expect(envelope<BlacklistCheckResult>(elsewhere).data.listed).toBe(false);
    // Selling refuses it through the same digest.
    expect(
      await blacklistHit(database.db, demo.tenantId, {
        gameId,
        loginDigest: loginDigestOf(testSecretBox, 'FRAUD_account_01'),
        sellerUserId: null,
      }),
    ).toBe('account');
  });

  it('validates the check and limits it per visitor', async () => {
    expect((await check('')).statusCode).toBe(400);
    expect((await call('GET', '/api/black/blackList?gameId=x&account=a', null)).statusCode).toBe(400);
    let last = 200;
    for (let i = 0; i < 25 && last === 200; i += 1)
      last = (await check(`probe-${i}`, gameId, { ip: '10.9.9.9' })).statusCode;
    expect(last).toBe(429);
    expect((await check('probe', gameId, { ip: '10.9.9.10' })).statusCode).toBe(200);
  });

  it('adds a seller by phone; refuses unknown phones and games and a missing subject at the field', async () => {
    const seller = await verifiedBuyer(demo, '13966300001', { verify: false });
    const added = await call('POST', '/api/staff/blacklist', tokens.owner, {
      sellerPhone: '13966300001',
      reasonCategory: 'chargeback',
      note: 'Charged back three orders',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(envelope<BlacklistEntry>(added).data).toMatchObject({
      kind: 'seller',
      game: null,
      seller: { userId: seller.userId, phone: '139****0001' },
    });

    const unknownPhone = await call('POST', '/api/staff/blacklist', tokens.owner, {
      sellerPhone: '13966309999',
      reasonCategory: 'other',
      note: 'x',
    });
    expect(unknownPhone.statusCode).toBe(400);
    expect(envelope(unknownPhone).fields?.[0]?.field).toBe('sellerPhone');
    const neither = await call('POST', '/api/staff/blacklist', tokens.owner, { reasonCategory: 'other', note: 'x' });
    expect(neither.statusCode).toBe(400);
    const noGame = await call('POST', '/api/staff/blacklist', tokens.owner, {
      account: 'abc',
      reasonCategory: 'other',
      note: 'x',
    });
    expect(envelope(noGame).fields?.[0]?.field).toBe('gameId');
    const foreignGame = await call('POST', '/api/staff/blacklist', tokens.owner, {
      gameId: novaGameId,
      account: 'abc',
      reasonCategory: 'other',
      note: 'x',
    });
    expect(foreignGame.statusCode).toBe(400);
    expect(envelope(foreignGame).fields?.[0]?.field).toBe('gameId');
    const blankNote = await call('POST', '/api/staff/blacklist', tokens.owner, {
      gameId,
      account: 'abc',
      reasonCategory: 'other',
      note: '  ',
    });
    expect(blankNote.statusCode).toBe(400);
  });

  it('lists with filters, removes with an audited before, and guards every staff route', async () => {
    const added = envelope<BlacklistEntry>(
      await call('POST', '/api/staff/blacklist', tokens.operator, {
        gameId,
        account: 'to-be-removed',
        reasonCategory: 'other',
        note: 'Mistake',
      }),
    ).data;
    const accounts = envelope<BlacklistPage>(
      await call('GET', `/api/staff/blacklist?kind=account&gameId=${gameId}&reasonCategory=other`, tokens.operator),
    ).data;
    expect(accounts.rows.map((row) => row.id)).toContain(added.id);
    expect(accounts.rows.every((row) => row.kind === 'account' && row.reasonCategory === 'other')).toBe(true);
    const sellers = envelope<BlacklistPage>(
      await call('GET', '/api/staff/blacklist?kind=seller', tokens.operator),
    ).data;
    expect(sellers.rows.map((row) => row.id)).not.toContain(added.id);

    const url = `/api/staff/blacklist/${added.id}`;
    const guarded: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', '/api/staff/blacklist'],
      ['POST', '/api/staff/blacklist', { gameId, account: 'x1', reasonCategory: 'other', note: 'n' }],
      ['DELETE', url],
    ];
    for (const [method, path, body] of guarded) {
      expect((await call(method, path, null, body)).statusCode, path).toBe(401);
      expect((await call(method, path, tokens.buyer, body)).statusCode, path).toBe(403);
      expect((await call(method, path, tokens.recycler, body)).statusCode, path).toBe(403);
    }
    expect((await call('DELETE', url, tokens.novaOperator, undefined, { host: 'nova.localhost' })).statusCode).toBe(
      404,
    );
    const novaList = envelope<BlacklistPage>(
      await call('GET', '/api/staff/blacklist?pageSize=100', tokens.novaOperator, undefined, {
        host: 'nova.localhost',
      }),
    ).data;
    expect(novaList.rows.map((row) => row.id)).not.toContain(added.id);

    expect(envelope<BlacklistCheckResult>(await check('to-be-removed', gameId, { ip: '10.0.0.3' })).data.listed).toBe(
      true,
    );
    const removed = await call('DELETE', url, tokens.owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('DELETE', url, tokens.owner)).statusCode).toBe(404);
    expect(envelope<BlacklistCheckResult>(await check('to-be-removed', gameId, { ip: '10.0.0.3' })).data.listed).toBe(
      false,
    );
    const audit = () =>
      database.db
        .selectFrom('staff_audit_log')
        .select(['before', 'body'])
        .where('tenant_id', '=', demo.tenantId)
        .where('route', '=', '/api/staff/blacklist/:id')
        .where('method', '=', 'DELETE')
        .execute();
    await expect.poll(async () => (await audit()).length).toBe(1);
    expect((await audit())[0]?.before).toMatchObject({ id: added.id, note: 'Mistake', reasonCategory: 'other' });
    // The add's body keeps no login in clear.
    const adds = await database.db
      .selectFrom('staff_audit_log')
      .select('body')
      .where('tenant_id', '=', demo.tenantId)
      .where('route', '=', '/api/staff/blacklist')
      .execute();
    expect(JSON.stringify(adds)).not.toContain('to-be-removed');
  });
});
