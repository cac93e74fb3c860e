import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { ChatIdentity, EasemobSettings } from '@gs/shared/chat';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders } from '../../../test/identity-helpers.ts';

// Easemob (环信) against a local fake of its REST API: app token (client credentials), user creation, user token.

const SECRET = 'fake-client-secret-123';
let fake: Server;
let fakeBase: string;
let mode: 'ok' | 'fail' | 'duplicate' = 'ok';
const seen: { path: string; body: unknown }[] = [];
const logLines: string[] = [];

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || 'null');
}

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let buyer: string;

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const body = (await bodyOf(request)) as Record<string, unknown>;
    seen.push({ path: request.url ?? '', body });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (mode === 'fail') return json(500, { error: 'internal', secret_echo: SECRET });
    if (request.url === '/org1/app1/token' && body.grant_type === 'client_credentials') {
      return body.client_secret === SECRET ? json(200, { access_token: 'APP-TOKEN', expires_in: 3600 }) : json(401, {});
    }
    if (request.url === '/org1/app1/users' && request.headers.authorization === 'Bearer APP-TOKEN') {
      return mode === 'duplicate'
        ? json(400, { error: 'duplicate_unique_property_exists' })
        : json(200, { entities: [{ username: (body as unknown as { username: string }[])[0]?.username }] });
    }
    if (request.url === '/org1/app1/token' && body.grant_type === 'password') {
      return json(200, { access_token: `USER-TOKEN-${String(body.username)}`, expires_in: 600 });
    }
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeBase = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;

  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildTestApp(database.db, { EASEMOB_API_BASE: fakeBase }, { logStream });
  owner = await loginDemoUser(app, 'owner');
  buyer = await loginDemoUser(app, 'buyer');
});
beforeEach(() => {
  mode = 'ok';
  seen.length = 0;
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await new Promise((resolve) => fake.close(resolve));
});

const put = (body: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/staff/chat/easemob',
    headers: { ...authHeaders(owner), 'accept-language': 'en-US' },
    payload: body as object,
  });
const identity = () =>
  app.inject({
    method: 'GET',
    url: '/api/other/getOtherUserHX',
    headers: { ...authHeaders(buyer), 'accept-language': 'en-US' },
  });

describe('Easemob adapter', () => {
  it('needs a secret the first time and never answers it', async () => {
    const missing = await put({ enabled: true, orgName: 'org1', appName: 'app1', clientId: 'cid' });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).fields?.[0]?.field).toBe('clientSecret');

    const saved = await put({ enabled: true, orgName: 'org1', appName: 'app1', clientId: 'cid', clientSecret: SECRET });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(SECRET);
    expect(envelope<EasemobSettings>(saved).data).toMatchObject({ configured: true, orgName: 'org1', clientId: 'cid' });
    expect(envelope<EasemobSettings>(saved).data.secretSetAt).not.toBeNull();
    const stored = await database.db.selectFrom('chat_easemob_settings').select('client_secret_sealed').execute();
    expect(stored[0]?.client_secret_sealed).not.toContain(SECRET);
    const audit = await database.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('route', '=', '/api/staff/chat/easemob')
      .execute();
    expect(JSON.stringify(audit)).not.toContain(SECRET);
  });

  it('answers Easemob credentials made through its REST API', async () => {
    const response = await identity();
    expect(response.statusCode).toBe(200);
    const data = envelope<ChatIdentity>(response).data;
    expect(data).toMatchObject({ provider: 'easemob', appKey: 'org1#app1' });
    if (data.provider !== 'easemob') throw new Error('not easemob');
    expect(data.userToken).toBe(`USER-TOKEN-${data.username}`);
    expect(seen.map((call) => call.path)).toEqual(['/org1/app1/token', '/org1/app1/users', '/org1/app1/token']);
    // The user's Easemob password is derived, sent to Easemob only.
    expect(response.body).not.toContain('password');
  });

  it('accepts a user that already exists at Easemob', async () => {
    mode = 'duplicate';
    expect((await identity()).statusCode).toBe(200);
  });

  it('answers a clear 502 when Easemob fails, with nothing secret in the log', async () => {
    mode = 'fail';
    const response = await identity();
    expect(response.statusCode).toBe(502);
    expect(envelope(response)).toMatchObject({ code: 502, errorCode: 'BAD_GATEWAY' });
    expect(envelope(response).msg).toMatch(/Easemob/);
    expect(response.body).not.toContain(SECRET);
    expect(logLines.join('\n')).not.toContain(SECRET);
  });

  it('falls back to the built-in chat once switched off', async () => {
    expect((await put({ enabled: false })).statusCode).toBe(200);
    expect(envelope<ChatIdentity>(await identity()).data.provider).toBe('builtin');
  });
});
