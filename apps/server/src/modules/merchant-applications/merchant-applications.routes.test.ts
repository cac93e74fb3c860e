import type {
  MerchantApplication,
  StaffMerchantApplication,
  StaffMerchantApplicationPage,
} from '@gs/shared/merchant-application';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { privateUploadOf } from '../../../test/private-upload-fixtures.ts';
import { apiCaller, loginStaffParties } from '../../../test/staff-route-fixtures.ts';
import { contextOf, movableClock, type TestBuyer, verifiedBuyer } from '../../../test/trade-fixtures.ts';
import type { RequestContext } from '../../lib/context.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demo: RequestContext;
let nova: RequestContext;
let owner: string;
let operator: string;
let buyer: string;
let novaOwner: string;
let gameIds: number[];
let novaGameId: number;
let phoneSequence = 0;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
  nova = await contextOf(database.db, await tenantIdOf(database.db, 'nova'), clock);
  ({ owner, operator, buyer, novaOwner } = await loginStaffParties(app));
  const games = await database.db
    .selectFrom('games')
    .select(['id', 'tenant_id'])
    .where('state', '=', 'active')
    .orderBy('id')
    .execute();
  gameIds = games.filter((game) => game.tenant_id === demo.tenantId).map((game) => game.id);
  novaGameId = games.find((game) => game.tenant_id === nova.tenantId)?.id ?? 0;
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function newUser(ctx = demo): Promise<TestBuyer> {
  phoneSequence += 1;
  return verifiedBuyer(ctx, `13766610${String(phoneSequence).padStart(3, '0')}`, { verify: false });
}

const call = apiCaller(() => app);

async function individualInput(user: TestBuyer, overrides: Record<string, unknown> = {}) {
  const [idFrontImage, idBackImage] = await Promise.all([
    privateUploadOf(demo, user.userId, 'merchant-doc', '#112233'),
    privateUploadOf(demo, user.userId, 'merchant-doc', '#445566'),
  ]);
  return {
    kind: 'individual',
    realName: '李四',
    contactName: '李四',
    phone: '13912345678',
    wechat: 'lisi_trade',
    idFrontImage,
    idBackImage,
    gameIds: gameIds.slice(0, 2),
    monthlyVolume: '10to50',
    note: 'Five years trading accounts.',
    ...overrides,
  };
}

const apply = (user: TestBuyer, body: unknown) => call('POST', '/customer/audit', user.token, body);
const lastOne = async (user: TestBuyer) =>
  envelope<MerchantApplication | null>(await call('GET', '/customer/audit/lastOne', user.token)).data;

describe('POST /api/customer/audit and GET /api/customer/audit/lastOne', () => {
  it('need a login', async () => {
    expect((await call('POST', '/customer/audit', null, {})).statusCode).toBe(401);
    expect((await call('GET', '/customer/audit/lastOne', null)).statusCode).toBe(401);
  });

  it('answers null before any application, then the pending one with images only as "provided"', async () => {
    const user = await newUser();
    expect(await lastOne(user)).toBeNull();
    const response = await apply(user, await individualInput(user));
    expect(response.statusCode).toBe(200);
    const latest = await call('GET', '/customer/audit/lastOne', user.token);
    expect(envelope<MerchantApplication>(latest).data).toMatchObject({
      status: 'pending',
      kind: 'individual',
      realName: '李四',
      companyName: null,
      monthlyVolume: '10to50',
      documents: { licence: false, idFront: true, idBack: true },
      rejectReason: null,
      decidedAt: null,
    });
    expect(envelope<MerchantApplication>(latest).data.games).toHaveLength(2);
    expect(latest.body).not.toContain('private:');
    expect(latest.body).not.toContain('/uploads/');
  });

  it('allows one pending application per user: a second answers 409 with a clear message', async () => {
    const user = await newUser();
    expect((await apply(user, await individualInput(user))).statusCode).toBe(200);
    const second = await apply(user, await individualInput(user));
    expect(second.statusCode).toBe(409);
    expect(envelope(second).msg).toMatch(/already have an application under review/);
    const chinese = await call(
      'POST',
      '/customer/audit',
      user.token,
      await individualInput(user),
      'localhost',
      'zh-CN',
    );
    expect(envelope(chinese).msg).toContain('正在审核');
  });

  it('lets only one of two simultaneous applications through', async () => {
    const user = await newUser();
    const [a, b] = await Promise.all([individualInput(user), individualInput(user)]);
    const statuses = (await Promise.all([apply(user, a), apply(user, b)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it('asks each kind for its own names and documents, at the fields', async () => {
    const user = await newUser();
    const company = await apply(user, { ...(await individualInput(user)), kind: 'company' });
    expect(company.statusCode).toBe(400);
    expect(envelope(company).fields?.map((f) => f.field)).toEqual(
      expect.arrayContaining(['body.companyName', 'body.licenceImage']),
    );
    const individual = await apply(user, { ...(await individualInput(user)), idBackImage: undefined, realName: '' });
    expect(envelope(individual).fields?.map((f) => f.field)).toEqual(
      expect.arrayContaining(['body.realName', 'body.idBackImage']),
    );
    for (const bad of [
      { note: 'x'.repeat(501) },
      { phone: '12345' },
      { gameIds: [] },
      { monthlyVolume: 'lots' },
      { qq: '12ab' },
    ]) {
      const response = await apply(user, await individualInput(user, bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await lastOne(user)).toBeNull();
  });

  it('accepts a company with its licence and keeps no stray ID images', async () => {
    const user = await newUser();
    const licenceImage = await privateUploadOf(demo, user.userId, 'merchant-doc');
    const input = await individualInput(user, { kind: 'company', companyName: '星游网络科技有限公司', licenceImage });
    expect((await apply(user, input)).statusCode).toBe(200);
    expect(await lastOne(user)).toMatchObject({
      kind: 'company',
      companyName: '星游网络科技有限公司',
      realName: null,
      documents: { licence: true, idFront: false, idBack: false },
    });
  });

  it('refuses an image that is not the user’s own merchant upload', async () => {
    const user = await newUser();
    const other = await newUser();
    const othersImage = await privateUploadOf(demo, other.userId, 'merchant-doc');
    const wrongPurpose = await privateUploadOf(demo, user.userId, 'realname');
    for (const idFrontImage of [othersImage, wrongPurpose]) {
      const response = await apply(user, await individualInput(user, { idFrontImage }));
      expect(response.statusCode).toBe(400);
      expect(envelope(response).errorCode).toBe('UPLOAD_REJECTED');
    }
  });

  it('refuses a game of another shop at the field', async () => {
    const user = await newUser();
    const response = await apply(user, await individualInput(user, { gameIds: [gameIds[0], novaGameId] }));
    expect(response.statusCode).toBe(400);
    expect(envelope(response).fields?.[0]?.field).toBe('body.gameIds');
  });

  it('keeps tenants apart: an application at one shop is not another shop’s', async () => {
    const user = await newUser();
    await apply(user, await individualInput(user));
    const novaUser = await newUser(nova);
    expect(
      envelope(await call('GET', '/customer/audit/lastOne', novaUser.token, undefined, 'nova.localhost')).data,
    ).toBeNull();
    // The demo session is not valid at the other shop.
    expect((await call('GET', '/customer/audit/lastOne', user.token, undefined, 'nova.localhost')).statusCode).toBe(
      401,
    );
  });
});

describe('the owner’s review', () => {
  const staff = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, host = 'localhost') =>
    call(method, `/staff/merchant-applications${url}`, token, payload, host);

  async function pendingApplication() {
    const user = await newUser();
    const created = envelope<MerchantApplication>(await apply(user, await individualInput(user))).data;
    return { user, id: created.id };
  }

  it('answers 401 without a login and 403 to a buyer or an operator, before reading the body', async () => {
    const { id } = await pendingApplication();
    expect((await staff('GET', '', null)).statusCode).toBe(401);
    for (const token of [buyer, operator]) {
      expect((await staff('GET', '', token)).statusCode).toBe(403);
      expect((await staff('GET', `/${id}`, token)).statusCode).toBe(403);
      expect((await staff('GET', `/${id}/documents/idFront`, token)).statusCode).toBe(403);
      expect((await staff('POST', `/${id}/approve`, token, {})).statusCode).toBe(403);
      expect((await staff('POST', `/${id}/reject`, token, { reason: 'x' })).statusCode).toBe(403);
    }
  });

  it('another shop’s owner sees none of them', async () => {
    const { id } = await pendingApplication();
    const list = envelope<StaffMerchantApplicationPage>(await staff('GET', '', novaOwner, undefined, 'nova.localhost'));
    expect(list.data.rows.map((row) => row.id)).not.toContain(id);
    expect((await staff('GET', `/${id}`, novaOwner, undefined, 'nova.localhost')).statusCode).toBe(404);
    expect((await staff('GET', `/${id}/documents/idFront`, novaOwner, undefined, 'nova.localhost')).statusCode).toBe(
      404,
    );
    expect((await staff('POST', `/${id}/approve`, novaOwner, {}, 'nova.localhost')).statusCode).toBe(404);
  });

  it('lists by status and shows a detail without any image address', async () => {
    const { id } = await pendingApplication();
    const pending = envelope<StaffMerchantApplicationPage>(await staff('GET', '?status=pending&pageSize=100', owner));
    expect(pending.data.rows.find((row) => row.id === id)).toMatchObject({ status: 'pending', applicantName: '李四' });
    expect(pending.data.rows.every((row) => row.status === 'pending')).toBe(true);
    const detail = await staff('GET', `/${id}`, owner);
    expect(envelope<StaffMerchantApplication>(detail).data).toMatchObject({ id, documents: { idFront: true } });
    expect(detail.body).not.toContain('private:');
  });

  it('shows a document through the audited, never-cached route; a missing one is 404', async () => {
    const { id } = await pendingApplication();
    const image = await staff('GET', `/${id}/documents/idFront`, owner);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('no-store');
    expect((await staff('GET', `/${id}/documents/licence`, owner)).statusCode).toBe(404);
    const audit = await database.db
      .selectFrom('staff_audit_log')
      .select(['route', 'target_id'])
      .where('route', '=', '/api/staff/merchant-applications/:id/documents/:slot')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('rejects with a reason; the applicant sees it and may apply again', async () => {
    const { user, id } = await pendingApplication();
    expect((await staff('POST', `/${id}/reject`, owner, { reason: '' })).statusCode).toBe(400);
    const rejected = await staff('POST', `/${id}/reject`, owner, { reason: 'The ID photo is blurred.' });
    expect(envelope<StaffMerchantApplication>(rejected).data).toMatchObject({
      status: 'rejected',
      decidedByName: expect.any(String),
    });
    expect(await lastOne(user)).toMatchObject({ status: 'rejected', rejectReason: 'The ID photo is blurred.' });
    expect((await staff('POST', `/${id}/approve`, owner, {})).statusCode).toBe(409);
    expect((await apply(user, await individualInput(user))).statusCode).toBe(200);
    expect(await lastOne(user)).toMatchObject({ status: 'pending', rejectReason: null });
  });

  it('approves with a note on what happens next, shown to the applicant', async () => {
    const { user, id } = await pendingApplication();
    const approved = await staff('POST', `/${id}/approve`, owner, { note: 'Our manager will add your WeChat today.' });
    expect(approved.statusCode).toBe(200);
    expect(await lastOne(user)).toMatchObject({
      status: 'approved',
      decisionNote: 'Our manager will add your WeChat today.',
      decidedAt: expect.any(String),
    });
    expect((await staff('POST', `/${id}/reject`, owner, { reason: 'late' })).statusCode).toBe(409);
    expect((await staff('POST', '/999999/approve', owner, {})).statusCode).toBe(404);
  });
});
