import type { PrivateUploadResult, Profile, Session, UploadResult } from '@gs/shared/identity';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import {
  authHeaders,
  latestSmsCode,
  PASSWORD,
  registerThroughApi,
  sendSms,
  solveCaptcha,
} from '../../../../test/identity-helpers.ts';
import { uploadPrivateFile } from '../../../../test/private-upload-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let session: Session;
let now = new Date('2026-11-21T10:00:00Z');

/** A valid mainland ID number for a birth date (checksum computed as GB 11643 says). */
function idNumber(birth: string, region = '110101', sequence = '123'): string {
  const body = `${region}${birth.replaceAll('-', '')}${sequence}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock: { now: () => now } });
  session = await registerThroughApi(app, database.db, '13944440001');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const headers = () => authHeaders(session.token);
const profileOf = (token: string) =>
  app.inject({ method: 'GET', url: '/api/system/user/profile/new', headers: authHeaders(token) });
const getProfile = async (path = '/api/system/user/profile/new') =>
  envelope<Profile>(await app.inject({ method: 'GET', url: path, headers: headers() })).data;
const realName = (name: string, id: string, token = session.token) =>
  app.inject({
    method: 'POST',
    url: '/api/realname/auth',
    headers: authHeaders(token),
    payload: { name, idNumber: id },
  });

async function upload(content: Buffer, filename: string, contentType: string, token = session.token) {
  const boundary = '----gs-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return app.inject({
    method: 'POST',
    url: '/api/common/upload',
    headers: { ...authHeaders(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner-name', ImageDescription: 'GPS home' } } })
    .toBuffer();

describe('profile', () => {
  it('answers the full phone to the owner and a masked one for display', async () => {
    expect((await getProfile()).phone).toBe('13944440001');
    const masked = await getProfile('/api/system/user/profile/newsm');
    expect(masked.phone).toBe('139****0001');
    expect(masked.realName).toEqual({ status: 'none', name: null, idNumber: null, verifiedAt: null });
  });

  it('updates nickname, gender and contacts; refuses bad values without changing anything', async () => {
    const ok = await app.inject({
      method: 'PUT',
      url: '/api/system/user/profile',
      headers: headers(),
      payload: { nickName: '新昵称', gender: 'female', qq: '123456', wechat: 'wx_me' },
    });
    expect(envelope<Profile>(ok).data).toMatchObject({
      nickName: '新昵称',
      gender: 'female',
      qq: '123456',
      wechat: 'wx_me',
    });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/system/user/profile',
      headers: headers(),
      payload: { nickName: 'x', qq: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      envelope(bad)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['body.nickName', 'body.qq']);
    expect((await getProfile()).nickName).toBe('新昵称');
  });

  it('changes the phone only with the current password and a code sent to the new phone, ending other sessions', async () => {
    const other = envelope<Session>(
      await app.inject({
        method: 'POST',
        url: '/api/web/login',
        payload: { username: '13944440001', password: PASSWORD, ...(await solveCaptcha(app, 'localhost')) },
      }),
    ).data;
    const change = (payload: Record<string, string>) =>
      app.inject({ method: 'PUT', url: '/api/system/user/profile', headers: headers(), payload });
    expect((await change({ phone: '13944440002' })).statusCode).toBe(400);
    await sendSms(app, '13944440002', 'change-phone', 'localhost', session.token);
    const smsCode = await latestSmsCode(database.db, '13944440002');

    const noPassword = await change({ phone: '13944440002', smsCode });
    expect(noPassword.statusCode).toBe(400);
    expect(envelope(noPassword).fields?.map((field) => field.field)).toEqual(['body.currentPassword']);
    const wrongPassword = await change({ phone: '13944440002', smsCode, currentPassword: 'Wrong1234' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(envelope(wrongPassword).fields?.map((field) => field.field)).toEqual(['body.currentPassword']);
    const taken = await change({ phone: '13800000001', smsCode: '123456', currentPassword: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect((await getProfile()).phone).toBe('13944440001');
    expect((await profileOf(other.token)).statusCode).toBe(200);

    const changed = await change({ phone: '13944440002', smsCode, currentPassword: PASSWORD });
    expect(envelope<Profile>(changed).data.phone).toBe('13944440002');
    // This session goes on; every other one of the user has ended.
    expect((await profileOf(session.token)).statusCode).toBe(200);
    expect((await profileOf(other.token)).statusCode).toBe(401);
  });

  it('locks the phone change after 5 wrong current passwords, like the login', async () => {
    const user = await registerThroughApi(app, database.db, '13944440009');
    const change = (currentPassword: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/system/user/profile',
        headers: authHeaders(user.token),
        payload: { phone: '13944440010', smsCode: '123456', currentPassword },
      });
    for (let i = 0; i < 5; i++) expect((await change(`Wrong${i}abc`)).statusCode).toBe(422);
    expect((await change(PASSWORD)).statusCode).toBe(429);
  });

  it('needs login', async () => {
    for (const [method, url] of [
      ['GET', '/api/system/user/profile/new'],
      ['GET', '/api/system/user/profile/newsm'],
      ['PUT', '/api/system/user/profile'],
      ['POST', '/api/realname/auth'],
      ['POST', '/api/common/upload'],
    ] as const) {
      const response = await app.inject({ method, url, payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('uploads', () => {
  it('re-encodes an image as WebP without its metadata and sets it as the avatar', async () => {
    const response = await upload(await jpegWithExif(), 'me.jpg', 'image/jpeg');
    const result = envelope<UploadResult>(response).data;
    expect(result.url).toMatch(new RegExp(`^/uploads/u/\\d+/${session.userInfo.userId}/.+\\.webp$`));
    const served = await app.inject({ method: 'GET', url: result.url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-owner-name'))).toBe(false);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/system/user/profile',
      headers: headers(),
      payload: { avatar: result.url },
    });
    expect(envelope<Profile>(saved).data.avatar).toBe(result.url);
  });

  it('refuses what is not an image, whatever its name says', async () => {
    const response = await upload(Buffer.from('<?php echo 1; ?>'), 'x.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('UPLOAD_REJECTED');
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(400);
  });

  it('refuses files over 5 MB with 413', async () => {
    const response = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(envelope(response).code).toBe(413);
  });

  it("refuses another user's upload as an avatar", async () => {
    const other = await registerThroughApi(app, database.db, '13944440003');
    const theirs = envelope<UploadResult>(await upload(await jpegWithExif(), 'a.jpg', 'image/jpeg', other.token)).data;
    const response = await app.inject({
      method: 'PUT',
      url: '/api/system/user/profile',
      headers: headers(),
      payload: { avatar: theirs.url },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('UPLOAD_REJECTED');
  });
});

describe('real-name verification', () => {
  it('refuses a wrong checksum, an impossible birth date and a minor, with clear messages', async () => {
    const valid = idNumber('1990-03-07');
    const wrongChecksum = valid.slice(0, 17) + (valid.endsWith('1') ? '2' : '1');
    const checksum = await realName('张三', wrongChecksum);
    expect(checksum.statusCode).toBe(422);
    expect(envelope(checksum).msg).toMatch(/校验|check/);
    expect((await realName('张三', idNumber('1990-02-30'))).statusCode).toBe(422);
    const minor = await realName('张三', idNumber('2010-05-01'));
    expect(minor.statusCode).toBe(422);
    expect(envelope(minor).msg).toMatch(/18/);
    expect((await realName('张三', '12345')).statusCode).toBe(400);
  });

  it('verifies an adult, stores name and number encrypted, and shows them only masked', async () => {
    const id = idNumber('1990-03-07');
    const response = await realName('张三丰', id);
    const profile = envelope<Profile>(response).data;
    expect(profile.realName).toMatchObject({
      status: 'verified',
      name: '张**',
      idNumber: `${id.slice(0, 4)}**********${id.slice(-4)}`,
    });
    const row = await database.db.selectFrom('real_name_verifications').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(id);
    expect(JSON.stringify(row)).not.toContain('张三丰');
    expect(response.body).not.toContain(id);
    expect((await realName('张三丰', id)).statusCode).toBe(409);
  });

  it('lets one ID number verify at most 3 users of a tenant', async () => {
    const id = idNumber('1985-11-20', '310104', '456');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      now = new Date(now.getTime() + 61_000);
      const user = await registerThroughApi(app, database.db, `1394444010${i}`);
      codes.push((await realName('李四', id, user.token)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 422]);
  });

  it('queues level two for staff review: pending, then rejected with a reason, then approved', async () => {
    const privateUpload = async () =>
      envelope<PrivateUploadResult>(await uploadPrivateFile(app, session.token, await jpegWithExif())).data.ref;
    const front = await privateUpload();
    const back = await privateUpload();
    const submit = () =>
      app.inject({
        method: 'POST',
        url: '/api/realname/auth/two',
        headers: headers(),
        payload: { frontImage: front, backImage: back },
      });
    expect(envelope<Profile>(await submit()).data.realNameTwo.status).toBe('pending');
    expect((await submit()).statusCode).toBe(409);

    const operator = envelope<Session>(
      await app.inject({
        method: 'POST',
        url: '/api/h5/login',
        payload: { phone: '13800000003', smsCode: await operatorCode() },
      }),
    ).data;
    const list = await app.inject({
      method: 'GET',
      url: '/api/staff/realname/reviews',
      headers: authHeaders(operator.token),
    });
    const reviews = envelope<{ rows: { id: number; userId: number }[]; total: number }>(list).data;
    const mine = reviews.rows.find((r) => r.userId === session.userInfo.userId);
    expect(mine).toBeDefined();
    const decide = (body: object) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/realname/reviews/${mine?.id}`,
        headers: authHeaders(operator.token),
        payload: body,
      });
    expect((await decide({ approve: false })).statusCode).toBe(400);
    expect((await decide({ approve: false, reason: '照片模糊' })).statusCode).toBe(200);
    expect((await getProfile()).realNameTwo).toMatchObject({ status: 'rejected', reason: '照片模糊' });

    expect(envelope<Profile>(await submit()).data.realNameTwo.status).toBe('pending');
    const again = envelope<{ rows: { id: number; userId: number }[] }>(
      await app.inject({ method: 'GET', url: '/api/staff/realname/reviews', headers: authHeaders(operator.token) }),
    ).data.rows.find((r) => r.userId === session.userInfo.userId);
    await app.inject({
      method: 'POST',
      url: `/api/staff/realname/reviews/${again?.id}`,
      headers: authHeaders(operator.token),
      payload: { approve: true },
    });
    expect((await getProfile()).realNameTwo.status).toBe('approved');
  });

  it('keeps staff calls to staff', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/realname/reviews', headers: headers() })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/staff/sms/outbox', headers: headers() })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/api/staff/sms/outbox' })).statusCode).toBe(401);
  });
});

async function operatorCode(): Promise<string> {
  now = new Date(now.getTime() + 61_000);
  await sendSms(app, '13800000003', 'login');
  return latestSmsCode(database.db, '13800000003');
}
