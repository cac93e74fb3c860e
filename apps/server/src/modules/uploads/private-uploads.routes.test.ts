import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PrivateUploadResult, Profile, RealNameReviewPage } from '@gs/shared/identity';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase, testConfig } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf, userIdOf } from '../../../test/identity-helpers.ts';
import { uploadPrivateFile } from '../../../test/private-upload-fixtures.ts';
import { contextOf, movableClock, testSecretBox, verifiedBuyer } from '../../../test/trade-fixtures.ts';
import type { RequestContext } from '../../lib/context.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demo: RequestContext;
const tokens = { buyer: '', seller: '', operator: '', novaBuyer: '', novaOperator: '' };
const clock = movableClock();
const privateDir = path.join(testConfig().DATA_DIR, 'private');

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
  tokens.buyer = await loginDemoUser(app, 'buyer');
  tokens.seller = await loginDemoUser(app, 'seller');
  tokens.operator = await loginDemoUser(app, 'operator');
  tokens.novaBuyer = await loginDemoUser(app, 'buyer', 'nova.localhost');
  tokens.novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const SECRET_EXIF = 'secret-owner-name';
const jpegWithExif = (colour = '#3366cc') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: SECRET_EXIF, ImageDescription: 'GPS home' } } })
    .toBuffer();

async function uploadPrivately(token: string, purpose = 'realname', host = 'localhost') {
  const response = await uploadPrivateFile(app, token, await jpegWithExif(), { purpose, host });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<PrivateUploadResult>(response).data;
}

const get = (url: string, token: string | null, host = 'localhost') =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': 'en-US' },
  });

describe('POST /api/upload/private', () => {
  it('answers an opaque reference, never a /uploads URL, and keeps the file sealed outside the public folder', async () => {
    const result = await uploadPrivately(tokens.buyer);
    expect(result.ref).toBe(`private:${result.id}`);
    expect(JSON.stringify(result)).not.toContain('/uploads');
    expect(result).toMatchObject({ width: 64, height: 48 });

    const file = path.join(privateDir, String(demo.tenantId), `${result.id}.bin`);
    expect(existsSync(file)).toBe(true);
    const onDisk = readFileSync(file);
    // Neither the uploaded JPEG nor the re-encoded WebP is on disk in clear, nor the EXIF text.
    for (const magic of [Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('RIFF'), Buffer.from('WEBP')]) {
      expect(onDisk.includes(magic)).toBe(false);
    }
    expect(onDisk.includes(Buffer.from(SECRET_EXIF))).toBe(false);
    // It opens only with the key and for its own tenant and id.
    const opened = testSecretBox.decryptBytes(onDisk, `private-upload:${demo.tenantId}:${result.id}`);
    expect((await sharp(opened).metadata()).format).toBe('webp');
    expect(() => testSecretBox.decryptBytes(onDisk, `private-upload:${demo.tenantId + 1}:${result.id}`)).toThrow();

    const row = await database.db
      .selectFrom('private_uploads')
      .selectAll()
      .where('tenant_id', '=', demo.tenantId)
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      owner_user_id: await userIdOf(database.db, 'demo', 'buyer'),
      purpose: 'realname',
      content_type: 'image/webp',
      size_bytes: result.size,
    });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('needs a login, a known purpose and an image', async () => {
    const anonymous = await uploadPrivateFile(app, null, await jpegWithExif());
    expect(envelope(anonymous)).toMatchObject({ code: 401, errorCode: 'UNAUTHORIZED' });
    const purpose = await uploadPrivateFile(app, tokens.buyer, await jpegWithExif(), { purpose: 'avatar' });
    expect(purpose.statusCode).toBe(400);
    const notImage = await uploadPrivateFile(app, tokens.buyer, Buffer.from('<?php echo 1; ?>'));
    expect(envelope(notImage)).toMatchObject({ code: 400, errorCode: 'UPLOAD_REJECTED' });
  });

  it('limits each user to 20 uploads a minute', async () => {
    const user = await verifiedBuyer(demo, '13977840001');
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await uploadPrivateFile(app, user.token, photo)).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    // Another user is not slowed down by it.
    expect((await uploadPrivateFile(app, tokens.seller, photo)).statusCode).toBe(200);
  });
});

describe('GET /api/upload/private/:id', () => {
  it('streams the image to its owner only, inline and never cached, without metadata', async () => {
    const { id } = await uploadPrivately(tokens.buyer);
    const response = await get(`/api/upload/private/${id}`, tokens.buyer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'content-type': 'image/webp',
    });
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(response.rawPayload.includes(Buffer.from(SECRET_EXIF))).toBe(false);
  });

  it('answers 401 signed out and 404 to anyone else: another user, staff, another shop', async () => {
    const { id } = await uploadPrivately(tokens.buyer);
    const url = `/api/upload/private/${id}`;
    expect((await get(url, null)).statusCode).toBe(401);
    for (const token of [tokens.seller, tokens.operator]) {
      const response = await get(url, token);
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({ code: 404, data: null });
    }
    expect((await get(url, tokens.novaBuyer, 'nova.localhost')).statusCode).toBe(404);
    expect((await get(url, tokens.novaOperator, 'nova.localhost')).statusCode).toBe(404);
    // The owner's own token at another shop's host is another account there.
    expect((await get(url, tokens.buyer, 'nova.localhost')).statusCode).toBe(401);
    expect((await get('/api/upload/private/00000000-0000-4000-8000-000000000000', tokens.buyer)).statusCode).toBe(404);
    expect((await get('/api/upload/private/not-an-id', tokens.buyer)).statusCode).toBe(400);
  });

  it('is never reachable through the public /uploads route', async () => {
    const { id } = await uploadPrivately(tokens.buyer);
    const key = `${demo.tenantId}/${id}.bin`;
    for (const url of [
      `/uploads/../private/${key}`,
      `/uploads/%2e%2e/private/${key}`,
      `/uploads/..%2fprivate/${key}`,
      `/uploads/private/${key}`,
      `/uploads/${key}`,
    ]) {
      const response = await get(url, tokens.buyer);
      expect(response.statusCode, url).not.toBe(200);
      expect(response.headers['content-type'] ?? '', url).not.toMatch(/octet-stream|image/);
    }
  });
});

describe('real-name level two through private uploads', () => {
  it('runs from upload to approval; staff see each photo decrypted, audited and never cached', async () => {
    const user = await verifiedBuyer(demo, '13977840002');
    const front = await uploadPrivately(user.token);
    const back = await uploadPrivately(user.token);
    const submit = await app.inject({
      method: 'POST',
      url: '/api/realname/auth/two',
      headers: { ...authHeaders(user.token), 'accept-language': 'en-US' },
      payload: { frontImage: front.ref, backImage: back.ref },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect(envelope<Profile>(submit).data.realNameTwo.status).toBe('pending');

    const page = envelope<RealNameReviewPage>(
      await get('/api/staff/realname/reviews?pageSize=100', tokens.operator),
    ).data;
    const review = page.rows.find((row) => row.userId === user.userId);
    expect(review).toMatchObject({ frontImage: front.ref, backImage: back.ref });

    const route = '/api/staff/realname/reviews/:id/photos/:side';
    const audited = () =>
      database.db
        .selectFrom('staff_audit_log')
        .select(['target_id', 'method'])
        .where('tenant_id', '=', demo.tenantId)
        .where('route', '=', route)
        .where('target_id', '=', String(review?.id))
        .execute();
    const photo = await get(`/api/staff/realname/reviews/${review?.id}/photos/front`, tokens.operator);
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.headers['cache-control']).toBe('no-store');
    const ownView = await get(`/api/upload/private/${front.id}`, user.token);
    expect(photo.rawPayload.equals(ownView.rawPayload)).toBe(true);
    await expect.poll(async () => (await audited()).length).toBe(1);
    // Another shop's staff see nothing of it.
    expect(
      (await get(`/api/staff/realname/reviews/${review?.id}/photos/front`, tokens.novaOperator, 'nova.localhost'))
        .statusCode,
    ).toBe(404);

    const approve = await app.inject({
      method: 'POST',
      url: `/api/staff/realname/reviews/${review?.id}`,
      headers: authHeaders(tokens.operator),
      payload: { approve: true },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const profile = await get('/api/system/user/profile/new', user.token);
    expect(envelope<Profile>(profile).data.realNameTwo.status).toBe('approved');
  });

  it('refuses a public /uploads URL and a screenshot uploaded for selling', async () => {
    const user = await verifiedBuyer(demo, '13977840003');
    const front = await uploadPrivately(user.token);
    const proof = await uploadPrivately(user.token, 'selling-proof');
    const send = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/realname/auth/two',
        headers: { ...authHeaders(user.token), 'accept-language': 'en-US' },
        payload,
      });
    const publicUrl = await send({ frontImage: front.ref, backImage: `/uploads/u/${demo.tenantId}/1/x.webp` });
    expect(envelope(publicUrl)).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED' });
    const wrongPurpose = await send({ frontImage: front.ref, backImage: proof.ref });
    expect(envelope(wrongPurpose)).toMatchObject({
      code: 400,
      errorCode: 'UPLOAD_REJECTED',
      msg: 'Use an image you uploaded yourself.',
    });
  });
});
