import type { PrivateUploadResult, UploadResult } from '@gs/shared/identity';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf, uploadFile, userIdOf } from '../../../test/identity-helpers.ts';
import { uploadPrivateFile } from '../../../test/private-upload-fixtures.ts';
import { contextOf, movableClock, type TestBuyer, verifiedBuyer } from '../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let buyer: string;
let owner: string;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  buyer = await loginDemoUser(app, 'buyer');
  owner = await loginDemoUser(app, 'owner');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const photoWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner-name', ImageDescription: 'GPS home' } } })
    .toBuffer();

const notImageMessage = 'Only JPEG, PNG, WebP, GIF, AVIF or HEIF images can be uploaded.';

describe('login', () => {
  it('answers 401 in the envelope without a login, whatever the body, and stores nothing', async () => {
    const anonymous = await uploadFile(app, null, await photoWithExif());
    expect(envelope(anonymous)).toMatchObject({
      code: 401,
      errorCode: 'UNAUTHORIZED',
      msg: 'Login timed out, please log in again.',
      data: null,
    });
    const json = await app.inject({ method: 'POST', url: '/api/common/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(401);
    const expired = await uploadFile(app, 'not-a-real-session-token', await photoWithExif());
    expect(expired.statusCode).toBe(401);
  });
});

describe('images', () => {
  it('re-encodes to WebP without metadata, under the uploader’s own prefix, and serves exactly that', async () => {
    const response = await uploadFile(app, buyer, await photoWithExif(), { filename: 'holiday.jpg' });
    expect(response.statusCode, response.body).toBe(200);
    const result = envelope<UploadResult>(response).data;
    const demoId = await tenantIdOf(database.db, 'demo');
    const buyerId = await userIdOf(database.db, 'demo', 'buyer');
    const month = clock.now().toISOString().slice(0, 7);
    expect(result.url).toMatch(new RegExp(`^/uploads/u/${demoId}/${buyerId}/${month}/[\\w-]+\\.webp$`));
    expect(result.url).not.toContain('holiday');
    expect(result).toMatchObject({ width: 64, height: 48 });

    const served = await app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(result.size);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-owner-name'))).toBe(false);
  });

  it('puts another tenant’s user under that tenant’s prefix', async () => {
    const novaBuyer = await loginDemoUser(app, 'buyer', 'nova.localhost');
    const response = await uploadFile(app, novaBuyer, await photoWithExif(), { host: 'nova.localhost' });
    const novaId = await tenantIdOf(database.db, 'nova');
    const novaBuyerId = await userIdOf(database.db, 'nova', 'buyer');
    expect(envelope<UploadResult>(response).data.url.startsWith(`/uploads/u/${novaId}/${novaBuyerId}/`)).toBe(true);
  });

  it('refuses what is not an image, whatever its name and type say, in the caller’s language', async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.from('<?php echo 1; ?>'), 'avatar.jpg', 'image/jpeg'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        'image/svg+xml',
      ],
      [Buffer.from('MZ\x90\x00 not a program either'), 'x.png', 'image/png'],
    ];
    for (const [content, filename, contentType] of cases) {
      const response = await uploadFile(app, buyer, content, { filename, contentType });
      expect(response.statusCode, filename).toBe(400);
      expect(envelope(response)).toMatchObject({
        code: 400,
        errorCode: 'UPLOAD_REJECTED',
        msg: notImageMessage,
        data: null,
      });
    }
    const zh = await uploadFile(app, buyer, Buffer.from('nope'), { lang: 'zh-CN' });
    expect(envelope(zh).msg).not.toBe(notImageMessage);
    expect(envelope(zh).msg).toMatch(/JPEG/);
  });

  it('refuses a request without a file part with a sentence that says how to send one', async () => {
    const boundary = '----gs-no-file';
    const fieldOnly = await app.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: {
        ...authHeaders(buyer),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'accept-language': 'en-US',
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    const expected = {
      code: 400,
      errorCode: 'UPLOAD_REJECTED',
      msg: 'Send the image as multipart form data in the field "file".',
    };
    expect(envelope(fieldOnly)).toMatchObject(expected);
    const json = await app.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: { ...authHeaders(buyer), 'accept-language': 'en-US' },
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect(envelope(json)).toMatchObject(expected);
  });
});

describe('size limit', () => {
  it('refuses a file over 5 MB with 413 and says the limit', async () => {
    const response = await uploadFile(app, buyer, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(response.statusCode).toBe(413);
    expect(envelope(response)).toMatchObject({
      code: 413,
      errorCode: 'PAYLOAD_TOO_LARGE',
      msg: 'The image is larger than 5 MB.',
    });
  });

  it('states a configured limit under a megabyte in KB, not as "0 MB"', async () => {
    const small = await buildTestApp(database.db, { UPLOAD_MAX_BYTES: String(100 * 1024) }, { clock });
    try {
      const token = await loginDemoUser(small, 'buyer');
      const response = await uploadFile(small, token, Buffer.alloc(150 * 1024, 1));
      expect(envelope(response)).toMatchObject({
        code: 413,
        errorCode: 'PAYLOAD_TOO_LARGE',
        msg: 'The image is larger than 100 KB.',
      });
      const fits = await uploadFile(small, token, await photoWithExif());
      expect(fits.statusCode, fits.body).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('ownership of uploads in forms', () => {
  let verified: TestBuyer;

  beforeAll(async () => {
    const demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
    verified = await verifiedBuyer(demo, '13977830001');
  });

  const submitPhotos = (token: string, frontImage: string, backImage: string) =>
    app.inject({
      method: 'POST',
      url: '/api/realname/auth/two',
      headers: { ...authHeaders(token), 'accept-language': 'en-US' },
      payload: { frontImage, backImage },
    });

  it('accepts the user’s own private uploads and refuses someone else’s, or a public image', async () => {
    const upload = async (token: string) =>
      envelope<PrivateUploadResult>(await uploadPrivateFile(app, token, await photoWithExif())).data.ref;
    const ownersImage = await upload(owner);
    const mine = await upload(verified.token);
    const refused = await submitPhotos(verified.token, mine, ownersImage);
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused)).toMatchObject({
      errorCode: 'UPLOAD_REJECTED',
      msg: 'Use an image you uploaded yourself.',
    });
    // ID photos are never public files: a /uploads URL, even the user's own, is not accepted.
    const publicImage = envelope<UploadResult>(await uploadFile(app, verified.token, await photoWithExif())).data.url;
    expect((await submitPhotos(verified.token, mine, publicImage)).statusCode).toBe(400);
    const accepted = await submitPhotos(verified.token, mine, await upload(verified.token));
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
