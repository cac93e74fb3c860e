import type { PrivateUploadResult, RealNameReviewPage } from '@gs/shared/identity';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import { uploadPrivateFile } from '../../../../test/private-upload-fixtures.ts';
import { contextOf, movableClock, validIdNumber, verifiedBuyer } from '../../../../test/trade-fixtures.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { submitRealNameTwo } from './realname.service.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demo: RequestContext;
const tokens = { operator: '', owner: '', recycler: '', buyer: '', novaOperator: '' };
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
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

const photo = (colour: string) =>
  sharp({ create: { width: 40, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function upload(token: string, colour: string): Promise<string> {
  const response = await uploadPrivateFile(app, token, await photo(colour), {
    filename: 'id.png',
    contentType: 'image/png',
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<PrivateUploadResult>(response).data.ref;
}

/** A level-one user whose uploaded ID photos wait for review; answers the review's id and the phone. */
async function pendingReview(phone: string) {
  const user = await verifiedBuyer(demo, phone);
  const frontImage = await upload(user.token, '#cc3333');
  const backImage = await upload(user.token, '#3333cc');
  await submitRealNameTwo({ ...demo, userId: user.userId }, { frontImage, backImage });
  const page = envelope<RealNameReviewPage>(
    await get('/api/staff/realname/reviews?pageSize=100', tokens.operator),
  ).data;
  const review = page.rows.find((row) => row.userId === user.userId);
  if (!review) throw new Error('review not listed');
  return { review, user, frontImage };
}

const get = (url: string, token: string | null, host = 'localhost') =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': 'en-US' },
  });

const auditRows = (route: string) =>
  database.db
    .selectFrom('staff_audit_log')
    .select(['actor_user_id', 'target_id', 'route', 'method'])
    .where('tenant_id', '=', demo.tenantId)
    .where('route', '=', route)
    .execute();

describe('ID photos for staff', () => {
  it('streams each side privately to operators and owners, never cached, and audits each look', async () => {
    const { review } = await pendingReview('13977830001');
    const route = '/api/staff/realname/reviews/:id/photos/:side';
    const before = (await auditRows(route)).length;
    for (const [side, token] of [
      ['front', tokens.operator],
      ['back', tokens.owner],
    ] as const) {
      const response = await get(`/api/staff/realname/reviews/${review.id}/photos/${side}`, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-type']).toBe('image/webp');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(40);
    }
    await expect.poll(async () => (await auditRows(route)).length).toBe(before + 2);
    expect((await auditRows(route)).at(-1)).toMatchObject({ method: 'GET', target_id: String(review.id) });
  });

  it('lists the verified name and ID number masked, never in clear', async () => {
    const { review } = await pendingReview('13977830002');
    expect(review.nameMasked).toBe('张*');
    const full = validIdNumber(2);
    expect(review.idNumberMasked).toBe(`${full.slice(0, 4)}${'*'.repeat(full.length - 8)}${full.slice(-4)}`);
  });

  it('answers 401 signed out, 403 to buyers and recyclers, 404 to another shop’s staff and for unknown photos', async () => {
    const { review, user } = await pendingReview('13977830003');
    const url = `/api/staff/realname/reviews/${review.id}/photos/front`;
    expect((await get(url, null)).statusCode).toBe(401);
    for (const token of [user.token, tokens.buyer, tokens.recycler])
      expect((await get(url, token)).statusCode).toBe(403);
    expect((await get(url, tokens.novaOperator, 'nova.localhost')).statusCode).toBe(404);
    expect((await get('/api/staff/realname/reviews/999999/photos/front', tokens.operator)).statusCode).toBe(404);
    expect((await get(`/api/staff/realname/reviews/${review.id}/photos/side`, tokens.operator)).statusCode).toBe(400);
  });
});
