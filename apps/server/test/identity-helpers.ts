import type { Session } from '@gs/shared/identity';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.ts';
import { envelope, smsSentOn } from './helpers.ts';

export const PASSWORD = 'Secret123';

export async function tenantIdOf(db: Kysely<Database>, code: string): Promise<number> {
  return (await db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

/** The id of a user of a tenant by username (the demo users: buyer, owner, operator, recycler, admin). */
export async function userIdOf(db: Kysely<Database>, tenantCode: string, username: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select('users.id')
    .where('tenants.code', '=', tenantCode)
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh captcha and its answer (tests fix the answer to "abcd"; the check is case-insensitive). */
export async function solveCaptcha(app: FastifyInstance, host = 'localhost'): Promise<{ uuid: string; code: string }> {
  const body = envelope<{ uuid: string }>(
    await app.inject({ method: 'GET', url: '/api/captchaImage', headers: { host } }),
  );
  return { uuid: body.data.uuid, code: 'abcd' };
}

export async function sendSms(app: FastifyInstance, phone: string, scene: string, host = 'localhost', token?: string) {
  const captcha = await solveCaptcha(app, host);
  return app.inject({
    method: 'GET',
    url: `/api/sms/new/send?phone=${phone}&scene=${scene}&uuid=${captcha.uuid}&code=${captcha.code}`,
    headers: { host, ...(token ? { token } : {}) },
  });
}

/** The code of the newest SMS a test app on `db` sent to a phone at a tenant, as the person would read it. */
export async function latestSmsCode(db: Kysely<Database>, phone: string, tenantCode = 'demo'): Promise<string> {
  const tenantId = await tenantIdOf(db, tenantCode);
  const message = smsSentOn(db).findLast((sent) => sent.tenantId === tenantId && sent.phone === phone);
  if (!message) throw new Error(`no SMS to ${phone} at ${tenantCode}`);
  return message.code;
}

/** Registers a user through the API (SMS code from the outbox) and answers the session. */
export async function registerThroughApi(
  app: FastifyInstance,
  db: Kysely<Database>,
  phone: string,
  options: { host?: string; tenantCode?: string; nickName?: string } = {},
): Promise<Session> {
  const host = options.host ?? 'localhost';
  const sent = await sendSms(app, phone, 'register', host);
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const smsCode = await latestSmsCode(db, phone, options.tenantCode ?? 'demo');
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { host },
    payload: {
      phone,
      smsCode,
      password: PASSWORD,
      agree: true,
      ...(options.nickName ? { nickName: options.nickName } : {}),
    },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return envelope<Session>(response).data;
}

export const authHeaders = (token: string, host = 'localhost') => ({ host, token, authorization: `Bearer ${token}` });

/** Posts a file to the upload route as a browser form does: multipart form data, one part (field "file" unless told). */
export function uploadFile(
  app: FastifyInstance,
  token: string | null,
  content: Buffer,
  options: { filename?: string; contentType?: string; field?: string; host?: string; lang?: string } = {},
) {
  const boundary = '----gs-test-boundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${options.filename ?? 'image.jpg'}"\r\nContent-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`;
  return app.inject({
    method: 'POST',
    url: '/api/common/upload',
    headers: {
      ...(token ? authHeaders(token, options.host) : { host: options.host ?? 'localhost' }),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': options.lang ?? 'en-US',
    },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
